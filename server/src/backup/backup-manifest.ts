import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database';
import { migrations } from '../db/migrations/index';

/** A problem with a backup or its target that deserves one clear line, not a stack trace. */
export class BackupError extends Error {}

export const manifestName = 'backup.json';
export const sqliteFileName = 'hospital.db';
export const postgresFileName = 'hospital.dump';

/** What `npm run backup` writes beside the copy, so that `npm run restore` knows what it holds. */
export interface BackupManifest {
  format: 'hospital-backup';
  version: 1;
  dialect: Dialect;
  /** When the copy began: every write acknowledged before this is in it. */
  takenAt: string;
  /** The last migration the database had: a backup of a newer version is not restored by older code. */
  migration: string | undefined;
  /** PostgreSQL: the schema the tables were in (pg_dump keeps schema names). */
  schema?: string;
  uploads: boolean;
  /** Rows per table in the copy, at the moment it was taken: what a verification compares a restore with. */
  counts?: Record<string, number>;
  /** Files under uploads/ when the copy was made. */
  uploadFiles?: number;
}

export async function lastMigration(db: Db): Promise<string | undefined> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db.kysely);
  return rows.rows[0]?.name;
}

export const knownMigration = (name: string | undefined): boolean => name === undefined || name in migrations;

export function writeManifest(folder: string, manifest: BackupManifest): void {
  fs.writeFileSync(path.join(folder, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The manifest of a backup folder. A folder from before manifests existed (a SQLite backup:
 * `hospital.db` and maybe `uploads/`) is read as one, without a migration to check.
 */
export function readManifest(folder: string): BackupManifest {
  if (!fs.existsSync(folder)) throw new BackupError(`There is no backup at ${folder}.`);
  if (!fs.statSync(folder).isDirectory()) throw new BackupError(`${folder} is a file: give the backup's folder (the one npm run backup printed).`);
  const file = path.join(folder, manifestName);
  if (!fs.existsSync(file)) {
    if (fs.existsSync(path.join(folder, sqliteFileName))) {
      return { format: 'hospital-backup', version: 1, dialect: 'sqlite', takenAt: fs.statSync(path.join(folder, sqliteFileName)).mtime.toISOString(), migration: undefined, uploads: fs.existsSync(path.join(folder, 'uploads')) };
    }
    throw new BackupError(`${folder} is not a backup made by npm run backup: it has no ${manifestName}.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BackupError(`${file} is damaged: ${(error as Error).message}`);
  }
  const manifest = parsed as Partial<BackupManifest> | null;
  if (
    !manifest ||
    manifest.format !== 'hospital-backup' ||
    manifest.version !== 1 ||
    (manifest.dialect !== 'sqlite' && manifest.dialect !== 'postgres') ||
    typeof manifest.takenAt !== 'string' ||
    (manifest.migration !== undefined && typeof manifest.migration !== 'string') ||
    (manifest.schema !== undefined && typeof manifest.schema !== 'string') ||
    (manifest.counts !== undefined && (typeof manifest.counts !== 'object' || manifest.counts === null || Object.values(manifest.counts).some((n) => !Number.isInteger(n)))) ||
    (manifest.uploadFiles !== undefined && !Number.isInteger(manifest.uploadFiles))
  ) {
    throw new BackupError(`${file} is damaged or not a hospital backup manifest.`);
  }
  return { ...manifest, uploads: manifest.uploads === true } as BackupManifest;
}

/**
 * libpq's settings for pg_dump and pg_restore from DATABASE_URL: the password goes in the
 * environment (PGPASSWORD), not on a command line other users of the machine can read.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** PostgreSQL's client programs are not installed: said as is, never taken for a damaged backup. */
export class MissingProgramError extends BackupError {}

/** Runs one of PostgreSQL's client programs; a missing program or a failure is a BackupError. */
export function runPgTool(program: 'pg_dump' | 'pg_restore' | 'psql', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new MissingProgramError(`${program} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), of the server's major version or newer.`)
          : new BackupError(`${program} could not start: ${error.message}`),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new BackupError(`${program} failed: ${err.trim().split('\n').slice(0, 3).join(' ') || `exit code ${code}`}`));
    });
  });
}

/** SQLite tables whose rows a backup counts: FTS5's shadow tables are the index's own storage, counted through the index. */
export const sqliteCountedTables = `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'search_documents_%' order by name`;

/** Rows per table of a SQLite file (open, read-only is enough). */
export function countSqliteRows(database: { prepare(sql: string): { all(): unknown[]; get(): unknown } }): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { name } of database.prepare(sqliteCountedTables).all() as { name: string }[]) {
    counts[name] = Number((database.prepare(`select count(*) as n from "${name.replace(/"/g, '""')}"`).get() as { n: number }).n);
  }
  return counts;
}

/** Files under a folder, however deep. */
export function countFiles(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}
