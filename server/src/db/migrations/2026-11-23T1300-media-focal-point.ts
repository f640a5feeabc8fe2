import type { Kysely } from 'kysely';

// Frozen: the focal point of each image of the media library (issue 16), as percentages of its
// width and height; every crop on the website centres on it. The centre until an editor sets it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').addColumn('focal_x', 'integer', (c) => c.notNull().defaultTo(50)).execute();
  await db.schema.alterTable('media').addColumn('focal_y', 'integer', (c) => c.notNull().defaultTo(50)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('focal_y').execute();
  await db.schema.alterTable('media').dropColumn('focal_x').execute();
}
