import type { Kysely } from 'kysely';

// Frozen (issue 34): the Link report's findings and its runs, and each record's review cycle (its
// owner, and who last marked it reviewed, kept apart from the record so a review makes no revision).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('broken_links')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('source_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('source_title', 'text', (c) => c.notNull())
    .addColumn('field', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('reason', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('found_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('broken_links_source').on('broken_links').columns(['source_type', 'source_id']).execute();
  await db.schema
    .createTable('link_check_runs')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(40)')
    .addColumn('records', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('links', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('broken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('link_check_runs_started').on('link_check_runs').column('started_at').execute();
  await db.schema
    .createTable('record_reviews')
    .addColumn('type', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('owner_admin_id', 'varchar(40)')
    .addColumn('owner_department_id', 'varchar(40)')
    .addColumn('reviewed_at', 'varchar(40)')
    .addColumn('reviewed_by_id', 'varchar(40)')
    .addColumn('reviewed_by_name', 'text')
    .addPrimaryKeyConstraint('record_reviews_pk', ['type', 'record_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_reviews').execute();
  await db.schema.dropTable('link_check_runs').execute();
  await db.schema.dropTable('broken_links').execute();
}
