import type { ImportProgress } from '@hospital/content/wire/wordpress-import';
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
 * and its end over IPC; a `cancel` message stops it (the kind being written is rolled back).
 */

export interface WorkerRequest {
  connection: DbConnection;
  config: Config;
  options: Omit<ImportOptions, 'onProgress' | 'signal'>;
}

export type WorkerMessage =
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'done' }
  | { type: 'failed'; message: string; cancelled: boolean };

const send = (message: WorkerMessage): Promise<void> => new Promise((resolve) => (process.send ? process.send(message, undefined, undefined, () => resolve()) : resolve()));

async function run(request: WorkerRequest): Promise<void> {
  const controller = new AbortController();
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'cancel') controller.abort();
  });
  const db = openConnection(request.connection, { max: 2 });
  try {
    await importWordpress(db, request.config, { ...request.options, signal: controller.signal, onProgress: (progress) => void send({ type: 'progress', progress }) });
    await send({ type: 'done' });
  } catch (error) {
    const cancelled = controller.signal.aborted;
    const message = cancelled
      ? 'Stopped on request. The kinds finished before it stayed; the one being written was rolled back.'
      : error instanceof WxrError || error instanceof ImportBusyError
        ? error.message
        : `The import failed: ${(error as Error).message || String(error)}. The kinds finished before it stayed; the one being written was rolled back.`;
    await send({ type: 'failed', message, cancelled });
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
