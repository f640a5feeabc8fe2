import { sql } from 'kysely';
import { searchGroups, type SearchGroup } from '@hospital/content/content-type';
import type { Db } from '../db/database';
import { jsonText } from '../content/content-storage';
import { searchDb, type SearchDocumentTable } from './search-schema';
import { allowedEdits, editDistance, minFuzzyLength, queryWords, wordsOf } from './search-text';
import type { SearchAnswer, SearchGroupResult } from '@hospital/content/wire/search-answer';

/**
 * One search, the same on SQLite and PostgreSQL. The query is expanded here, in TypeScript, into
 * whole words of the index's vocabulary (prefixes as typed, synonyms, near spellings); the
 * database finds the documents holding any of them (FTS5 MATCH or a tsvector @@ tsquery); the
 * documents are then ranked here. Both databases are asked the same question about the same
 * words, so they give the same answer.
 */

export const groupLabels: Record<SearchGroup, string> = {
  doctors: 'Doctors',
  departments: 'Departments and specialities',
  pages: 'Pages',
  blogs: 'Blog posts',
  events: 'Events and camps',
  faqs: 'FAQs',
};

/** Vocabulary words a typed prefix stands for, most frequent first. */
const prefixTerms = 30;
/** Vocabulary words a synonym's word stands for. */
const expansionTerms = 10;
/** Near spellings kept per word. */
const typoTerms = 3;
/** Words the database is asked about, at most: no query may be slow for everyone. */
export const maxTerms = 64;
/** Documents ranked per search, at most. */
const maxCandidates = 1000;

const weights = { word: 1, prefix: 0.8, synonym: 0.9, typo: 0.7 } as const;
const titleWeight = 3;

interface QueryUnit {
  word: string;
  /** Whole vocabulary words, with how much a match of each counts. */
  terms: Map<string, number>;
}

export interface SearchRequest {
  query: string;
  group?: SearchGroup | undefined;
  limit: number;
  offset?: number | undefined;
  /** Only documents answering every word of the query (a filter box such as Find a Doctor's). */
  matchAll?: boolean | undefined;
}

/** The answer of `search` (the public `GET search`). */
export type SearchResult = SearchAnswer;

/** The vocabulary words starting with `prefix`: the word itself first, then the most frequent. */
async function wordsStartingWith(db: Db, prefix: string, limit: number): Promise<string[]> {
  const rows = await searchDb(db)
    .selectFrom('search_vocabulary')
    .select('term')
    .where(sql<string>`substr(term, 1, ${prefix.length})`, '=', prefix)
    .orderBy(sql`case when term = ${prefix} then 0 else 1 end`)
    .orderBy('doc_count', 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((r) => r.term);
}

/** Vocabulary words within the allowed edits of `word` (same first letter), nearest and most frequent first. */
async function nearSpellings(db: Db, word: string): Promise<string[]> {
  const edits = allowedEdits(word);
  if (edits === 0) return [];
  const rows = await searchDb(db)
    .selectFrom('search_vocabulary')
    .select(['term', 'doc_count'])
    .where('term_length', '>=', word.length - edits)
    .where('term_length', '<=', word.length + edits)
    .where(sql<string>`substr(term, 1, 1)`, '=', word.slice(0, 1))
    .execute();
  return rows
    .map((r) => ({ term: r.term, count: r.doc_count, distance: editDistance(word, r.term, edits) }))
    .filter((r) => r.distance <= edits && r.term !== word)
    .sort((a, b) => a.distance - b.distance || b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, typoTerms)
    .map((r) => r.term);
}

/** The synonym expansions a word (or a phrase starting at it) calls for, allowing a typo in a long word. */
function synonymExpansions(words: readonly string[], index: number, synonyms: ReadonlyMap<string, string>): string[] {
  const word = words[index] ?? '';
  const found: string[] = [];
  for (const [term, expansion] of synonyms) {
    const termWords = term.split(' ');
    if (termWords.length > 1) {
      if (termWords.every((t, i) => words[index + i] === t)) found.push(expansion);
    } else if (term === word || (word.length >= minFuzzyLength && editDistance(word, term, allowedEdits(word)) <= allowedEdits(word))) {
      found.push(expansion);
    }
  }
  return found;
}

/** The query as units of alternatives, each a whole vocabulary word. */
export async function expandQuery(db: Db, query: string): Promise<QueryUnit[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const allWords = wordsOf(query);
  const synonymRows = await searchDb(db).selectFrom('search_synonyms').select(['term', 'expansion']).execute();
  const synonyms = new Map(synonymRows.map((r) => [r.term, r.expansion]));
  const units: QueryUnit[] = [];
  let budget = maxTerms;
  const add = (unit: QueryUnit, term: string, weight: number) => {
    if ((unit.terms.get(term) ?? 0) >= weight) return;
    if (!unit.terms.has(term)) {
      if (budget === 0) return;
      budget -= 1;
    }
    unit.terms.set(term, weight);
  };
  for (const word of words) {
    const unit: QueryUnit = { word, terms: new Map() };
    const prefixed = await wordsStartingWith(db, word, prefixTerms);
    for (const term of prefixed) add(unit, term, term === word ? weights.word : weights.prefix);
    const expansions = synonymExpansions(allWords, allWords.indexOf(word), synonyms);
    for (const expansionWord of new Set(expansions.flatMap((e) => e.split(' ')))) {
      for (const term of await wordsStartingWith(db, expansionWord, expansionTerms)) add(unit, term, weights.synonym);
    }
    if (prefixed.length === 0 && word.length >= minFuzzyLength) {
      for (const term of await nearSpellings(db, word)) add(unit, term, weights.typo);
    }
    units.push(unit);
  }
  return units;
}

/** A matching document, as stored. */
type Candidate = SearchDocumentTable;

/** How well a document answers the query: how many of its words it answers, then how strongly. */
function rank(candidate: Candidate, units: readonly QueryUnit[]): { coverage: number; score: number } {
  const title = ` ${candidate.title_text} `;
  const body = ` ${candidate.body_text} `;
  let coverage = 0;
  let score = 0;
  for (const unit of units) {
    let best = 0;
    for (const [term, weight] of unit.terms) {
      const needle = ` ${term} `;
      const value = title.includes(needle) ? weight * titleWeight : body.includes(needle) ? weight : 0;
      if (value > best) best = value;
    }
    if (best > 0) coverage += 1;
    score += best;
  }
  return { coverage, score };
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The path of the website's FAQ page (a page with the FAQ template), where FAQ results lead. */
async function faqPagePath(db: Db): Promise<string> {
  const page = await db.kysely
    .selectFrom('content_pages')
    .select('slug')
    .where('status', '=', 'active')
    .where(jsonText(db, 'template'), '=', 'faq')
    .orderBy('slug')
    .executeTakeFirst();
  if (!page?.slug) return '';
  return page.slug === 'home' ? '/' : `/${page.slug}`;
}

const emptyGroups = (only?: SearchGroup): SearchGroupResult[] =>
  searchGroups.filter((g) => !only || g === only).map((key) => ({ key, label: groupLabels[key], count: 0, items: [] }));

/** Searches the published records; results grouped in the order of `searchGroups`. */
export async function search(db: Db, request: SearchRequest): Promise<SearchResult> {
  const units = await expandQuery(db, request.query);
  const terms = [...new Set(units.flatMap((u) => [...u.terms.keys()]))];
  if (terms.length === 0) return { query: request.query, terms: [], total: 0, groups: emptyGroups(request.group) };

  const s = searchDb(db);
  /** Documents holding any of the words (in their title only, when `titles`). */
  const matching = (titles: boolean) => {
    const match =
      db.dialect === 'postgres'
        ? sql<boolean>`tsv @@ to_tsquery('simple', ${terms.map((t) => `'${t}'${titles ? ':A' : ''}`).join(' | ')})`
        : sql<boolean>`search_documents match ${`${titles ? 'title_text : ' : ''}(${terms.map((t) => `"${t}"`).join(' OR ')})`}`;
    const query = s
      .selectFrom('search_documents')
      .select(['type', 'record_id', 'grp', 'title', 'url', 'excerpt', 'title_text', 'body_text'])
      .where(match);
    return request.group ? query.where('grp', '=', request.group) : query;
  };
  // Unordered while every match fits (no sort). A word in most documents' text (past the cap):
  // the documents with it in their title; past the cap again, the same first ones on both databases.
  let candidates = await matching(false).limit(maxCandidates + 1).execute();
  if (candidates.length > maxCandidates) candidates = await matching(true).limit(maxCandidates + 1).execute();
  if (candidates.length > maxCandidates) candidates = await matching(true).orderBy('record_id').limit(maxCandidates).execute();

  const ranked = candidates
    .map((c) => ({ c, ...rank(c, units) }))
    .filter((r) => r.coverage > 0)
    .sort((a, b) => b.coverage - a.coverage || b.score - a.score || compareText(a.c.title.toLowerCase(), b.c.title.toLowerCase()) || compareText(a.c.record_id, b.c.record_id));
  // Documents answering more of the query's words push out those answering fewer.
  const best = request.matchAll ? units.length : (ranked[0]?.coverage ?? 0);
  const kept = ranked.filter((r) => r.coverage === best);

  const offset = request.offset ?? 0;
  const groups = emptyGroups(request.group);
  let faqPath: string | null = null;
  for (const group of groups) {
    const inGroup = kept.filter((r) => r.c.grp === group.key);
    group.count = inGroup.length;
    for (const { c } of inGroup.slice(offset, offset + request.limit)) {
      if (group.key === 'faqs' && faqPath === null) faqPath = await faqPagePath(db);
      group.items.push({ type: c.type, _id: c.record_id, title: c.title, url: group.key === 'faqs' ? (faqPath ?? '') : c.url, excerpt: c.excerpt });
    }
  }
  return { query: request.query, terms, total: kept.length, groups };
}
