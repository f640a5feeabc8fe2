import { describe, expect, it } from 'vitest';
import { tooManySearchesHtml, unavailableHtml } from './error-pages';

/** The pages as they were before issue 32: English must not change by a byte. */
const englishUnavailable =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Please try again</title></head><body><main><h1>This page could not be shown just now</h1><p>Please try again in a moment.</p></main></body></html>';
const englishTooManySearches =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Please wait a moment</title></head><body><main><h1>Too many searches at once</h1><p>Your address has asked for many searches in a short time. Please wait a moment, then <a href="/search">search again</a>.</p><p><a href="/">Go to the home page</a></p></main></body></html>';

describe('the server error pages', () => {
  it('are byte for byte the same in English', () => {
    expect(unavailableHtml('en')).toBe(englishUnavailable);
    expect(tooManySearchesHtml('en')).toBe(englishTooManySearches);
  });

  it('are in Hindi under /hi/, their links staying in Hindi', () => {
    const unavailable = unavailableHtml('hi');
    expect(unavailable).toContain('<html lang="hi">');
    expect(unavailable).toContain('<h1>यह पृष्ठ अभी नहीं दिखाया जा सका</h1>');
    expect(unavailable).not.toContain('Please try again');
    const tooMany = tooManySearchesHtml('hi');
    expect(tooMany).toContain('<html lang="hi">');
    expect(tooMany).toContain('<meta name="robots" content="noindex">');
    expect(tooMany).toContain('<h1>एक साथ बहुत अधिक खोजें</h1>');
    expect(tooMany).toContain('<a href="/hi/search">दोबारा खोजें</a>');
    expect(tooMany).toContain('<a href="/hi/">होम पेज पर जाएँ</a>');
    expect(tooMany).not.toMatch(/Too many|search again/);
  });

  it('read English, marked lang="en", for a language the settings added without a catalogue', () => {
    expect(unavailableHtml('mr')).toBe(englishUnavailable);
    const tooMany = tooManySearchesHtml('mr');
    expect(tooMany).toContain('<html lang="en">');
    expect(tooMany).toContain('<a href="/mr/search">search again</a>');
    expect(tooMany).toContain('<a href="/mr/">Go to the home page</a>');
  });
});
