import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'libsql';
import { sql } from 'kysely';
import type { Config } from '../config/config';
import { openPostgres } from '../db/database';
import { BackupError, lastMigration, libpqConnection, postgresFileName, runPgTool, sqliteFileName, writeManifest, type BackupManifest } from './backup-manifest';

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
    await runPgTool('pg_dump', ['--format=custom', `--schema=${schema}`, '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
    say(`Database dumped to ${file}`);
    manifest = { format: 'hospital-backup', version: 1, dialect: 'postgres', takenAt, migration, schema, uploads: false };
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
    say(`Database copied to ${file}`);
    manifest = { format: 'hospital-backup', version: 1, dialect: 'sqlite', takenAt, migration, uploads: false };
  }

  const uploads = path.join(config.dataDir, 'uploads');
  if (fs.existsSync(uploads)) {
    fs.cpSync(uploads, path.join(target, 'uploads'), { recursive: true });
    manifest.uploads = true;
    say(`Uploads copied to ${path.join(target, 'uploads')}`);
  } else {
    say('There are no uploads yet.');
  }
  writeManifest(target, manifest);
  return manifest;
}
