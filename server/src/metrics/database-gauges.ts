import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/database';

/**
 * Figures read from the database when /metrics is scraped, never per request: jobs by kind and
 * state, the mail outbox, locked accounts, and the connection pool. The database is one for every
 * process, so with WORKERS above 1 the processes' readings are not summed but the largest is kept
 * (they read the same rows); the pool is each process's own and is summed.
 */
/**
 * A reading that fails (the database is away) keeps the last figures rather than fail the whole
 * scrape: the process's own figures matter most just then.
 */
async function quietly(read: () => Promise<void>): Promise<void> {
  try {
    await read();
  } catch {
    // Kept as they were; /readyz and /healthz report the database.
  }
}

export function registerDatabaseGauges(registry: Registry, db: Db, now: () => Date = () => new Date()): void {
  const registers = [registry];
  new Gauge({
    name: 'hospital_jobs',
    help: 'Jobs by kind (name) and state: due (pending and its time has come), running, failed (gave up)',
    labelNames: ['kind', 'state'],
    aggregator: 'max',
    registers,
    async collect() {
      await quietly(async () => {
        const at = now().toISOString();
        const rows = await db.kysely
          .selectFrom('jobs')
          .select((eb) => [
            'name',
            eb.fn.sum<number>(eb.case().when(eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', at)])).then(1).else(0).end()).as('due'),
            eb.fn.sum<number>(eb.case().when('status', '=', 'running').then(1).else(0).end()).as('running'),
            eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
          ])
          .groupBy('name')
          .execute();
        this.reset();
        for (const row of rows) {
          this.set({ kind: row.name, state: 'due' }, Number(row.due ?? 0));
          this.set({ kind: row.name, state: 'running' }, Number(row.running ?? 0));
          this.set({ kind: row.name, state: 'failed' }, Number(row.failed ?? 0));
        }
      });
    },
  });
  new Gauge({
    name: 'hospital_mail_outbox',
    help: 'Mail in the outbox not sent: waiting (to be sent or retried) and failed (every attempt failed)',
    labelNames: ['state'],
    aggregator: 'max',
    registers,
    async collect() {
      await quietly(async () => {
        const rows = await db.kysely
          .selectFrom('mail_outbox')
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .where('status', 'in', ['pending', 'failed'])
          .groupBy('status')
          .execute();
        const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
        this.set({ state: 'waiting' }, count('pending'));
        this.set({ state: 'failed' }, count('failed'));
      });
    },
  });
  new Gauge({
    name: 'hospital_accounts_locked',
    help: 'Studio accounts locked now by wrong passwords or codes',
    aggregator: 'max',
    registers,
    async collect() {
      await quietly(async () => {
        const row = await db.kysely
          .selectFrom('admins')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('locked_until', '>', now().toISOString())
          .executeTakeFirst();
        this.set(Number(row?.n ?? 0));
      });
    },
  });
  const pool = db.pool;
  if (pool) {
    new Gauge({
      name: 'hospital_db_pool_connections',
      help: 'PostgreSQL connections of the pool: total (open), idle, and waiting (queries waiting for one)',
      labelNames: ['state'],
      registers,
      collect() {
        const figures = pool();
        this.set({ state: 'total' }, figures.total);
        this.set({ state: 'idle' }, figures.idle);
        this.set({ state: 'waiting' }, figures.waiting);
      },
    });
  }
}
