import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '@hospital/content/wire/system';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { createSession } from '../auth/auth-operations';
import { createUser } from '../users/user-operations';
import { migrations } from '../db/migrations';
import { startHeartbeat } from './process-heartbeat';

for (const dialect of dialects) {
  describe(`the System screen's figures (${dialect.name})`, () => {
    const api = useSignedInApp(dialect, { BACKUP_SCHEDULE: 'daily 02:00', GIT_COMMIT: 'abc123def456' });

    it('shows the version, database, disk, jobs, a failed mail and a stale backup, with warnings', async () => {
      const fresh = (await api.inject({ method: 'GET', url: '/api/admin/system' })).json() as { data: SystemStatus };
      expect(fresh.data).toMatchObject({ version: '0.1.0', commit: 'abc123def456', database: { kind: dialect.name, migration: Object.keys(migrations).sort().at(-1) }, mail: { failed: 0 }, backups: { schedule: 'daily 02:00', last: null, stale: true } });
      expect(fresh.data.database.sizeBytes).toBeGreaterThan(0);
      expect(fresh.data.storage.diskFreeBytes).toBeGreaterThan(0);
      expect(fresh.data.warnings.map((w) => w.kind)).toContain('backup-stale');
      expect(fresh.data.warnings.map((w) => w.kind)).not.toContain('mail-failed');

      const now = new Date();
      fs.mkdirSync(path.join(api.config.dataDir, 'uploads'), { recursive: true });
      fs.writeFileSync(path.join(api.config.dataDir, 'uploads', 'a.webp'), 'twelve bytes');
      await api.db.kysely.insertInto('mail_outbox').values({ id: 'mail-1', entry_id: null, kind: 'notification', recipients: 'desk@hospital.test', subject: 'New entry', body: 'x', status: 'failed', attempts: 12, last_error: 'connection refused', created_at: now.toISOString() }).execute();
      const threeDaysAgo = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000).toISOString();
      await api.db.kysely.insertInto('backup_runs').values({ id: 'run-1', trigger: 'schedule', status: 'verified', folder: '/backups/one', started_at: threeDaysAgo, finished_at: threeDaysAgo, row_count: 10, table_count: 2 }).execute();
      await api.db.kysely
        .insertInto('jobs')
        .values({ id: 'job-1', name: 'form-entries-retention', unique_key: 'recurring:form-entries-retention', payload: '{}', status: 'pending', run_at: now.toISOString(), attempts: 0, max_attempts: 1, last_error: 'disk I/O error', created_at: now.toISOString(), updated_at: now.toISOString() })
        .execute();

      const later = (await api.inject({ method: 'GET', url: '/api/admin/system' })).json() as { data: SystemStatus };
      expect(later.data.mail).toEqual({ pending: 0, failed: 1 });
      expect(later.data.storage).toMatchObject({ uploadsBytes: 12, uploadsFiles: 1 });
      expect(later.data.backups).toMatchObject({ last: { status: 'verified', startedAt: threeDaysAgo, rowCount: 10 }, lastVerifiedAt: threeDaysAgo, stale: true });
      expect(later.data.jobs.failing).toEqual([{ name: 'form-entries-retention', lastError: 'disk I/O error', updatedAt: now.toISOString() }]);
      expect(later.data.warnings).toEqual(
        expect.arrayContaining([
          { kind: 'mail-failed', message: '1 mail has failed every attempt.', link: 'contactentries' },
          { kind: 'job-failing', message: 'The job form-entries-retention keeps failing: disk I/O error', link: 'system' },
          { kind: 'backup-stale', message: 'The last verified backup is older than its schedule (daily 02:00).', link: 'system' },
        ]),
      );

      // A backup of an hour ago is not late.
      await api.db.kysely.insertInto('backup_runs').values({ id: 'run-2', trigger: 'schedule', status: 'verified', folder: '/backups/two', started_at: new Date(now.getTime() - 3_600_000).toISOString() }).execute();
      const fine = (await api.inject({ method: 'GET', url: '/api/admin/system' })).json() as { data: SystemStatus };
      expect(fine.data.backups.stale).toBe(false);
      expect(fine.data.warnings.map((w) => w.kind)).not.toContain('backup-stale');
    });

    it("shows the edge cache's settings and its purges: waiting, failed, the last one sent and the last error", async () => {
      const before = (await api.inject({ method: 'GET', url: '/api/admin/system' })).json() as { data: SystemStatus };
      expect(before.data.edge).toEqual({ cache: false, maxAgeSeconds: 86400, purge: 'none', pending: 0, failed: 0, lastPurgedAt: null, lastError: null });
      const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 10, minutes)).toISOString();
      const job = (id: string, status: string, lastError: string | null, updatedAt: string) => ({ id, name: 'edge-purge', unique_key: `edge-purge:${id}`, payload: '{"keys":["site"]}', status, run_at: updatedAt, attempts: 1, max_attempts: 8, last_error: lastError, created_at: updatedAt, updated_at: updatedAt });
      await api.db.kysely.insertInto('jobs').values([job('p1', 'done', null, at(1)), job('p2', 'pending', 'PURGE http://varnish/ answered 503: busy', at(2)), job('p3', 'failed', 'old error', at(0))]).execute();
      const after = (await api.inject({ method: 'GET', url: '/api/admin/system' })).json() as { data: SystemStatus };
      expect(after.data.edge).toEqual({ cache: false, maxAgeSeconds: 86400, purge: 'none', pending: 1, failed: 1, lastPurgedAt: at(1), lastError: { message: 'PURGE http://varnish/ answered 503: busy', at: at(2) } });
    });

    it("lists every process from its heartbeats, with each one's health", async () => {
      const beat = startHeartbeat(api.db, { version: '0.1.0', intervalMs: 60_000 });
      try {
        const now = Date.now();
        const ago = (ms: number) => new Date(now - ms).toISOString();
        const other = { host: 'web-2', version: '0.1.0', rss_bytes: 150 * 1024 ** 2, stopped_at: null };
        await api.db.kysely
          .insertInto('server_processes')
          .values([
            { id: 'p-slow', pid: 4001, started_at: ago(600_000), seen_at: ago(2_000), loop_delay_ms: 1800, ...other },
            { id: 'p-silent', pid: 4002, started_at: ago(600_000), seen_at: ago(45_000), loop_delay_ms: 2, ...other },
            { id: 'p-stopped', pid: 4003, started_at: ago(900_000), seen_at: ago(300_000), loop_delay_ms: 2, ...other, stopped_at: ago(300_000) },
          ])
          .execute();
        // The first beat is written at start; wait until it is there.
        await expect.poll(async () => (await api.db.kysely.selectFrom('server_processes').select('id').where('id', '=', beat.id).execute()).length).toBe(1);
        const status = (await api.inject({ method: 'GET', url: '/api/admin/system' })).json() as { data: SystemStatus };
        const byPid = new Map(status.data.processes.processes.map((p) => [p.pid, p]));
        expect(byPid.get(process.pid)).toMatchObject({ state: 'healthy', current: true, version: '0.1.0' });
        expect(byPid.get(process.pid)?.rssBytes).toBeGreaterThan(0);
        expect(byPid.get(4001)).toMatchObject({ host: 'web-2', state: 'slow', current: false, rssBytes: 150 * 1024 ** 2 });
        expect(byPid.get(4002)).toMatchObject({ state: 'silent' });
        expect(byPid.get(4003)).toMatchObject({ state: 'stopped' });
        expect(status.data.processes.healthy).toBe(1);
      } finally {
        await beat.stop();
      }
      const after = (await api.inject({ method: 'GET', url: '/api/admin/system' })).json() as { data: SystemStatus };
      expect(after.data.processes.processes.find((p) => p.pid === process.pid)).toMatchObject({ state: 'stopped', current: false });
    });

    it('is for administrators only', async () => {
      const editor = (await createUser(api.db, { name: 'An Editor', email: 'editor@hospital.test', role: 'editor', departmentIds: [] })).account._id;
      const token = await createSession(api.db, editor);
      const refused = await api.app.inject({ method: 'GET', url: '/api/admin/system', headers: { authorization: `Bearer ${token}` } });
      expect(refused.statusCode).toBe(403);
    });
  });
}
