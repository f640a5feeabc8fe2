import path from 'node:path';
import { BackupError } from '../backup/backup-manifest';
import { takeBackup } from '../backup/take-backup';
import { configForCli, fail, say } from '../lib/cli';

/**
 * npm run backup -- [folder]: a consistent copy of the database (SQLite: VACUUM INTO; PostgreSQL:
 * pg_dump) and of the uploaded files, safe while servers run, into DATA_DIR/backups/<time>/ or the
 * folder given. npm run restore puts it back.
 */
async function main(): Promise<void> {
  const config = configForCli();
  const given = process.argv.slice(2).find((arg) => arg !== '--');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(given ?? path.join(config.dataDir, 'backups', stamp));
  try {
    await takeBackup(config, target, say);
  } catch (error) {
    if (error instanceof BackupError) fail(error.message);
    throw error;
  }
  say(`Backup complete: ${target}`);
  say(`Restore it with: npm run restore -- ${target}`);
}

await main();
