import type { Kysely } from 'kysely';

// Issue 44: an author may be given the content types they write (a JSON list of type keys; none
// is every type) and a translator the languages they translate (a JSON list of language codes).
// Existing accounts keep their roles; the new columns stay empty for them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('content_types', 'text').execute();
  await db.schema.alterTable('admins').addColumn('languages', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('languages').execute();
  await db.schema.alterTable('admins').dropColumn('content_types').execute();
}
