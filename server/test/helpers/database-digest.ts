import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/** A fingerprint of every row of the tables named (leave out sessions, whose last use each request may touch). */
export async function databaseDigest(db: Db, tables: string[]): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db.kysely);
    hash.update(table).update(JSON.stringify(rows.rows));
  }
  return hash.digest('hex');
}
