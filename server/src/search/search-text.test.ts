import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, indexText, normaliseQuery, queryWords, widensAsPrefix, wordsOf } from './search-text';
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

  it('keeps Devanagari words whole with their vowel signs, composed alike, nukta and chandrabindu folded', () => {
    expect(wordsOf('दिल का डॉक्टर')).toEqual(['दिल', 'का', 'डॉक्टर']);
    expect(wordsOf('हड्डी रोग विशेषज्ञ')).toEqual(['हड्डी', 'रोग', 'विशेषज्ञ']);
    expect(indexText('दिल'.normalize('NFD'))).toBe(indexText('दिल'));
    expect(indexText('आँख')).toBe(indexText('आंख'));
    expect(indexText('पढ़ाई')).toBe(indexText('पढाई'));
    expect(indexText('ज़्यादा')).toBe(indexText('ज्यादा'));
  });

  it('indexes a hyphenated word also as one word, and asks it as one', () => {
    expect(indexText('Health Check-up Plans, X-ray')).toBe('health check up plans x ray checkup xray');
    expect(queryWords('health check-up')).toEqual(['health', 'checkup']);
  });

  it('drops Hinglish and Hindi function words, and doctor, specialist, hospital beside telling words', () => {
    expect(queryWords('dil ka doctor')).toEqual(['dil']);
    expect(queryWords('bachon ke liye specialist')).toEqual(['bachon']);
    expect(queryWords('दिल का डॉक्टर')).toEqual(['दिल']);
    expect(queryWords('हड्डी रोग विशेषज्ञ')).toEqual(['हड्डी']);
    expect(queryWords('doctor')).toEqual(['doctor']);
  });

  it('never widens short or common words as prefixes', () => {
    for (const word of ['ka', 'ki', 'ke', 'ko', 'doctor', 'specialist', 'hospital', 'dr']) expect(widensAsPrefix(word), word).toBe(false);
    for (const word of ['cardio', 'neu', 'haddi', 'दिल']) expect(widensAsPrefix(word), word).toBe(true);
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

  it('keeps a quoted phrase whole and writes it back in quotes', () => {
    const synonyms = parseSynonymText('BP, high bp → "Blood Pressure", hypertension\nsir dard → headache');
    expect(synonyms).toEqual([
      { term: 'bp', expansion: 'blood_pressure hypertension' },
      { term: 'high bp', expansion: 'blood_pressure hypertension' },
      { term: 'sir dard', expansion: 'headache' },
    ]);
    expect(synonymsToText(synonyms)).toBe('bp, high bp → "blood pressure", hypertension\nsir dard → headache');
    expect(parseSynonymText(synonymsToText(synonyms))).toEqual(synonyms);
  });

  it('names the line it cannot read', () => {
    expect(() => parseSynonymText('heart → cardiology\nbone')).toThrow('Line 2:');
    expect(() => parseSynonymText(' → cardiology')).toThrow('Line 1:');
  });
});
