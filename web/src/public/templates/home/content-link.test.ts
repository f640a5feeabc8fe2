import { describe, expect, it } from 'vitest';
import { contentHref } from './content-link';

describe('contentHref', () => {
  it('keeps web addresses, anchors, mail and phone links as they are', () => {
    for (const link of ['https://example.org/x', 'http://example.org', '#top', 'mailto:a@b.c', 'tel:123']) {
      expect(contentHref(link)).toBe(link);
    }
  });

  it('turns a page route into a root path with one leading slash', () => {
    expect(contentHref('about-us')).toBe('/about-us');
    expect(contentHref('/about-us')).toBe('/about-us');
    expect(contentHref('//about-us')).toBe('/about-us');
  });
});
