import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Several real server processes (`server/src/main.ts`) on one PostgreSQL database, as one site
 * behind a balancer runs: a schema of its own in `url` (TEST_DATABASE_URL) that every process
 * uses, optionally one DATA_DIR they share, each process started with the common env and its own.
 * Used by the integration tests (vitest) and the end-to-end specs (Playwright) alike; both need
 * the built web app (`npm run build`). `stop()` stops the processes, drops the schema and removes
 * the shared folder.
 */

export interface ServerProcesses {
  /** The processes, in the order of `each` (or started). */
  servers: ServerProcess[];
  /** The schema's name, e.g. `e2e_3f2a9c1b0d4e`. */
  schema: string;
  /** The connection string every process uses: `url` with the schema as its search path. */
  databaseUrl: string;
  /** `-c search_path=<schema>`: for a connection of the test's own (`openPostgres(url, { options })`). */
  options: string;
  /** The shared DATA_DIR, when asked for. */
  dataDir: string | undefined;
  /** A query on the schema, on a connection of its own. */
  sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export interface ServerProcessesOptions {
  /** The PostgreSQL server's connection string (TEST_DATABASE_URL). */
  url: string;
  /** The schema's name before its random part, e.g. `e2e` → `e2e_3f2a9c1b0d4e`. */
  prefix: string;
  /** How many processes; default `each.length`, else 2. */
  count?: number;
  /** The env of every process (SEED is `none` unless told). */
  env?: Record<string, string>;
  /** The env of each process, by position, over the common one (e.g. another TZ each). */
  each?: Record<string, string>[];
  /** One DATA_DIR for them all (uploads, cache), made here and removed by `stop()`. */
  sharedDataDir?: boolean;
  /**
   * `together` (default): all at once, as a deployment starts them (the migrations take turns
   * under their lock); `one by one`: each after the previous one is ready.
   */
  start?: 'together' | 'one by one';
}

/** Runs one statement on a connection of its own. */
async function query<T extends pg.QueryResultRow>(connection: pg.ClientConfig, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Creates the schema (and the shared folder), starts the processes, and resolves once each says where it is running. */
export async function startServerProcesses(options: ServerProcessesOptions): Promise<ServerProcesses> {
  const { url } = options;
  if (!url) throw new Error('Several server processes share a PostgreSQL database: set TEST_DATABASE_URL.');
  const schema = `${options.prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const searchPath = `-c search_path=${schema}`;
  const databaseUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(searchPath)}`;
  const dataDir = options.sharedDataDir ? fs.mkdtempSync(path.join(os.tmpdir(), `hospital-${options.prefix}-shared-`)) : undefined;
  const count = options.count ?? options.each?.length ?? 2;
  const envOf = (i: number): Record<string, string> => ({
    SEED: 'none',
    ...options.env,
    ...options.each?.[i],
    DATABASE_URL: databaseUrl,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
  const servers: ServerProcess[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(servers.map((server) => server.stop()));
    await query({ connectionString: url }, `drop schema if exists ${schema} cascade`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  await query({ connectionString: url }, `create schema ${schema}`);
  try {
    if (options.start === 'one by one') {
      for (let i = 0; i < count; i++) servers.push(await startServerProcess(envOf(i)));
    } else {
      const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => startServerProcess(envOf(i))));
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
  } catch (error) {
    // Those that started are stopped and the schema dropped: a failed start leaves nothing behind.
    await stop();
    throw error;
  }
  return {
    servers,
    schema,
    databaseUrl,
    options: searchPath,
    dataDir,
    sql: (text, values) => query({ connectionString: url, options: searchPath }, text, values),
    stop,
  };
}
