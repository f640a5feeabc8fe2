import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signInToken, testAdmin } from '../../test/helpers/api';
import { typeOf } from '../../test/helpers/content-factories';
import { dialects, testConfig } from '../../test/helpers/databases';
import { buildApp } from '../app';
import { upsertAdmin } from '../auth/auth-operations';
import { tableOf } from '../content/content-storage';
import { openPostgres, openSqlite, type Db } from '../db/database';
import type { BackupManifest } from './backup-manifest';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run backup` or `npm run restore` as the command line does, in a process of its own. */
function runCli(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], { cwd: serverDir, env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A URL whose connections use `schema`, as the tests' databases do (libpq and node-pg read `options`). */
const withSchema = (url: string, schema: string): string => {
  const u = new URL(url);
  // libpq does not read `+` as a space, as URLSearchParams would write it.
  u.search = `?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return u.toString();
};

/** Where a restore goes: an empty DATA_DIR, and on PostgreSQL a new database, dropped afterwards. */
async function freshTarget(dialect: 'sqlite' | 'postgres', schema: string | undefined): Promise<{ env: Record<string, string>; dataDir: string; open(): Db; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-restore-'));
  if (dialect === 'sqlite') {
    return { env: { DATA_DIR: dataDir }, dataDir, open: () => openSqlite(dataDir), drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const base = new URL(process.env.TEST_DATABASE_URL ?? '');
  const name = `${base.pathname.slice(1)}_restore_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const target = withSchema(url.toString(), schema ?? 'public');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: target },
    dataDir,
    open: () => openPostgres(target, { max: 2, options: `-c search_path=${schema ?? 'public'}` }),
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: base.toString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

interface Acknowledged {
  table: 'faqs' | 'form_entries';
  id: string;
  at: number;
}

const contact = { name: 'Asha Verma', phone: '+91 98765 43210', email: 'asha@example.com', subject: 'Visiting hours', message: 'When can I visit?' };

async function idsIn(db: Db, table: string): Promise<Set<string>> {
  const rows = await sql<{ id: string }>`select id from ${sql.table(table)}`.execute(db.kysely);
  return new Set(rows.rows.map((row) => row.id));
}

for (const dialect of dialects) {
  describe(`npm run backup and npm run restore (${dialect.name})`, () => {
    it('restores a backup taken under write load with every row acknowledged before it, and its uploads', { timeout: 120_000 }, async () => {
      const test = await dialect.create();
      // Form submissions come from many made-up addresses, so the per-address limit never refuses one.
      const config = testConfig({ TRUST_PROXY: 'true' });
      await upsertAdmin(test.db, testAdmin);
      const app = await buildApp({ config, db: test.db, web: false, logger: false });
      const schema = dialect.name === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(test.db.kysely)).rows[0]?.schema : undefined;
      // The backup reads the database the app writes to, and the uploads of its DATA_DIR.
      const sourceDir = schema ? config.dataDir : path.dirname(test.db.location);
      const sourceEnv: Record<string, string> = { DATA_DIR: sourceDir, ...(schema ? { DATABASE_URL: withSchema(process.env.TEST_DATABASE_URL ?? '', schema) } : {}) };
      const target = await freshTarget(dialect.name, schema);
      try {
        const token = await signInToken(app);
        await app.listen({ port: 0, host: '127.0.0.1' });
        const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        fs.mkdirSync(path.join(sourceDir, 'uploads'), { recursive: true });
        fs.writeFileSync(path.join(sourceDir, 'uploads', '0123456789abcdef.webp'), 'an uploaded image');

        // Writers over real HTTP: FAQs through the studio's API, contact forms as patients send them.
        const acknowledged: Acknowledged[] = [];
        let writing = true;
        let n = 0;
        const writeFaqs = async () => {
          while (writing) {
            n += 1;
            const response = await fetch(`${base}/api/admin/faqs`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ title: `Is ward ${n} open at night?`, description: '<p>Yes, with one visitor.</p>' }),
            });
            if (response.status === 201) acknowledged.push({ table: 'faqs', id: ((await response.json()) as { data: { _id: string } }).data._id, at: Date.now() });
            else throw new Error(`FAQ refused: ${response.status} ${await response.text()}`);
          }
        };
        const sendForms = async () => {
          while (writing) {
            const response = await fetch(`${base}/api/admin/contactfooter`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `2001:db8::${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}` },
              body: JSON.stringify(contact),
            });
            if (response.status === 201) acknowledged.push({ table: 'form_entries', id: ((await response.json()) as { data: { _id: string } }).data._id, at: Date.now() });
            else throw new Error(`form refused: ${response.status} ${await response.text()}`);
          }
        };
        const writers = Promise.all([writeFaqs(), sendForms()]);
        const backupFolder = path.join(target.dataDir, '..', `${path.basename(target.dataDir)}-backup`);
        let backup: Awaited<ReturnType<typeof runCli>>;
        try {
          await new Promise((resolve) => setTimeout(resolve, 300));
          backup = await runCli('backup', [backupFolder], sourceEnv);
          await new Promise((resolve) => setTimeout(resolve, 200));
        } finally {
          writing = false;
          await writers;
        }
        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
        // Taken by hand, it is verified and recorded as the scheduled ones are (the System screen shows it).
        expect(backup.stdout).toMatch(/Verified: \d+ rows restored into a scratch database/);
        const runs = await test.db.kysely.selectFrom('backup_runs').select(['trigger', 'status', 'folder', 'row_count']).execute();
        expect(runs).toEqual([{ trigger: 'hand', status: 'verified', folder: path.resolve(backupFolder), row_count: expect.any(Number) as number }]);
        const manifest = JSON.parse(fs.readFileSync(path.join(backupFolder, 'backup.json'), 'utf8')) as BackupManifest;
        const snapshot = Date.parse(manifest.takenAt);
        const before = acknowledged.filter((write) => write.at < snapshot);
        // Under load: writes were acknowledged before the snapshot and went on while it was taken.
        expect(before.filter((write) => write.table === 'faqs').length).toBeGreaterThan(0);
        expect(before.filter((write) => write.table === 'form_entries').length).toBeGreaterThan(0);
        expect(acknowledged.some((write) => write.at > snapshot)).toBe(true);

        const restored = await runCli('restore', [backupFolder], target.env);
        expect(restored.stderr).toBe('');
        expect(restored.code).toBe(0);
        // A database that holds data is replaced only when asked (checked before this process opens it:
        // SQLite's connections linger until their statements are collected).
        const again = await runCli('restore', [backupFolder], target.env);
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/already holds data \(\d+ rows\): give --force/);
        const forced = await runCli('restore', [backupFolder, '--force'], target.env);
        expect(forced.stderr).toBe('');
        expect(forced.code).toBe(0);
        const db = target.open();
        try {
          const faqs = await idsIn(db, tableOf(typeOf('faqs')));
          const entries = await idsIn(db, 'form_entries');
          const missing = before.filter((write) => !(write.table === 'faqs' ? faqs : entries).has(write.id));
          expect(missing).toEqual([]);
          // Nothing that was never acknowledged as written appears (at most the last request in flight per writer).
          expect(faqs.size + entries.size).toBeLessThanOrEqual(acknowledged.length + 2);
          if (dialect.name === 'sqlite') {
            // A server with the file open would keep writing into the replaced file: refused, even with --force.
            const underServer = await runCli('restore', [backupFolder, '--force'], target.env);
            expect(underServer).toMatchObject({ code: 1, stderr: `${path.join(target.dataDir, 'hospital.db')} is open in another process (a running server?): stop it, then restore.\n` });
          }
        } finally {
          await db.close();
        }
        expect(fs.readFileSync(path.join(target.dataDir, 'uploads', '0123456789abcdef.webp'), 'utf8')).toBe('an uploaded image');

        fs.rmSync(backupFolder, { recursive: true, force: true });
      } finally {
        await app.close();
        await test.drop();
        await target.drop();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
    });

    it('says what is wrong with a missing or damaged backup, and changes nothing', { timeout: 60_000 }, async () => {
      const target = await freshTarget(dialect.name, undefined);
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-bad-backup-'));
      try {
        const missing = await runCli('restore', [path.join(folder, 'nowhere')], target.env);
        expect(missing).toMatchObject({ code: 1, stderr: `There is no backup at ${path.join(folder, 'nowhere')}.\n` });

        const file = dialect.name === 'sqlite' ? 'hospital.db' : 'hospital.dump';
        fs.writeFileSync(path.join(folder, 'backup.json'), JSON.stringify({ format: 'hospital-backup', version: 1, dialect: dialect.name, takenAt: new Date().toISOString(), schema: 'public', uploads: false }));
        fs.writeFileSync(path.join(folder, file), 'not a database at all, cut short');
        const damaged = await runCli('restore', [folder], target.env);
        expect(damaged.code).toBe(1);
        expect(damaged.stderr).toContain(`${path.join(folder, file)} is damaged or not a`);
        expect(fs.existsSync(path.join(target.dataDir, 'hospital.db'))).toBe(false);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
        await target.drop();
      }
    });
  });
}
