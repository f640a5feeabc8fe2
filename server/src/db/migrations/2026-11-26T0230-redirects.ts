import type { Kysely } from 'kysely';

// Redirects (issue 34): an old address answers 301 to a new one. `from_path` is unique: one rule
// per address. A prefix rule (`/old-blog/*` → `/blogs/*`) keeps the path's prefix without the
// star in `from_path` and `to_path`. `source` says where the rule came from (auto on an address
// change, manual in the studio, csv, import from an old site); auto rules name their record.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('redirects')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('from_path', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('to_path', 'varchar(2000)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('record_type', 'varchar(40)')
    .addColumn('record_id', 'varchar(24)')
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hit_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(24)')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('redirects_to_path').on('redirects').column('to_path').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('redirects').execute();
}
