import { expect, type Locator, type Page } from '@playwright/test';

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
