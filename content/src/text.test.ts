import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { excerptWords, plainText } from './text';

describe('excerptWords', () => {
  it('truncates by words and adds "..." only when words were left out', () => {
    expect(excerptWords('one two three four', 2)).toBe('one two...');
    expect(excerptWords('one two three', 3)).toBe('one two three');
    expect(excerptWords('one two', 12)).toBe('one two');
  });

  it('strips tags, decodes entities and collapses spaces', () => {
    const html = '<p>Our <strong>cardiology</strong>&nbsp;team</p><p>treats&amp;cares\n\n for you.</p>';
    expect(excerptWords(html, 3)).toBe('Our cardiology team...');
    expect(excerptWords(html, 20)).toBe('Our cardiology team treats&cares for you.');
  });

  it('keeps words of neighbouring blocks apart and drops scripts', () => {
    expect(plainText('<li>One</li><li>Two</li><script>alert(1)</script>')).toBe('One Two');
  });

  it('gives an empty text for nothing', () => {
    expect(excerptWords('', 5)).toBe('');
    expect(excerptWords(null, 5)).toBe('');
    expect(excerptWords('<p> </p>', 5)).toBe('');
  });
});

describe('plainText on hostile input', () => {
  // The regular-expression version this replaced: the reference for what the text should be.
  const reference = (html: string): string =>
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  // Whole tags and comments only: on unclosed ones the two differ (the regexes, applied one after
  // the other, leave a stray `<!--` or `<p` as text where a browser, and plainText, read markup).
  const pieces = ['>', '<p>', '</p>', '<b>', '</b >', '<br/>', '<script>', '</script>', '</script >', '<style>', '</style>', '<!-- c -->', 'a', ' word ', '&nbsp;', '\n'];

  it('gives the same text as the regular-expression version for markup made of any pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 14 }), (parts) => {
        const html = parts.join('');
        // A script inside a comment (or the reverse) is read in another order by the two.
        fc.pre(!(html.includes('<!--') && /<(script|style)/.test(html)));
        expect(plainText(html)).toBe(reference(html));
      }),
      { seed: 20261123, numRuns: 3000 },
    );
  });

  it.each([
    ['unclosed scripts', '<script>'.repeat(40_000)],
    ['unclosed comments', '<!--'.repeat(40_000)],
    ['unclosed tags', '<p'.repeat(80_000)],
    ['closing tags with no end', '<script></script '.repeat(20_000)],
  ])('reads %s in linear time', (_name, html) => {
    const started = performance.now();
    plainText(html);
    // Quadratic work on these inputs took seconds to minutes; linear work takes milliseconds.
    expect(performance.now() - started).toBeLessThan(250);
  });
});
