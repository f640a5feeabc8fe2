import { describe, expect, it } from 'vitest';
import { suggestionCount } from './search-suggestions';

describe('the suggestions count read to screen readers', () => {
  it('says "1 suggestion." and "N suggestions."', () => {
    expect(suggestionCount(1)).toBe('1 suggestion.');
    expect(suggestionCount(0)).toBe('0 suggestions.');
    expect(suggestionCount(4)).toBe('4 suggestions.');
  });
});
