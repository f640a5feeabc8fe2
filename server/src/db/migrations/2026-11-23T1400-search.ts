import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: the site search (issue 16). One document per published record of a searched type, kept
// by the content operations in the same transaction as the record; the words of every document
// (the vocabulary, for typo tolerance); the synonyms the studio edits; the query log (counts per
// normalised query and day, nothing about who asked).
//
// SQLite keeps the documents in an FTS5 table; PostgreSQL in a table with a tsvector column
// under a GIN index. Both index text the server has already reduced to lowercase words of
// letters and digits separated by spaces, so both tokenizers see the same words.

const defaultSynonyms: ReadonlyArray<readonly [string, string]> = [
  ['cardiologist', 'cardiology'],
  ['heart', 'cardiology'],
  ['cardiac', 'cardiology'],
  ['orthopedic', 'orthopaedics'],
  ['orthopedics', 'orthopaedics'],
  ['orthopaedic', 'orthopaedics'],
  ['bone', 'orthopaedics'],
  ['joint', 'orthopaedics'],
  ['pediatrician', 'paediatrics'],
  ['pediatrics', 'paediatrics'],
  ['paediatrician', 'paediatrics'],
  ['child', 'paediatrics'],
  ['children', 'paediatrics'],
  ['kids', 'paediatrics'],
  ['neurologist', 'neurology'],
  ['brain', 'neurology'],
  ['nerve', 'neurology'],
  ['dermatologist', 'dermatology'],
  ['skin', 'dermatology'],
  ['gynecologist', 'gynaecology obstetrics'],
  ['gynaecologist', 'gynaecology obstetrics'],
  ['gynecology', 'gynaecology'],
  ['pregnancy', 'obstetrics gynaecology'],
  ['oncologist', 'oncology'],
  ['cancer', 'oncology'],
  ['nephrologist', 'nephrology'],
  ['kidney', 'nephrology urology'],
  ['urologist', 'urology'],
  ['gastroenterologist', 'gastroenterology'],
  ['stomach', 'gastroenterology'],
  ['liver', 'gastroenterology hepatology'],
  ['pulmonologist', 'pulmonology'],
  ['lung', 'pulmonology'],
  ['chest', 'pulmonology'],
  ['ent', 'otorhinolaryngology ent'],
  ['ear', 'ent'],
  ['eye', 'ophthalmology'],
  ['ophthalmologist', 'ophthalmology'],
  ['dentist', 'dental dentistry'],
  ['teeth', 'dental dentistry'],
  ['psychiatrist', 'psychiatry'],
  ['diabetes', 'endocrinology diabetology'],
  ['endocrinologist', 'endocrinology'],
  ['surgeon', 'surgery'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create table search_documents (
        type text not null,
        record_id text not null,
        grp text not null,
        title text not null,
        url text not null,
        excerpt text not null,
        title_text text not null,
        body_text text not null,
        tsv tsvector generated always as (setweight(to_tsvector('simple', title_text), 'A') || setweight(to_tsvector('simple', body_text), 'B')) stored,
        primary key (type, record_id)
      )`.execute(db);
    await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
  } else {
    // Every column is stored; only the two texts are tokenized.
    await sql`
      create virtual table search_documents using fts5(
        title_text, body_text,
        type unindexed, record_id unindexed, grp unindexed, title unindexed, url unindexed, excerpt unindexed,
        tokenize = 'unicode61 remove_diacritics 2'
      )`.execute(db);
  }

  await db.schema
    .createTable('search_vocabulary')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('term_length', 'integer', (c) => c.notNull())
    .addColumn('doc_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_vocabulary_length').on('search_vocabulary').columns(['term_length']).execute();

  await db.schema
    .createTable('search_synonyms')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('expansion', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('search_synonyms')
    .values(defaultSynonyms.map(([term, expansion]) => ({ term, expansion })))
    .execute();

  await db.schema
    .createTable('search_queries')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('searches', 'integer', (c) => c.notNull())
    .addColumn('results', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_queries_pk', ['day', 'query'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_queries').execute();
  await db.schema.dropTable('search_synonyms').execute();
  await db.schema.dropTable('search_vocabulary').execute();
  await sql`drop table search_documents`.execute(db);
}
