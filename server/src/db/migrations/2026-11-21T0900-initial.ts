import type { Kysely } from 'kysely';
import { createBaseContentTable } from './content-table';

// Frozen: the content tables as they were when this migration was written. A later content type
// gets its own migration.
const contentTables = [
  'pages',
  'banners',
  'faqs',
  'leaders',
  'expert_categories',
  'experts',
  'gallery_categories',
  'galleries',
  'blog_categories',
  'blogs',
  'hospitalfacilities',
  'events',
  'media_coverage',
  'announcements',
  'hirings',
  'video_galleries',
  'templates',
  'specialities',
  'camps',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of contentTables) {
    await createBaseContentTable(db, `content_${name}`);
  }

  await db.schema
    .createTable('content_relations')
    .addColumn('from_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('from_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('field', 'varchar(100)', (c) => c.notNull())
    .addColumn('to_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('to_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('content_relations_pk', ['from_type', 'from_id', 'field', 'to_id'])
    .execute();
  await db.schema.createIndex('content_relations_to').on('content_relations').columns(['to_type', 'to_id']).execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(400)', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('admin_id', 'varchar(40)', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_admin').on('sessions').column('admin_id').execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(500)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('title', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('alt', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_created').on('media').column('created_at').execute();

  await db.schema
    .createTable('menus')
    .addColumn('location', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('form_entries')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('submit_ip', 'varchar(64)')
    .addColumn('remote_ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_entries_kind_created').on('form_entries').columns(['kind', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['form_entries', 'settings', 'menus', 'media', 'sessions', 'admins', 'content_relations']) {
    await db.schema.dropTable(table).execute();
  }
  for (const name of contentTables) await db.schema.dropTable(`content_${name}`).execute();
}
