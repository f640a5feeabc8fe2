// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// The browser hydrates the public pages with Preact (web/build.mjs aliases react to preact/compat):
// the region, and the parts hydrated later (ui/hydrate-later.tsx, which depends on the same
// hydrating render), are checked on the same Preact, through the same aliases.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-dev-runtime'));

const { act } = await import('preact/test-utils');
const { hydrate, render } = await import('preact');
const { useState } = await import('preact/compat');
type ComponentChildren = import('react').ReactNode;
const { StaticLocation } = await import('../routing/location');
const { StaticRegion, hydrateStatic } = await import('./static-region');
const { HydrateLater } = await import('./hydrate-later');

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
      // The test drives the app from outside, as a visitor's navigation and a later update would.
      // eslint-disable-next-line react-hooks/globals
      setUrl = changeUrl;
      // eslint-disable-next-line react-hooks/globals
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
    const { repairStaticImage } = await import('../islands/static-images');
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

/** The server's markup: React marks the Suspense boundary with comments. */
const serverHtmlWithPart = '<p>Before</p><!--$--><section class="form"><button type="button">Sent 0</button></section><!--/$--><p>After</p>';

/** A part with state; `children` follow its button (a static region, in one test). */
function Counter({ children }: { children?: ComponentChildren }) {
  const [count, setCount] = useState(0);
  return (
    <section className="form">
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Sent {count}
      </button>
      {children}
    </section>
  );
}

function Page() {
  return (
    <>
      <p>Before</p>
      <HydrateLater>
        <Counter />
      </HydrateLater>
      <p>After</p>
    </>
  );
}

const idle = () => new Promise<void>((resolve) => setTimeout(resolve, 120));

function serverPage(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = serverHtmlWithPart;
  document.body.append(root);
  return root;
}

describe('a part hydrated later (ui/hydrate-later.tsx), on the same Preact', () => {
  it('keeps the server DOM untouched and inert while the page hydrates, then hydrates it when the browser is idle', async () => {
    const root = serverPage();
    const button = root.querySelector('button');
    act(() => hydrateStatic('/', () => hydrate(<Page />, root)));
    expect(root.querySelector('button')).toBe(button);
    expect(root.querySelectorAll('p')).toHaveLength(2);
    button?.click();
    await act(async () => undefined);
    expect(button?.textContent).toBe('Sent 0');

    await act(idle);
    // The very same nodes, now with their handlers.
    expect(root.querySelector('button')).toBe(button);
    button?.click();
    await act(async () => undefined);
    expect(button?.textContent).toBe('Sent 1');
    expect(root.querySelectorAll('section')).toHaveLength(1);
    root.remove();
  });

  it('hydrates at once when the visitor touches the page, before the click that follows', async () => {
    const root = serverPage();
    const button = root.querySelector('button');
    act(() => hydrateStatic('/', () => hydrate(<Page />, root)));
    await act(async () => {
      button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    button?.click();
    await act(async () => undefined);
    expect(button?.textContent).toBe('Sent 1');
    root.remove();
  });

  it('keeps the server DOM of a static region inside it when it hydrates (a slider of static slides)', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<!--$--><section class="form"><button type="button">Sent 0</button><div class="slide" data-static=""><p>Server slide</p></div></section><!--/$-->';
    document.body.append(root);
    const slideText = root.querySelector('p');
    act(() =>
      hydrateStatic('/', () =>
        hydrate(
          <StaticLocation url="/">
            <HydrateLater>
              <Counter>
                <StaticRegion className="slide">
                  <p>Client slide</p>
                </StaticRegion>
              </Counter>
            </HydrateLater>
          </StaticLocation>,
          root,
        ),
      ),
    );
    // Outside `act`, which would hold Preact's renders back until it ends: in the browser the part's
    // render follows its release in the same task.
    await idle();
    // Hydrated (its button works), and the slide is the server's, node for node, also after an update.
    root.querySelector('button')?.click();
    await act(async () => undefined);
    expect(root.querySelector('button')?.textContent).toBe('Sent 1');
    expect(root.querySelector('p')).toBe(slideText);
    expect(root.querySelector('p')?.textContent).toBe('Server slide');
    root.remove();
  });

  it('renders its children at once in a page the browser renders itself', () => {
    const root = document.createElement('div');
    act(() => render(<Page />, root));
    expect(root.querySelector('button')?.textContent).toBe('Sent 0');
  });
});
