import { fork } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { ImportProgress, ImportReport, ImportRunStatus, StudioImportOptions, StudioImportRun } from '@hospital/content/wire/wordpress-import';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import type { Selectable } from 'kysely';
import type { WordpressImportRunTable } from '../db/schema';
import { transaction } from '../db/transaction';
import { ConflictError, NotFoundError, PayloadTooLargeError, ValidationError } from '../errors/http-errors';
import { enqueueJob, type JobDefinition } from '../jobs/job-queue';
import { newId } from '../lib/ids';
import type { Actor } from '../publishing/publishing-operations';
import { emptyReport } from './import-report';
import { importWordpress } from './wordpress-import';
import { WxrError } from './wxr-reader';
import type { WorkerMessage, WorkerRequest } from './import-worker';

/**
 * The studio's WordPress import (Site → Import from WordPress): the export and an optional .zip of
 * `wp-content/uploads` are uploaded into a folder of the run (DATA_DIR/wordpress-imports/{id}),
 * checked (size, a WordPress export, the zip whole with every path inside its folder) and dry-run;
 * the run is then `planned`, its report the plan. Started, it is a job (`wordpress-import`) that
 * runs the command's own operation (`importWordpress`) in a process of its own (`import-worker.ts`),
 * so the server goes on answering while it writes; its progress is kept on the run and its report
 * replaces the plan. A refused upload leaves nothing behind; a run's files are removed once it ends.
 */

export const wordpressImportJobName = 'wordpress-import';

/** The name of the job of one run: at most one job per run. */
const jobKey = (runId: string): string => `wordpress-import:${runId}`;
/** Planned runs never started are forgotten (with their files) after a day. */
const plannedKeptMs = 24 * 60 * 60 * 1000;
/** Files a zip may hold, and how much more its files may weigh unpacked than the zip. */
const maxZipEntries = 200_000;
const maxUnpackedRatio = 4;

export const importsDir = (config: Config): string => path.join(config.dataDir, 'wordpress-imports');
const runDir = (config: Config, runId: string): string => path.join(importsDir(config), runId);
const exportFile = (config: Config, runId: string): string => path.join(runDir(config, runId), 'export.xml');
const unpackedDir = (config: Config, runId: string): string => path.join(runDir(config, runId), 'uploads');

const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** A run in this process's worker: its latest progress and how to stop it (asked in the studio, or by the server stopping). */
interface LiveRun {
  progress: ImportProgress;
  cancel(reason?: 'asked' | 'server-stopping'): void;
}
const liveRuns = new Map<string, LiveRun>();

/** What a run says when its server stopped during it (a restart finds it running; a stopping server ends it). */
const serverStoppedMessage =
  'The server stopped during the import. What it had written is whole, each record in one piece; upload the export again to carry on (records already imported are updated, not doubled).';

/**
 * Ends the imports this process runs, because it is stopping (a deploy's SIGTERM): each worker
 * stops at its batch, rolled back whole, and the run fails saying so, so the server's stop does not
 * wait minutes for an import (and is not killed in the middle of one's bookkeeping).
 */
export function stopLiveImports(): void {
  for (const live of liveRuns.values()) live.cancel('server-stopping');
}

// Uploading ----------------------------------------------------------------------------------------

/** One uploaded file as it streams in (a multipart part). */
export interface IncomingFile {
  field: string;
  fileName: string;
  stream: Readable;
}

/** Writes `stream` to `file`, refusing it once it passes `maxBytes`. */
async function saveStream(stream: Readable, file: string, maxBytes: number, tooLarge: string): Promise<number> {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new PayloadTooLargeError(tooLarge));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, createWriteStream(file));
  } catch (error) {
    stream.resume();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(tooLarge);
    throw error;
  }
  return bytes;
}

/** A new run's folder, for its upload; removed by `discardUpload` when the upload is refused. */
export async function newUploadFolder(config: Config): Promise<string> {
  const id = newId();
  await fs.mkdir(runDir(config, id), { recursive: true });
  return id;
}

export async function discardUpload(config: Config, runId: string): Promise<void> {
  await fs.rm(runDir(config, runId), { recursive: true, force: true });
}

/** Saves one part of the upload: `export` (the .xml) or `uploads` (the .zip). Answers the export's name when it was the export. */
export async function saveUploadedFile(config: Config, runId: string, file: IncomingFile): Promise<{ field: 'export' | 'uploads'; name: string }> {
  const name = path.basename(file.fileName.replace(/\\/g, '/')).slice(0, 200) || 'export.xml';
  if (file.field === 'export') {
    if (!/\.xml$/i.test(name)) {
      file.stream.resume();
      throw new ValidationError(`${name} is not a WordPress export: choose the .xml file of Tools → Export in WordPress.`, { export: 'Choose the export\u2019s .xml file.' });
    }
    const max = config.wordpressImport.exportMaxBytes;
    await saveStream(file.stream, exportFile(config, runId), max, `The export is too large: at most ${megabytes(max)} (WORDPRESS_IMPORT_MAX_MB).`);
    return { field: 'export', name };
  }
  if (file.field === 'uploads') {
    if (!/\.zip$/i.test(name)) {
      file.stream.resume();
      throw new ValidationError(`${name} is not a .zip file: zip the old site's wp-content/uploads folder.`, { uploads: 'Choose a .zip of wp-content/uploads.' });
    }
    const max = config.wordpressImport.uploadsMaxBytes;
    const zip = path.join(runDir(config, runId), 'uploads.zip');
    await saveStream(file.stream, zip, max, `The .zip is too large: at most ${megabytes(max)} (WORDPRESS_UPLOADS_MAX_MB).`);
    await unpackUploads(zip, unpackedDir(config, runId), max * maxUnpackedRatio);
    await fs.rm(zip, { force: true });
    return { field: 'uploads', name };
  }
  file.stream.resume();
  throw new ValidationError(`Unknown field: ${file.field}. Send the export under "export" and the .zip under "uploads".`, { [file.field]: `Unknown field: ${file.field}.` });
}

const brokenZip = (why: string) =>
  new ValidationError(`The .zip of the uploads cannot be used: ${why}. Zip the old site's wp-content/uploads folder again.`, { uploads: why });

/**
 * Unpacks the zip into `target`: every entry's path must stay inside it (no absolute path, no
 * `..`, no link), at most `maxZipEntries` entries and `maxBytes` unpacked; anything else refuses
 * the whole zip.
 */
export async function unpackUploads(zipFile: string, target: string, maxBytes: number): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipFile, { lazyEntries: true, autoClose: true, strictFileNames: true, validateEntrySizes: true }, (error, opened) =>
      error || !opened ? reject(brokenZip(error?.message ?? 'it is not a zip file')) : resolve(opened),
    ),
  );
  await fs.mkdir(target, { recursive: true });
  const root = path.resolve(target);
  let entries = 0;
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error instanceof ValidationError || error instanceof PayloadTooLargeError ? error : brokenZip((error as Error).message || 'it is damaged'));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1;
      if (entries > maxZipEntries) return fail(brokenZip(`it holds more than ${maxZipEntries} files`));
      const name = entry.fileName;
      const destination = path.resolve(root, name);
      const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
      if (name.includes('\\') || path.isAbsolute(name) || /^[a-z]:/i.test(name) || name.split('/').includes('..') || !destination.startsWith(root + path.sep)) {
        return fail(brokenZip(`"${name.slice(0, 200)}" points outside the uploads folder`));
      }
      if (mode === 0o120000) return fail(brokenZip(`"${name.slice(0, 200)}" is a link`));
      if (name.endsWith('/')) {
        fs.mkdir(destination, { recursive: true }).then(() => zip.readEntry(), fail);
        return;
      }
      unpacked += entry.uncompressedSize;
      if (unpacked > maxBytes) return fail(new PayloadTooLargeError(`The .zip unpacks to more than ${megabytes(maxBytes)}.`));
      // The folder first: the entry's stream unpacks as soon as it is open, and an error in it (an
      // entry longer than it says, damaged data) must find the pipeline listening, not crash the process.
      fs.mkdir(path.dirname(destination), { recursive: true }).then(
        () =>
          zip.openReadStream(entry, (error, stream) => {
            if (error || !stream) return fail(error ?? new Error('unreadable entry'));
            pipeline(stream, createWriteStream(destination, { flags: 'wx' })).then(() => zip.readEntry(), fail);
          }),
        fail,
      );
    });
    zip.readEntry();
  });
}

/** The folder of the unpacked zip that is `wp-content/uploads`: the zip may hold it, `uploads/`, or its years. */
async function uploadsFolderIn(unpacked: string): Promise<string> {
  for (const inner of ['wp-content/uploads', 'uploads']) {
    const folder = path.join(unpacked, inner);
    if ((await fs.stat(folder).catch(() => undefined))?.isDirectory()) return folder;
  }
  const top = await fs.readdir(unpacked, { withFileTypes: true }).catch(() => []);
  const only = top.length === 1 ? top[0] : undefined;
  if (only?.isDirectory() && !/^\d{4}$/.test(only.name)) return uploadsFolderIn(path.join(unpacked, only.name));
  return unpacked;
}

/** Whether the file names WordPress's export namespace near its start (every WXR does). */
async function looksLikeWxr(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return /xmlns:wp="https?:\/\/wordpress\.org\/export\//.test(head.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}

/**
 * Dry-runs the uploaded export and keeps the run as `planned`, its report the plan. A file that is
 * not a WordPress export (or a damaged one) is refused, its folder removed, nothing kept.
 */
export async function planImport(db: Db, config: Config, input: { runId: string; fileName: string; options: StudioImportOptions; actor: Actor }): Promise<StudioImportRun> {
  const file = exportFile(config, input.runId);
  if (!(await fs.stat(file).catch(() => undefined))) throw new ValidationError('Choose the export\u2019s .xml file (Tools → Export in WordPress).', { export: 'Choose the export\u2019s .xml file.' });
  if (!(await looksLikeWxr(file))) {
    throw new ValidationError(`${input.fileName} is not a WordPress export: it does not name WordPress's export format. Export it again from WordPress (Tools → Export → All content).`, {
      export: 'Not a WordPress export.',
    });
  }
  let report: ImportReport;
  try {
    report = await importWordpress(db, config, { ...(await mediaOf(config, input.runId, input.options)), file, fileName: input.fileName, publish: input.options.publish, dryRun: true, actor: input.actor });
  } catch (error) {
    if (error instanceof WxrError) throw new ValidationError(error.message.replace(file, input.fileName).replace('export.xml', input.fileName), { export: 'The export cannot be read.' });
    throw error;
  }
  await forgetOldPlans(db, config);
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('wordpress_import_runs')
    .values({
      id: input.runId,
      file_name: input.fileName,
      site_url: report.siteUrl,
      status: 'planned',
      started_at: now,
      finished_at: '',
      report: JSON.stringify(report),
      started_by: input.actor.name.slice(0, 200),
      options: JSON.stringify(input.options),
    })
    .execute();
  return getImportRun(db, input.runId);
}

async function mediaOf(config: Config, runId: string, options: StudioImportOptions): Promise<{ media: { kind: 'uploads'; folder: string } | { kind: 'none' } }> {
  return { media: options.withUploads ? { kind: 'uploads', folder: await uploadsFolderIn(unpackedDir(config, runId)) } : { kind: 'none' } };
}

/** Planned runs older than a day, and their files. */
async function forgetOldPlans(db: Db, config: Config): Promise<void> {
  const before = new Date(Date.now() - plannedKeptMs).toISOString();
  const old = await db.kysely.selectFrom('wordpress_import_runs').select('id').where('status', '=', 'planned').where('started_at', '<', before).execute();
  for (const { id } of old) {
    await db.kysely.deleteFrom('wordpress_import_runs').where('id', '=', id).where('status', '=', 'planned').execute();
    await discardUpload(config, id);
  }
}

// Reading runs -------------------------------------------------------------------------------------

function toRun(row: Selectable<WordpressImportRunTable>): StudioImportRun {
  const live = liveRuns.get(row.id);
  const status = row.status as ImportRunStatus;
  return {
    _id: row.id,
    fileName: row.file_name,
    siteUrl: row.site_url,
    status,
    startedBy: row.started_by,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    progress: live && status === 'running' ? live.progress : row.progress ? (JSON.parse(row.progress) as ImportProgress) : null,
    error: row.error,
    cancelRequested: Number(row.cancel_requested) === 1,
    report: status === 'queued' || status === 'running' ? null : (JSON.parse(row.report) as ImportReport),
  };
}

export async function getImportRun(db: Db, runId: string): Promise<StudioImportRun> {
  const row = await db.kysely.selectFrom('wordpress_import_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such WordPress import.');
  return toRun(row);
}

// Starting, running and stopping -------------------------------------------------------------------

/** Starts a planned run in the background. One import at a time. */
export async function startImport(db: Db, runId: string): Promise<StudioImportRun> {
  const run = await getImportRun(db, runId);
  if (run.status !== 'planned') throw new ConflictError(`This import has already been ${run.status === 'queued' || run.status === 'running' ? 'started' : run.status}.`);
  const busy = await db.kysely.selectFrom('wordpress_import_runs').select('file_name').where('status', 'in', ['queued', 'running']).executeTakeFirst();
  if (busy) throw new ConflictError(`Another import (${busy.file_name}) is running: start this one when it has finished.`);
  await transaction(db, async (trx) => {
    const claimed = await trx.updateTable('wordpress_import_runs').set({ status: 'queued', started_at: new Date().toISOString() }).where('id', '=', runId).where('status', '=', 'planned').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ConflictError('This import has already been started.');
    await enqueueJob(trx, { name: wordpressImportJobName, payload: { runId }, uniqueKey: jobKey(runId), maxAttempts: 1 });
  });
  return getImportRun(db, runId);
}

/**
 * Asks a queued or running import to stop: the batch it is writing is rolled back, the batches it
 * committed stay and its report says what they wrote. A queued one is cancelled at once.
 */
export async function cancelImport(db: Db, runId: string): Promise<StudioImportRun> {
  const run = await getImportRun(db, runId);
  if (run.status !== 'queued' && run.status !== 'running') throw new ConflictError(`This import is ${run.status}: there is nothing to stop.`);
  const live = liveRuns.get(runId);
  if (live) live.cancel();
  else {
    await db.kysely.updateTable('wordpress_import_runs').set({ cancel_requested: 1 }).where('id', '=', runId).execute();
    await db.kysely
      .updateTable('wordpress_import_runs')
      .set({
        status: 'cancelled',
        finished_at: new Date().toISOString(),
        error: 'Stopped before it began: nothing was written.',
        report: JSON.stringify({ ...emptyReport(run.fileName, false, run.report?.publish ?? false), siteUrl: run.siteUrl }),
      })
      .where('id', '=', runId)
      .where('status', '=', 'queued')
      .execute();
  }
  return { ...(await getImportRun(db, runId)), cancelRequested: true };
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/** The job that runs a started import in a worker process, keeping its progress on the run. */
export function wordpressImportJob(db: Db, config: Config): JobDefinition<{ runId: string }> {
  return {
    name: wordpressImportJobName,
    maxAttempts: 1,
    // An import takes minutes: it runs beside mail and purges, never holding them up, and one at a
    // time on the whole site (across every server process), a second waiting its turn.
    lane: 'long',
    exclusive: true,
    async run({ runId }, context) {
      const row = await db.kysely.selectFrom('wordpress_import_runs').selectAll().where('id', '=', runId).executeTakeFirst();
      if (!row || row.status === 'cancelled') {
        await discardUpload(config, runId);
        return { skipped: true };
      }
      const options = JSON.parse(row.options ?? '{}') as StudioImportOptions;
      const finish = async (status: ImportRunStatus, error: string | null, written: ImportReport | null = null) => {
        // A run stopped part-way keeps the report of what it wrote; one that wrote nothing, an empty one (not its plan's counts).
        const report = written ?? { ...emptyReport(row.file_name, false, options.publish), siteUrl: row.site_url };
        await db.kysely
          .updateTable('wordpress_import_runs')
          .set({ status, error, finished_at: new Date().toISOString(), report: JSON.stringify(report) })
          .where('id', '=', runId)
          .where('status', 'in', ['queued', 'running'])
          .execute();
        await discardUpload(config, runId);
      };
      if (row.status === 'running') {
        // A server stopped while it ran: what its committed batches wrote is whole.
        await finish('failed', serverStoppedMessage);
        return { failed: true };
      }
      await db.kysely.updateTable('wordpress_import_runs').set({ status: 'running', progress: JSON.stringify({ step: 'reading', done: 0, total: 0 }) }).where('id', '=', runId).execute();
      const request: WorkerRequest = {
        connection: db.connection,
        config: JSON.parse(JSON.stringify(config)) as Config,
        options: {
          ...(await mediaOf(config, runId, options)),
          file: exportFile(config, runId),
          fileName: row.file_name,
          publish: options.publish,
          dryRun: false,
          runId,
          actor: { id: null, name: row.started_by ?? 'WordPress import' },
        },
      };
      const outcome = await runInWorker(db, runId, request, context.jobId);
      if (outcome.kind === 'done') {
        await discardUpload(config, runId);
        return { finished: true };
      }
      await finish(outcome.kind === 'cancelled' ? 'cancelled' : 'failed', outcome.message, outcome.written);
      return { [outcome.kind]: true };
    },
  };
}

type Outcome = { kind: 'done' } | { kind: 'failed' | 'cancelled'; message: string; written: ImportReport | null };

/** Runs the import in a process of its own, passing its progress on and a cancel to it. */
function runInWorker(db: Db, runId: string, request: WorkerRequest, jobId: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const worker = fork(path.join(import.meta.dirname, 'import-worker.ts'), [], {
      cwd: serverDir,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    let outcome: Outcome | undefined;
    let cancelled = false;
    let serverStopping = false;
    let stderr = '';
    worker.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    const live: LiveRun = {
      progress: { step: 'reading', done: 0, total: 0 },
      cancel: (reason = 'asked') => {
        cancelled = true;
        if (reason === 'server-stopping') serverStopping = true;
        if (worker.connected) worker.send({ type: 'cancel' });
      },
    };
    liveRuns.set(runId, live);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') {
        live.progress = message.progress;
        // PostgreSQL: other server processes read the progress, the lease is kept, a cancel asked
        // there is heard. (SQLite has one server process, and the worker holds the write lock.)
        if (db.dialect === 'postgres') void keepUp(db, runId, jobId, message.progress).then((cancel) => cancel && live.cancel(), () => undefined);
      } else if (message.type === 'done') outcome = { kind: 'done' };
      else outcome = { kind: message.cancelled || cancelled ? 'cancelled' : 'failed', message: message.message, written: message.written };
    });
    worker.on('exit', (code) => {
      liveRuns.delete(runId);
      if (serverStopping && outcome?.kind !== 'done') {
        resolve({ kind: 'failed', message: serverStoppedMessage, written: outcome?.written ?? null });
        return;
      }
      resolve(
        outcome ??
          (cancelled
            ? { kind: 'cancelled', message: 'Stopped: the batch being written was rolled back.', written: null }
            : { kind: 'failed', message: `The import stopped unexpectedly (exit ${code}).${stderr ? ` ${stderr.trim().split('\n').slice(-3).join(' ')}` : ''}`, written: null }),
      );
    });
    worker.send(request);
  });
}

/** Saves the progress, extends the job's lease and answers whether a cancel was asked for. */
async function keepUp(db: Db, runId: string, jobId: string, progress: ImportProgress): Promise<boolean> {
  const row = await db.kysely
    .updateTable('wordpress_import_runs')
    .set({ progress: JSON.stringify(progress) })
    .where('id', '=', runId)
    .returning('cancel_requested')
    .executeTakeFirst();
  await db.kysely.updateTable('jobs').set({ locked_until: new Date(Date.now() + 5 * 60 * 1000).toISOString() }).where('id', '=', jobId).execute();
  return Number(row?.cancel_requested) === 1;
}
