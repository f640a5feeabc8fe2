import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileClock } from '../src/jobs/job-queue';
import { describeOnPostgres } from './helpers/databases';
import { requestOnce, type ServerProcess } from './helpers/server-process';
import { startServerProcesses, type ServerProcesses } from './helpers/server-processes';

// The scheduled backup (BACKUP_SCHEDULE) across two real server processes — two `src/main.ts`
// processes on different ports, sharing one PostgreSQL schema, BACKUP_DIR and JOB_CLOCK_FILE. As
// the job clock moves from night to night, exactly one of them takes each night's backup, it is
// verified, and BACKUP_KEEP's '2 daily' prunes the older ones. (server/src/backup/scheduled-backup.test.ts
// is the in-process version, with two job runners in one process.) Two processes sharing a
// database need PostgreSQL: this runs only with TEST_DATABASE_URL set.

interface BackupRunRow {
  id: string;
  trigger: string;
  status: string;
  folder: string;
  started_at: string;
  row_count: number | null;
  error: string | null;
  pruned_at: string | null;
}

interface JobRowSeen {
  status: string;
  run_at: string;
  locked_by: string | null;
}

describe('JOB_CLOCK_FILE, the clock the processes below share', () => {
  it('is the date the file holds while it holds one, else the real time', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-job-clock-'));
    try {
      const file = path.join(dir, 'job-clock');
      const clock = fileClock(file);
      const before = Date.now();
      expect(clock().getTime()).toBeGreaterThanOrEqual(before);
      fs.writeFileSync(file, '2026-11-21T21:00:00.000Z\n');
      expect(clock().toISOString()).toBe('2026-11-21T21:00:00.000Z');
      fs.writeFileSync(file, 'not a date');
      expect(clock().getTime()).toBeGreaterThanOrEqual(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeOnPostgres(`the scheduled backup across two server processes (postgres)`, (_dialect, url) => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-backup-processes-'));
  const backupDir = path.join(workDir, 'backups');
  const clockFile = path.join(workDir, 'job-clock');
  // The backups do not need the built web app: a stand-in with the files the server reads at its start.
  const webDist = path.join(workDir, 'web-dist');
  let processes: ServerProcesses | undefined;
  let servers: ServerProcess[] = [];
  let client: pg.Client | undefined;

  const query = async <T extends object>(text: string, values: unknown[] = []): Promise<T[]> => {
    if (!client) throw new Error('only inside the tests');
    return (await client.query<T>(text, values)).rows;
  };
  const runs = () => query<BackupRunRow>('select id, trigger, status, folder, started_at, row_count, error, pruned_at from backup_runs order by started_at, id');
  const backupJobRow = async () => (await query<JobRowSeen>("select status, run_at, locked_by from jobs where unique_key = 'recurring:scheduled-backup'"))[0];
  const setClock = (date: Date) => fs.writeFileSync(clockFile, date.toISOString());
  /** Each process's connections name it (node-postgres reads PGAPPNAME), so PostgreSQL tells whose query it is running. */
  const appNames = ['backup-process-1', 'backup-process-2'];
  const databaseNow = async () => (await query<{ now: string }>('select clock_timestamp()::text as now'))[0]!.now;
  /**
   * Resolves once the job runner of each process has polled the jobs table since `since`, the
   * database's clock: instead of waiting a fixed time for the runners to have had their chance.
   * A connection shows its last statement: the short lane's claim (the query with `skip locked`),
   * or the `commit` ending the long lane's claim (a transaction under the import's advisory lock,
   * run on whichever pooled connection the short lane's claim has just released). On these idle
   * servers nothing else commits a transaction.
   */
  const bothPolledSince = async (since: string) => {
    const polled = async () =>
      (
        await query<{ application_name: string }>(
          "select distinct application_name from pg_stat_activity where application_name = any($1) and (query like '%skip locked%' or lower(query) = 'commit') and query_start > $2::timestamptz",
          [appNames, since],
        )
      )
        .map((row) => row.application_name)
        .sort();
    await expect.poll(polled, { timeout: 20_000, interval: 50 }).toEqual(appNames);
  };
  /** Both processes are up and answer /healthz. */
  const bothAlive = async () => {
    for (const server of servers) {
      expect(server.process.exitCode, server.output()).toBeNull();
      expect((await requestOnce(`${server.url}/healthz`)).status, server.output()).toBe(200);
    }
  };

  beforeAll(async () => {
    // 20 Nov, 05:30 in Kolkata (the hospital's default zone): the first backup falls due at 02:00 the next night.
    setClock(new Date('2026-11-20T00:00:00Z'));
    for (const dir of ['assets', 'static']) fs.mkdirSync(path.join(webDist, 'client', dir), { recursive: true });
    fs.mkdirSync(path.join(webDist, 'server'));
    fs.writeFileSync(path.join(webDist, 'client', 'admin.html'), '<!doctype html><title>Studio</title>');
    fs.writeFileSync(path.join(webDist, 'client', 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>');
    fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), "export async function render() { return { status: 200, head: '', html: '<p>Home</p>', data: {} }; }\n");
    fs.writeFileSync(path.join(webDist, 'version.txt'), 'test\n');
    const env = { BACKUP_SCHEDULE: 'daily 02:00', BACKUP_KEEP: '2 daily', BACKUP_DIR: backupDir, JOB_CLOCK_FILE: clockFile, WEB_DIST_DIR: webDist, SEED: 'none' };
    // One after the other, so that the second finds the schema migrated.
    processes = await startServerProcesses({ url: url, prefix: 'backup_processes', env, each: appNames.map((name) => ({ PGAPPNAME: name })), start: 'one by one' });
    servers = processes.servers;
    client = new pg.Client({ connectionString: processes.databaseUrl });
    await client.connect();
  }, 240_000);

  afterAll(async () => {
    await client?.end();
    await processes?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('takes one verified backup a night, whichever process claims it, and prunes as BACKUP_KEEP says', { timeout: 300_000 }, async () => {
    const pids = servers.map((server) => server.process.pid);
    expect(new Set(pids).size).toBe(2);
    expect(servers[0]?.url).not.toBe(servers[1]?.url);
    await bothAlive();

    // Both scheduled the one recurring row; nothing is due before 02:00 the next night.
    await expect.poll(backupJobRow, { timeout: 20_000 }).toMatchObject({ status: 'pending', run_at: '2026-11-20T20:30:00.000Z' });
    // The nightly link check (02:30, the hour these nights are set to) is moved out of them: it is
    // not what this test is about, and its thread runs at the lowest priority, so on a loaded
    // machine it can outlast a night and hold a process's long lane (and its stop) meanwhile.
    await expect.poll(async () => (await query("update jobs set run_at = '2099-01-01T00:00:00.000Z' where unique_key = 'recurring:link-check' and status = 'pending' returning id")).length, { timeout: 20_000 }).toBe(1);
    await bothPolledSince(await databaseNow());
    expect(await runs()).toEqual([]);

    const takenBy: string[] = [];
    for (let day = 0; day < 4; day += 1) {
      // 02:30 in Kolkata on the 21st, 22nd, 23rd and 24th.
      const clock = new Date(Date.UTC(2026, 10, 20 + day, 21));
      // No job is mid-run when the clock moves on a day: a running job's lease (5 minutes on the
      // moved clock) would look ended, and another process take it again.
      await expect.poll(async () => (await query<{ name: string }>("select name from jobs where status = 'running'")).map((row) => row.name), { timeout: 90_000 }).toEqual([]);
      setClock(clock);
      // Bounded poll until that night's backup is verified, and the job is due again the next
      // night (so moving the clock on cannot find it mid-run); note which process held the claim.
      const deadline = Date.now() + 90_000;
      for (;;) {
        const job = await backupJobRow();
        if (job?.status === 'running' && job.locked_by) takenBy[day] = job.locked_by;
        const last = (await runs()).at(-1);
        if (last?.started_at === clock.toISOString() && last.status !== 'running' && job?.status === 'pending' && job.run_at > clock.toISOString()) break;
        if (Date.now() > deadline) throw new Error(`no finished backup for ${clock.toISOString()} in 90 s: ${JSON.stringify({ job, last })}\n${servers.map((s) => s.output()).join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Both runners poll again at this time: neither takes a second backup.
      await bothPolledSince(await databaseNow());
      await bothAlive();

      const all = await runs();
      expect(all).toHaveLength(day + 1);
      const tonight = all.filter((run) => run.started_at === clock.toISOString());
      expect(tonight).toHaveLength(1);
      expect(tonight[0]).toMatchObject({ trigger: 'schedule', status: 'verified', error: null });
      expect(tonight[0]?.row_count).toBeGreaterThan(0);
      expect(await backupJobRow()).toMatchObject({ status: 'pending', run_at: new Date(clock.getTime() + 24 * 60 * 60 * 1000 - 30 * 60 * 1000).toISOString() });

      // '2 daily': the newest two nights stay, each a folder with its manifest; older ones are
      // deleted and marked pruned.
      all.forEach((run, index) => {
        const kept = index >= all.length - 2;
        expect(path.dirname(run.folder)).toBe(backupDir);
        expect(fs.existsSync(path.join(run.folder, 'backup.json')), run.folder).toBe(kept);
        expect(fs.existsSync(run.folder), run.folder).toBe(kept);
        expect(run.pruned_at === null, run.folder).toBe(kept);
      });
    }

    const all = await runs();
    expect(all.map((run) => run.started_at)).toEqual([21, 22, 23, 24].map((d) => new Date(Date.UTC(2026, 10, d - 1, 21)).toISOString()));
    expect(all.map((run) => run.pruned_at)).toEqual([all[2]?.started_at, all[3]?.started_at, null, null]);
    expect(fs.readdirSync(backupDir).sort()).toEqual(all.slice(2).map((run) => path.basename(run.folder)).sort());
    // Each backup was taken by one of the two processes (the claim names its pid), never by both.
    for (const worker of takenBy.filter(Boolean)) expect(pids.map((pid) => `:${pid}:`).some((mark) => worker.includes(mark)), worker).toBe(true);
    await bothAlive();
  });

  it("records each process's heartbeat for the System screen, and a process that stops says so", { timeout: 60_000 }, async () => {
    const pids = servers.map((server) => server.process.pid);
    const beats = async () => (await client!.query<{ pid: number; stopped_at: string | null; seen_at: string }>('select pid, stopped_at, seen_at from server_processes')).rows;
    await expect.poll(async () => (await beats()).filter((row) => pids.includes(row.pid) && row.stopped_at === null).map((row) => row.pid).sort(), { timeout: 20_000 }).toEqual([...pids].sort());
    for (const row of await beats()) expect(Date.now() - Date.parse(row.seen_at)).toBeLessThan(30_000);
    await servers[1]?.stop();
    expect((await beats()).find((row) => row.pid === pids[1])?.stopped_at).not.toBeNull();
    expect((await beats()).find((row) => row.pid === pids[0])?.stopped_at).toBeNull();
  });
});
