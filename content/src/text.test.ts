import { describe, expect, it } from 'vitest';
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
