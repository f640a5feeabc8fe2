import { describe, expect, it } from 'vitest';
import { keptPreviewQuery } from './language-switch';

describe("the language switch's links on a preview", () => {
  it("keep the studio's preview and a shared preview's token, and nothing else of the address", () => {
    expect(keptPreviewQuery('?studio-preview=experts%2F0123456789abcdef01234567')).toBe('?studio-preview=experts%2F0123456789abcdef01234567');
    expect(keptPreviewQuery('?preview=abc.def&page=2')).toBe('?preview=abc.def');
    expect(keptPreviewQuery('?page=2&q=heart')).toBe('');
    expect(keptPreviewQuery('')).toBe('');
  });
});
