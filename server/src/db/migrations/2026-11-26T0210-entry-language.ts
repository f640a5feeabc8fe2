import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 32, patients' requests and search in both languages:
// - `form_entries.language`: the language a request was sent in ('en' for every earlier one), so
//   the acknowledgement goes out in it and the desk sees it.
// - SQLite's search table is made again with Unicode's combining marks (M*) as parts of words:
//   unicode61 otherwise splits Devanagari at its vowel signs ("हृदय" became "ह" and "दय", and
//   "ह" alone found it). The documents are copied over as they are; PostgreSQL's 'simple'
//   parser keeps the marks already.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
async function makeSearchTable(db: Kysely<any>, tokenize: string): Promise<void> {
  await sql`alter table search_documents rename to search_documents_old`.execute(db);
  await sql`
    create virtual table search_documents using fts5(
      title_text, body_text,
      type unindexed, record_id unindexed, grp unindexed, title unindexed, url unindexed, excerpt unindexed,
      tokenize = ${sql.raw(tokenize)}
    )`.execute(db);
  await sql`
    insert into search_documents (title_text, body_text, type, record_id, grp, title, url, excerpt)
    select title_text, body_text, type, record_id, grp, title, url, excerpt from search_documents_old`.execute(db);
  await sql`drop table search_documents_old`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_entries').addColumn('language', 'varchar(12)', (c) => c.notNull().defaultTo('en')).execute();
  if (!isPostgres(db)) await makeSearchTable(db, `"unicode61 remove_diacritics 2 categories 'L* N* Co M*'"`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_entries').dropColumn('language').execute();
  if (!isPostgres(db)) await makeSearchTable(db, `'unicode61 remove_diacritics 2'`);
}
