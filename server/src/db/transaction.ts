import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * Failures that say "this transaction met another at the same moment", not "this change is
 * wrong": PostgreSQL's serialization failure (40001) and deadlock (40P01), SQLite's busy
 * database (another process holds the write lock). The same work run again succeeds.
 */
const conflictCodes = new Set(['40001', '40P01']);

export const isTransientConflict = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (conflictCodes.has(code) || code.startsWith('SQLITE_BUSY'));
};

/** Tries of one transaction before its conflict is reported: the eighth has waited about a second in all. */
const maxAttempts = 8;
/**
 * How long a transaction goes on trying while SQLite's write lock is held by another process (a
 * WordPress import commits its batches beside the server): SQLite does not wait for the lock
 * itself once a transaction has read (its busy timeout covers only a first statement that writes).
 */
export const sqliteBusyWaitMs = 20_000;

const isSqliteBusy = (error: unknown): boolean => String((error as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_BUSY');

const pause = (attempt: number): Promise<void> =>
  // Random within a window that doubles (5, 10, 20 … ms, at most 250), so two writers that met once do not meet again.
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(250, 5 * 2 ** attempt)));

/**
 * Runs `work` in a transaction of its own, run again whole after a deadlock or serialization
 * failure (the database rolled it back: nothing of it stays), so a save never fails because
 * another save ran at the same moment. Every write operation opens its transactions here.
 *
 * Inside a transaction already (a unit of work: `inOneTransaction`), `work` is a savepoint of it
 * and is not run again: the conflict ended the outer transaction, which only its owner can retry.
 * `work` must do nothing but database work (it may run more than once).
 */
export async function transaction<T>(db: Pick<Db, 'kysely'>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.kysely.isTransaction) return db.kysely.transaction().execute(work);
  const began = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.kysely.transaction().execute(work);
    } catch (error) {
      if (!isTransientConflict(error)) throw error;
      // A busy SQLite database is waited for up to its bound, whatever the number of tries.
      if (attempt >= maxAttempts && !(isSqliteBusy(error) && Date.now() - began < sqliteBusyWaitMs)) throw error;
      await pause(Math.min(attempt, maxAttempts));
    }
  }
}
