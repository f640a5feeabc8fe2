import type { Kysely } from 'kysely';

// Issue 34: the Link report reads its page of findings in the order of where they are (type,
// title, field, link). Without an index each read sorted every finding: over the 10,000 of the
// bench's 5,000 records about 5-30 ms on SQLite, on the server's main thread while visitors
// waited, every time the studio asked how a check was going. The index covers type and title
// (the rest of the order is sorted within one record's few findings), which keeps an entry well
// under PostgreSQL's limit for one index row even for titles of 500 Devanagari characters.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('broken_links_report_order').on('broken_links').columns(['source_type', 'source_title']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('broken_links_report_order').execute();
}
