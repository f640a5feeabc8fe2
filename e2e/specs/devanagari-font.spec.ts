import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 32's font budget: a page with Devanagari on it loads at most 30 KB more web font than the
 * same page in English, and a page with none never downloads the Devanagari face (its
 * `unicode-range` keeps it away), measured in Chromium as a phone opens each page afresh.
 */
const extraFontBudgetKb = 30;
const devanagariFont = /devanagari-subset[^/]*\.woff2$/;

/** The web fonts a fresh page downloads: address and bytes. */
async function fontsOf(page: Page, path: string): Promise<{ url: string; kb: number }[]> {
  const fonts: Promise<{ url: string; kb: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'font') return;
    fonts.push(
      (async () => {
        const response = await request.response();
        return { url: request.url(), kb: ((await response?.body())?.length ?? 0) / 1024 };
      })(),
    );
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(fonts);
}

/** Every layout shift since the page began that no input caused (the browser buffers them). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );

const total = (fonts: { kb: number }[]) => fonts.reduce((sum, f) => sum + f.kb, 0);

/** The same page with English words and with Devanagari ones. */
const doctor = '/our-experts/cardiology/dr-arvind-menon';
const pairs = [
  { english: '/search?q=heart', devanagari: `/search?q=${encodeURIComponent('हृदय')}`, text: 'हृदय' },
  // The same doctor's page in English and in Hindi (issue 32: a Hindi page loads at most 30 KB more font).
  { english: doctor, devanagari: `/hi${doctor}`, text: 'डॉ. अरविंद मेनन' },
];

test('English pages never download the Devanagari face', async ({ browser }) => {
  for (const path of ['/', '/find-a-doctor', '/book-an-appointment', ...pairs.map((p) => p.english)]) {
    const context = await browser.newContext();
    const fonts = await fontsOf(await context.newPage(), path);
    console.log(`${path}: fonts ${total(fonts).toFixed(1)} KB (${fonts.map((f) => f.url.split('/').pop()).join(', ')})`);
    expect(fonts.filter((f) => devanagariFont.test(f.url)), path).toEqual([]);
    await context.close();
  }
});

test(`a page in Devanagari loads the Devanagari face from our own origin, at most ${extraFontBudgetKb} KB more font than in English`, async ({ browser, baseURL }) => {
  for (const pair of pairs) {
    const english = await browser.newContext();
    const englishFonts = await fontsOf(await english.newPage(), pair.english);
    await english.close();
    const devanagari = await browser.newContext();
    const page = await devanagari.newPage();
    const devanagariFonts = await fontsOf(page, pair.devanagari);
    await expect(page.getByText(pair.text).first()).toBeVisible();
    // The face and its fallback share their line metrics, and `optional` never swaps: nothing moves.
    expect(await layoutShift(page), pair.devanagari).toBe(0);
    const face = devanagariFonts.filter((f) => devanagariFont.test(f.url));
    expect(face, pair.devanagari).toHaveLength(1);
    expect(new URL(face[0]!.url).origin).toBe(new URL(baseURL ?? '').origin);
    const extra = total(devanagariFonts) - total(englishFonts);
    console.log(`${pair.devanagari}: fonts ${total(devanagariFonts).toFixed(1)} KB, ${extra.toFixed(1)} KB more than ${pair.english} (budget ${extraFontBudgetKb} KB)`);
    expect(extra).toBeLessThanOrEqual(extraFontBudgetKb);
    await devanagari.close();
  }
});
