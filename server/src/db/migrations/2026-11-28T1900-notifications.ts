import type { Kysely } from 'kysely';

// Issue 44: each person's notifications in the studio: what awaits their review, their submissions
// published or sent back, translations asked of them. One row per recipient; read_at is set when
// they open the list.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('recipient_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_title', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(20)')
    .addColumn('actor_name', 'varchar(400)')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('notifications_recipient').on('notifications').columns(['recipient_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
