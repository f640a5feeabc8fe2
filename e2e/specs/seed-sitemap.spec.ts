import { expect, test, type Page, type Route } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';

/**
 * Issue 4, tried as a new user would: the demo hospital (E2E_SEED=demo, the default) shows one
 * page of each kind of its sitemap without console errors, failed requests or broken images once
 * the browser has run its scripts, and the studio's dashboard counts something on every card.
 * What the server answers for every URL of the sitemap (200, a <main>, no missing class name,
 * every picture, script and style sheet it names) is checked over HTTP by
 * server/test/demo-sitemap-walk.test.ts.
 */

const dashboardCards = [
  'Total Pages',
  'Total Banner',
  'Total Gallery List',
  'Total Experts',
  'Total Events',
  'Total FAQs',
  'Total Leaders',
  'Total Camps',
  'Total Hospital Facilities',
  'Total Media Coverages',
  'Total Hiring',
  'Total Announcements',
];

// A transparent 1 × 1 PNG.
const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The test machine has no network: answers for third-party hosts (video thumbnails, the map
 * embed, the visitor-IP lookup) are stubbed, so only our own pages and files are judged.
 */
async function stubThirdParties(page: Page, baseUrl: string): Promise<void> {
  const ownOrigin = new URL(baseUrl).origin;
  await page.route(
    (url) => url.origin !== ownOrigin && /^https?:$/.test(url.protocol),
    (route: Route) => {
      const type = route.request().resourceType();
      if (type === 'image') return route.fulfill({ status: 200, contentType: 'image/png', body: pixel });
      if (type === 'document') return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ip: '203.0.113.1' }) });
    },
  );
}

/** Every URL path of /sitemap.xml, home first. */
async function sitemapPaths(baseUrl: string, request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), baseUrl).pathname);
  return [...new Set(paths)];
}

/**
 * One page of each kind: every page of one segment (each has a template of its own) and the first
 * record page of each listing (/blogs/…, /our-experts/…/…): the records of one listing are drawn
 * by the same code. Every URL's answer, HTML and pictures are checked over HTTP by
 * server/test/demo-sitemap-walk.test.ts.
 */
function onePageOfEachKind(paths: string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const segments = path.split('/').filter(Boolean);
    const language = segments[0] === 'hi' ? segments.shift() : 'en';
    const kind = segments.length <= 1 ? path : `${language} ${segments.length} ${segments[0]}`;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/** Scrolls down the page a frame at a time (what shows on scrolling is drawn), has every image loaded, waits until each has loaded or failed, then lists the visible ones that failed. */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const step = Math.max(window.innerHeight * 0.8, 400);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    // Images still deferred (a slide not shown yet) are asked for now, so each settles.
    for (const img of Array.from(document.querySelectorAll('img'))) if (img.loading === 'lazy') img.loading = 'eager';
  });
  // Every image settled: loaded or failed.
  await page.waitForFunction(() => Array.from(document.querySelectorAll('img')).every((img) => !(img.currentSrc || img.getAttribute('src')) || img.complete));
  return page.evaluate(() => {
    const images = Array.from(document.querySelectorAll('img')).filter((img) => img.currentSrc || img.getAttribute('src'));
    // An image the page hid after an error (its fallback) is not shown broken to anyone.
    const visible = (img: HTMLImageElement) => img.getClientRects().length > 0 && getComputedStyle(img).visibility !== 'hidden';
    return images.filter((img) => img.complete && img.naturalWidth === 0 && visible(img)).map((img) => img.currentSrc || img.getAttribute('src') || '');
  });
}

test('one page of each kind in the sitemap loads with no console error, no failed request and no broken image once hydrated', async ({ page, request, baseURL }) => {
  test.setTimeout(8 * 60_000);
  const base = baseURL ?? process.env.E2E_BASE_URL ?? '';
  await stubThirdParties(page, base);
  const all = await sitemapPaths(base, request);
  // The seed's pages (44) and its records with pages of their own (leaders, blogs, events…).
  expect(all.length).toBeGreaterThan(150);
  const paths = onePageOfEachKind(all);
  expect(paths.length).toBeGreaterThan(40);

  let current = '';
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(base) && response.status() >= 400) problems.push(`${current}: ${response.status()} for ${response.url()}`);
  });

  for (const path of paths) {
    current = path;
    const response = await page.goto(path, { waitUntil: 'load' });
    if (response?.status() !== 200) problems.push(`${path}: answered ${response?.status() ?? 'nothing'}`);
    await expect(page.locator('main'), path).toBeVisible();
    for (const src of await brokenImages(page)) problems.push(`${path}: broken image ${src}`);
  }
  expect(problems).toEqual([]);
});

test('the dashboard shows a non-zero count on all twelve cards', async ({ page }) => {
  // Signed in through the API (the sign-in screen has specs of its own).
  await signInToAdmin(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  for (const title of dashboardCards) {
    const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card, title).toHaveCount(1);
    // Counts animate up from 0 over two seconds; any non-zero number means the total is not 0.
    await expect(card.locator('p'), title).toHaveText(/^[1-9][0-9]*$/);
  }
});
