import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { newId } from '../lib/ids';

/** How often a process says it is alive; one not heard from for three beats counts as not answering. */
export const heartbeatMs = 10_000;
export const silentAfterMs = 3 * heartbeatMs;
/** A process that stopped (or went silent) a day ago leaves the list. */
const forgottenAfterMs = 24 * 60 * 60 * 1000;
/** An event loop this late (p99 over a beat) is answering too slowly to count as healthy. */
export const slowLoopMs = 1000;

/**
 * Each server process writes a row every `heartbeatMs`: its host and pid, memory, and the event
 * loop's delay over the beat (p99). The System screen reads the rows, so it shows every process of
 * every machine on the same database, not only the one answering it; a process that stops says so,
 * and one that dies or hangs is seen as silent. Writing is best-effort: a failed beat is logged
 * and the next one tries again.
 */
export function startHeartbeat(db: Db, options: { version: string; log?: FastifyBaseLogger; now?: () => Date; intervalMs?: number }): { id: string; stop(): Promise<void> } {
  const id = newId();
  const now = options.now ?? (() => new Date());
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const startedAt = now().toISOString();
  let writing: Promise<void> = Promise.resolve();

  const beat = async (): Promise<void> => {
    const at = now();
    const row = { seen_at: at.toISOString(), rss_bytes: process.memoryUsage.rss(), loop_delay_ms: Math.round((delay.percentile(99) / 1e6) * 10) / 10 };
    delay.reset();
    try {
      const updated = await db.kysely.updateTable('server_processes').set(row).where('id', '=', id).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await db.kysely.insertInto('server_processes').values({ id, host: os.hostname(), pid: process.pid, version: options.version, started_at: startedAt, stopped_at: null, ...row }).execute();
      }
      const forgotten = new Date(at.getTime() - forgottenAfterMs).toISOString();
      await db.kysely.deleteFrom('server_processes').where('seen_at', '<', forgotten).execute();
    } catch (error) {
      options.log?.warn({ err: error }, 'the process heartbeat could not be written');
    }
  };

  writing = beat();
  const timer = setInterval(() => {
    writing = writing.then(beat);
  }, options.intervalMs ?? heartbeatMs);
  timer.unref();

  return {
    id,
    stop: async () => {
      clearInterval(timer);
      delay.disable();
      await writing;
      await db.kysely
        .updateTable('server_processes')
        .set({ stopped_at: now().toISOString(), seen_at: now().toISOString() })
        .where('id', '=', id)
        .execute()
        .catch(() => undefined);
    },
  };
}

export type ProcessState = 'healthy' | 'slow' | 'silent' | 'stopped';

/** A process's health from its last beat. */
export function processState(row: { seen_at: string; stopped_at: string | null; loop_delay_ms: number }, now: Date): ProcessState {
  if (row.stopped_at) return 'stopped';
  if (now.getTime() - Date.parse(row.seen_at) > silentAfterMs) return 'silent';
  return row.loop_delay_ms >= slowLoopMs ? 'slow' : 'healthy';
}
