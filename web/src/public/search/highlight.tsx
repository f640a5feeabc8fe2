import { Fragment } from 'react';

/** A word as the search index holds it (server/src/search/search-text.ts): Latin accents off, Devanagari vowel signs kept. */
const foldWord = (word: string): string =>
  word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u093c\u200c\u200d]/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC')
    .toLowerCase();

/**
 * Splits a text into words and what lies between them, marking each word the search matched.
 * `terms` are whole words as the search index holds them (lowercase, without accents).
 */
export function highlightParts(text: string, terms: readonly string[]): Array<{ text: string; match: boolean }> {
  const wanted = new Set(terms);
  return text
    .split(/([\p{L}\p{M}\p{N}]+)/u)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: wanted.has(foldWord(part)) }));
}

/** A text with the matched words in `<mark>`. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}
    </>
  );
}
