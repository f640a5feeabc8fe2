const first = (keys: Set<string>): string | undefined => keys.values().next().value;

/**
 * The pages a change made out of date, waiting to be rendered again in the background, `concurrency`
 * at a time. They go in the order given (the page cache gives the most recently used first), except
 * that a page a visitor has just asked for goes before every page nobody asked for: that visitor is
 * being served the page as it was until its render ends.
 */
export class RerenderQueue {
  /** Pages a visitor asked for while they were out of date, in the order asked. */
  private readonly asked = new Set<string>();
  private readonly waiting = new Set<string>();
  private running = 0;

  constructor(
    private readonly concurrency: number,
    /** Renders the page again; its failures are its own to report (the queue goes on either way). */
    private readonly renderAgain: (key: string) => Promise<void>,
  ) {}

  /** Pages waiting, not counting those being rendered. */
  get size(): number {
    return this.asked.size + this.waiting.size;
  }

  /** Queues pages that went out of date; a page already waiting keeps its place. */
  add(keys: readonly string[]): void {
    for (const key of keys) if (!this.asked.has(key)) this.waiting.add(key);
    this.start();
  }

  /** A visitor asked for an out-of-date page: it is rendered next, before the pages nobody asked for. */
  ask(key: string): void {
    this.waiting.delete(key);
    this.asked.add(key);
    this.start();
  }

  private take(): string | undefined {
    const key = first(this.asked) ?? first(this.waiting);
    if (key !== undefined) {
      this.asked.delete(key);
      this.waiting.delete(key);
    }
    return key;
  }

  private start(): void {
    while (this.running < this.concurrency && this.size > 0) {
      this.running++;
      void this.drain();
    }
  }

  private async drain(): Promise<void> {
    try {
      for (let key = this.take(); key !== undefined; key = this.take()) {
        await this.renderAgain(key).catch(() => undefined);
      }
    } finally {
      // In the same turn as the last look at the queue: a page queued after it starts a new drain.
      this.running--;
    }
  }
}
