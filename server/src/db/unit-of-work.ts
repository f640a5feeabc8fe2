import type { ControlledTransaction, Kysely, Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * Runs `work` with a `Db` whose every query is part of one transaction, committed when `work`
 * succeeds and rolled back when it throws, so a batch of operations (the WordPress import's
 * records of one kind) lands whole or not at all. The operations open transactions of their own
 * (`db.kysely.transaction().execute(…)`); inside, those become savepoints of the outer one.
 *
 * Everything `work` does must go through the `Db` it is given: on SQLite the transaction holds the
 * one connection, so a query through another handle would wait for it.
 */
export async function inOneTransaction<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  const unit = await openUnitOfWork(db);
  try {
    const result = await work(unit.db);
    await unit.commit();
    return result;
  } catch (error) {
    await unit.rollback();
    throw error;
  }
}

/** An open unit of work: its `db` (every query in the transaction), ended by `commit` or `rollback`. */
export interface UnitOfWork {
  db: Db;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/** Opens a unit of work that its owner ends itself (the WordPress import commits one batch after another). */
export async function openUnitOfWork(db: Db): Promise<UnitOfWork> {
  const trx = await db.kysely.startTransaction().execute();
  return {
    db: { ...db, kysely: withSavepoints(trx) },
    commit: () => trx.commit().execute(),
    rollback: () => trx.rollback().execute(),
  };
}

type Work<R> = (trx: Transaction<Database>) => Promise<R>;

/** The transaction, seen as a database whose `transaction()` opens a savepoint. */
function withSavepoints(trx: ControlledTransaction<Database>): Kysely<Database> {
  let opened = 0;
  const transaction = () => ({
    execute: async <R>(fn: Work<R>): Promise<R> => {
      opened += 1;
      const name = `unit_of_work_${opened}`;
      const savepoint = await trx.savepoint(name).execute();
      try {
        const result = await fn(savepoint);
        await savepoint.releaseSavepoint(name).execute();
        return result;
      } catch (error) {
        await savepoint.rollbackToSavepoint(name).execute();
        throw error;
      }
    },
  });
  return new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's classes keep private fields: their methods must run on the real object.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Kysely<Database>;
}
