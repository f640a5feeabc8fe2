import { describe, expect, it } from 'vitest';
import { languagePath, siteLanguages, splitLanguagePath } from './languages';
import { fingerprint, translationStatus } from './translations';

describe('site languages', () => {
  it('keeps English first and drops malformed codes', () => {
    expect(siteLanguages(['hi', 'HI', 'x1', 'mr', 'en'])).toEqual(['en', 'hi', 'mr']);
    expect(siteLanguages(null)).toEqual(['en']);
  });
  it('splits and joins language prefixes', () => {
    const langs = ['en', 'hi'];
    expect(splitLanguagePath('/hi/doctors/a', langs)).toEqual({ language: 'hi', path: '/doctors/a' });
    expect(splitLanguagePath('/hi', langs)).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguagePath('/hi/', langs)).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguagePath('/mr/x', langs)).toEqual({ language: 'en', path: '/mr/x' });
    expect(splitLanguagePath('/history', langs)).toEqual({ language: 'en', path: '/history' });
    expect(languagePath('/', 'hi')).toBe('/hi/');
    expect(languagePath('/doctors/a', 'hi')).toBe('/hi/doctors/a');
    expect(languagePath('/doctors/a', 'en')).toBe('/doctors/a');
  });
});

describe('translation status', () => {
  const type = { fields: [{ name: 'title', type: 'text', label: 'T', translatable: true }, { name: 'slug', type: 'slug', label: 'S', from: 'title' }] } as const;
  it('is missing, translated, then out of date when the default text changes', () => {
    const record: Record<string, unknown> = { title: 'Cardiology', slug: 'cardiology' };
    expect(translationStatus(type, record, 'hi')).toMatchObject({ state: 'missing', missing: ['title'] });
    record.translations = { hi: { values: { title: 'हृदय रोग' }, basis: { title: fingerprint('Cardiology') }, savedAt: '' } };
    expect(translationStatus(type, record, 'hi').state).toBe('translated');
    record.title = 'Cardiology and Heart Care';
    expect(translationStatus(type, record, 'hi')).toMatchObject({ state: 'outdated', outdated: ['title'] });
  });
});
