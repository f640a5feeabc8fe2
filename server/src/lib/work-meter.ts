import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The work one request did itself, in milliseconds: its database queries' own time (as Kysely
 * times them, from the statement sent to its rows read) and the computing its code adds
 * (`addWork`), but not the time it waited for a connection or behind other requests' work on
 * the event loop. A fair share (`fair-share.ts`) charges a search this, so a visitor whose search
 * waited behind someone else's flood is charged for what their search cost, not for the flood.
 */
export interface WorkMeter {
  ms: number;
}

const meters = new AsyncLocalStorage<WorkMeter>();

/** Runs `work` with a meter of its own: every query it makes, and every `addWork` in it, counts there. */
export function measureWork<T>(meter: WorkMeter, work: () => Promise<T>): Promise<T> {
  return meters.run(meter, work);
}

/** Adds milliseconds of work to the meter of the request this runs for, if it is measured. */
export function addWork(ms: number): void {
  const meter = meters.getStore();
  if (meter) meter.ms += ms;
}
