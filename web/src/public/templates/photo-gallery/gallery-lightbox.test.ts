import { describe, expect, it } from 'vitest';
import { lightboxCounter, loopIndex } from './gallery-lightbox';

describe('gallery lightbox', () => {
  it('counts photos as "%curr% of %total%"', () => {
    expect(lightboxCounter(2, 12)).toBe('3 of 12');
  });

  it('loops past the last photo to the first and before the first to the last', () => {
    expect(loopIndex(11, 1, 12)).toBe(0);
    expect(loopIndex(0, -1, 12)).toBe(11);
    expect(loopIndex(4, 1, 12)).toBe(5);
  });
});
