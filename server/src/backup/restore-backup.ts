import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'libsql';
import { sql } from 'kysely';
import type { Config } from '../config/config';
import { migrateToLatest, openPostgres, openSqlite, redactUrl, type Db } from '../db/database';
import { BackupError, MissingProgramError, knownMigration, libpqConnection, postgresFileName, readManifest, runPgTool, sqliteFileName, type BackupManifest } from './backup-manifest';

export interface RestoreOptions {
  /** Replace a database that already holds rows. */
  force: boolean;
}

/**
 * Puts a backup made by `takeBackup` back: the database, then the uploads. The servers must be
 * stopped: a running server keeps its page cache, sessions and (SQLite) its open file, so it would
 * serve, and write into, what the restore replaced. The restore checks that none is connected.
 */
export async function restoreBackup(config: Config, folder: string, options: RestoreOptions, say: (line: string) => void): Promise<BackupManifest> {
  const manifest = readManifest(folder);
  const target = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.dialect !== target) {
    throw new BackupError(
      manifest.dialect === 'sqlite'
        ? `${folder} is a backup of a SQLite database, but DATABASE_URL names a PostgreSQL one: unset DATABASE_URL to restore it into DATA_DIR.`
        : `${folder} is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore it into.`,
    );
  }
  if (!knownMigration(manifest.migration)) {
    throw new BackupError(`${folder} was made by a newer version of the website (its database has migration ${manifest.migration}): restore it with that version.`);
  }
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, folder, manifest, options, say);
  else await restoreSqlite(config.dataDir, folder, options, say);
  if (manifest.uploads) restoreUploads(folder, config.dataDir, say);
  return manifest;
}

/** Rows in the application's tables, the migrator's own left out: a migrated, unused database is empty. */
async function countRows(db: Db, tables: string[]): Promise<number> {
  let total = 0;
  for (const table of tables.filter((name) => !name.startsWith('kysely_'))) {
    const row = (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely)).rows[0];
    total += Number(row?.n ?? 0);
  }
  return total;
}

const refuseNonEmpty = (where: string, rows: number): BackupError =>
  new BackupError(`${where} already holds data (${rows} rows): give --force to replace it with the backup.`);

/**
 * SQLite: the backup is checked, copied beside the database and renamed over it, so a restore cut
 * short leaves the old database or the new one, never half of each. Renaming a file under a server
 * that has it open would leave that server writing into the old file (and its WAL beside the new
 * one), so the restore first takes SQLite's exclusive lock: if any process has the database open,
 * it stops and says so. The old database is kept beside it, not deleted.
 */
async function restoreSqlite(dataDir: string, folder: string, options: RestoreOptions, say: (line: string) => void): Promise<void> {
  const source = path.join(folder, sqliteFileName);
  if (!fs.existsSync(source)) throw new BackupError(`${folder} has no ${sqliteFileName}: it is not a complete SQLite backup.`);
  checkSqliteFile(source);

  fs.mkdirSync(dataDir, { recursive: true });
  const live = path.join(dataDir, sqliteFileName);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const aside = `${live}.before-restore-${stamp}`;
  if (fs.existsSync(live)) {
    const existing = new SQLite(live, { fileMustExist: true });
    try {
      try {
        existing.pragma('locking_mode = EXCLUSIVE');
        existing.exec('BEGIN EXCLUSIVE');
        existing.exec('COMMIT');
      } catch {
        throw new BackupError(`${live} is open in another process (a running server?): stop it, then restore.`);
      }
      const tables = (existing.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'search_documents_%'`).all() as { name: string }[]).map((t) => t.name);
      let rows = 0;
      for (const table of tables.filter((name) => !name.startsWith('kysely_'))) {
        rows += Number((existing.prepare(`select count(*) as n from "${table.replace(/"/g, '""')}"`).get() as { n: number }).n);
      }
      if (rows > 0 && !options.force) throw refuseNonEmpty(live, rows);
      // Everything in the WAL into the file, so the copy kept aside is whole on its own.
      existing.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      existing.close();
    }
  }

  const incoming = path.join(dataDir, `${sqliteFileName}.restoring-${process.pid}`);
  fs.copyFileSync(source, incoming);
  const handle = fs.openSync(incoming, 'r+');
  fs.fsyncSync(handle);
  fs.closeSync(handle);
  if (fs.existsSync(live)) {
    fs.renameSync(live, aside);
    for (const suffix of ['-wal', '-shm']) if (fs.existsSync(live + suffix)) fs.renameSync(live + suffix, aside + suffix);
    say(`The database that was there is kept as ${aside}`);
  }
  fs.renameSync(incoming, live);
  const dir = fs.openSync(dataDir, 'r');
  fs.fsyncSync(dir);
  fs.closeSync(dir);

  const db = openSqlite(dataDir);
  try {
    await migrateToLatest(db);
  } finally {
    await db.close();
  }
  say(`Database restored to ${live}`);
}

/**
 * SQLite's `quick_check` answer, one problem a line (`Tree 3 page 104 cell 56: Offset … out of
 * range`, often dozens), told in one line: the first problem, the table or index whose tree it is
 * in when the schema still names it, and how many more there are.
 */
export function describeQuickCheck(answer: string, treeName: (rootPage: number) => string | undefined): string {
  const problems = answer
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^\*\*\* in database \w+ \*\*\*$/.test(line));
  const first = problems[0] ?? 'quick_check gave no answer';
  const tree = /^Tree (\d+) page (\d+)(?: cell \d+)?: (.*)$/.exec(first);
  let where = '';
  let what = first;
  if (tree) {
    const name = treeName(Number(tree[1]));
    where = `page ${tree[2]}${name ? ` of ${name}` : ''}: `;
    what = tree[3]!;
  } else {
    const page = /^(?:On )?(?:tree )?page (\d+)\b[^:]*:?\s*(.*)$/i.exec(first);
    if (page) {
      where = `page ${page[1]}: `;
      what = page[2] || first;
    }
  }
  const more = problems.length - 1;
  return `${where}${what}${more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : ''}`;
}

/** A message on one line, at most 300 characters: a backup's check is told in one line. */
const oneLine = (message: string): string => {
  const line = message.replace(/\s*\n\s*/g, '; ');
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
};

export function checkSqliteFile(file: string): void {
  let database: InstanceType<typeof SQLite> | undefined;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = database.prepare('pragma quick_check').get() as { quick_check: string } | undefined;
    if (check?.quick_check !== 'ok') {
      const opened = database;
      const treeName = (rootPage: number): string | undefined => {
        try {
          const row = opened.prepare('select type, name, tbl_name from sqlite_master where rootpage = ?').get(rootPage) as { type: string; name: string; tbl_name: string } | undefined;
          if (!row) return undefined;
          return row.type === 'index' ? `the index ${row.name} of the table ${row.tbl_name}` : `the table ${row.name}`;
        } catch {
          return undefined;
        }
      };
      throw new Error(describeQuickCheck(check?.quick_check ?? '', treeName));
    }
    if (!database.prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`).get()) {
      throw new BackupError(`${file} is a SQLite database, but not the website's (it has no migrations table).`);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is damaged or not a SQLite database: ${oneLine((error as Error).message)}`);
  } finally {
    database?.close();
  }
}

/**
 * PostgreSQL: the custom-format dump replayed into DATABASE_URL's schema (the one the backup was
 * taken from). With --force the schema's tables are dropped in the same transaction, so a restore
 * that fails leaves the database as it was.
 */
async function restorePostgres(url: string, folder: string, manifest: BackupManifest, options: RestoreOptions, say: (line: string) => void): Promise<void> {
  const dump = path.join(folder, postgresFileName);
  if (!fs.existsSync(dump)) throw new BackupError(`${folder} has no ${postgresFileName}: it is not a complete PostgreSQL backup.`);
  const { dbname, env } = libpqConnection(url);
  let contents: string;
  try {
    contents = await runPgTool('pg_restore', ['--list', dump], env);
  } catch (error) {
    if (error instanceof BackupError && !(error instanceof MissingProgramError)) throw new BackupError(`${dump} is damaged or not a pg_dump archive: ${error.message}`);
    throw error;
  }

  const db = openPostgres(url, { max: 1 });
  const wanted = manifest.schema ?? 'public';
  let tables: string[];
  try {
    let schema: string | undefined;
    try {
      schema = (await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema ?? undefined;
    } catch (error) {
      throw new BackupError(`Cannot reach the database at ${db.location}: ${(error as Error).message}`);
    }
    if (schema !== undefined && schema !== wanted) {
      throw new BackupError(`The backup is of schema ${wanted}, but DATABASE_URL's is ${schema}: pg_dump keeps schema names, so restore into a database whose search_path starts with ${wanted}.`);
    }
    tables = (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${wanted} and table_type = 'BASE TABLE'`.execute(db.kysely)).rows.map((t) => t.name);
    const rows = await countRows(db, tables.map((t) => `${wanted}.${t}`));
    if (rows > 0 && !options.force) throw refuseNonEmpty(`The database at ${db.location}`, rows);
    if (tables.length > 0) {
      const others = Number(
        (await sql<{ n: number }>`select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(db.kysely)).rows[0]?.n ?? 0,
      );
      if (others > 0) throw new BackupError(`${others} other session(s) are connected to the database at ${db.location} (running servers?): stop them, then restore.`);
    }
  } finally {
    await db.close();
  }

  // pg_restore writes the dump out as SQL first (reading all of it: a damaged dump stops here,
  // before anything changes); psql then drops the tables there and replays it in one transaction.
  // The schema's own entries (CREATE SCHEMA, its comment) are left out: it may exist, public above all.
  const list = contents
    .split('\n')
    .filter((line) => !/^\d+; \d+ \d+ (SCHEMA|COMMENT - SCHEMA) /.test(line))
    .join('\n');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-restore-'));
  const id = (name: string) => `"${name.replace(/"/g, '""')}"`;
  try {
    fs.writeFileSync(path.join(work, 'contents.list'), list);
    try {
      await runPgTool('pg_restore', ['--no-owner', '--no-privileges', `--use-list=${path.join(work, 'contents.list')}`, `--file=${path.join(work, 'restore.sql')}`, dump], env);
    } catch (error) {
      if (error instanceof BackupError && !(error instanceof MissingProgramError)) throw new BackupError(`${dump} is damaged or not a pg_dump archive: ${error.message}`);
      throw error;
    }
    const replace = [...tables.map((table) => `drop table if exists ${id(wanted)}.${id(table)} cascade;`), `create schema if not exists ${id(wanted)};`].join('\n');
    fs.writeFileSync(path.join(work, 'replace.sql'), `${replace}\n`);
    await runPgTool('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--file=${path.join(work, 'replace.sql')}`, `--file=${path.join(work, 'restore.sql')}`, `--dbname=${dbname}`], env);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  const migrated = openPostgres(url, { max: 1 });
  try {
    await migrateToLatest(migrated);
  } finally {
    await migrated.close();
  }
  say(`Database restored to ${redactUrl(url)}`);
}

/** Uploads have content-hashed names: the backup's are copied in, files already there stay. */
function restoreUploads(folder: string, dataDir: string, say: (line: string) => void): void {
  const source = path.join(folder, 'uploads');
  if (!fs.existsSync(source)) throw new BackupError(`${folder} should hold uploads/ (its backup.json says so), but it does not.`);
  const target = path.join(dataDir, 'uploads');
  fs.cpSync(source, target, { recursive: true, force: true });
  say(`Uploads restored to ${target}`);
}
