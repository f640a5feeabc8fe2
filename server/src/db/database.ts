import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'libsql';
import { Kysely, Migrator, SqliteDialect, sql, type KyselyPlugin, type LogEvent, type MigrationResultSet, type SqliteDatabase } from 'kysely';
import { SchemaPostgresDialect } from './schema-introspector';
import pg from 'pg';
import { migrations } from './migrations/index';
import type { Database } from './schema';
import { addWork } from '../lib/work-meter';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for messages: the SQLite file or the PostgreSQL URL without password. */
  location: string;
  /** How to open another connection to the same data (a worker thread's: the link check's). */
  connection: DbConnection;
  /**
   * PostgreSQL only: a connection of its own that LISTENs on `channel` and hands each payload to
   * `onMessage`; it connects again after a failure and then calls `onReconnect` (notifications sent
   * while it was away are lost, so the listener must assume anything changed).
   */
  listen?(channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<Listener>;
  /** Each query's time in milliseconds, and its SQL, go to `listener` (the metrics; a test counting statements); one listener at a time. */
  timeQueries(listener: ((ms: number, sql: string) => void) | undefined): void;
  /** PostgreSQL only: the connection pool's clients now. */
  pool?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Kysely's log hook: every query's own time, to the metrics when they are on and to the work meter of the request that made it. */
function queryTimer(): { log: (event: LogEvent) => void; set: Db['timeQueries'] } {
  let listener: ((ms: number, sql: string) => void) | undefined;
  return {
    log: (event) => {
      listener?.(event.queryDurationMillis, event.query.sql);
      addWork(event.queryDurationMillis);
    },
    set: (next) => {
      listener = next;
    },
  };
}

/** What opens a database again, in another thread: plain data that `postMessage` carries. */
export type DbConnection = { dialect: 'sqlite'; dataDir: string } | { dialect: 'postgres'; url: string; options?: string };

/** Another connection to the data `connection` names; `max`: PostgreSQL's pool size. */
export function openConnection(connection: DbConnection, { max }: { max?: number } = {}): Db {
  return connection.dialect === 'sqlite' ? openSqlite(connection.dataDir) : openPostgres(connection.url, { options: connection.options, max });
}

export interface Listener {
  close(): Promise<void>;
}

/** A start-up failure that deserves one clear line, not a stack trace. */
export class DatabaseError extends Error {}

// PostgreSQL's bigint (counts) arrives as text by default; counts here are small.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function contentTableName(typeKey: string): `content_${string}` {
  return `content_${typeKey.replace(/-/g, '_')}`;
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

export function openSqlite(dataDir: string): Db {
  const file = path.join(dataDir, 'hospital.db');
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK | fs.constants.R_OK);
  } catch (error) {
    throw new DatabaseError(`The data directory ${dataDir} cannot be written: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let database: InstanceType<typeof SQLite>;
  try {
    database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    // Every write that answers success is on disk, form entries above all.
    database.pragma('synchronous = FULL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.prepare('select count(*) from sqlite_master').get();
  } catch (error) {
    throw new DatabaseError(`The database file ${file} cannot be opened: ${(error as Error).message}`);
  }
  // libsql speaks better-sqlite3's synchronous API, which Kysely's SQLite dialect drives; its
  // Node-API binding runs on Node 20 and 24 alike (better-sqlite3 12 aborts on Node 24.19+).
  const timer = queryTimer();
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database as unknown as SqliteDatabase) }), plugins: [turnAfterEachQuery], log: timer.log });
  return { kysely, dialect: 'sqlite', location: file, connection: { dialect: 'sqlite', dataDir }, timeQueries: timer.set, close: () => kysely.destroy() };
}

/**
 * A turn of the event loop after each SQLite query. SQLite answers on the thread that asks, and
 * Kysely's promises of a synchronous driver settle at once: without it, a request's queries and
 * the code between them ran as one task (an admin save: about 7 ms, five commits included), and
 * every visitor's request that arrived meanwhile, cached pages too, waited for all of it (issue 18:
 * a cached page's p99 during a burst of edits was 4-8x calm). With it, they wait for one query.
 */
const turnAfterEachQuery: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return args.result;
  },
};

/** Prepared statements kept for reuse: the website's reads repeat the same few dozen queries. */
const statementCacheSize = 500;

/**
 * The database with each query's statement prepared once and reused (Kysely's SQLite driver
 * prepares one for every query: about 40 µs each, and more than half of a small read's time).
 * Kysely runs one query at a time on the connection and reads every row at once (`all`), so a
 * statement is never in use twice; SQLite prepares a kept statement again itself after a schema
 * change (a migration).
 */
function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  return {
    close: () => database.close(),
    prepare(sqlText) {
      let statement = statements.get(sqlText);
      if (!statement) {
        if (statements.size >= statementCacheSize) statements.clear();
        statement = database.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/** `options` are PostgreSQL's start-up options (`-c search_path=…`), for the tests' schemas. */
export function openPostgres(url: string, clientOptions: { options?: string; max?: number } = {}): Db {
  const { max = 10, ...connection } = clientOptions;
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, ...connection });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const timer = queryTimer();
  const kysely = new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }), log: timer.log });
  return {
    kysely,
    dialect: 'postgres',
    location: redactUrl(url),
    connection: { dialect: 'postgres', url, options: connection.options },
    timeQueries: timer.set,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onMessage, onReconnect) => listenPostgres({ connectionString: url, ...connection }, channel, onMessage, onReconnect),
    close: () => kysely.destroy(),
  };
}

const relistenMs = 1000;

/** One client outside the pool, held for LISTEN (a pooled one would be handed to queries). */
async function listenPostgres(config: pg.ClientConfig, channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<Listener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {
      if (closed || client !== next) return;
      client = undefined;
      void next.end().catch(() => {});
      retry = setTimeout(() => void reconnect(), relistenMs);
    });
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    client = next;
  };
  const reconnect = async (): Promise<void> => {
    if (closed) return;
    try {
      await connect();
      onReconnect();
    } catch {
      retry = setTimeout(() => void reconnect(), relistenMs);
    }
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

export function openDatabase(options: { dataDir: string; databaseUrl: string | undefined }): Db {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}

/** Applies every pending migration; a failure names the migration and the database. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  let schema: string | undefined;
  try {
    // Kysely looks for its migration tables in every schema unless told which: name ours, so
    // another schema of the same PostgreSQL database (another app, a test) is not mistaken for it.
    schema = db.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema : undefined;
    if (db.dialect === 'sqlite') await sql`select 1`.execute(db.kysely);
  } catch (error) {
    throw new DatabaseError(`Cannot reach the database at ${db.location}: ${describe(error)}`);
  }
  await refuseNewerDatabase(db, schema);
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Branches land in a different order than their migrations are named (the accounts migration,
    // 0200, landed after 0300-shared-limits): a database already past a later name still gets an
    // earlier one it lacks. Pending migrations run in name order; each touches only its own
    // tables and columns, so their order between landed ones does not matter.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'a migration';
    throw new DatabaseError(`Migration ${failed} failed on ${db.location}: ${describe(result.error)}`);
  }
  return result;
}

/**
 * Stops before anything changes when the database has migrations this code does not know: a newer
 * version of the software upgraded it, and this one would run against tables it does not
 * understand (Kysely's own check says only "corrupted migrations", after creating its tables).
 */
async function refuseNewerDatabase(db: Db, schema: string | undefined): Promise<void> {
  const applied = await appliedMigrations(db, schema);
  const unknown = applied.filter((name) => !(name in migrations)).sort();
  const newest = unknown.at(-1);
  if (newest !== undefined) {
    throw new NewerDatabaseError(`The database at ${db.location} was upgraded by a newer version of this software (migration ${newest}); start that version or restore a backup.`);
  }
}

/** A database upgraded by a newer version of the software than the one running. */
export class NewerDatabaseError extends DatabaseError {}

/** The names of the migrations applied to the database; none when it has no migrations table yet. */
export async function appliedMigrations(db: Db, schema?: string): Promise<string[]> {
  const exists =
    db.dialect === 'postgres'
      ? (await sql<{ found: number }>`select count(*) as found from information_schema.tables where table_schema = ${schema ?? 'public'} and table_name = 'kysely_migration'`.execute(db.kysely)).rows[0]?.found
      : (await sql<{ found: number }>`select count(*) as found from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db.kysely)).rows[0]?.found;
  if (!exists) return [];
  const table = schema ? sql`${sql.id(schema)}.kysely_migration` : sql`kysely_migration`;
  return (await sql<{ name: string }>`select name from ${table} order by name`.execute(db.kysely)).rows.map((row) => row.name);
}

/**
 * Runs `work` holding the database's startup lock. On PostgreSQL several server processes may
 * start at once: migrating, creating the first administrator and seeding the demo then happen one
 * process at a time, and the next one finds the work done. A session-level advisory lock, held on
 * a connection of its own while `work` uses the others, keyed by the schema so that databases in
 * the same cluster do not wait for each other. A SQLite file belongs to one process: no lock.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('hospital-startup:' || current_schema()))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('hospital-startup:' || current_schema()))`.execute(connection);
    }
  });
}

export async function checkDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code} ${error.message}` : error.message || String(code);
  }
  return String(error);
}
