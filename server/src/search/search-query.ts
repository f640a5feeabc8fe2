import { sql } from 'kysely';
import { searchGroups, type SearchGroup } from '@hospital/content/content-type';
import type { Db } from '../db/database';
import { jsonText } from '../content/content-storage';
import { searchDb, type SearchDocumentTable } from './search-schema';
import { indexChangedAt, searchedTypes, titleSeparator } from './search-index';
import { expansionAlternatives, synonymsSavedAt } from './search-synonyms';
import { allowedEdits, editDistance, minFuzzyLength, queryWords, stopWords, weakWords, widensAsPrefix } from './search-text';
import * as searchMessages from '@hospital/content/i18n/messages/search';
import type { SearchAnswer, SearchGroupResult } from '@hospital/content/wire/search-answer';
import { addWork } from '../lib/work-meter';

/**
 * One search, the same on SQLite and PostgreSQL. The query is expanded here, in TypeScript, into
 * whole words of the index's vocabulary (the words as typed, synonyms, prefixes, near spellings);
 * the database finds the documents holding any of them (FTS5 MATCH or a tsvector @@ tsquery); the
 * documents are then ranked here. Both databases are asked the same question about the same
 * words, so they give the same answer.
 */

/** The groups' names in the default language (the search catalogue's; `search-language` gives the others). */
export const groupLabels: Record<SearchGroup, string> = searchMessages.en.groups;

/** Vocabulary words a typed prefix stands for, most frequent first. */
const prefixTerms = 20;
/** Vocabulary words the stem of a synonym the site does not use stands for ("neurology" → "neurosciences"). */
const stemTerms = 8;
/** Near spellings kept per word. */
const typoTerms = 3;
/** Words the database is asked about, at most: no query may be slow for everyone. */
export const maxTerms = 64;
/** Documents ranked per search, at most. */
const maxCandidates = 1000;

/** How much a match counts by how it was reached: the word as typed first, a guess last. */
const weights = { word: 1, inflection: 0.95, synonym: 0.9, phraseWord: 0.5, stem: 0.75, fuzzySynonym: 0.75, typo: 0.7, prefix: 0.6 } as const;
/** A word in the title counts this many times one in the text. */
const titleWeight = 3;
/** A title word held by more than a fifth of the documents ("health") does not name a record: its rarity is below this. */
const namingRarity = Math.log(6);
/** A title the query explains whole ("Cardiology" for "cardiologist") counts up to this much more. */
const wholeTitleBonus = 1;

interface QueryUnit {
  /** The word (or the phrase of a synonym, "sir dard") as asked. */
  word: string;
  /** Whole vocabulary words, or phrases of them ("blood pressure"), with how much a match of each counts. */
  terms: Map<string, number>;
}

interface ExpandedQuery {
  units: QueryUnit[];
  /** How rare each word is: ln(1 + documents / documents holding it). */
  rarity: Map<string, number>;
}

export interface SearchRequest {
  query: string;
  group?: SearchGroup | undefined;
  limit: number;
  offset?: number | undefined;
  /**
   * Which documents count: those answering the most of the query's words (`most`, the default),
   * any of them (`any`: a filter box such as Find a Doctor's, best matches first), or every one
   * (`all`).
   */
  match?: 'most' | 'any' | 'all' | undefined;
}

/** The answer of `search` (the public `GET search`). */
export type SearchResult = SearchAnswer;

/** The vocabulary words starting with `prefix` (not the word itself), most frequent first. */
async function wordsStartingWith(db: Db, prefix: string, limit: number): Promise<Array<{ term: string; count: number }>> {
  const rows = await searchDb(db)
    .selectFrom('search_vocabulary')
    .select(['term', 'doc_count'])
    .where(sql<string>`substr(term, 1, ${prefix.length})`, '=', prefix)
    .where('term', '!=', prefix)
    .orderBy('doc_count', 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ term: r.term, count: r.doc_count }));
}

/** How many documents hold each of these words (absent: none). */
async function documentCounts(db: Db, words: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(words)];
  if (unique.length === 0) return new Map();
  const rows = await searchDb(db).selectFrom('search_vocabulary').select(['term', 'doc_count']).where('term', 'in', unique).execute();
  return new Map(rows.map((r) => [r.term, r.doc_count]));
}

/** Vocabulary words within the allowed edits of `word` (same first letter), nearest and most frequent first. */
async function nearSpellings(db: Db, word: string): Promise<Array<{ term: string; count: number }>> {
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
    .map((r) => ({ term: r.term, count: r.doc_count, distance: editDistance(soundFold(word), soundFold(r.term), edits) }))
    .filter((r) => r.distance <= edits && r.term !== word)
    .sort((a, b) => a.distance - b.distance || b.count - a.count || compareText(a.term, b.term))
    .slice(0, typoTerms);
}

/** Spellings that sound alike compare as one ("nefrologist" is one edit from "nephrologist", not two). */
const soundFold = (word: string): string => word.replace(/ph/g, 'f');

/**
 * The plural or singular of a word: English ("theatre" ↔ "theatres", "ladies" → "lady", "itchy" →
 * "itch", "itching"), and the
 * Hindi plural and oblique forms of a Devanagari noun ("आंखों" → "आंख", "बच्चों" → "बच्चा",
 * "हड्डियों" → "हड्डी").
 */
const inflectionsOf = (word: string): string[] => {
  if (/^[\u0900-\u097f]+$/.test(word)) {
    const stem = (suffix: string) => word.slice(0, -suffix.length);
    if (word.length < 3) return [];
    if (word.endsWith('ियों') || word.endsWith('ियां')) return [`${stem('ियों')}ी`, `${stem('ियों')}ि`];
    if (word.endsWith('ों')) return [stem('ों'), `${stem('ों')}ा`, `${stem('ों')}े`];
    if (word.endsWith('ें') || word.endsWith('ां')) return [stem('ें'), `${stem('ें')}ा`];
    return [];
  }
  if (!/^[a-z]{3,}$/.test(word)) return [];
  if (word.endsWith('ies') && word.length > 4) return [`${word.slice(0, -3)}y`, word.slice(0, -1)];
  if (word.endsWith('es')) return [word.slice(0, -1), word.slice(0, -2)];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  // A symptom said as an adjective: "itchy" is "itch", "itching" (issue 43's plain words).
  if (word.endsWith('y') && word.length >= 5) return [`${word}s`, word.slice(0, -1), `${word.slice(0, -1)}ing`];
  return [`${word}s`, `${word}es`];
};

/** A word's synonyms, or those of its singular or plural ("ladies" takes "lady"'s, "आंखों" "आंख"'s). */
const synonymsOf = (synonyms: Synonyms, word: string): string[] => {
  const own = synonyms.words.get(word);
  if (own) return own;
  for (const form of inflectionsOf(word)) {
    const alternatives = synonyms.words.get(form);
    if (alternatives) return alternatives;
  }
  return [];
};

/** Two words typed apart that the site writes as one ("gall bladder" → "gallbladder", "new born" → "newborn"). */
const joinable = (a: string | undefined, b: string | undefined): string | null =>
  a && b && /^[a-z]+$/.test(a) && /^[a-z]+$/.test(b) && a.length + b.length >= 6 ? `${a}${b}` : null;

/** A word typed without its space, as two words ("checkup" → "check up"). */
const splitsOf = (word: string): string[][] => {
  if (!/^[a-z]{5,}$/.test(word)) return [];
  const out: string[][] = [];
  for (let i = 2; i <= word.length - 2; i++) out.push([word.slice(0, i), word.slice(i)]);
  return out;
};

/** The stem a speciality's name shares with the site's own words ("neurology" → "neur", found in "neurosciences"). */
const stemOf = (word: string): string | null => {
  const stem = word.replace(/(?:ologists?|ology|ological|ologic|icians?|ics?|ists?|ical)$/, '');
  return stem !== word && stem.length >= 4 ? stem : null;
};

interface Synonyms {
  /** Single-word terms and their alternatives. */
  words: Map<string, string[]>;
  /** Phrase terms ("sir dard"), as their words, and their alternatives. */
  phrases: Array<{ words: string[]; alternatives: string[] }>;
}

async function readSynonymTable(db: Db): Promise<Synonyms> {
  const rows = await searchDb(db).selectFrom('search_synonyms').select(['term', 'expansion']).execute();
  const out: Synonyms = { words: new Map(), phrases: [] };
  for (const row of rows) {
    // Read as a query's words are: "dil ka doctor" is "dil", "physician" alone stays "physician".
    const words = queryWords(row.term);
    const alternatives = expansionAlternatives(row.expansion);
    if (words.length > 1) out.phrases.push({ words, alternatives });
    else if (words[0]) out.words.set(words[0], alternatives);
  }
  out.phrases.sort((a, b) => b.words.length - a.words.length);
  return out;
}

/**
 * The synonyms and the number of documents change seldom and are read by every search: each
 * process keeps them this long (a list saved or a record indexed here is read again at once; by
 * another process, within this time).
 */
const sharedFor = 2000;
const synonymCache = new WeakMap<Db, { at: number; value: Promise<Synonyms> }>();
const countCache = new WeakMap<Db, { at: number; value: Promise<number> }>();

const cachedSynonyms = (db: Db): Promise<Synonyms> => {
  const held = synonymCache.get(db);
  if (held && Date.now() - held.at < sharedFor && held.at >= synonymsSavedAt) return held.value;
  const value = readSynonymTable(db);
  synonymCache.set(db, { at: Date.now(), value });
  value.catch(() => synonymCache.delete(db));
  return value;
};

const cachedDocumentCount = (db: Db): Promise<number> => {
  const held = countCache.get(db);
  if (held && Date.now() - held.at < sharedFor && held.at >= indexChangedAt) return held.value;
  const value = searchDb(db)
    .selectFrom('search_documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
    .then((row) => Number(row?.n ?? 0));
  countCache.set(db, { at: Date.now(), value });
  value.catch(() => countCache.delete(db));
  return value;
};

/**
 * The query as units of alternatives, each a whole vocabulary word or phrase: the word itself,
 * its synonyms (resolved to the words the site uses), then the longer words it starts (not for
 * short or common words); near spellings only when none of these is in the index.
 */
export async function expandQuery(db: Db, query: string): Promise<ExpandedQuery> {
  const words = queryWords(query);
  if (words.length === 0) return { units: [], rarity: new Map() };
  const synonyms = await cachedSynonyms(db);

  // Two words the site writes as one, when it does ("gall bladder": "gallbladder").
  const joinedCandidates = words.slice(1).map((w, i) => joinable(words[i], w)).filter((w): w is string => w !== null);
  const joinedInIndex = new Set((await documentCounts(db, joinedCandidates)).keys());
  // Phrases of synonyms first ("sir dard", "knee pain"), then joined words: their words make one unit.
  const asked: Array<{ word: string; parts: string[]; alternatives: string[]; joined?: string }> = [];
  for (let i = 0; i < words.length; ) {
    const phrase = synonyms.phrases.find((p) => p.words.every((w, k) => words[i + k] === w));
    const joined = joinable(words[i], words[i + 1]);
    if (phrase) {
      asked.push({ word: phrase.words.join(' '), parts: phrase.words, alternatives: phrase.alternatives });
      i += phrase.words.length;
    } else if (joined && (joinedInIndex.has(joined) || synonyms.words.has(joined))) {
      const parts = [words[i] ?? '', words[i + 1] ?? ''];
      asked.push({ word: parts.join(' '), parts, alternatives: synonymsOf(synonyms, joined), joined });
      i += 2;
    } else {
      const word = words[i] ?? '';
      asked.push({ word, parts: [word], alternatives: synonymsOf(synonyms, word) });
      i += 1;
    }
  }
  const counts = await documentCounts(db, [
    ...asked.flatMap((a) => [...a.parts, ...(a.joined ? [a.joined] : []), ...a.alternatives.flatMap((alt) => alt.split(' '))]),
    ...asked.flatMap((a) => (a.parts.length === 1 ? [...inflectionsOf(a.word), ...splitsOf(a.word).flat()] : [])),
  ]);
  const inIndex = (phrase: string) => phrase.split(' ').every((w) => counts.has(w));

  let budget = maxTerms;
  const add = (unit: QueryUnit, term: string, weight: number) => {
    if ((unit.terms.get(term) ?? 0) >= weight) return;
    if (!unit.terms.has(term)) {
      if (budget === 0) return;
      budget -= 1;
    }
    unit.terms.set(term, weight);
  };
  const addFound = (unit: QueryUnit, found: ReadonlyArray<{ term: string; count: number }>, weight: number) => {
    for (const { term, count } of found) {
      counts.set(term, count);
      add(unit, term, weight);
    }
  };
  /** A synonym's alternative, as the site says it: itself when indexed, else the words sharing its stem. */
  const addAlternative = async (unit: QueryUnit, alternative: string, weight: number) => {
    if (inIndex(alternative)) return add(unit, alternative, weight);
    const stem = alternative.includes(' ') ? null : stemOf(alternative);
    if (stem) addFound(unit, await wordsStartingWith(db, stem, stemTerms), weights.stem * weight);
  };

  const units: QueryUnit[] = [];
  for (const { word, parts, alternatives, joined } of asked) {
    const unit: QueryUnit = { word, terms: new Map() };
    if (inIndex(word)) add(unit, word, weights.word);
    if (joined && counts.has(joined)) add(unit, joined, weights.word);
    if (parts.length === 1) {
      for (const form of inflectionsOf(word)) if (counts.has(form)) add(unit, form, weights.inflection);
      // "checkup" for "check up", "bloodtest" for "blood test".
      if (!counts.has(word)) for (const split of splitsOf(word)) if (split.every((w) => counts.has(w))) add(unit, split.join(' '), weights.synonym);
    }
    if (parts.length > 1) for (const part of parts) if (counts.has(part) && !stopWords.has(part)) add(unit, part, weights.phraseWord);
    for (const alternative of alternatives) await addAlternative(unit, alternative, weights.synonym);
    if (parts.length === 1 && widensAsPrefix(word)) addFound(unit, await wordsStartingWith(db, word, unit.terms.size > 0 ? prefixTerms / 2 : prefixTerms), weights.prefix);
    if (unit.terms.size === 0 && parts.length === 1 && word.length >= minFuzzyLength) {
      // The nearest synonyms only: "nuerologist" is "neurologist" (one edit), not "urologist" (two).
      const edits = allowedEdits(word);
      const near = [...synonyms.words]
        .filter(([term]) => term.length >= minFuzzyLength)
        .map(([term, termAlternatives]) => ({ distance: editDistance(soundFold(word), soundFold(term), edits), termAlternatives }))
        .filter((n) => n.distance <= edits);
      const nearest = Math.min(...near.map((n) => n.distance));
      for (const { termAlternatives } of near.filter((n) => n.distance === nearest)) {
        for (const alternative of termAlternatives) {
          if (!counts.has(alternative)) for (const [w, c] of await documentCounts(db, alternative.split(' '))) counts.set(w, c);
          await addAlternative(unit, alternative, weights.fuzzySynonym);
        }
      }
      if (unit.terms.size === 0) addFound(unit, await nearSpellings(db, word), weights.typo);
    }
    units.push(unit);
  }

  const documents = await cachedDocumentCount(db);
  const rarity = new Map<string, number>();
  for (const [term, count] of counts) rarity.set(term, Math.log(1 + Math.max(documents, 1) / Math.max(count, 1)));
  return { units, rarity };
}

/** A matching document, as stored. */
type Candidate = SearchDocumentTable;

const typeWeights = new Map(searchedTypes().map((t) => [t.key, t.search?.weight ?? 1]));

/** How rare a term is; a phrase is as rare as its rarest word. */
const rarityOf = (term: string, rarity: ReadonlyMap<string, number>): number => Math.max(0, ...term.split(' ').map((w) => rarity.get(w) ?? 0));

/** Title words that say nothing of what a record is ("Dr.", "and"). */
const tellingTitleWords = (titleText: string): string[] => [...new Set(titleText.split(' ').filter((w) => w && !stopWords.has(w) && !weakWords.has(w)))];

/**
 * How well a document answers the query: for each unit its best match (how it was reached, how
 * rare the word, in the title or the text), times how much of the query it answers, how much of
 * its title the query explains, and its type's weight.
 */
function rank(candidate: Candidate, expanded: ExpandedQuery): { coverage: number; score: number; titled: boolean; inTitle: boolean } {
  const { units, rarity } = expanded;
  const title = ` ${candidate.title_text} `;
  const body = ` ${candidate.body_text} `;
  const titleMatched = new Set<string>();
  /** The rarest word the title was matched by: a common word ("health") names no department. */
  let titleRarity = 0;
  let coverage = 0;
  let score = 0;
  for (const unit of units) {
    let best = 0;
    for (const [term, weight] of unit.terms) {
      const needle = ` ${term} `;
      const inTitle = title.includes(needle);
      const value = (inTitle ? titleWeight : body.includes(needle) ? 1 : 0) * weight * rarityOf(term, rarity);
      if (inTitle) for (const w of term.split(' ')) titleMatched.add(w);
      if (inTitle) titleRarity = Math.max(titleRarity, rarityOf(term, rarity));
      if (value > best) best = value;
    }
    if (best > 0) coverage += 1;
    score += best;
  }
  if (coverage === 0) return { coverage, score: 0, titled: false, inTitle: false };
  // A record's title in each of its languages: how much of the one the query explains best.
  const explained = Math.max(
    0,
    ...candidate.title_text.split(titleSeparator).map((one) => {
      const titleWords = tellingTitleWords(one);
      return titleWords.length === 0 ? 0 : titleWords.filter((w) => titleMatched.has(w)).length / titleWords.length;
    }),
  );
  const answered = coverage / units.length;
  return { coverage, score: score * answered * answered * (1 + wholeTitleBonus * explained) * (typeWeights.get(candidate.type) ?? 1), titled: explained >= 0.5 && titleRarity >= namingRarity, inTitle: explained > 0 };
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The path of the published page with this template (the FAQ page), where records without a page of their own lead. */
async function listingPagePath(db: Db, template: string): Promise<string> {
  const page = await db.kysely
    .selectFrom('content_pages')
    .select('slug')
    .where('status', '=', 'active')
    .where(jsonText(db, 'template'), '=', template)
    .orderBy('slug')
    .executeTakeFirst();
  if (!page?.slug) return '';
  return page.slug === 'home' ? '/' : `/${page.slug}`;
}

const emptyGroups = (only?: SearchGroup): SearchGroupResult[] =>
  searchGroups.filter((g) => !only || g === only).map((key) => ({ key, label: groupLabels[key], count: 0, items: [] }));

/**
 * Searches the published records. Results are grouped; the groups come in the order of their
 * best match (a department named by a synonym before its doctors, a doctor named before the
 * rest), each group's results best first.
 */
export async function search(db: Db, request: SearchRequest): Promise<SearchResult> {
  const expanded = await expandQuery(db, request.query);
  const { units } = expanded;
  const terms = [...new Set(units.flatMap((u) => [...u.terms.keys()].flatMap((t) => t.split(' '))))];
  if (terms.length === 0) return { query: request.query, terms: [], total: 0, groups: emptyGroups(request.group) };

  const s = searchDb(db);
  /** Documents holding any of the words (in their title only, when `titles`). */
  const matching = (titles: boolean, group = request.group) => {
    const match =
      db.dialect === 'postgres'
        ? sql<boolean>`tsv @@ to_tsquery('simple', ${terms.map((t) => `'${t}'${titles ? ':A' : ''}`).join(' | ')})`
        : sql<boolean>`search_documents match ${`${titles ? 'title_text : ' : ''}(${terms.map((t) => `"${t}"`).join(' OR ')})`}`;
    const query = s
      .selectFrom('search_documents')
      .select(['type', 'record_id', 'grp', 'title', 'url', 'excerpt', 'title_text', 'body_text'])
      .where(match);
    return group ? query.where('grp', '=', group) : query;
  };
  // Unordered while every match fits (no sort). A word in most documents' text (past the cap):
  // the documents with it in their title; past the cap again, the same first ones on both databases.
  let candidates = await matching(false).limit(maxCandidates + 1).execute();
  if (candidates.length > maxCandidates) candidates = await matching(true).limit(maxCandidates + 1).execute();
  if (candidates.length > maxCandidates) candidates = await matching(true).orderBy('record_id').limit(maxCandidates).execute();

  // Doctors alone (Find a Doctor) are ordered by the departments the query names too ("child
  // specialist": the paediatricians first): those departments are ranked beside them, not shown.
  const intent = request.group === 'doctors' ? await matching(false, 'departments').limit(maxCandidates).execute() : [];

  // The ranking is the search's own computing: counted as its work (with its queries' time) by the fair share.
  const rankingStarted = performance.now();
  // Scores are rounded so that both databases' floating point sums order alike.
  const rankedWithIntent = [...candidates, ...intent]
    .map((c) => {
      const r = rank(c, expanded);
      return { c, coverage: r.coverage, titled: r.titled, inTitle: r.inTitle, score: Math.round(r.score * 1e6) / 1e6 };
    })
    .filter((r) => r.coverage > 0)
    .sort((a, b) => b.score - a.score || compareText(a.c.title.toLowerCase(), b.c.title.toLowerCase()) || compareText(a.c.type, b.c.type) || compareText(a.c.record_id, b.c.record_id));

  const ranked = intent.length ? rankedWithIntent.filter((r) => r.c.grp === request.group) : rankedWithIntent;
  addWork(performance.now() - rankingStarted);

  // Documents answering more of the query's words push out those answering fewer, unless any word will do.
  const most = Math.max(0, ...ranked.map((r) => r.coverage));
  const needed = request.match === 'all' ? units.length : request.match === 'any' ? 1 : most;
  // A patient describing care (issue 43): the departments the query names (a word of its title, or a keyword's synonym) stay, however few of its words they answer.
  const care = request.group === undefined ? careAnswers(ranked, most) : undefined;
  const kept = ranked.filter((r) => r.coverage >= needed || (care?.named.has(r) ?? false));
  const ordered = intent.length
    ? doctorsOfNamedDepartmentsFirst([...rankedWithIntent.filter((r) => r.c.grp === 'departments'), ...kept]).filter((r) => r.c.grp === request.group)
    : doctorsOfNamedDepartmentsFirst(kept);
  const offset = request.offset ?? 0;
  const groups = emptyGroups(request.group);
  const bestOf = new Map<string, number>();
  for (const r of kept) if (!bestOf.has(r.c.grp)) bestOf.set(r.c.grp, r.score);
  groups.sort((a, b) => (bestOf.get(b.key) ?? -1) - (bestOf.get(a.key) ?? -1));
  // Care before reading: when articles, events or a page come first but a department the query names or a doctor or
  // department answering the whole query is found, the departments and doctors come before them (issue 43: "bachche ko bukhar").
  const top = kept[0];
  // A page the query names by its title ("health check-up", "admission") stays first; articles and events give way even then.
  if (care && top && laterGroups.has(top.c.grp) && !(top.c.grp === 'pages' && top.inTitle)) {
    // The departments first, then their doctors (as for a query naming a speciality, below).
    const first = [...careGroups].filter((key) => care.groups.has(key)).flatMap((key) => groups.filter((g) => g.key === key));
    groups.splice(0, groups.length, ...first, ...groups.filter((g) => !care.groups.has(g.key)));
  }
  // A query naming a speciality: its department first, then its doctors.
  const doctorsAt = groups.findIndex((g) => g.key === 'doctors');
  if (groups[0]?.key === 'departments' && doctorsAt > 1 && bestOf.has('doctors')) groups.splice(1, 0, ...groups.splice(doctorsAt, 1));
  const listingPaths = new Map<string, string>();
  for (const group of groups) {
    const inGroup = ordered.filter((r) => r.c.grp === group.key);
    group.count = inGroup.length;
    for (const { c } of inGroup.slice(offset, offset + request.limit)) {
      const listedOn = typeByKey.get(c.type)?.search?.listedOn;
      let url = c.url;
      if (listedOn) {
        if (!listingPaths.has(listedOn)) listingPaths.set(listedOn, await listingPagePath(db, listedOn));
        url = listingPaths.get(listedOn) ?? '';
      }
      group.items.push({ type: c.type, _id: c.record_id, title: c.title, url, excerpt: c.excerpt });
    }
  }
  return { query: request.query, terms, total: kept.length, groups };
}

const typeByKey = new Map(searchedTypes().map((t) => [t.key, t]));

interface Ranked {
  c: Candidate;
  coverage: number;
  score: number;
  /** A department named by the query (`careAnswers`): a rare word of its title, or most of it. */
  titled?: boolean;
  /** Any word of its title matched. */
  inTitle?: boolean;
}

/** The groups that answer a patient describing care, and those that give way to them: articles, events and camps, pages. */
const careGroups: ReadonlySet<string> = new Set(['departments', 'doctors']);
const laterGroups: ReadonlySet<string> = new Set(['blogs', 'events', 'pages']);

/**
 * Whether a query describes care (symptoms, a condition, a test, a body part, in any language),
 * as the ranking can tell it: a department or speciality is named by one of its words (its title
 * in any language, reached through the words, their synonyms or keywords), or a department or
 * doctor answers every word the best answer does. Answers the departments named, and the groups
 * with such answers (departments, doctors), or undefined for a query that does not describe care.
 */
function careAnswers(ranked: readonly Ranked[], most: number): { named: Set<Ranked>; groups: Set<string> } | undefined {
  // Departments answering fewer of the words are kept only when no department answers them all ("bachche ko bukhar": one names
  // Paediatrics, the other General Medicine; "cardiolog" with a second word that one Cardiology holds keeps only that one).
  const whole = ranked.some((r) => r.c.grp === 'departments' && r.coverage >= most);
  const named = new Set(ranked.filter((r) => r.c.grp === 'departments' && r.titled && (!whole || r.coverage >= most)));
  const groups = new Set<string>();
  for (const r of ranked) if (careGroups.has(r.c.grp) && (named.has(r) || r.coverage >= most)) groups.add(r.c.grp);
  if (named.size > 0) groups.add('departments');
  return groups.size > 0 ? { named, groups } : undefined;
}

/**
 * When the best answer is a department, the doctors of the departments found nearly as well come
 * first among the doctors (a doctor's excerpt names their departments): "pregnancy" lists the
 * obstetricians before a cardiologist who treats heart disease in pregnancy.
 */
function doctorsOfNamedDepartmentsFirst(ranked: readonly Ranked[]): readonly Ranked[] {
  const top = ranked[0];
  if (!top || top.c.grp !== 'departments') return ranked;
  const named = ranked.filter((r) => r.c.type === 'expert-categories' && r.score >= top.score / 2).map((r) => r.c.title);
  if (named.length === 0) return ranked;
  const ofNamed = (r: Ranked) => r.c.grp === 'doctors' && named.some((title) => r.c.excerpt.includes(title));
  return [...ranked.filter(ofNamed), ...ranked.filter((r) => !ofNamed(r))];
}
