import type { Kysely } from 'kysely';

// Frozen: the editorial workflow (issue 13). The live version of a record stays where it was (its
// content table, the settings row, the menu tree), so every public read is unchanged; beside it:
// - content_state: per record of any type (collections, site settings, menus) its version for
//   optimistic concurrency, its working draft while one is kept apart from the live version, and
//   its schedule;
// - content_revisions: every save, whole, with who, when and which fields changed;
// - preview_links: preview links (shared, or the studio's own short ones), by the hash of their
//   token, revocable.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_state')
    .addColumn('type', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('draft', 'text')
    .addColumn('draft_updated_at', 'varchar(40)')
    .addColumn('draft_by', 'varchar(200)')
    .addColumn('published_at', 'varchar(40)')
    .addColumn('publish_at', 'varchar(40)')
    .addColumn('unpublish_at', 'varchar(40)')
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_state_pk', ['type', 'record_id'])
    .execute();
  await db.schema.createIndex('content_state_publish_at').on('content_state').column('publish_at').execute();
  await db.schema.createIndex('content_state_unpublish_at').on('content_state').column('unpublish_at').execute();

  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('changed', 'text', (c) => c.notNull())
    .addColumn('author_id', 'varchar(40)')
    .addColumn('author_name', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_revisions_record').on('content_revisions').columns(['type', 'record_id', 'created_at']).execute();

  await db.schema
    .createTable('preview_links')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('share'))
    .addColumn('created_by', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('preview_links_record').on('preview_links').columns(['type', 'record_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['preview_links', 'content_revisions', 'content_state']) await db.schema.dropTable(table).execute();
}
