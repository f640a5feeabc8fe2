import path from 'node:path';
import { BackupError } from '../backup/backup-manifest';
import { restoreBackup } from '../backup/restore-backup';
import { DatabaseError } from '../db/database';
import { configForCli, fail, say } from '../lib/cli';

/**
 * npm run restore -- <backup folder> [--force]: puts a backup made by npm run backup back into
 * DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), uploads included. Stop the server first; a
 * database that holds data is replaced only with --force.
 */
async function main(): Promise<void> {
  const config = configForCli();
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--force');
  if (unknown) fail(`Unknown option ${unknown}: npm run restore -- <backup folder> [--force]`);
  const folders = args.filter((arg) => !arg.startsWith('-'));
  if (folders.length !== 1) fail('Give one backup folder: npm run restore -- <backup folder> [--force] (npm run backup prints it; by default under DATA_DIR/backups/).');
  const folder = path.resolve(folders[0] as string);
  try {
    const manifest = await restoreBackup(config, folder, { force: args.includes('--force') }, say);
    say(`Restored the backup of ${manifest.takenAt} from ${folder}. Start the server again.`);
  } catch (error) {
    if (error instanceof BackupError || error instanceof DatabaseError) fail(error.message);
    throw error;
  }
}

await main();
