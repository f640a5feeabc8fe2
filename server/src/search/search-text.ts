/**
 * The words of the site search, the same for what is indexed and what is asked: lowercase,
 * accents taken off, runs of letters and digits. Both databases index the words joined by single
 * spaces, so SQLite's and PostgreSQL's tokenizers see exactly these words.
 */

/** A query longer than this is refused (400): no query may be slow for everyone. */
export const maxQueryLength = 200;
/** Words of a query beyond this many are ignored. */
export const maxQueryWords = 8;
/** Words shorter than this are neither prefix-matched nor looked up (a one-letter prefix matches everything). */
export const minWordLength = 2;
/** Typo tolerance starts at this length ("cardiolgy"); shorter words have too many neighbours. */
export const minFuzzyLength = 5;

const wordPattern = /[\p{L}\p{N}]+/gu;

/** Words that say nothing about what a patient looks for. */
const stopWords = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'for', 'to', 'near', 'me', 'my', 'with', 'at', 'on', 'is', 'or', 'best', 'find']);

/** Words that say little beside others ("dr mehta", "bone doctor"). */
const weakWords = new Set(['dr', 'doctor', 'doctors']);

/** Lowercase, without accents ("Paediatría" → "paediatria"). */
export const foldText = (text: string): string => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();

/** Every word of a text, in order. */
export const wordsOf = (text: string): string[] => foldText(text).match(wordPattern) ?? [];

/** The text as the index stores it: its words joined by single spaces. */
export const indexText = (text: string): string => wordsOf(text).join(' ');

/** The words of a query that are looked up, in order, without repeats or stop words. */
export const queryWords = (query: string): string[] => {
  const words = wordsOf(query).filter((w) => w.length >= minWordLength && !stopWords.has(w));
  // "Dr" and "doctor" are in every doctor's name or page: only looked up on their own.
  const telling = words.filter((w) => !weakWords.has(w));
  return [...new Set(telling.length > 0 ? telling : words)].slice(0, maxQueryWords);
};

/** The query as the log keeps it: its words, lowercase, single-spaced. */
export const normaliseQuery = (query: string): string => wordsOf(query).join(' ').slice(0, maxQueryLength);

/**
 * Edit distance with adjacent transpositions (optimal string alignment), stopping early once it
 * must exceed `max`: the answer is then `max + 1`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/** How many edits a word of this length may carry and still be recognised. */
export const allowedEdits = (word: string): number => (word.length >= 8 ? 2 : word.length >= minFuzzyLength ? 1 : 0);
