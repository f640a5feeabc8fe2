import { describe, expect, it } from 'vitest';
import { slugify, slugMaxLength, slugPattern } from './slug';

describe('slugify', () => {
  it('lowercases and joins words with single dashes', () => {
    expect(slugify('Heart Care Centre')).toBe('heart-care-centre');
    expect(slugify('  Dr.  Asha   Mehta ')).toBe('dr-asha-mehta');
    expect(slugify('ENT / Head & Neck Surgery')).toBe('ent-head-neck-surgery');
  });

  it('folds accents to plain letters', () => {
    expect(slugify('Émile Roux Ñandú Straße')).toBe('emile-roux-nandu-strasse');
    expect(slugify('Œdème søvn Łódź')).toBe('oedeme-sovn-lodz');
  });

  it('trims dashes at both ends', () => {
    expect(slugify('--Camp 2026!--')).toBe('camp-2026');
    expect(slugify('!!!')).toBe('');
  });

  it('keeps at most 80 characters, cutting at a word', () => {
    const long = slugify('Free multi speciality health check up camp for senior citizens of the district '.repeat(3));
    expect(long.length).toBeLessThanOrEqual(slugMaxLength);
    expect(long.endsWith('-')).toBe(false);
    expect(long.startsWith('free-multi-speciality-health-check-up-camp')).toBe(true);
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(80));
  });

  it('makes slugs the validation accepts', () => {
    for (const title of ['Heart Care', 'Dr. Émile', ' x ', 'Camp — 2026 (Rural)']) {
      expect(slugify(title)).toMatch(slugPattern);
    }
  });
});
