import type { Kysely } from 'kysely';

// Frozen: what the WordPress import brought in, so a second run of the same export updates the
// records it made instead of adding copies (`wordpress_import_items`: the export's GUID → the
// record here, and WordPress's number of it for its query addresses), and the report of each run for the studio's Import history
// (`wordpress_import_runs`).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wordpress_import_items')
    .addColumn('guid', 'varchar(600)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('record_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
    // WordPress's own number of the post or term: its query addresses (/?p=12, /?cat=3) name it.
    .addColumn('wordpress_id', 'integer')
    .addColumn('imported_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wordpress_import_items_record').on('wordpress_import_items').columns(['record_type', 'record_id']).execute();
  await db.schema.createIndex('wordpress_import_items_wordpress_id').on('wordpress_import_items').columns(['wordpress_id', 'kind']).execute();
  await db.schema
    .createTable('wordpress_import_runs')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('site_url', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wordpress_import_runs_started').on('wordpress_import_runs').column('started_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wordpress_import_runs').execute();
  await db.schema.dropTable('wordpress_import_items').execute();
}
