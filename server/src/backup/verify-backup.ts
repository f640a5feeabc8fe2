import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import SQLite from 'libsql';
import pg from 'pg';
import { BackupError, MissingProgramError, countFiles, countSqliteRows, libpqConnection, postgresFileName, readManifest, runPgTool, sqliteFileName, type BackupManifest } from './backup-manifest';
import { checkSqliteFile } from './restore-backup';

export interface Verification {
  manifest: BackupManifest;
  tables: number;
  rows: number;
}

/**
 * Proves a backup restores: its database is restored into a scratch copy (a SQLite file in the
 * system's temporary folder, or a schema of its own in DATABASE_URL's PostgreSQL database, dropped
 * afterwards) and the rows of every table are counted and compared with those backup.json recorded
 * when the copy was taken; the uploads are counted too. Anything else is a BackupError, one line.
 */
export async function verifyBackup(folder: string, options: { databaseUrl: string | undefined }): Promise<Verification> {
  const manifest = readManifest(folder);
  if (!manifest.counts) throw new BackupError(`${folder} cannot be verified: its backup.json has no row counts (it was made before backups recorded them).`);
  const restored = manifest.dialect === 'sqlite' ? restoreSqliteScratch(folder) : await restorePostgresScratch(folder, manifest, options.databaseUrl);
  compareCounts(folder, manifest.counts, restored);
  if (manifest.uploads) {
    const uploads = path.join(folder, 'uploads');
    if (!fs.existsSync(uploads)) throw new BackupError(`${folder} should hold uploads/ (its backup.json says so), but it does not.`);
    const files = countFiles(uploads);
    if (manifest.uploadFiles !== undefined && files !== manifest.uploadFiles) throw new BackupError(`${uploads} holds ${files} files, but the backup recorded ${manifest.uploadFiles}.`);
  }
  return { manifest, tables: Object.keys(manifest.counts).length, rows: Object.values(manifest.counts).reduce((a, b) => a + b, 0) };
}

function compareCounts(folder: string, expected: Record<string, number>, found: Record<string, number>): void {
  const differences = [...new Set([...Object.keys(expected), ...Object.keys(found)])]
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${found[table] ?? 'missing'} restored, ${expected[table] ?? 'none'} recorded`);
  if (differences.length > 0) {
    throw new BackupError(`${folder} failed verification: the restored rows differ from those recorded (${differences.slice(0, 3).join('; ')}${differences.length > 3 ? `; ${differences.length - 3} more` : ''}).`);
  }
}

/** SQLite: the file is checked, copied as a restore would copy it, and the copy's rows counted. */
function restoreSqliteScratch(folder: string): Record<string, number> {
  const source = path.join(folder, sqliteFileName);
  if (!fs.existsSync(source)) throw new BackupError(`${folder} has no ${sqliteFileName}: it is not a complete SQLite backup.`);
  checkSqliteFile(source);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-verify-'));
  try {
    const copy = path.join(scratch, sqliteFileName);
    fs.copyFileSync(source, copy);
    let database: InstanceType<typeof SQLite> | undefined;
    try {
      database = new SQLite(copy, { fileMustExist: true });
      return countSqliteRows(database);
    } catch (error) {
      throw new BackupError(`${source} is damaged: ${(error as Error).message.split("\n")[0]}`);
    } finally {
      database?.close();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL: pg_restore writes the dump out as SQL, its schema's name changed to a scratch
 * schema's (outside the COPY data, which is left as it was), psql replays it in one transaction
 * and the scratch schema's rows are counted, then the schema is dropped.
 */
async function restorePostgresScratch(folder: string, manifest: BackupManifest, databaseUrl: string | undefined): Promise<Record<string, number>> {
  if (!databaseUrl) throw new BackupError(`${folder} is a backup of a PostgreSQL database: set DATABASE_URL to a database where a scratch schema may be made (and dropped) to verify it.`);
  const dump = path.join(folder, postgresFileName);
  if (!fs.existsSync(dump)) throw new BackupError(`${folder} has no ${postgresFileName}: it is not a complete PostgreSQL backup.`);
  const { dbname, env } = libpqConnection(databaseUrl);
  const damaged = (error: unknown): never => {
    if (error instanceof BackupError && !(error instanceof MissingProgramError)) throw new BackupError(`${dump} is damaged or not a pg_dump archive: ${error.message}`);
    throw error;
  };
  const contents = await runPgTool('pg_restore', ['--list', dump], env).catch(damaged);
  const schema = manifest.schema ?? 'public';
  const scratch = `backup_verify_${crypto.randomBytes(5).toString('hex')}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-verify-'));
  const client = new pg.Client({ connectionString: databaseUrl });
  let connected = false;
  try {
    const list = contents
      .split('\n')
      .filter((line) => !/^\d+; \d+ \d+ (SCHEMA|COMMENT - SCHEMA) /.test(line))
      .join('\n');
    fs.writeFileSync(path.join(work, 'contents.list'), list);
    const dumped = path.join(work, 'dump.sql');
    await runPgTool('pg_restore', ['--no-owner', '--no-privileges', `--use-list=${path.join(work, 'contents.list')}`, `--file=${dumped}`, dump], env).catch(damaged);
    const rewritten = path.join(work, 'scratch.sql');
    await renameSchema(dumped, rewritten, schema, scratch);
    await runPgTool('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--file=${rewritten}`, `--dbname=${dbname}`], env).catch((error: unknown) => {
      if (error instanceof BackupError && !(error instanceof MissingProgramError)) throw new BackupError(`${dump} did not restore: ${error.message}`);
      throw error;
    });
    await client.connect();
    connected = true;
    const tables = await client.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`, [scratch]);
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) counts[name] = Number((await client.query<{ n: string }>(`select count(*) as n from "${scratch}"."${name.replace(/"/g, '""')}"`)).rows[0]?.n ?? 0);
    return counts;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    try {
      if (!connected) await client.connect();
      await client.query(`drop schema if exists "${scratch}" cascade`);
    } catch {
      // The scratch schema was never made, or the database went away: nothing more to clean.
    }
    await client.end().catch(() => undefined);
  }
}

/** Rewrites `schema.` qualifications to `scratch.` line by line, leaving COPY's data untouched; the scratch schema is made first. */
async function renameSchema(from: string, to: string, schema: string, scratch: string): Promise<void> {
  const escaped = schema.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const qualified = new RegExp(`(^|[^\\w."$])("${escaped}"|${escaped})\\.`, 'g');
  const out = fs.createWriteStream(to);
  out.write(`create schema "${scratch}";\n`);
  let inData = false;
  for await (const line of readline.createInterface({ input: fs.createReadStream(from), crlfDelay: Infinity })) {
    if (inData) {
      if (line === '\\.') inData = false;
      out.write(`${line}\n`);
      continue;
    }
    const changed = line.replace(qualified, `$1"${scratch}".`);
    if (/^COPY .* FROM stdin;$/.test(changed)) inData = true;
    out.write(`${changed}\n`);
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}
