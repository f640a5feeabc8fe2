import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'libsql';
import { sql } from 'kysely';
import type { Config } from '../config/config';
import { openPostgres } from '../db/database';
import pg from 'pg';
import { BackupError, countFiles, countSqliteRows, lastMigration, libpqConnection, postgresFileName, runPgTool, sqliteFileName, writeManifest, type BackupManifest } from './backup-manifest';

/**
 * A consistent copy of the database and the uploads into `target`, safe while servers run:
 * SQLite through VACUUM INTO (one read transaction), PostgreSQL through pg_dump (one snapshot,
 * custom format, the application's schema only). The uploads are copied after the database, so
 * every file a copied row names is there (files are written before their rows).
 */
export async function takeBackup(config: Config, target: string, say: (line: string) => void): Promise<BackupManifest> {
  if (fs.existsSync(target) && (!fs.statSync(target).isDirectory() || fs.readdirSync(target).length > 0)) {
    throw new BackupError(`${target} is not empty: give a new or empty folder.`);
  }
  const takenAt = new Date().toISOString();
  let manifest: BackupManifest;
  if (config.databaseUrl) {
    const db = openPostgres(config.databaseUrl, { max: 1 });
    let schema: string | undefined;
    let migration: string | undefined;
    try {
      schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema;
      migration = await lastMigration(db);
    } catch (error) {
      throw new BackupError(`Cannot read the database at ${db.location}: ${(error as Error).message}`);
    } finally {
      await db.close();
    }
    if (!schema) throw new BackupError(`The database at ${db.location} has no schema on its search_path.`);
    fs.mkdirSync(target, { recursive: true });
    const file = path.join(target, postgresFileName);
    const { dbname, env } = libpqConnection(config.databaseUrl);
    // The rows are counted in a snapshot that pg_dump then shares (--snapshot): the counts are
    // those of the dump, however much the servers write meanwhile.
    const counter = new pg.Client({ connectionString: config.databaseUrl });
    const counts: Record<string, number> = {};
    try {
      await counter.connect();
      await counter.query('begin isolation level repeatable read read only');
      const snapshot = (await counter.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id ?? '';
      const tables = await counter.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`, [schema]);
      for (const { name } of tables.rows) {
        const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
        counts[name] = Number((await counter.query<{ n: string }>(`select count(*) as n from ${quoted}`)).rows[0]?.n ?? 0);
      }
      await runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--schema=${schema}`, '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
      await counter.query('commit');
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`Cannot read the database at ${db.location}: ${(error as Error).message}`);
    } finally {
      await counter.end().catch(() => undefined);
    }
    say(`Database dumped to ${file}`);
    manifest = { format: 'hospital-backup', version: 1, dialect: 'postgres', takenAt, migration, schema, uploads: false, counts };
  } else {
    const source = path.join(config.dataDir, sqliteFileName);
    if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}: check DATA_DIR.`);
    fs.mkdirSync(target, { recursive: true });
    const file = path.join(target, sqliteFileName);
    const database = new SQLite(source, { fileMustExist: true });
    let migration: string | undefined;
    try {
      database.pragma('busy_timeout = 5000');
      migration = (database.prepare('select name from kysely_migration order by name desc limit 1').get() as { name: string } | undefined)?.name;
      // VACUUM INTO writes a consistent, compact copy while the server keeps running (SQLite 3.27+).
      database.prepare('VACUUM INTO ?').run(file);
    } finally {
      database.close();
    }
    // VACUUM INTO cannot run in a transaction that would also count: the copy is the snapshot, so its rows are counted.
    const copy = new SQLite(file, { readonly: true, fileMustExist: true });
    let counts: Record<string, number>;
    try {
      counts = countSqliteRows(copy);
    } finally {
      copy.close();
    }
    say(`Database copied to ${file}`);
    manifest = { format: 'hospital-backup', version: 1, dialect: 'sqlite', takenAt, migration, uploads: false, counts };
  }

  const uploads = path.join(config.dataDir, 'uploads');
  if (fs.existsSync(uploads)) {
    fs.cpSync(uploads, path.join(target, 'uploads'), { recursive: true });
    manifest.uploads = true;
    manifest.uploadFiles = countFiles(path.join(target, 'uploads'));
    say(`Uploads copied to ${path.join(target, 'uploads')}`);
  } else {
    say('There are no uploads yet.');
  }
  writeManifest(target, manifest);
  return manifest;
}
