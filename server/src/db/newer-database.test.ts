import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/helpers/databases';
import { redactUrl } from './database';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const future = '2099-01-01T0000-from-a-newer-version';

/** Runs one of the server's entry points as `npm start` and `npm run migrate` do, and waits for it to end. */
function run(entry: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', SEED: 'demo', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

for (const dialect of dialects) {
  describe(`a database newer than the software (${dialect.name})`, () => {
    it('stops npm start and npm run migrate with one line and a non-zero exit, before changing anything', async () => {
      const test = await dialect.create();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-newer-'));
      try {
        const db = test.db.kysely;
        // What a newer version leaves behind: a migration this code has never heard of.
        await sql`insert into kysely_migration (name, timestamp) values (${future}, ${new Date().toISOString()})`.execute(db);
        const schema = dialect.name === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
        const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unused');
        url.searchParams.set('options', `-c search_path=${schema ?? ''}`);
        // The server opens DATA_DIR/hospital.db: the test's own SQLite file (WAL lets both open it).
        const env: Record<string, string> = dialect.name === 'postgres' ? { DATABASE_URL: url.toString(), DATA_DIR: dataDir } : { DATA_DIR: path.dirname(test.db.location) };
        const location = dialect.name === 'postgres' ? redactUrl(url.toString()) : test.db.location;
        const line = `The database at ${location} was upgraded by a newer version of this software (migration ${future}); start that version or restore a backup.`;

        for (const entry of ['src/main.ts', 'src/cli/migrate.ts']) {
          const result = await run(entry, env);
          expect(result.code, `${entry}: ${result.stderr}`).toBe(1);
          expect(result.stderr.trim()).toBe(line);
          expect(result.stderr.split('\n').filter((l) => l.trim() !== '')).toHaveLength(1);
          expect(result.stdout).not.toContain('running at');
        }

        // Nothing changed: no first administrator, no demo content, the migrations as they were.
        const admins = await sql<{ n: number }>`select count(*) as n from admins`.execute(db);
        expect(Number(admins.rows[0]?.n)).toBe(0);
        const pages = await sql<{ n: number }>`select count(*) as n from content_pages`.execute(db);
        expect(Number(pages.rows[0]?.n)).toBe(0);
        const newest = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
        expect(newest.rows[0]?.name).toBe(future);
      } finally {
        await test.drop().catch(() => undefined);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  });
}
