import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { loadConfig, type Config } from '../../src/config/config';
import { migrateToLatest, openPostgres, openSqlite, type Db } from '../../src/db/database';
import { copySqliteTemplate, postgresTemplateSql, templatePlaceholder } from './migrated-templates';

export interface TestDatabase {
  db: Db;
  /** Another connection to the same database, as a second server process has; closed by `drop`. */
  connect(): Db;
  /** Removes the database (temporary SQLite folder or PostgreSQL schema). */
  drop(): Promise<void>;
  /** Runs schema changes made outside the migrator (a test of one migration) while no other test schema migrates. */
  changingSchema<T>(work: () => Promise<T>): Promise<T>;
}

export interface TestDialect {
  name: 'sqlite' | 'postgres';
  /** A fresh, migrated, empty database; with `migrated: false` one without any table (the upgrade test migrates it step by step). */
  create(options?: { migrated?: boolean }): Promise<TestDatabase>;
}

async function createSqlite({ migrated = true } = {}): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-test-'));
  if (migrated) await copySqliteTemplate(dir);
  const db = openSqlite(dir);
  const others: Db[] = [];
  return {
    db,
    // One SQLite file per test: nothing else changes its schema.
    changingSchema: (work) => work(),
    connect: () => {
      const other = openSqlite(dir);
      others.push(other);
      return other;
    },
    drop: async () => {
      for (const other of others) await other.close();
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Test schemas of one database migrate, and tests of one migration change their schema, one at a
 * time under an advisory lock of their own. Full runs once failed with "schema … does not exist"
 * and missing columns while two workers migrated at once; the cause was Kysely's introspector
 * reading every schema (fixed for every connection by `SchemaPostgresDialect`, which the server
 * processes started by tests use too); the lock stays so a test of one migration sees its
 * schema change alone.
 */
async function oneAtATime<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('hospital-test-migrations'))`);
    return await work();
  } finally {
    await lock.query(`select pg_advisory_unlock(hashtext('hospital-test-migrations'))`).catch(() => undefined);
    await lock.end();
  }
}

/** Each PostgreSQL test database is a schema of its own in TEST_DATABASE_URL, dropped afterwards. */
async function createPostgres(url: string, { migrated = true } = {}): Promise<TestDatabase> {
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const template = migrated ? await postgresTemplateSql(url, (work) => oneAtATime(url, work)) : undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    // A copy of the schema migrated once (one round trip); without pg_dump, migrated here.
    if (template !== undefined) await admin.query(template.replaceAll(templatePlaceholder, schema));
  } finally {
    await admin.end();
  }
  const open = (): Db => openPostgres(url, { max: 5, options: `-c search_path=${schema}` });
  const db = open();
  if (migrated && template === undefined) await oneAtATime(url, () => migrateToLatest(db));
  const others: Db[] = [];
  return {
    db,
    changingSchema: (work) => oneAtATime(url, work),
    connect: () => {
      const other = open();
      others.push(other);
      return other;
    },
    drop: async () => {
      for (const other of others) await other.close();
      await db.close();
      await oneAtATime(url, async () => {
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      });
    },
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The databases a run tests on, named by TEST_DIALECTS (`sqlite`, `postgres` or both, comma
 * separated; CI runs the suite on SQLite, then again only the files about the database on
 * PostgreSQL): by default SQLite always, and PostgreSQL too when TEST_DATABASE_URL is set.
 */
function chosenDialects(): ('sqlite' | 'postgres')[] {
  const named = (process.env.TEST_DIALECTS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of named) if (name !== 'sqlite' && name !== 'postgres') throw new Error(`TEST_DIALECTS: unknown database ${name} (sqlite, postgres)`);
  if (named.includes('postgres') && !postgresUrl) throw new Error('TEST_DIALECTS names postgres: set TEST_DATABASE_URL');
  if (named.length > 0) return named as ('sqlite' | 'postgres')[];
  return postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
}

const chosen = chosenDialects();

/**
 * SQLite, whatever TEST_DIALECTS says: for tests whose subject is SQLite itself (its files, a
 * damaged backup) or that need one quick database of either kind. Such a file names
 * `sqliteDialect`, not `dialects`, so CI's PostgreSQL pass does not run it again.
 */
export const sqliteDialect: TestDialect = { name: 'sqlite', create: createSqlite };

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (see TEST_DIALECTS). Loop over it in integration tests. */
export const dialects: readonly TestDialect[] = [
  ...(chosen.includes('sqlite') ? [sqliteDialect] : []),
  ...(postgresUrl && chosen.includes('postgres') ? [{ name: 'postgres' as const, create: (options?: { migrated?: boolean }) => createPostgres(postgresUrl, options) }] : []),
];

const postgresDialect = dialects.find((d) => d.name === 'postgres');

/** Why a PostgreSQL-only suite did not run, in its title where it is reported as skipped. */
export const needsPostgres = 'skipped: needs PostgreSQL, set TEST_DATABASE_URL';

/**
 * A suite whose subject needs PostgreSQL (several server processes on one database, its locks):
 * declared in every environment, so a run without TEST_DATABASE_URL reports it as skipped with the
 * reason instead of finding a file with no test in it (Vitest fails such a file).
 */
export function describeOnPostgres(title: string, body: (dialect: TestDialect, url: string) => void): void {
  if (postgresDialect && postgresUrl) {
    describe(title, () => body(postgresDialect, postgresUrl));
    return;
  }
  // The body still declares its tests (reported as skipped); its hooks and tests never run.
  const absent: TestDialect = {
    name: 'postgres',
    create: () => Promise.reject(new Error(needsPostgres)),
  };
  describe.skip(`${title} (${needsPostgres})`, () => body(absent, ''));
}

/** A configuration for tests: defaults, a throwaway data folder, quiet logs, no pages rendered in the background after start unless asked (WARM_PAGES). */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-test-data-'));
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: 'none', WARM_PAGES: '0', ...overrides });
}
