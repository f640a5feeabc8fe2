import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { migrateToLatest, openPostgres, openSqlite } from '../../src/db/database';

// A migrated, empty database made once and copied for each test, instead of migrated for each
// (SQLite: about 2 s of committed migrations; PostgreSQL: about 3 s, one test worker at a time).
// The template is named by a digest of everything the schema is made from (the migrations and the
// content declarations that make the content tables), so a changed migration makes a new one.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourcesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourcesUnder(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

let digest: string | undefined;

/** Twelve hex digits naming the schema the migrations make today. */
export function schemaDigest(): string {
  if (digest) return digest;
  const hash = crypto.createHash('sha256');
  const files = [...sourcesUnder(path.join(root, 'server/src/db')), ...sourcesUnder(path.join(root, 'content/src'))].sort();
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  digest = hash.digest('hex').slice(0, 12);
  return digest;
}

/** The path of a migrated SQLite file to copy (made once per machine and schema, atomically). */
export async function sqliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `hospital-test-template-${schemaDigest()}.db`);
  if (fs.existsSync(file)) return file;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-test-template-'));
  try {
    const db = openSqlite(dir);
    await migrateToLatest(db);
    await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
    await db.close();
    // Renamed into place whole: another worker making the same template at once wins or loses whole.
    fs.renameSync(path.join(dir, 'hospital.db'), file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return file;
}

/** Copies the migrated template into `dir` as its hospital.db. */
export async function copySqliteTemplate(dir: string): Promise<void> {
  fs.copyFileSync(await sqliteTemplate(), path.join(dir, 'hospital.db'));
}

const dumps = new Map<string, Promise<string | undefined>>();

function pgDump(url: string, schema: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('pg_dump', ['--no-owner', '--no-privileges', '--inserts', `--schema=${schema}`, `--dbname=${url}`], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      // No pg_dump here (PostgreSQL's client programs are optional): each test migrates instead.
      resolve(error ? undefined : stdout);
    });
  });
}

/**
 * The SQL that makes a migrated schema, its name written as TEMPLATE_SCHEMA: pg_dump of a schema
 * migrated once per database and schema digest (kept in the database for the next run), or
 * undefined where pg_dump cannot be run. `lock` runs its work alone among the test workers.
 */
export function postgresTemplateSql(url: string, lock: <T>(work: () => Promise<T>) => Promise<T>): Promise<string | undefined> {
  const key = `${url}\0${schemaDigest()}`;
  let dump = dumps.get(key);
  if (!dump) {
    dump = makePostgresTemplateSql(url, lock);
    dumps.set(key, dump);
  }
  return dump;
}

export const templatePlaceholder = 'TEMPLATE_SCHEMA';

async function makePostgresTemplateSql(url: string, lock: <T>(work: () => Promise<T>) => Promise<T>): Promise<string | undefined> {
  // Each test file is a module of its own: the dump is kept in a file per database and schema
  // digest, so pg_dump runs once per run, not once per file.
  const cached = path.join(os.tmpdir(), `hospital-test-template-${schemaDigest()}-${crypto.createHash('sha256').update(url).digest('hex').slice(0, 12)}.sql`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8');
  const made = await dumpPostgresTemplate(url, lock);
  if (made === undefined) return undefined;
  // Written whole under another name, then renamed: a file reading it never sees half.
  const partial = `${cached}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, made);
  fs.renameSync(partial, cached);
  return made;
}

async function dumpPostgresTemplate(url: string, lock: <T>(work: () => Promise<T>) => Promise<T>): Promise<string | undefined> {
  const schema = `test_template_${schemaDigest()}`;
  await lock(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const made = await admin.query<{ ready: string | null }>(`select obj_description(oid, 'pg_namespace') as ready from pg_namespace where nspname = $1`, [schema]);
      if (made.rows[0]?.ready === 'migrated') return;
      await admin.query(`drop schema if exists ${schema} cascade`);
      // Templates of older schemas are of no more use.
      const old = await admin.query<{ name: string }>(`select nspname as name from pg_namespace where nspname like 'test\\_template\\_%'`);
      for (const row of old.rows) await admin.query(`drop schema if exists ${row.name} cascade`);
      await admin.query(`create schema ${schema}`);
      const db = openPostgres(url, { max: 1, options: `-c search_path=${schema}` });
      try {
        await migrateToLatest(db);
      } finally {
        await db.close();
      }
      await admin.query(`comment on schema ${schema} is 'migrated'`);
    } finally {
      await admin.end();
    }
  });
  const dump = await pgDump(url, schema);
  if (dump === undefined) return undefined;
  return dump
    .split('\n')
    // psql's meta-commands (\restrict, \connect) and the dump's emptied search_path are not for a
    // plain connection; the test makes its schema itself, and the comment marks the template only.
    .filter((line) => !line.startsWith('\\') && !line.includes("set_config('search_path'") && !line.startsWith('COMMENT ON SCHEMA') && !line.startsWith('CREATE SCHEMA'))
    .join('\n')
    .replaceAll(schema, templatePlaceholder);
}
