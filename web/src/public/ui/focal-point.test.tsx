// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiDataProvider, ApiDataStore } from '../data/api-data';
import { ResponsiveImage } from './responsive-image';

const hash = '0123456789abcdef';

describe('focal points of uploaded images', () => {
  afterEach(cleanup);

  const experts = { data: [{ imageUrl: `/uploads/${hash}-640.webp` }], message: '1 experts', focalPoints: { [`/uploads/${hash}`]: { x: 48, y: 22 } } };

  it('centres the crop of an image, original or resized copy, on the focal point its listing sent', () => {
    const store = new ApiDataStore({ 'experts/active': experts });
    for (const src of [`/uploads/${hash}-640.webp`, `/uploads/${hash}.jpg`]) {
      const { container, unmount } = render(
        <ApiDataProvider store={store}>
          <ResponsiveImage src={src} alt="Dr. Rao" />
        </ApiDataProvider>,
      );
      expect(container.querySelector('img')?.style.objectPosition, src).toBe('48% 22%');
      unmount();
    }
  });

  it('leaves other images, and images without a provider, to their slot', () => {
    const store = new ApiDataStore({ 'experts/active': experts });
    const { container } = render(
      <ApiDataProvider store={store}>
        <ResponsiveImage src="/uploads/fedcba9876543210.jpg" alt="" />
        <ResponsiveImage src="https://example.org/0123456789abcdef.jpg" alt="" />
      </ApiDataProvider>,
    );
    for (const img of container.querySelectorAll('img')) expect(img.getAttribute('style')).toBeNull();
    const alone = render(<ResponsiveImage src={`/uploads/${hash}.jpg`} alt="" />);
    expect(alone.container.querySelector('img')?.getAttribute('style')).toBeNull();
  });

  it('follows the focal points as listings arrive', async () => {
    const pending = new Promise<unknown>((resolve) => setTimeout(() => resolve(experts), 0));
    const store = new ApiDataStore({}, () => pending);
    const { container } = render(
      <ApiDataProvider store={store}>
        <ResponsiveImage src={`/uploads/${hash}.jpg`} alt="" />
      </ApiDataProvider>,
    );
    expect(container.querySelector('img')?.style.objectPosition).toBe('');
    await act(() => store.load('experts/active'));
    expect(container.querySelector('img')?.style.objectPosition).toBe('48% 22%');
  });
});

describe('sizes of uploaded images', () => {
  afterEach(cleanup);

  const settings = { data: { header_logo: `/uploads/${hash}.png` }, message: 'Site settings', imageSizes: { [`/uploads/${hash}`]: [600, 168] } };
  const sizeOf = (img: Element | null) => [img?.getAttribute('width'), img?.getAttribute('height')];

  it('writes the size the answer sent as the width and height of the image and of its resized copies, so its room is kept before it loads', () => {
    const store = new ApiDataStore({ 'site-settings': settings });
    for (const src of [`/uploads/${hash}.png`, `/uploads/${hash}-640.webp`]) {
      const { container, unmount } = render(
        <ApiDataProvider store={store}>
          <ResponsiveImage src={src} alt="" />
        </ApiDataProvider>,
      );
      expect(sizeOf(container.querySelector('img')), src).toEqual(['600', '168']);
      unmount();
    }
  });

  it("keeps a slot's own frame, and gives an image of unknown size a 4:3 box rather than none", () => {
    const store = new ApiDataStore({ 'site-settings': settings });
    const { container } = render(
      <ApiDataProvider store={store}>
        <ResponsiveImage src={`/uploads/${hash}.png`} alt="" width={480} height={600} />
        <ResponsiveImage src="/static/drawing.svg" alt="" />
      </ApiDataProvider>,
    );
    const [framed, unknown] = container.querySelectorAll('img');
    expect(sizeOf(framed ?? null)).toEqual(['480', '600']);
    expect(sizeOf(unknown ?? null)).toEqual(['1200', '900']);
  });
});
