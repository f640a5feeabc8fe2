import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * Issue 4, tried as a new user would: the demo hospital (E2E_SEED=demo, the default) answers
 * every URL of its sitemap with a page that loads without console errors or broken images, and
 * the studio's dashboard counts something on every card.
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

/** Scrolls down the page so lazy images load, then lists the ones that failed. */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const step = Math.max(window.innerHeight * 0.8, 400);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  return page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll('img')).filter((img) => img.currentSrc || img.getAttribute('src'));
    // Wait (briefly) for the images that started loading after the scroll.
    await Promise.all(
      images.map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              img.addEventListener('load', () => resolve(), { once: true });
              img.addEventListener('error', () => resolve(), { once: true });
              setTimeout(resolve, 5000);
            }),
      ),
    );
    // An image the page hid after an error (its fallback) is not shown broken to anyone.
    const visible = (img: HTMLImageElement) => img.getClientRects().length > 0 && getComputedStyle(img).visibility !== 'hidden';
    return images
      .filter((img) => img.complete && img.naturalWidth === 0 && visible(img))
      .map((img) => img.currentSrc || img.getAttribute('src') || '');
  });
}

test('every URL of the sitemap answers 200 with no console error, no broken image and no missing class name', async ({ page, request, baseURL }) => {
  test.setTimeout(20 * 60_000);
  const base = baseURL ?? process.env.E2E_BASE_URL ?? '';
  await stubThirdParties(page, base);
  const paths = await sitemapPaths(base, request);
  // The seed's pages (44) and its records with pages of their own (leaders, blogs, events…).
  expect(paths.length).toBeGreaterThan(150);

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
    // A class name from a style sheet that lacks it renders as "undefined".
    for (const name of new Set(((await response?.text()) ?? '').match(/class="[^"]*\b(?:undefined|null)\b[^"]*"/g) ?? [])) problems.push(`${path}: ${name}`);
    await expect(page.locator('main'), path).toBeVisible();
    for (const src of await brokenImages(page)) problems.push(`${path}: broken image ${src}`);
  }
  expect(problems).toEqual([]);
});

test('the dashboard shows a non-zero count on all twelve cards', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(process.env.E2E_ADMIN_EMAIL ?? '');
  await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  for (const title of dashboardCards) {
    const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card, title).toHaveCount(1);
    // Counts animate up from 0 over two seconds; any non-zero number means the total is not 0.
    await expect(card.locator('p'), title).toHaveText(/^[1-9][0-9]*$/);
  }
});
