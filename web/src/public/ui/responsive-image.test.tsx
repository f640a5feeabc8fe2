// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AboveTheFold, ResponsiveImage, srcSetFor } from './responsive-image';

describe('ResponsiveImage', () => {
  afterEach(cleanup);

  it('falls back from the variants to the original, then to the fallback image', () => {
    const { container } = render(<ResponsiveImage src="/uploads/abc123.png" alt="Logo" fallbackSrc="/static/placeholder.svg" />);
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('srcset')).toContain('/uploads/abc123-320.webp 320w');

    // An image narrower than 320 px has no variants: the original alone is tried next.
    fireEvent.error(img()!);
    expect(img()?.getAttribute('srcset')).toBeNull();
    expect(img()?.getAttribute('src')).toBe('/uploads/abc123.png');

    fireEvent.error(img()!);
    expect(img()?.getAttribute('src')).toBe('/static/placeholder.svg');
  });

  it("gives each variant its true width: one no wider than the original, once", () => {
    expect(srcSetFor('/uploads/abc123.jpg')).toBe('/uploads/abc123-320.webp 320w, /uploads/abc123-640.webp 640w, /uploads/abc123-1280.webp 1280w');
    expect(srcSetFor('/uploads/abc123.jpg', 1600)).toBe('/uploads/abc123-320.webp 320w, /uploads/abc123-640.webp 640w, /uploads/abc123-1280.webp 1280w');
    // A 500 px picture: its '640' and '1280' are the same 500 px file.
    expect(srcSetFor('/uploads/abc123.jpg', 500)).toBe('/uploads/abc123-320.webp 320w, /uploads/abc123-640.webp 500w');
    expect(srcSetFor('/uploads/abc123.jpg', 200)).toBe('/uploads/abc123-320.webp 200w');
    expect(srcSetFor('/static/logo.svg', 500)).toBeUndefined();
  });

  it('hides an image that fails without a fallback', () => {
    const { container } = render(<ResponsiveImage src="/photos/a.jpg" alt="Photo" hideOnError />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
  });

  it('loads the images of the first screen at once and first, the others lazily, unless told', () => {
    const { container } = render(
      <>
        <AboveTheFold>
          <ResponsiveImage src="/uploads/abc123.png" alt="First card" />
        </AboveTheFold>
        <ResponsiveImage src="/uploads/def456.png" alt="Second card" />
        <AboveTheFold>
          <ResponsiveImage src="/uploads/fed789.png" alt="Told otherwise" priority={false} />
        </AboveTheFold>
      </>,
    );
    const [first, second, told] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.getAttribute('fetchpriority')).toBeNull();
    expect(told?.getAttribute('loading')).toBe('lazy');
  });
});
