import path from 'node:path';
import { BackupError } from '../backup/backup-manifest';
import { verifyBackup } from '../backup/verify-backup';
import { configForCli, fail, say } from '../lib/cli';

/**
 * npm run backup:verify -- <folder>: restores the backup into a scratch SQLite file or a scratch
 * PostgreSQL schema (in DATABASE_URL's database, dropped afterwards) and compares its rows per
 * table with those recorded when it was taken. Exits 1 with one line when it does not hold.
 */
async function main(): Promise<void> {
  const config = configForCli();
  const given = process.argv.slice(2).find((arg) => arg !== '--');
  if (!given) fail('Give the backup folder to verify: npm run backup:verify -- data/backups/<time>');
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  try {
    const result = await verifyBackup(folder, { databaseUrl: config.databaseUrl });
    say(`Backup verified: ${folder} restores with the ${result.rows} rows of its ${result.tables} tables as recorded on ${result.manifest.takenAt}.`);
  } catch (error) {
    if (error instanceof BackupError) fail(error.message);
    throw error;
  }
}

await main();
