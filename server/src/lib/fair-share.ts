/**
 * A fair share of one kind of costly work per client address: at most `inFlight` requests of one
 * address at once, and at most `perSecond` begun in any one second. A client over either is told
 * to wait (429) at once, so one address cannot queue enough work to slow everyone else's.
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

export class FairShare {
  private readonly running = new Map<string, number>();
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    readonly limits: FairShareLimits,
    private readonly now: () => number = Date.now,
  ) {}

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

  /** Requests of `client` being worked on now. */
  inFlightOf(client: string): number {
    return this.running.get(client) ?? 0;
  }

  private sweep(now: number): void {
    for (const [client, window] of this.windows) if (window.endsAt <= now) this.windows.delete(client);
  }
}
