import { ConfigError, loadConfig, type Config } from '../config/config';
import { DatabaseError, migrateToLatest, openDatabase, type Db } from '../db/database';

/** Prints one line to stderr and exits non-zero: the command-line answer to a known problem. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** The settings of a command-line task; a bad setting is a one-line error. */
export function configForCli(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Config and a migrated database for a command-line task, with one-line errors. */
export async function openForCli(): Promise<{ config: Config; db: Db }> {
  const config = configForCli();
  try {
    const db = openDatabase(config);
    await migrateToLatest(db);
    return { config, db };
  } catch (error) {
    if (error instanceof DatabaseError) fail(error.message);
    throw error;
  }
}

/** Runs a command-line task on the configured database: a database error is a one-line answer, and the database is closed after. */
export async function withCliDatabase(config: Config, task: (db: Db) => Promise<void>): Promise<void> {
  const db = openDatabase(config);
  try {
    await task(db);
  } catch (error) {
    if (error instanceof DatabaseError) fail(error.message);
    throw error;
  } finally {
    await db.close();
  }
}
