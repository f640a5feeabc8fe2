import type { ContentChange } from '../api/content-events';
import { enqueueJob, type JobDefinition, type Queryable } from '../jobs/job-queue';
import { newId } from '../lib/ids';
import { keysOfChange } from './edge-keys';
import type { PurgeDriver } from './purge-drivers';

/**
 * Purges reach the edge through the job queue (issue 49): a change queues one `edge-purge` job
 * with its keys in the process that made it (a change heard from another process is that
 * process's to purge), and whichever process's runner claims it sends it, once; a refused or
 * unreachable provider is tried again with the queue's back-off, its error kept for the System
 * screen (system-operations.ts).
 */

export const edgePurgeJobName = 'edge-purge';

/**
 * How long after a change its purge is sent: long enough for every process to have heard of it
 * (PostgreSQL NOTIFY takes milliseconds). From then on a process answers the edge only once it has
 * read the change and marked the pages it touched (web-routes.ts), so the edge's next request gets
 * the new page, never the old one to keep for days.
 */
export const purgeDelayMs = 250;

export interface EdgePurgePayload {
  keys: string[];
  /** What changed, for the log and the System screen. */
  change?: string;
}

export const edgePurgeJob = (driver: PurgeDriver): JobDefinition<EdgePurgePayload> => ({
  name: edgePurgeJobName,
  run: async (payload, context) => {
    await driver({ keys: payload.keys, reference: context.jobId });
    return { keys: payload.keys };
  },
});

/** Queues the purge of a change made in this process (none for a change the public never sees); answers its keys. */
export async function enqueueEdgePurge(db: Queryable, change: ContentChange, now = new Date()): Promise<string[]> {
  if (change.remote) return [];
  const keys = keysOfChange(change);
  if (keys.length === 0) return [];
  await enqueueJob(
    db,
    {
      name: edgePurgeJobName,
      payload: { keys, ...(change.url ? { change: `${change.method ?? 'POST'} ${change.url}`.slice(0, 300) } : {}) } satisfies EdgePurgePayload,
      uniqueKey: `${edgePurgeJobName}:${newId()}`,
      runAt: new Date(now.getTime() + purgeDelayMs),
    },
    now,
  );
  return keys;
}
