import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../../test/helpers/api';
import { dialects, testConfig } from '../../test/helpers/databases';
import { upsertAdmin } from '../auth/auth-operations';
import { parseBackupKeep, parseBackupSchedule } from '../config/backup-schedule';
import { loadConfig } from '../config/config';
import { JobRunner } from '../jobs/job-queue';
import { backupJob, backupsKept, nextBackupTime, runBackup } from './backup-schedule-job';
import type { BackupManifest } from './backup-manifest';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** `npm run backup:verify` as the command line runs it, in a process of its own. */
function verifyCli(folder: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/verify-backup.ts', folder], { cwd: serverDir, env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A URL whose connections use `schema`, as the tests' databases do (libpq and node-pg read `options`). */
const withSchema = (url: string, schema: string): string => {
  const u = new URL(url);
  u.search = `?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return u.toString();
};

describe('BACKUP_SCHEDULE and BACKUP_KEEP', () => {
  it('reads the documented syntax and refuses anything else with one line naming the variable', () => {
    expect(parseBackupSchedule('daily 02:00')).toEqual({ kind: 'daily', hour: 2, minute: 0 });
    expect(parseBackupSchedule('weekly Sunday 23:30')).toEqual({ kind: 'weekly', day: 0, hour: 23, minute: 30 });
    expect(parseBackupSchedule('off')).toEqual({ kind: 'off' });
    expect(parseBackupKeep('7 daily, 4 weekly')).toEqual({ latest: 0, daily: 7, weekly: 4, monthly: 0 });
    expect(loadConfig({}).backupSchedule).toEqual({ kind: 'off' });
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'daily 25:00' })).toThrow(/^Invalid BACKUP_SCHEDULE \("daily 25:00"\): must be off, daily HH:MM/);
    expect(() => loadConfig({ BACKUP_KEEP: '7 yearly' })).toThrow(/^Invalid BACKUP_KEEP \("7 yearly"\)/);
    expect(() => loadConfig({ BACKUP_KEEP: '0 daily' })).toThrow(/^Invalid BACKUP_KEEP/);
  });

  it("falls due at the hospital's time, and keeps the newest of each day and week asked for", () => {
    const schedule = { kind: 'weekly', day: 0, hour: 2, minute: 0 } as const;
    // Wednesday 25 Nov 2026, 12:00 in Kolkata: the next Sunday 02:00 there is 29 Nov, 20:30 UTC the day before.
    expect(nextBackupTime(new Date('2026-11-25T06:30:00Z'), schedule, 'Asia/Kolkata').toISOString()).toBe('2026-11-28T20:30:00.000Z');
    const days = Array.from({ length: 20 }, (_, i) => ({ id: `d${i}`, startedAt: new Date(Date.UTC(2026, 10, 1 + i, 21)).toISOString() }));
    const kept = backupsKept(days, { latest: 0, daily: 3, weekly: 2, monthly: 0 }, 'Asia/Kolkata');
    // 1–20 Nov at 21:00 UTC are 2–21 Nov in Kolkata; the newest three days, and the newest of the week before (Sun 15 Nov).
    expect([...kept].sort()).toEqual(['d13', 'd17', 'd18', 'd19']);
  });
});

for (const dialect of dialects) {
  describe(`scheduled backups (${dialect.name})`, () => {
    it('runs once across processes as the job clock moves, is verified, prunes as set, and a damaged backup fails verification', { timeout: 120_000 }, async () => {
      const test = await dialect.create();
      const schema = dialect.name === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(test.db.kysely)).rows[0]?.schema : undefined;
      const databaseEnv: Record<string, string> = schema ? { DATABASE_URL: withSchema(process.env.TEST_DATABASE_URL ?? '', schema) } : {};
      const base = testConfig({ BACKUP_SCHEDULE: 'daily 02:00', BACKUP_KEEP: '2 daily', ...databaseEnv });
      // SQLite: the backup reads the file the test's database is.
      const config = schema ? base : loadConfig({ DATA_DIR: path.dirname(test.db.location), LOG_LEVEL: 'silent', BACKUP_SCHEDULE: 'daily 02:00', BACKUP_KEEP: '2 daily' });
      let clock = new Date('2026-11-20T00:00:00Z');
      // Two runners on their own connections stand for two server processes (PostgreSQL); SQLite has one process.
      const connections = dialect.name === 'postgres' ? [test.db, test.connect()] : [test.db];
      const runners = connections.map((db) => {
        const job = backupJob(db, config);
        if (!job) throw new Error('the schedule is on');
        return new JobRunner(db, { now: () => clock }).register(job);
      });
      try {
        await upsertAdmin(test.db, testAdmin);
        fs.mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
        fs.writeFileSync(path.join(config.dataDir, 'uploads', '0123456789abcdef.webp'), 'an uploaded image');
        for (const runner of runners) await runner.scheduleRecurring();
        // 05:30 in Kolkata: nothing is due before 02:00 the next night (20:30 UTC).
        expect((await Promise.all(runners.map((r) => r.runDue()))).reduce((a, b) => a + b, 0)).toBe(0);

        const folders: string[] = [];
        for (let day = 0; day < 4; day += 1) {
          clock = new Date(Date.UTC(2026, 10, 20 + day, 21));
          const ran = (await Promise.all(runners.map((r) => r.runDue()))).reduce((a, b) => a + b, 0);
          expect(ran).toBe(1);
          const runs = await test.db.kysely.selectFrom('backup_runs').selectAll().orderBy('started_at').execute();
          expect(runs).toHaveLength(day + 1);
          const last = runs.at(-1);
          expect(last).toMatchObject({ trigger: 'schedule', status: 'verified', error: null, started_at: clock.toISOString() });
          expect(last?.row_count).toBeGreaterThan(0);
          folders.push(last?.folder ?? '');
        }
        // '2 daily': the two oldest folders are gone, the newest two stay, each with its counts.
        expect(folders.map((folder) => fs.existsSync(folder))).toEqual([false, false, true, true]);
        expect(folders.every((folder) => path.dirname(folder) === path.join(config.dataDir, 'backups'))).toBe(true);
        const pruned = await test.db.kysely.selectFrom('backup_runs').select('pruned_at').orderBy('started_at').execute();
        expect(pruned.map((run) => run.pruned_at !== null)).toEqual([true, true, false, false]);
        const latest = folders[3] ?? '';
        const manifest = JSON.parse(fs.readFileSync(path.join(latest, 'backup.json'), 'utf8')) as BackupManifest;
        expect(manifest.counts?.admins).toBe(1);
        expect(manifest.uploadFiles).toBe(1);

        // By hand: the good backup verifies; a row count changed or the database file cut short does not.
        const good = await verifyCli(latest, databaseEnv);
        expect(good).toMatchObject({ code: 0, stderr: '' });
        expect(good.stdout).toMatch(/^Backup verified: /);
        const changed = structuredClone(manifest);
        changed.counts = { ...changed.counts, admins: 2 };
        fs.writeFileSync(path.join(latest, 'backup.json'), JSON.stringify(changed));
        const counted = await verifyCli(latest, databaseEnv);
        expect(counted.code).toBe(1);
        expect(counted.stderr).toBe(`${latest} failed verification: the restored rows differ from those recorded (admins: 1 restored, 2 recorded).\n`);
        const other = folders[2] ?? '';
        const file = path.join(other, dialect.name === 'sqlite' ? 'hospital.db' : 'hospital.dump');
        fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
        const truncated = await verifyCli(other, databaseEnv);
        expect(truncated.code).toBe(1);
        expect(truncated.stderr).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged`));
        expect(truncated.stderr.trim().split('\n')).toHaveLength(1);
        if (schema) {
          // No scratch schema is left behind.
          const left = await sql<{ n: number }>`select count(*)::int as n from information_schema.schemata where schema_name like 'backup_verify_%'`.execute(test.db.kysely);
          expect(left.rows[0]?.n).toBe(0);
        }

        // A backup that cannot be written is recorded as failed and mailed to the administrators.
        const blocked = path.join(config.dataDir, 'not-a-folder');
        fs.writeFileSync(blocked, 'a file where the backups should go');
        await expect(runBackup(test.db, { ...config, backupDir: blocked }, 'schedule', new Date('2026-11-25T21:00:00Z'))).rejects.toThrow();
        const failed = await test.db.kysely.selectFrom('backup_runs').selectAll().where('status', '=', 'failed').execute();
        expect(failed).toHaveLength(1);
        expect(failed[0]?.error).toBeTruthy();
        const mail = await test.db.kysely.selectFrom('mail_outbox').selectAll().execute();
        expect(mail).toMatchObject([{ kind: 'system', recipients: testAdmin.email, subject: "The website's backup failed", status: 'pending' }]);
      } finally {
        await test.drop();
        fs.rmSync(base.dataDir, { recursive: true, force: true });
      }
    });
  });
}
