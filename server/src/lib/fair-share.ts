/**
 * A fair share of one kind of costly work per client address: at most `inFlight` requests of one
 * address at once, and at most `perSecond` begun in any one second. A client over either is told
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
}

export type FairShareTicket =
  | { admitted: true; /** Call once the work is done (or failed). */ done(): void }
  | { admitted: false; reason: 'in-flight' | 'per-second'; retryAfterSeconds: number };

/** How many windows may be remembered before the ended ones are swept out. */
const sweepAbove = 1000;
/** Refusals held back at once, at most: beyond, they are answered at once (a held one is a socket and a timer). */
const maxHeld = 5000;

export class FairShare {
  private readonly running = new Map<string, number>();
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private held = 0;

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
    let window = this.windows.get(client);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= sweepAbove) this.sweep(now);
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
      done: () => {
        if (done) return;
        done = true;
        const left = (this.running.get(client) ?? 1) - 1;
        if (left > 0) this.running.set(client, left);
        else this.running.delete(client);
      },
    };
  }

  /** Resolves when a refusal may be sent: after `seconds` (its Retry-After), or at once when many are held already. */
  async holdRefusal(seconds: number): Promise<void> {
    if (this.held >= maxHeld) return;
    this.held += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    } finally {
      this.held -= 1;
    }
  }

  /** Requests of `client` being worked on now. */
  inFlightOf(client: string): number {
    return this.running.get(client) ?? 0;
  }

  private sweep(now: number): void {
    for (const [client, window] of this.windows) if (window.endsAt <= now) this.windows.delete(client);
  }
}
