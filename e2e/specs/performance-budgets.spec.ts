import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { demoPages, type DemoPage } from '../harness/demo-pages';
import { gotoSettled } from './helpers/navigation';

/**
 * Issue 19's deterministic budgets, on the demo page of every public template and record view, as
 * a phone opens it for the first time: the figures that do not move with the machine's load (the
 * scores and timings are `npm run lighthouse`'s). KB are gzip level 9 of what the page loaded. The
 * HTML's own bytes need no browser: server/test/page-html-bytes.test.ts.
 */
const budgets = {
  /** JavaScript the page loads until it has settled (helpers/navigation.ts gotoSettled), any page. */
  javaScriptKb: 125,
  /** The home page's JavaScript. */
  homeJavaScriptKb: 60,
  /** Style sheets, inline and linked. */
  cssKb: 12,
  /** Web fonts (woff2, already compressed). */
  fontKb: 40,
  /** Style sheets or scripts in <head> that hold the first paint back. */
  renderBlocking: 1,
};

const phone = { width: 412, height: 823 };

interface Loaded {
  url: string;
  type: 'script' | 'stylesheet' | 'font';
}

async function openAsPhone(page: Page, path: string): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet' || type === 'font') loaded.push({ url: request.url(), type });
  });
  await page.setViewportSize(phone);
  await gotoSettled(page, path);
  return loaded;
}

const gzipKb = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length / 1024;

/** Tags in the server's <head> that block rendering: style sheets for every medium, classic scripts. */
function renderBlocking(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  // A `disabled` link is never fetched (it marks a sheet inlined above it); one for another medium does not block.
  const sheets = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bdisabled\b|\bmedia="(?!all")/.test(tag));
  const scripts = [...head.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\b(?:async|defer)\b|type="(?:module|application\/(?:ld\+)?json)"/.test(tag));
  return [...sheets, ...scripts];
}

let pages: DemoPage[] = [];
test.beforeAll(async ({ baseURL }) => {
  pages = await demoPages(baseURL ?? '');
});

test('every template and record view has a demo page to measure', () => {
  expect(pages.map((p) => p.name)).toEqual(expect.arrayContaining(['home', 'find-a-doctor', 'book-appointment', 'doctor', 'blog post', 'search']));
});

test('every demo page keeps to the JavaScript, CSS, font and render-blocking budgets, with every image sized', async ({ browser, request }) => {
  test.setTimeout(pages.length * 15_000);
  const over: string[] = [];
  for (const demo of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = await openAsPhone(page, demo.path);
    const html = await (await request.get(demo.path)).text();
    const bodies = async (type: Loaded['type']) =>
      Promise.all([...new Set(loaded.filter((l) => l.type === type).map((l) => l.url))].map(async (url) => (await request.get(url)).body()));
    const js = (await bodies('script')).reduce((sum, body) => sum + gzipKb(body), 0);
    const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('');
    const css = (await bodies('stylesheet')).reduce((sum, body) => sum + gzipKb(body), 0) + (inlineCss ? gzipKb(Buffer.from(inlineCss)) : 0);
    const fonts = (await bodies('font')).reduce((sum, body) => sum + body.length / 1024, 0);
    const unsized = await page.$$eval('img', (images) =>
      images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).map((image) => image.getAttribute('src') ?? ''),
    );
    const blocking = renderBlocking(html);
    // Every shift since the page began (the browser buffers them), none caused by input: printed,
    // not held to a budget, as it can depend on when a lazy image or a chunk arrives.
    const shift = await page.evaluate(() => {
      // Buffered entries are handed to the observer as it starts observing: taken at once, no waiting.
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
      observer.disconnect();
      return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
    });
    const jsBudget = demo.name === 'home' ? budgets.homeJavaScriptKb : budgets.javaScriptKb;
    const name = `${demo.name} (${demo.path})`;
    console.log(`${name}: JS ${js.toFixed(1)} KB, CSS ${css.toFixed(1)} KB, fonts ${fonts.toFixed(1)} KB, ${blocking.length} blocking, ${unsized.length} unsized images, layout shift ${shift.toFixed(3)}`);
    if (js > jsBudget) over.push(`${name}: ${js.toFixed(1)} KB of JavaScript, budget ${jsBudget} KB`);
    if (css > budgets.cssKb) over.push(`${name}: ${css.toFixed(1)} KB of CSS, budget ${budgets.cssKb} KB`);
    if (fonts > budgets.fontKb) over.push(`${name}: ${fonts.toFixed(1)} KB of fonts, budget ${budgets.fontKb} KB`);
    if (unsized.length) over.push(`${name}: images without width and height: ${unsized.join(', ')}`);
    if (blocking.length > budgets.renderBlocking) over.push(`${name}: ${blocking.length} render-blocking tags: ${blocking.join(' ')}`);
    // The page's scripts are asked for by its boot script once it has painted, never by its markup.
    const early = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    if (early.length) over.push(`${name}: scripts asked for before the first paint: ${early.join(' ')}`);
    await context.close();
  }
  expect(over).toEqual([]);
});

test("a blog post embeds none of the list (no island reads it), and its Recent Posts lead on to posts with their own Recent Posts", async ({ page }) => {
  const post = pages.find((p) => p.name === 'blog post');
  expect(post).toBeDefined();
  await page.goto(post?.path ?? '/');
  // Islands (issue 47): the page embeds only what its islands read; the post and its side list are HTML.
  const embedded = JSON.parse((await page.locator('#__DATA__').textContent()) ?? '{}') as Record<string, { data?: unknown[] }>;
  expect(embedded['blogs/active']).toBeUndefined();
  const recent = page.getByRole('complementary', { name: 'Recent Posts' });
  const next = recent.getByRole('link').first();
  const title = (await next.textContent()) ?? '';
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The next post's page, from the server: its side list leaves itself out.
  await expect(page.getByRole('complementary', { name: 'Recent Posts' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Recent Posts' }).getByRole('link', { name: title, exact: true })).toHaveCount(0);
});
