import { describe, expect, it } from 'vitest';
import { inLanguage, localizedApiPath, unlocalizedApiPath, withoutLanguage } from './language-paths';

describe('a page path in a language', () => {
  it('takes the prefix of a language other than the default, once', () => {
    expect(inLanguage('/our-experts/cardiology/dr-asha', 'hi')).toBe('/hi/our-experts/cardiology/dr-asha');
    expect(inLanguage('/', 'hi')).toBe('/hi/');
    expect(inLanguage('/events?year=2025', 'hi')).toBe('/hi/events?year=2025');
    expect(inLanguage('/hi/events', 'hi')).toBe('/hi/events');
    expect(inLanguage('/hi', 'hi')).toBe('/hi');
  });

  it('leaves the default language, fragments, other sites and files alone', () => {
    expect(inLanguage('/about-us', 'en')).toBe('/about-us');
    expect(inLanguage('#main-content', 'hi')).toBe('#main-content');
    expect(inLanguage('https://example.org/x', 'hi')).toBe('https://example.org/x');
    expect(inLanguage('//example.org/x', 'hi')).toBe('//example.org/x');
    expect(inLanguage('/uploads/a.pdf', 'hi')).toBe('/uploads/a.pdf');
    expect(inLanguage('/admin', 'hi')).toBe('/admin');
  });

  it('is read back without the prefix; a path like a prefix of another language is a path', () => {
    expect(withoutLanguage('/hi/our-experts/cardiology', 'hi')).toBe('/our-experts/cardiology');
    expect(withoutLanguage('/hi/', 'hi')).toBe('/');
    expect(withoutLanguage('/hi', 'hi')).toBe('/');
    expect(withoutLanguage('/history', 'hi')).toBe('/history');
    expect(withoutLanguage('/mr/about-us', 'hi')).toBe('/mr/about-us');
  });
});

describe('a public API read in a language', () => {
  it('asks with ?lang= for a language other than the default and names the same path without it', () => {
    for (const [path, localized] of [
      ['experts/active', 'experts/active?lang=hi'],
      ['public-nav?location=header', 'public-nav?location=header&lang=hi'],
      ['search?q=%E0%A4%B9%E0%A5%83%E0%A4%A6%E0%A4%AF', 'search?q=%E0%A4%B9%E0%A5%83%E0%A4%A6%E0%A4%AF&lang=hi'],
    ] as const) {
      expect(localizedApiPath(path, 'hi')).toBe(localized);
      expect(unlocalizedApiPath(localized)).toBe(path);
    }
    expect(localizedApiPath('experts/active', 'en')).toBe('experts/active');
    expect(unlocalizedApiPath('experts/active')).toBe('experts/active');
  });
});
