import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * The search tables (migration 2026-11-23T1400-search). Typed here and reached through
 * `withTables`, so the search keeps its storage to itself.
 */
export interface SearchDocumentTable {
  type: string;
  record_id: string;
  /** The results page's group (`doctors`, `departments`, …). */
  grp: string;
  title: string;
  /** The record's public page, '' when it has none (a FAQ: the FAQ page is found when asked). */
  url: string;
  /** A few words shown under the title. */
  excerpt: string;
  /** The title's and the other fields' words (see `indexText`). */
  title_text: string;
  body_text: string;
}

/** SQLite only: the full-text table's row number of each record's document (see search-index.ts). */
export interface SearchDocumentRowTable {
  type: string;
  record_id: string;
  doc_rowid: number;
}

export interface SearchVocabularyTable {
  term: string;
  term_length: number;
  /** How many documents hold the word; the row goes when none does. */
  doc_count: number;
}

export interface SearchSynonymTable {
  term: string;
  expansion: string;
}

export interface SearchQueryTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  query: string;
  searches: number;
  /** The number of results of its latest search that day. */
  results: number;
}

export type SearchTables = {
  search_documents: SearchDocumentTable;
  search_document_rows: SearchDocumentRowTable;
  search_vocabulary: SearchVocabularyTable;
  search_synonyms: SearchSynonymTable;
  search_queries: SearchQueryTable;
};

export type SearchDatabase = Database & SearchTables;
export type Executor = Kysely<Database> | Transaction<Database>;

export const searchTables = (executor: Executor): Kysely<SearchDatabase> => executor.withTables<SearchTables>();
export const searchDb = (db: Db): Kysely<SearchDatabase> => searchTables(db.kysely);
