import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoPages, type DemoPage } from '../harness/demo-pages';
import { least, overflowing, phone, smallTargets, telHref } from './helpers/phone';
import { gotoSettled } from './helpers/navigation';

/**
 * Issue 30: the demo pages as a patient's phone shows them. Nothing is wider than the phone (the
 * home Insurance grid was 1 px wider at 390 px), a doctor's page offers Book an appointment on its
 * first screen, and a doctor's portrait is sharp on a 3× screen. The same visit at 390 px checks
 * the tap targets of the English pages (issue 43; the Hindi ones: phone-tap-targets.spec.ts), the
 * emergency number in the header's first screen and the landmarks' unique names (issue 30; the
 * wide screen's: public-header-first-tap.spec.ts): one visit of each page for all of them.
 */

interface Settings {
  site_phone_no_1: string;
  emergency_phone: string;
  emergency_label: string;
}

let pages: DemoPage[] = [];
let settings: Settings;
test.beforeAll(async ({ baseURL, request }) => {
  pages = await demoPages(baseURL ?? '');
  settings = ((await (await request.get('/api/admin/site-settings')).json()) as { data: Settings }).data;
});

/** The emergency number in the header: a tap-to-call link with its label, whole in the phone's first screen, apart from the general line. */
async function emergencyProblems(page: Page, width: number): Promise<string[]> {
  const header = page.locator('header').first();
  const emergency = header.getByRole('link', { name: new RegExp(`^${settings.emergency_label || 'Emergency'}`) });
  if ((await emergency.count()) !== 1) return [`${await emergency.count()} emergency links in the header`];
  const out: string[] = [];
  if ((await emergency.getAttribute('href')) !== telHref(settings.emergency_phone)) out.push(`the emergency link calls ${await emergency.getAttribute('href')}`);
  if (!(await emergency.textContent())?.includes(settings.emergency_phone)) out.push('the emergency link does not show the number');
  const box = await emergency.boundingBox();
  if (!box || box.y < 0 || box.x < 0 || box.y + box.height > 844 || box.x + box.width > width) out.push(`the emergency link is not whole in the first screen: ${JSON.stringify(box)}`);
  const general = header.getByRole('link', { name: `Phone: ${settings.site_phone_no_1}` });
  if ((await general.getAttribute('href')) !== telHref(settings.site_phone_no_1)) out.push('the general line is not a link of its own');
  return out;
}

for (const width of [390, 360]) {
  const taps = width === 390;
  test(`no demo page is wider than a ${width} px phone${taps ? `, every tap target on it is at least ${least}×${least} px, the emergency number is in its first screen and its landmarks have unique names` : ''}`, async ({ browser }) => {
    test.setTimeout(pages.length * 6_000);
    const context = await browser.newContext(phone(width));
    const page = await context.newPage();
    const over: string[] = [];
    const small: string[] = [];
    const header: string[] = [];
    for (const demo of pages) {
      await gotoSettled(page, demo.path);
      for (const line of await overflowing(page)) over.push(`${demo.name} (${demo.path}): ${line}`);
      if (taps) {
        for (const line of await smallTargets(page)) small.push(`${demo.path}: ${line}`);
        for (const line of await emergencyProblems(page, width)) header.push(`${demo.path}: ${line}`);
        const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
        for (const violation of landmarks.violations) for (const node of violation.nodes) header.push(`${demo.path}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
      }
    }
    await context.close();
    expect(over).toEqual([]);
    expect(small).toEqual([]);
    expect(header).toEqual([]);
  });
}

test("a doctor's page shows Book an appointment on a phone's first screen, before its script runs", async ({ browser }) => {
  const doctor = pages.find((p) => p.name === 'doctor');
  expect(doctor).toBeDefined();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(doctor?.path ?? '/');
  const book = page.getByRole('main').getByRole('link', { name: 'Book an appointment' });
  await expect(book).toBeVisible();
  const box = await book.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  await context.close();
});

test("a doctor's portrait is sharp on a 3× phone screen: the file it loads has a device pixel for each of the screen's", async ({ browser, baseURL }) => {
  // A doctor with a photo (the demo's first doctor has none).
  const experts = (await (await fetch(`${baseURL}/api/admin/experts/active`)).json()) as { data: { slug: string; imageUrl?: string; departments?: { slug: string }[] }[] };
  const withPhoto = experts.data.find((e) => e.imageUrl && e.departments?.[0]);
  expect(withPhoto).toBeDefined();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`/our-experts/${withPhoto?.departments?.[0]?.slug}/${withPhoto?.slug}`);
  const portrait = page.getByRole('main').locator('article img').first();
  await expect(portrait).toHaveJSProperty('complete', true);
  const shown = await portrait.evaluate(async (img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    // The file's own pixels: an image chosen from a srcset reports its size divided by the density it was picked for.
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return { naturalWidth: file.naturalWidth, naturalHeight: file.naturalHeight, width: box.width, height: box.height, src: img.currentSrc };
  });
  // The picture covers its 4:5 frame: the file must be as wide and as tall as the frame in device pixels (a tenth of leeway).
  const scale = Math.max((shown.width * 3) / shown.naturalWidth, (shown.height * 3) / shown.naturalHeight);
  expect(scale, `${shown.src} (${shown.naturalWidth}×${shown.naturalHeight}) in a ${shown.width.toFixed(0)}×${shown.height.toFixed(0)} px frame at 3×`).toBeLessThanOrEqual(1.1);
  await context.close();
});
