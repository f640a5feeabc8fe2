import type { Kysely } from 'kysely';

// The confirmation addresses of forms sent without JavaScript (issue 30): a POST answers 303 to
// `{page}?sent={token}`, which shows the entry's reference and nothing else. Only the token's
// hash is kept; each row lives for a short while.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_confirmations')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('form', 'varchar(20)', (c) => c.notNull())
    .addColumn('reference', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_confirmations_expires').on('form_confirmations').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_confirmations').execute();
}
