import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks the words the search matched, whatever their case or accents', () => {
    const parts = highlightParts('Dr. Zoë Mehta, Cardiology', ['zoe', 'cardiology']);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Zoë', 'Cardiology']);
    expect(parts.map((p) => p.text).join('')).toBe('Dr. Zoë Mehta, Cardiology');
  });

  it('marks a Devanagari word with its vowel signs, as the index holds it', () => {
    const parts = highlightParts('दिल और आँख', ['दिल', 'आंख']);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['दिल', 'आँख']);
    expect(highlightParts('दल', ['दिल']).some((p) => p.match)).toBe(false);
  });

  it('marks nothing when no word matched', () => {
    expect(highlightParts('Paediatrics', ['cardiology']).some((p) => p.match)).toBe(false);
  });
});
