import type { ImportProgress, ImportReport } from '@hospital/content/wire/wordpress-import';
import sharp from 'sharp';
import type { Config } from '../config/config';
import { openConnection, type DbConnection } from '../db/database';
import { ImportBusyError, importWordpress, type ImportOptions } from './wordpress-import';
import { WxrError } from './wxr-reader';

// Thousands of images, each read once: libvips's operation cache would only hold memory.
sharp.cache(false);

/**
 * The process a studio import runs in (started by the `wordpress-import` job, studio-import.ts):
 * it opens the server's database itself and runs the command's operation, telling its progress
 * and its end over IPC; a `cancel` message stops it (the batch being written is rolled back).
 */

export interface WorkerRequest {
  connection: DbConnection;
  config: Config;
  options: Omit<ImportOptions, 'onProgress' | 'signal' | 'onStopped'>;
}

export type WorkerMessage =
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'done' }
  /** `written`: what the committed batches wrote, when any were (else nothing was written). */
  | { type: 'failed'; message: string; cancelled: boolean; written: ImportReport | null };

const send = (message: WorkerMessage): Promise<void> => new Promise((resolve) => (process.send ? process.send(message, undefined, undefined, () => resolve()) : resolve()));

async function run(request: WorkerRequest): Promise<void> {
  const controller = new AbortController();
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'cancel') controller.abort();
  });
  const db = openConnection(request.connection, { max: 2 });
  let written: ImportReport | null = null;
  try {
    await importWordpress(db, request.config, {
      ...request.options,
      signal: controller.signal,
      onProgress: (progress) => void send({ type: 'progress', progress }),
      onStopped: (report) => {
        written = report;
      },
    });
    await send({ type: 'done' });
  } catch (error) {
    const cancelled = controller.signal.aborted;
    const kept = written
      ? 'What the report lists was written, each record whole; the batch being written was rolled back. Run the import again to carry on: records already imported are updated, not doubled.'
      : 'Nothing was written.';
    const message = cancelled
      ? `Stopped on request. ${kept}`
      : error instanceof WxrError || error instanceof ImportBusyError
        ? `${error.message}${written ? ` ${kept}` : ''}`
        : `The import failed: ${(error as Error).message || String(error)}. ${kept}`;
    await send({ type: 'failed', message, cancelled, written });
  } finally {
    await db.close();
  }
}

process.once('message', (request: WorkerRequest) => {
  run(request).then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
