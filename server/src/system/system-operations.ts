import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { SystemStatus, SystemWarning } from '@hospital/content/wire/system';
import { describeSchedule, scheduleIntervalMs } from '../config/backup-schedule';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { processState } from './process-heartbeat';

/**
 * What an administrator needs to see to run the site without reading logs: the version, the
 * database, the disk, the jobs and the outbox, the backups and the processes, and the warnings
 * the dashboard repeats. Read-only; every figure comes from this process, the database and the disk.
 */

const startedAt = new Date();
const mailJobName = 'send-mail';
/** The edge purges' job (edge/edge-purge-job.ts). */
const edgePurgeJobName = 'edge-purge';
/** Below this much free space (or this share of the disk) the disk counts as nearly full. */
export const diskLowBytes = 1024 ** 3;
export const diskLowShare = 0.1;
/** A scheduled backup may run this long before its lateness is a warning. */
const backupGraceMs = 60 * 60 * 1000;

/** The repository's package.json (its version), found upwards from this file, in the sources or in server/dist. */
export function productVersion(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 6; i += 1) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'hospital-site') return pkg.version ?? 'unknown';
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

let commitAsked: string | null | undefined;
/** GIT_COMMIT, else `git rev-parse` once (a deployment without .git has none). */
function commitOf(config: Config): string | null {
  if (config.gitCommit) return config.gitCommit;
  if (commitAsked === undefined) {
    try {
      commitAsked = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).toString().trim() || null;
    } catch {
      commitAsked = null;
    }
  }
  return commitAsked;
}

function folderSize(folder: string): { bytes: number; files: number } {
  if (!fs.existsSync(folder)) return { bytes: 0, files: 0 };
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { bytes, files };
}

async function databaseSize(db: Db): Promise<number | null> {
  if (db.dialect === 'sqlite') {
    return ['', '-wal'].reduce((sum, suffix) => sum + (fs.existsSync(db.location + suffix) ? fs.statSync(db.location + suffix).size : 0), 0);
  }
  // The application's schema, not the whole database (which other applications may share).
  const row = await sql<{ n: string | null }>`
    select sum(pg_total_relation_size(c.oid)) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'm')`.execute(db.kysely);
  return Number(row.rows[0]?.n ?? 0);
}

const countBy = async (db: Db, table: 'jobs' | 'mail_outbox', where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) => Number((await where(base(db, table)).executeTakeFirstOrThrow()).n);
const base = (db: Db, table: 'jobs' | 'mail_outbox') => db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));

interface EdgePurgeStatus {
  pending: number;
  failed: number;
  /** When the last purge was accepted by the edge. */
  lastPurgedAt: string | null;
  /** The newest purge's error that is not yet followed by a success, with when. */
  lastError: { message: string; at: string } | null;
}

/** The edge purges' state: waiting, failed for good, the last one accepted, the last error not yet followed by a success. */
export async function edgePurgeStatus(db: Db): Promise<EdgePurgeStatus> {
  const jobs = db.kysely.selectFrom('jobs').where('name', '=', edgePurgeJobName);
  const count = async (status: string) => Number((await jobs.where('status', '=', status).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const done = await jobs.where('status', '=', 'done').select('updated_at').orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
  const erred = await jobs
    .where('last_error', 'is not', null)
    .where('status', 'in', ['pending', 'running', 'failed'])
    .select(['last_error', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    pending: (await count('pending')) + (await count('running')),
    failed: await count('failed'),
    lastPurgedAt: done?.updated_at ?? null,
    lastError: erred?.last_error ? { message: erred.last_error, at: erred.updated_at } : null,
  };
}

export async function systemStatus(db: Db, config: Config, now = new Date()): Promise<SystemStatus> {
  const migration = (await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db.kysely)).rows[0]?.name ?? null;
  const uploads = folderSize(path.join(config.dataDir, 'uploads'));
  let disk: { free: number; total: number } | undefined;
  try {
    const stats = fs.statfsSync(config.dataDir);
    disk = { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
  } catch {
    // A DATA_DIR that is not there yet (PostgreSQL without uploads): no figure rather than an error.
  }
  const jobs = {
    pending: await countBy(db, 'jobs', (q) => q.where('status', '=', 'pending')),
    running: await countBy(db, 'jobs', (q) => q.where('status', '=', 'running')),
    failed: await countBy(db, 'jobs', (q) => q.where('status', '=', 'failed').where('name', '!=', mailJobName)),
    // Failed for good, or a recurring job whose last run failed (it is due again, so never "failed").
    failing: (
      await db.kysely
        .selectFrom('jobs')
        .select(['name', 'last_error', 'updated_at'])
        .where('name', '!=', mailJobName)
        .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('unique_key', 'like', 'recurring:%'), eb('last_error', 'is not', null)])]))
        .orderBy('updated_at', 'desc')
        .limit(20)
        .execute()
    ).map((job) => ({ name: job.name, lastError: job.last_error, updatedAt: job.updated_at })),
  };
  const mail = {
    pending: await countBy(db, 'mail_outbox', (q) => q.where('status', '=', 'pending')),
    failed: await countBy(db, 'mail_outbox', (q) => q.where('status', '=', 'failed')),
  };
  const last = await db.kysely.selectFrom('backup_runs').selectAll().orderBy('started_at', 'desc').limit(1).executeTakeFirst();
  const lastVerified = await db.kysely.selectFrom('backup_runs').select('started_at').where('status', '=', 'verified').orderBy('started_at', 'desc').limit(1).executeTakeFirst();
  const interval = scheduleIntervalMs(config.backupSchedule);
  // Late: the schedule is on and no verified backup is as recent as it promises.
  const stale = interval !== undefined && (!lastVerified || now.getTime() - Date.parse(lastVerified.started_at) > interval + backupGraceMs);
  const keep = config.backupKeep;
  const keepText = (['latest', 'daily', 'weekly', 'monthly'] as const).filter((k) => keep[k] > 0).map((k) => `${keep[k]} ${k}`).join(', ');

  const warnings: SystemWarning[] = [];
  if (mail.failed > 0) warnings.push({ kind: 'mail-failed', message: `${mail.failed} ${mail.failed === 1 ? 'mail has' : 'mails have'} failed every attempt.`, link: 'contactentries' });
  for (const job of jobs.failing) warnings.push({ kind: 'job-failing', message: `The job ${job.name} keeps failing: ${job.lastError ?? 'no error recorded'}`, link: 'system' });
  if (disk && (disk.free < diskLowBytes || disk.free < disk.total * diskLowShare)) {
    warnings.push({ kind: 'disk-low', message: `The disk of the data folder is nearly full: ${Math.round((disk.free / 1024 ** 3) * 10) / 10} GB free.`, link: 'system' });
  }
  if (last?.status === 'failed') warnings.push({ kind: 'backup-failed', message: `The last backup failed: ${last.error ?? 'no error recorded'}`, link: 'system' });
  if (stale) {
    warnings.push({
      kind: 'backup-stale',
      message: lastVerified ? `The last verified backup is older than its schedule (${describeSchedule(config.backupSchedule)}).` : `No verified backup yet, though one is scheduled (${describeSchedule(config.backupSchedule)}).`,
      link: 'system',
    });
  }

  return {
    version: productVersion(),
    commit: commitOf(config),
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    node: process.version,
    database: { kind: db.dialect, sizeBytes: await databaseSize(db), migration },
    storage: { uploadsBytes: uploads.bytes, uploadsFiles: uploads.files, diskFreeBytes: disk?.free ?? null, diskTotalBytes: disk?.total ?? null },
    jobs,
    mail,
    backups: {
      schedule: describeSchedule(config.backupSchedule),
      keep: keepText,
      folder: config.backupDir,
      last: last ? { status: last.status, trigger: last.trigger, folder: last.folder, startedAt: last.started_at, finishedAt: last.finished_at, error: last.error, rowCount: last.row_count } : null,
      lastVerifiedAt: lastVerified?.started_at ?? null,
      lastAgeSeconds: last ? Math.max(0, Math.round((now.getTime() - Date.parse(last.started_at)) / 1000)) : null,
      stale,
    },
    processes: await processesOf(db, config, now),
    edge: { cache: config.edge.cache, maxAgeSeconds: config.edge.maxAgeSeconds, purge: config.edge.purge.driver, ...(await edgePurgeStatus(db)) },
    warnings,
  };
}

/**
 * The server processes: every process whose heartbeat is in the database (system/process-heartbeat.ts),
 * on this machine or another, running or stopped within the day, newest first, with its health;
 * and with WORKERS above 1 the cluster's primary (this process's parent), which restarts a worker
 * that dies.
 */
async function processesOf(db: Db, config: Config, now: Date): Promise<SystemStatus['processes']> {
  const clustered = config.workers > 1 && process.send !== undefined;
  const rows = await db.kysely.selectFrom('server_processes').selectAll().orderBy('started_at', 'desc').limit(50).execute();
  const host = os.hostname();
  const processes = rows.map((row) => ({
    pid: row.pid,
    host: row.host,
    version: row.version,
    startedAt: row.started_at,
    seenAt: row.seen_at,
    rssBytes: Number(row.rss_bytes),
    loopDelayMs: Number(row.loop_delay_ms),
    state: processState(row, now),
    current: row.host === host && row.pid === process.pid && !row.stopped_at,
  }));
  const healthy = processes.filter((p) => p.state === 'healthy').length;
  return { workers: config.workers, pid: process.pid, primaryPid: clustered ? process.ppid : null, healthy, processes };
}
