import path from 'node:path';
import { BackupError } from '../backup/backup-manifest';
import { backupFolderFor, runBackup } from '../backup/backup-schedule-job';
import { takeBackup } from '../backup/take-backup';
import { DatabaseError, openDatabase, type Db } from '../db/database';
import { configForCli, fail, say } from '../lib/cli';

/**
 * npm run backup -- [folder]: a consistent copy of the database (SQLite: VACUUM INTO; PostgreSQL:
 * pg_dump) and of the uploaded files, safe while servers run, into the backup folder
 * (BACKUP_DIR, default DATA_DIR/backups)/<time>/ or the folder given; then verified, restored into a
 * scratch database and its rows counted, as a scheduled backup is. The run is recorded beside the
 * scheduled ones, so the studio's System screen shows it. A database older than the `backup_runs`
 * table (a backup taken before an upgrade) is copied without the record. npm run restore puts it back.
 */
async function main(): Promise<void> {
  const config = configForCli();
  const given = process.argv.slice(2).find((arg) => arg !== '--');
  const now = new Date();
  const target = path.resolve(given ?? backupFolderFor(config, now));
  try {
    const db = openDatabase(config);
    try {
      if (await recordsRuns(db)) {
        const run = await runBackup(db, config, 'hand', now, { folder: target, say });
        say(`Verified: ${run.rows} rows restored into a scratch database and counted.`);
      } else {
        await takeBackup(config, target, say);
        say('Not verified or recorded: this database is older than the backup records (run `npm run migrate` to upgrade it).');
      }
    } finally {
      await db.close();
    }
  } catch (error) {
    if (error instanceof BackupError || error instanceof DatabaseError) fail(error.message);
    throw error;
  }
  say(`Backup complete: ${target}`);
  say(`Restore it with: npm run restore -- ${target}`);
}

/** Whether the database has the table backups are recorded in (it came with a migration). */
async function recordsRuns(db: Db): Promise<boolean> {
  try {
    await db.kysely.selectFrom('backup_runs').select('id').limit(1).execute();
    return true;
  } catch {
    return false;
  }
}

await main();
