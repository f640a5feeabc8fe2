import { parentPort } from 'node:worker_threads';
import { openConnection } from '../db/database';
import { checkLinks } from './link-check';
import type { FromLinkWorker, ToLinkWorker } from './link-thread';

/**
 * The link thread (link-thread.ts): each run opens a connection of its own to the database it is
 * given (SQLite: another handle on the same file, which WAL lets read while the main thread
 * writes; PostgreSQL: a pool of two), does the whole check on it and closes it. Started by
 * link-worker-entry.mjs (from the sources) or the built link-worker.mjs.
 */
export function startLinkWorker(): void {
  const port = parentPort;
  if (!port) throw new Error('link-worker runs as a worker thread');
  const send = (message: FromLinkWorker) => port.postMessage(message);
  port.on('message', (message: ToLinkWorker) => {
    void (async () => {
      let db: ReturnType<typeof openConnection> | undefined;
      try {
        db = openConnection(message.connection, { max: 2 });
        send({ type: 'checked', id: message.id, counts: await checkLinks(db, message.work) });
      } catch (error) {
        send({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) });
      } finally {
        await db?.close().catch(() => undefined);
      }
    })();
  });
}
