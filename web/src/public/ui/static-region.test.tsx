// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// The browser hydrates the public pages with Preact (web/build.mjs aliases react to preact/compat):
// the region is checked on the same Preact, through the same aliases.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-dev-runtime'));

const { act } = await import('preact/test-utils');
const { hydrate, render } = await import('preact');
const { useState } = await import('preact/compat');
const { StaticLocation } = await import('../routing/location');
const { StaticRegion, hydrateStatic } = await import('./static-region');

/** The server's markup of a region: the same element, with its children rendered. */
const serverHtml = '<section class="about" data-static=""><h2>About</h2><p>Server text</p></section>';

describe('a static region in the browser (Preact)', () => {
  it('keeps the server DOM while hydrating and on later renders of the same address, then renders its children at another address', () => {
    const root = document.createElement('div');
    root.innerHTML = serverHtml;
    const serverParagraph = root.querySelector('p');
    let setUrl: (url: string) => void = () => undefined;
    let setCount: (n: number) => void = () => undefined;
    function App() {
      const [url, changeUrl] = useState('/about-us');
      const [count, changeCount] = useState(0);
      setUrl = changeUrl;
      setCount = changeCount;
      return (
        <StaticLocation url={url}>
          <StaticRegion as="section" className="about">
            <h2>About</h2>
            <p>Client text {count}</p>
          </StaticRegion>
        </StaticLocation>
      );
    }
    act(() => hydrateStatic('/about-us', () => hydrate(<App />, root)));
    // Not rebuilt from the client's tree: the very same nodes, with the server's text.
    expect(root.querySelector('p')).toBe(serverParagraph);
    expect(root.innerHTML).toBe(serverHtml);
    act(() => setCount(1));
    expect(root.querySelector('p')).toBe(serverParagraph);
    expect(root.querySelector('p')?.textContent).toBe('Server text');
    // Another address: the region renders its children.
    act(() => setUrl('/contact-us'));
    expect(root.querySelector('p')?.textContent).toBe('Client text 1');
    // Back at the first address it stays a rendered region, not an emptied one.
    act(() => setUrl('/about-us'));
    expect(root.querySelector('p')?.textContent).toBe('Client text 1');
    expect(root.querySelector('h2')?.textContent).toBe('About');
  });

  it('renders its children when the visitor moved to another address before the page was hydrated', () => {
    const root = document.createElement('div');
    root.innerHTML = serverHtml;
    act(() =>
      hydrateStatic('/about-us', () =>
        hydrate(
          <StaticLocation url="/contact-us">
            <StaticRegion as="section" className="about">
              <h2>Contact</h2>
              <p>Client text</p>
            </StaticRegion>
          </StaticLocation>,
          root,
        ),
      ),
    );
    expect(root.querySelector('h2')?.textContent).toBe('Contact');
    expect(root.querySelector('p')?.textContent).toBe('Client text');
  });

  it('renders its children when it was not hydrated from the server (a page rendered in the browser first)', () => {
    const root = document.createElement('div');
    act(() =>
      render(
        <StaticLocation url="/">
          <StaticRegion>
            <p>Rendered</p>
          </StaticRegion>
        </StaticLocation>,
        root,
      ),
    );
    expect(root.innerHTML).toBe('<div data-static=""><p>Rendered</p></div>');
  });
});

describe("a static region's images (not hydrated)", () => {
  it('take the steps of ResponsiveImage on failure: the original alone, then the fallback, else nothing or the placeholder', async () => {
    const { repairStaticImage } = await import('./responsive-image');
    const root = document.createElement('div');
    root.innerHTML = [
      '<img id="a" src="/uploads/aa.jpg" srcset="/uploads/aa-320.webp 320w" sizes="100vw" data-fallback="/static/doctor.svg" alt="Dr. A">',
      '<img id="b" src="/uploads/bb.jpg" data-fallback="" data-hide-on-error="" alt="">',
      '<img id="c" src="/uploads/cc.jpg" class="logo" data-fallback="" alt="Logo">',
      '<img id="d" src="/uploads/dd.jpg" alt="Not in a static region">',
    ].join('');
    const a = root.querySelector<HTMLImageElement>('#a')!;
    repairStaticImage(a);
    expect(a.hasAttribute('srcset')).toBe(false);
    expect(a.getAttribute('src')).toBe('/uploads/aa.jpg');
    repairStaticImage(a);
    expect(a.getAttribute('src')).toBe('/static/doctor.svg');
    repairStaticImage(a);
    expect(a.getAttribute('src')).toBe('/static/doctor.svg');
    repairStaticImage(root.querySelector<HTMLImageElement>('#b')!);
    expect(root.querySelector('#b')).toBeNull();
    repairStaticImage(root.querySelector<HTMLImageElement>('#c')!);
    expect(root.querySelector('span.image-placeholder.logo[role="img"][aria-label="Logo"]')).not.toBeNull();
    repairStaticImage(root.querySelector<HTMLImageElement>('#d')!);
    expect(root.querySelector('#d')).not.toBeNull();
  });
});
