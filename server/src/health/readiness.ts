/** The steps a server process takes before it should be sent visitors. */
export type ReadinessStep = 'migrations' | 'seed' | 'home page';

/**
 * What `/readyz` waits for. `npm start` marks each step as it ends; until all are, a load balancer
 * or orchestrator keeps this process out of rotation (and `/healthz`, the liveness check, stays 200
 * so the process is not restarted while it prepares).
 */
export class Readiness {
  private readonly waiting: Set<ReadinessStep>;

  constructor(steps: readonly ReadinessStep[] = ['migrations', 'seed', 'home page']) {
    this.waiting = new Set(steps);
  }

  done(step: ReadinessStep): void {
    this.waiting.delete(step);
  }

  /** The steps not done yet, in the order they run. */
  get pending(): ReadinessStep[] {
    return [...this.waiting];
  }
}
