import fs from 'node:fs';
import path from 'node:path';
import type { BackupKeep, BackupSchedule } from '../config/backup-schedule';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { nextTimeOfDay, type JobDefinition } from '../jobs/job-queue';
import { newId } from '../lib/ids';
import { queueMail } from '../mail/outbox';
import { getSiteSettings, hospitalTimeZone } from '../settings/site-settings-operations';
import { takeBackup } from './take-backup';
import { verifyBackup } from './verify-backup';

/**
 * The scheduled backup (BACKUP_SCHEDULE): a recurring job of the jobs table, so with several
 * processes one of them takes it (FOR UPDATE SKIP LOCKED), and one missed while no server ran is
 * taken at the next start. Each backup is verified by a scratch restore; only then are older
 * scheduled backups pruned as BACKUP_KEEP says. Every run is recorded in `backup_runs`, and a
 * failed one is mailed to the administrators through the outbox.
 */

export const backupJobName = 'scheduled-backup';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayIn = (date: Date, timeZone: string): number => weekdays.indexOf(new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(date));

/** The next time the schedule falls due after `now`, on the hospital's clock. */
export function nextBackupTime(now: Date, schedule: Exclude<BackupSchedule, { kind: 'off' }>, timeZone: string): Date {
  let next = nextTimeOfDay(now, schedule.hour, schedule.minute, timeZone);
  if (schedule.kind === 'weekly') {
    for (let i = 0; i < 7 && weekdayIn(next, timeZone) !== schedule.day; i += 1) next = nextTimeOfDay(next, schedule.hour, schedule.minute, timeZone);
  }
  return next;
}

/** The hospital's calendar day of a time, as YYYY-MM-DD. */
const dayIn = (date: Date, timeZone: string): string => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The Monday of the week of a YYYY-MM-DD day. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Which backups BACKUP_KEEP keeps: the `latest` newest, and the newest of each of the last
 * `daily` days, `weekly` weeks and `monthly` months that have one. Answers the ids kept.
 */
export function backupsKept(backups: readonly { id: string; startedAt: string }[], keep: BackupKeep, timeZone: string): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  const kept = new Set(newestFirst.slice(0, keep.latest).map((b) => b.id));
  const periods: [number, (day: string) => string][] = [
    [keep.daily, (day) => day],
    [keep.weekly, weekOf],
    [keep.monthly, (day) => day.slice(0, 7)],
  ];
  for (const [count, period] of periods) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(dayIn(new Date(backup.startedAt), timeZone));
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > count) break;
      kept.add(backup.id);
    }
  }
  return kept;
}

const stampOf = (date: Date): string => date.toISOString().replace(/[:.]/g, '-');

export interface BackupRunResult {
  runId: string;
  folder: string;
  rows: number;
  pruned: number;
}

/** Where a run writes, unless it is given a folder: the backup folder, by the time it started. */
export const backupFolderFor = (config: Config, now: Date): string => path.join(config.backupDir, stampOf(now));

/**
 * Takes, verifies and records one backup, then prunes (scheduled runs only); a failure is recorded,
 * mailed, and thrown. `npm run backup` runs it by hand (`trigger: 'hand'`), into the folder given.
 */
export async function runBackup(
  db: Db,
  config: Config,
  trigger: 'schedule' | 'hand',
  now: Date,
  options: { folder?: string; say?: (line: string) => void } = {},
): Promise<BackupRunResult> {
  const runId = newId();
  const folder = options.folder ?? backupFolderFor(config, now);
  await db.kysely.insertInto('backup_runs').values({ id: runId, trigger, status: 'running', folder, started_at: now.toISOString() }).execute();
  try {
    await takeBackup(config, folder, options.say ?? (() => undefined));
    const verified = await verifyBackup(folder, { databaseUrl: config.databaseUrl });
    await db.kysely
      .updateTable('backup_runs')
      .set({ status: 'verified', finished_at: new Date().toISOString(), table_count: verified.tables, row_count: verified.rows })
      .where('id', '=', runId)
      .execute();
    const pruned = trigger === 'schedule' ? await pruneBackups(db, config, now) : 0;
    return { runId, folder, rows: verified.rows, pruned };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await db.kysely.updateTable('backup_runs').set({ status: 'failed', finished_at: new Date().toISOString(), error: message }).where('id', '=', runId).execute();
    await mailAdministrators(db, folder, message, now);
    throw error;
  }
}

/** Deletes the verified scheduled backups BACKUP_KEEP no longer keeps (only folders inside the backup folder). */
async function pruneBackups(db: Db, config: Config, now: Date): Promise<number> {
  const runs = await db.kysely
    .selectFrom('backup_runs')
    .select(['id', 'folder', 'started_at'])
    .where('trigger', '=', 'schedule')
    .where('status', '=', 'verified')
    .where('pruned_at', 'is', null)
    .execute();
  const kept = backupsKept(
    runs.map((run) => ({ id: run.id, startedAt: run.started_at })),
    config.backupKeep,
    hospitalTimeZone(await getSiteSettings(db)),
  );
  const root = path.resolve(config.backupDir) + path.sep;
  let pruned = 0;
  for (const run of runs) {
    if (kept.has(run.id)) continue;
    if (path.resolve(run.folder).startsWith(root)) fs.rmSync(run.folder, { recursive: true, force: true });
    await db.kysely.updateTable('backup_runs').set({ pruned_at: now.toISOString() }).where('id', '=', run.id).execute();
    pruned += 1;
  }
  return pruned;
}

async function mailAdministrators(db: Db, folder: string, error: string, now: Date): Promise<void> {
  const administrators = await db.kysely.selectFrom('admins').select('email').where('role', '=', 'administrator').where('disabled_at', 'is', null).execute();
  if (administrators.length === 0) return;
  await queueMail(
    db.kysely,
    {
      entryId: null,
      kind: 'system',
      to: administrators.map((a) => a.email),
      subject: 'The website\'s backup failed',
      body: `The backup into ${folder} failed or could not be verified:\n\n${error}\n\nThe studio's System screen shows the backups. Until one succeeds, the last verified backup is the one to restore.\n`,
    },
    now,
  );
}

export function backupJob(db: Db, config: Config): JobDefinition<Record<string, never>> | undefined {
  const schedule = config.backupSchedule;
  if (schedule.kind === 'off') return undefined;
  const next = async (now: Date) => nextBackupTime(now, schedule, hospitalTimeZone(await getSiteSettings(db)));
  return {
    name: backupJobName,
    // A dump can take minutes: it must not hold up mail and purges.
    lane: 'long',
    run: async (_payload, context) => runBackup(db, config, 'schedule', context.now),
    every: { next, first: next },
  };
}
