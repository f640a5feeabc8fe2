/**
 * A fair share of one kind of costly work per client address: at most `inFlight` requests of one
 * address at once, at most `perSecond` begun in any one second, and (`busyMsPerSecond`) at most
 * so much of the server's time a second: ten heavy searches a second took most of a process's
 * time, as the count alone allowed. A client over any is told
 * to wait (429) without its request being worked on, so one address cannot queue enough work to
 * slow everyone else's. The refusal itself is held back for its Retry-After (`holdRefusal`): a
 * client that asks again the moment it is refused, on 200 connections, would otherwise cost the
 * server thousands of refusals a second, which alone slowed every other visitor's search
 * several-fold (`BENCH_ONLY=search-flood npm run bench`); held, it makes one try a second on each.
 *
 * Counted in this process's memory: the in-flight count is about this process's own work, and a
 * second's window is too short to be worth a shared store (with `WORKERS=N` an address may have
 * up to N times as much, spread over N processes).
 */
export interface FairShareLimits {
  /** Requests of one address being worked on at once. */
  inFlight: number;
  /** Requests one address may begin in one second. */
  perSecond: number;
  /**
   * Milliseconds of work (what the request did itself, given to `done`) one address may use a second, on average: a
   * heavy search costs more of it than a light one, so a client that asks only for heavy ones gets
   * fewer of them. An address may run up to one second's worth ahead. None: not counted.
   */
  busyMsPerSecond?: number;
}

export type FairShareTicket =
  | {
      admitted: true;
      /** Call once the work is done (or failed), with the milliseconds of work it did (`work-meter.ts`); without them, the time since admission is charged. */
      done(workMs?: number): void;
    }
  | { admitted: false; reason: 'in-flight' | 'per-second' | 'busy'; retryAfterSeconds: number };

/** How many windows may be remembered before the ended ones are swept out. */
const sweepAbove = 1000;
/** Refusals held back at once, at most: beyond, they are answered at once (a held one is a socket and a timer). */
const maxHeld = 5000;

export class FairShare {
  private readonly running = new Map<string, number>();
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private held = 0;
  /** Each address's work owed, in milliseconds, as of `at`: it is paid back at `busyMsPerSecond`. */
  private readonly busy = new Map<string, { owed: number; at: number }>();

  constructor(
    readonly limits: FairShareLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Whether a request of `client` would be refused now, counting nothing: a route asks this
   * before it reads the request, so a flood's refusals cost as little as they can.
   */
  refusal(client: string): Extract<FairShareTicket, { admitted: false }> | undefined {
    const now = this.now();
    if ((this.running.get(client) ?? 0) >= this.limits.inFlight) return { admitted: false, reason: 'in-flight', retryAfterSeconds: 1 };
    const busy = this.busyRefusal(client, now);
    if (busy) return busy;
    const window = this.windows.get(client);
    if (window && window.endsAt > now && window.count >= this.limits.perSecond) {
      return { admitted: false, reason: 'per-second', retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
    }
    return undefined;
  }

  /** Admits a request of `client` (its address), or says why not. */
  enter(client: string): FairShareTicket {
    const now = this.now();
    const running = this.running.get(client) ?? 0;
    if (running >= this.limits.inFlight) return { admitted: false, reason: 'in-flight', retryAfterSeconds: 1 };
    const busy = this.busyRefusal(client, now);
    if (busy) return busy;
    let window = this.windows.get(client);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= sweepAbove || this.busy.size >= sweepAbove) this.sweep(now);
      window = { count: 0, endsAt: now + 1000 };
      this.windows.set(client, window);
    }
    if (window.count >= this.limits.perSecond) {
      return { admitted: false, reason: 'per-second', retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
    }
    window.count += 1;
    this.running.set(client, running + 1);
    let done = false;
    return {
      admitted: true,
      done: (workMs?: number) => {
        if (done) return;
        done = true;
        const rate = this.limits.busyMsPerSecond;
        if (rate !== undefined) {
          const end = this.now();
          // The work the request did, not the time it waited behind others'; at most a second's worth.
          this.busy.set(client, { owed: this.owed(client, end) + Math.min(rate, Math.max(0, workMs ?? end - now)), at: end });
        }
        const left = (this.running.get(client) ?? 1) - 1;
        if (left > 0) this.running.set(client, left);
        else this.running.delete(client);
      },
    };
  }

  /** Resolves when a refusal may be sent: after its Retry-After (a second at most), or at once when many are held already. */
  async holdRefusal(seconds: number): Promise<void> {
    if (this.held >= maxHeld) return;
    this.held += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 1) * 1000));
    } finally {
      this.held -= 1;
    }
  }

  /** Requests of `client` being worked on now. */
  inFlightOf(client: string): number {
    return this.running.get(client) ?? 0;
  }

  /** The work `client` still owes at `now`. */
  private owed(client: string, now: number): number {
    const busy = this.busy.get(client);
    const rate = this.limits.busyMsPerSecond;
    if (!busy || rate === undefined) return 0;
    return Math.max(0, busy.owed - ((now - busy.at) * rate) / 1000);
  }

  /** Refused while an address owes more than one second's worth of work; told to come back once it would not. */
  private busyRefusal(client: string, now: number): Extract<FairShareTicket, { admitted: false }> | undefined {
    const rate = this.limits.busyMsPerSecond;
    if (rate === undefined) return undefined;
    const owed = this.owed(client, now);
    if (owed < rate) return undefined;
    return { admitted: false, reason: 'busy', retryAfterSeconds: Math.max(1, Math.ceil((owed - rate) / rate)) };
  }

  private sweep(now: number): void {
    for (const [client, window] of this.windows) if (window.endsAt <= now) this.windows.delete(client);
    for (const client of [...this.busy.keys()]) if (this.owed(client, now) === 0) this.busy.delete(client);
  }
}
