import type { Kysely } from 'kysely';

// Frozen: each server process says it is alive every few seconds (its host, pid, memory and
// event-loop delay), so the studio's System screen lists every process, on every machine, with
// its health, not only the one that answers the screen.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_processes')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('host', 'varchar(255)', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('version', 'varchar(40)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('seen_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('stopped_at', 'varchar(40)')
    .addColumn('rss_bytes', 'bigint', (c) => c.notNull())
    .addColumn('loop_delay_ms', 'real', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('server_processes_seen').on('server_processes').column('seen_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_processes').execute();
}
