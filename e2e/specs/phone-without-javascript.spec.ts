import { expect, test } from '@playwright/test';
import { demoPages, type DemoPage } from '../harness/demo-pages';

/**
 * Issue 43: a patient's phone with JavaScript off (a slow phone whose script has not arrived, or a
 * browser with it disabled) sees every public template no wider than the phone, in English and
 * in Hindi. The home page was 504 px wide on a 390 px phone (Hindi 493 px): the header's menu,
 * laid out by the script, stood in a row.
 */

const phoneWidth = 390;
let pages: DemoPage[] = [];
test.beforeAll(async ({ baseURL }) => {
  pages = await demoPages(baseURL ?? '');
});

test('no public template scrolls sideways on a 390 px phone without JavaScript, in English or in Hindi', async ({ browser }) => {
  test.setTimeout(pages.length * 2 * 4_000);
  const context = await browser.newContext({ viewport: { width: phoneWidth, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
  const page = await context.newPage();
  const wide: string[] = [];
  for (const language of ['', '/hi']) {
    for (const demo of pages) {
      const path = `${language}${demo.path === '/' && language ? '' : demo.path}`;
      await page.goto(path);
      // Compared with the phone's width, not the window's: a phone's browser widens its layout to
      // fit what sticks out (and zooms out), so innerWidth grows with the page.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > phoneWidth) wide.push(`${demo.name} (${path}): ${scrollWidth} px in ${phoneWidth} px`);
    }
  }
  await context.close();
  expect(wide).toEqual([]);
});
