import type { Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';
import { searchDb } from './search-schema';
import { indexText, wordsOf } from './search-text';
import { transaction } from '../db/transaction';

/**
 * The medical synonyms the search understands: a patient's word or phrase ("cardiologist",
 * "dil", "sir dard") and the words it also looks for ("cardiology"). The studio edits them as
 * lines of text, `cardiologist, heart → cardiology`, one expansion per line; a phrase to find
 * whole goes in quotes (`bp → "blood pressure", hypertension`).
 *
 * Stored, an expansion is its alternatives separated by spaces, the words of a quoted phrase
 * joined by "_" (which no indexed word holds).
 */

export interface Synonym {
  term: string;
  expansion: string;
}

export const maxSynonymLines = 1000;

const phraseJoiner = '_';

/** The alternatives of a stored expansion, each a word or a phrase of words separated by spaces. */
export const expansionAlternatives = (expansion: string): string[] => expansion.split(' ').filter(Boolean).map((a) => a.split(phraseJoiner).join(' '));

/** An expansion as the studio writes it: phrases in quotes. */
const expansionToText = (expansion: string): string =>
  expansionAlternatives(expansion)
    .map((a) => (a.includes(' ') ? `"${a}"` : a))
    .join(', ');

/** The stored form of what follows the arrow: quoted phrases kept whole, other words each an alternative. */
function expansionOf(text: string): string {
  const alternatives: string[] = [];
  for (const match of text.matchAll(/"([^"]*)"|([^"]+)/g)) {
    if (match[1] !== undefined) {
      const phrase = wordsOf(match[1]).join(phraseJoiner);
      if (phrase) alternatives.push(phrase);
    } else if (match[2] !== undefined) {
      alternatives.push(...indexText(match[2]).split(' ').filter(Boolean));
    }
  }
  return [...new Set(alternatives)].join(' ');
}
const maxLineLength = 300;
const arrow = /\s*(?:→|=>|->)\s*/;

/** Synonyms as the studio shows them: terms with the same expansion on one line, sorted. */
export function synonymsToText(synonyms: readonly Synonym[]): string {
  const byExpansion = new Map<string, string[]>();
  for (const s of synonyms) byExpansion.set(s.expansion, [...(byExpansion.get(s.expansion) ?? []), s.term]);
  return [...byExpansion]
    .map(([expansion, terms]) => `${[...terms].sort().join(', ')} → ${expansionToText(expansion)}`)
    .sort()
    .join('\n');
}

/** Reads the studio's lines; a line that cannot be read is refused, naming its number. */
export function parseSynonymText(text: string): Synonym[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > maxSynonymLines) throw new ValidationError(`At most ${maxSynonymLines} lines of synonyms.`, { text: `At most ${maxSynonymLines} lines.` });
  const out = new Map<string, string>();
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fail = (why: string) => {
      const message = `Line ${index + 1}: ${why}`;
      throw new ValidationError(message, { text: message });
    };
    if (line.length > maxLineLength) fail(`a line may hold at most ${maxLineLength} characters.`);
    const parts = line.split(arrow);
    if (parts.length !== 2) fail('write the words, an arrow and what they mean, e.g. "heart, cardiologist → cardiology".');
    const [left = '', right = ''] = parts;
    const expansion = expansionOf(right);
    if (!expansion) fail('after the arrow, give the words to look for.');
    const terms = left.split(',').map((t) => wordsOf(t).join(' ')).filter(Boolean);
    if (terms.length === 0) fail('before the arrow, give at least one word.');
    for (const term of terms) {
      const known = out.get(term);
      out.set(term, known && known !== expansion ? [...new Set(`${known} ${expansion}`.split(' '))].join(' ') : expansion);
    }
  });
  return [...out].map(([term, expansion]) => ({ term, expansion }));
}

export async function readSynonyms(db: Db): Promise<Synonym[]> {
  return searchDb(db).selectFrom('search_synonyms').select(['term', 'expansion']).orderBy('term').execute();
}

/** When this process last saved the list: the searches' copy of it is older, and read again. */
export let synonymsSavedAt = 0;

/**
 * Adds one line, "terms → words to look for", to the list (the studio's "Add a synonym" on a
 * search that found nothing). A term already listed also looks for the new words, and two editors
 * adding different terms at once both keep theirs (the rest of the list is not rewritten).
 * Refused, naming the field, as a line of the whole list would be.
 */
export async function addSynonym(db: Db, terms: string, expansion: string): Promise<{ added: Synonym[]; synonyms: Synonym[] }> {
  const fail = (field: 'terms' | 'expansion', message: string): never => {
    throw new ValidationError(message, { [field]: message });
  };
  if (/[\r\n]|→|=>|->/.test(terms)) fail('terms', 'Give the words patients type on one line, without an arrow.');
  if (/[\r\n]|→|=>|->/.test(expansion)) fail('expansion', 'Give the words to look for on one line, without an arrow.');
  if (!terms.split(',').some((t) => wordsOf(t).length > 0)) fail('terms', 'Give at least one word patients type.');
  if (wordsOf(expansion.replaceAll('"', ' ')).length === 0) fail('expansion', 'Give the words to look for.');
  if (`${terms} → ${expansion}`.length > maxLineLength) fail('expansion', `A synonym may hold at most ${maxLineLength} characters.`);
  const added = parseSynonymText(`${terms} → ${expansion}`);
  const existing = new Map((await readSynonyms(db)).map((row) => [row.term, row.expansion]));
  const expansions = new Set(existing.values());
  // The studio shows one line an expansion: a new one may not take the list over its limit.
  if (expansions.size >= maxSynonymLines && !added.every((a) => expansions.has(a.expansion))) {
    fail('terms', `At most ${maxSynonymLines} lines of synonyms: join this one to a line that is there.`);
  }
  await transaction(db, async (trx) => {
    const s = trx.withTables<{ search_synonyms: Synonym }>();
    for (const row of added) {
      const known = (await s.selectFrom('search_synonyms').select('expansion').where('term', '=', row.term).executeTakeFirst())?.expansion;
      const merged = known ? [...new Set(`${known} ${row.expansion}`.split(' '))].join(' ') : row.expansion;
      await s
        .insertInto('search_synonyms')
        .values({ term: row.term, expansion: merged })
        .onConflict((oc) => oc.column('term').doUpdateSet({ expansion: merged }))
        .execute();
    }
  });
  synonymsSavedAt = Date.now() + 1;
  return { added, synonyms: await readSynonyms(db) };
}

/** Replaces the whole list. */
export async function saveSynonyms(db: Db, text: string): Promise<Synonym[]> {
  const synonyms = parseSynonymText(text);
  await transaction(db, async (trx) => {
    const s = trx.withTables<{ search_synonyms: Synonym }>();
    await s.deleteFrom('search_synonyms').execute();
    for (let i = 0; i < synonyms.length; i += 300) await s.insertInto('search_synonyms').values(synonyms.slice(i, i + 300)).execute();
  });
  synonymsSavedAt = Date.now() + 1;
  return readSynonyms(db);
}
