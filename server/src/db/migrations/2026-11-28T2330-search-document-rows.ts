import { PostgresAdapter, sql, type Kysely } from 'kysely';

// SQLite's full-text table (search_documents, FTS5) cannot index its `type` and `record_id`
// columns: finding a record's document to replace it read every document, on every save, and a
// save's cost grew with the site (about 2 ms a save at the demo's size, more as it grows). Each
// document's row number is kept here by (type, record_id). PostgreSQL's table has those columns
// as its primary key and needs nothing.
// The index is also emptied on both databases, so the next start writes it again
// (`ensureSearchIndex` rebuilds an index that does not hold every published record): since this
// change departments and specialities are found by their keywords in every language, which the
// documents written before it do not hold.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from search_documents`.execute(db);
  await sql`delete from search_vocabulary`.execute(db);
  if (isPostgres(db)) return;
  await sql`
    create table search_document_rows (
      type text not null,
      record_id text not null,
      doc_rowid integer not null,
      primary key (type, record_id)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop table search_document_rows`.execute(db);
}
