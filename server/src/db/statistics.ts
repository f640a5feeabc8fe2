import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Brings the database's planner statistics up to date after a bulk write (a WordPress import of
 * thousands of records). Until PostgreSQL's autovacuum gets to the tables (a minute or more), its
 * planner still believes them as small as they were: at thirty times the demo it chose nested
 * loops that made a department's doctors take 214 ms to read instead of 6 (issue 46). SQLite's
 * `pragma optimize` does the same where its statistics are out of date. A few hundred milliseconds
 * once, after the writes.
 */
export async function refreshStatistics(db: Pick<Db, 'dialect' | 'kysely'>): Promise<void> {
  if (db.dialect === 'postgres') await sql`analyze`.execute(db.kysely);
  else await sql`pragma optimize`.execute(db.kysely);
}
