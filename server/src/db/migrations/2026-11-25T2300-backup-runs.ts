import type { Kysely } from 'kysely';

// Frozen: every backup run (scheduled or by hand), its verification and what became of its
// folder, so the studio's System screen can show the last one and its age.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('trigger', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(40)')
    .addColumn('error', 'text')
    .addColumn('table_count', 'integer')
    .addColumn('row_count', 'integer')
    .addColumn('pruned_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('backup_runs_started').on('backup_runs').column('started_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
