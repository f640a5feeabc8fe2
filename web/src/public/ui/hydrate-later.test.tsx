// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// The browser hydrates the public pages with Preact (web/build.mjs aliases react to preact/compat):
// the deferral is checked on the same Preact, through the same aliases.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-dev-runtime'));

const { act } = await import('preact/test-utils');
const { hydrate, render } = await import('preact');
const { useState } = await import('preact/compat');
const { HydrateLater } = await import('./hydrate-later');
const { hydrateStatic } = await import('./static-region');

/** The server's markup: React marks the Suspense boundary with comments. */
const serverHtml = '<p>Before</p><!--$--><section class="form"><button type="button">Sent 0</button></section><!--/$--><p>After</p>';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section className="form">
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Sent {count}
      </button>
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
  root.innerHTML = serverHtml;
  document.body.append(root);
  return root;
}

describe('a part hydrated later (Preact)', () => {
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

  it('renders its children at once in a page the browser renders itself', () => {
    const root = document.createElement('div');
    act(() => render(<Page />, root));
    expect(root.querySelector('button')?.textContent).toBe('Sent 0');
  });
});
