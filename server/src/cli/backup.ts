import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'libsql';
import { ConfigError, loadConfig } from '../config/config';
import { fail, say } from '../lib/cli';

/**
 * npm run backup -- [folder]: a consistent copy of the SQLite database (VACUUM INTO, safe while
 * the server runs) and of the uploaded files, into DATA_DIR/backups/<timestamp>/ or the folder
 * given. On PostgreSQL the database is pg_dump's job; the uploads are still copied.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const given = process.argv.slice(2).find((arg) => arg !== '--');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(given ?? path.join(config.dataDir, 'backups', stamp));
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) fail(`${target} is not empty: give a new or empty folder.`);
  fs.mkdirSync(target, { recursive: true });

  if (config.databaseUrl) {
    say('The database is PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom --file=hospital.dump "$DATABASE_URL".');
  } else {
    const file = path.join(config.dataDir, 'hospital.db');
    if (!fs.existsSync(file)) fail(`There is no database at ${file}: check DATA_DIR.`);
    const source = new SQLite(file, { fileMustExist: true });
    try {
      // VACUUM INTO writes a consistent, compact copy while the server keeps running (SQLite 3.27+).
      source.prepare('VACUUM INTO ?').run(path.join(target, 'hospital.db'));
    } finally {
      source.close();
    }
    say(`Database copied to ${path.join(target, 'hospital.db')}`);
  }

  const uploads = path.join(config.dataDir, 'uploads');
  if (fs.existsSync(uploads)) {
    fs.cpSync(uploads, path.join(target, 'uploads'), { recursive: true });
    say(`Uploads copied to ${path.join(target, 'uploads')}`);
  } else {
    say('There are no uploads yet.');
  }
  say(`Backup complete: ${target}`);
}

await main();
