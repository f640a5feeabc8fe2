import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, indexText, normaliseQuery, queryWords } from './search-text';
import { parseSynonymText, synonymsToText } from './search-synonyms';

describe('search words', () => {
  it('folds case and accents and keeps only letters and digits', () => {
    expect(indexText('Dr. Zoë Pérez — MBBS, MD (Paediatrics)')).toBe('dr zoe perez mbbs md paediatrics');
    expect(normaliseQuery('  Heart   DOCTOR ')).toBe('heart doctor');
  });

  it('drops stop words, one-letter words and repeats, and bounds the words of a query', () => {
    expect(queryWords('the best cardiologist near me a cardiologist')).toEqual(['cardiologist']);
    expect(queryWords('one two three four five six seven eight nine ten')).toHaveLength(8);
  });

  it('measures edits with transpositions and stops past the bound', () => {
    expect(editDistance('cardiolgy', 'cardiology', 2)).toBe(1);
    expect(editDistance('cardiloogy', 'cardiology', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('heart', 'heart', 1)).toBe(0);
    expect(allowedEdits('bone')).toBe(0);
    expect(allowedEdits('heart')).toBe(1);
    expect(allowedEdits('cardiolgy')).toBe(2);
  });
});

describe('synonym lines', () => {
  it('reads terms and their expansion and writes them back grouped', () => {
    const synonyms = parseSynonymText('# comment\nHeart, cardiologist → Cardiology\nbone => orthopaedics\n');
    expect(synonyms).toEqual([
      { term: 'heart', expansion: 'cardiology' },
      { term: 'cardiologist', expansion: 'cardiology' },
      { term: 'bone', expansion: 'orthopaedics' },
    ]);
    expect(synonymsToText(synonyms)).toBe('bone → orthopaedics\ncardiologist, heart → cardiology');
  });

  it('names the line it cannot read', () => {
    expect(() => parseSynonymText('heart → cardiology\nbone')).toThrow('Line 2:');
    expect(() => parseSynonymText(' → cardiology')).toThrow('Line 1:');
  });
});
