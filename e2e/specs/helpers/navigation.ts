import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** A path no page has: the not-found page, which still loads the site's pages list. */
const startPath = '/e2e-client-side-start';

/**
 * Opens `path` by navigating inside the already hydrated app instead of loading it from the
 * server, so the page's lists are fetched by the browser, where `page.route` can answer them
 * (a server-rendered page embeds its data and fetches nothing).
 */
export async function gotoClientSide(page: Page, path: string): Promise<void> {
  await page.goto(startPath);
  // The template chunks and hydration are done once the network has been quiet for a while.
  await page.waitForLoadState('networkidle');
  const startTitle = await page.title();
  await expect(async () => {
    await page.evaluate((target) => {
      if (window.location.pathname !== target) window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    // The router took the navigation once the head manager has given the new page its title.
    await expect(page).not.toHaveTitle(startTitle, { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Loads `path` until `check` passes. Cached pages are rendered again in the background after a
 * change and may be served as they were for a few seconds (never more than 5), so a page that
 * must show a change is asked for again until it does.
 */
export async function gotoUntil(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 10_000 });
}

/** Fails the API path with a status (500 by default) until `unroute`. */
export async function failApi(page: Page, apiPath: string, status = 500, body: unknown = {}): Promise<void> {
  await page.route(`**/api/admin/${apiPath}`, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));
}

/** Answers the API path with a body (e.g. `{ data: [] }` for an empty list). */
export async function answerApi(page: Page, apiPath: string, body: unknown): Promise<void> {
  await page.route(`**/api/admin/${apiPath}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }));
}

/** Collects the browser console's error lines, for the internal messages of SPEC §8. */
export function consoleErrors(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') lines.push(message.text());
  });
  return lines;
}

/**
 * Loads a server-rendered page and waits until the browser has hydrated it (the template chunk and
 * React have loaded and the network is quiet), so clicks reach React's handlers.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * Whether the page's script has started the island an element is part of: an island's part is
 * marked `data-started` once its script has mounted it (issue 47, web/src/public/islands/start.ts).
 * Only that mark counts: Playwright itself leaves `__playwright_target__` on an element it has
 * touched, so "any `__` property" (Preact's bookkeeping) passed for an island that had not started.
 */
export const hydrated = (target: Locator): Promise<boolean> =>
  target.evaluate((node) => Boolean(node.closest('[data-island]')?.hasAttribute('data-started')));

/**
 * Waits until an island's part is started, so a click reaches its script rather than making the
 * plain post or link it makes without JavaScript. Islands start when the visitor reaches for them
 * (a focus inside), and the islands' entry itself is asked for only after the first paint, which
 * can come after the page's `load` on a loaded machine: a focus before it is not seen, so the
 * focus is given again until the part is started.
 */
export async function waitForHydrated(target: Locator): Promise<void> {
  await expect(async () => {
    await target.dispatchEvent('focusin');
    await expect.poll(() => hydrated(target), { timeout: 2_000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
}

/** The islands that start as they come near the screen (web/src/public/islands/start.ts, `'visible'`). */
const startsWhenVisible = ['carousel', 'filters', 'language', 'load-more'];

/**
 * Loads a public page and waits until it has settled as a visitor sees it: loaded, its islands'
 * entry run, every island that starts as it comes near the screen and is near it started, its
 * fonts in, and no request of the page's still open. The condition itself, where
 * `networkidle` waited 500 ms after the last request on every page (a walk of the demo's 50-odd
 * pages waited half a minute for nothing).
 */
export async function gotoSettled(page: Page, path: string): Promise<void> {
  const open = new Set<Request>();
  const opened = (request: Request) => {
    const from = request.redirectedFrom();
    if (from) open.delete(from);
    open.add(request);
  };
  const closed = (request: Request) => open.delete(request);
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  const settledInPage = () =>
    page.evaluate((kinds) => {
      if (document.fonts.status !== 'loaded') return false;
      const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
      // The boot script asks for the islands' entry once the page has painted.
      if (boot && !document.querySelector(`script[type="module"][src="${boot.dataset.entry ?? ''}"]`)) return false;
      if (boot && performance.getEntriesByName(new URL(boot.dataset.entry ?? '', location.href).href).length === 0) return false;
      const near = (element: Element) => {
        const box = element.getBoundingClientRect();
        // An island laid out as `display: contents` has no box of its own: its children's.
        const boxes = box.width || box.height ? [box] : Array.from(element.children).map((child) => child.getBoundingClientRect());
        return boxes.some((b) => (b.width || b.height) && b.bottom > -200 && b.top < window.innerHeight + 200 && b.right > -200 && b.left < window.innerWidth + 200);
      };
      const islands = Array.from(document.querySelectorAll('[data-island]'));
      return islands.every((island) => !kinds.includes(island.getAttribute('data-island') ?? '') || island.hasAttribute('data-started') || !near(island));
    }, startsWhenVisible);
  // Settled twice in a row, 50 ms apart: a request that follows another (an island's chunk after the
  // entry) is asked for by then.
  let times = 0;
  const settled = async () => {
    times = open.size === 0 && (await settledInPage()) ? times + 1 : 0;
    return times >= 2;
  };
  try {
    await page.goto(path);
    await expect.poll(settled, { intervals: [50], timeout: 20_000, message: `${path} settles: its requests done, its fonts in, its visible islands started` }).toBe(true);
  } finally {
    page.off('request', opened);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  }
}
