import { expect, test, type Page } from '@playwright/test';
import { contentTypes } from '@hospital/content/registry';
import { signInToAdmin } from './helpers/admin';
import { waitForHydrated } from './helpers/navigation';

/**
 * The studio runs under a strict Content-Security-Policy (no eval, our scripts only). A library
 * that merely probes for `new Function` inside a try (zod's fast path did) is reported as a
 * `script-src` violation although nothing breaks, which would hide a real one. Every screen of the
 * studio, the edit screen of each content type included, must open without a single report.
 */

/** Collects the page's CSP violation reports and the console's CSP errors, across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/** Waits until the screen has loaded what it shows: its code and data have come once nothing shows as loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main, [role="main"], form, h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/** Loads a studio address from the server and waits until its screen has loaded what it shows. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/** What the studio shows under its header: it differs from one screen to the next. */
const screenText = (page: Page) => page.evaluate(() => (document.querySelector('main') ?? document.body).innerText);

/**
 * Opens a studio address inside the loaded studio, as its menu does (the router follows the
 * history), and waits until the screen shown is another one and has loaded what it shows: the
 * screen's code runs as after a load of the address, without loading the studio again each time.
 */
async function navigate(page: Page, path: string): Promise<void> {
  const here = await page.evaluate(() => location.pathname + location.search);
  if (here === path) return settled(page);
  const before = await screenText(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect.poll(() => screenText(page), { message: `${path} shows a screen of its own` }).not.toBe(before);
  await settled(page);
}

test('no screen of the studio reports a Content-Security-Policy violation', async ({ page }) => {
  test.setTimeout(360_000);
  const violations = await watchViolations(page);

  // Before signing in: the sign-in screen and the set-password screen of a one-time link.
  await visit(page, '/admin');
  await visit(page, '/admin/set-password?token=not-a-real-token');

  const token = await signInToAdmin(page);
  const screens = ['/admin/dashboard', '/admin/search', '/admin/users', '/admin/activity', '/admin/no/such/screen'];
  for (const type of contentTypes) {
    screens.push(`/admin/${type.adminPath}`);
    if (type.kind !== 'collection') continue;
    const base = `/admin/${type.adminEditPath ?? type.adminPath}`;
    screens.push(`${base}/create`);
    const list = await page.request.get(`/api/admin/${type.key}?limit=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(list.status(), `GET ${type.key}`).toBe(200);
    const first = ((await list.json()) as { data: { _id: string }[] }).data[0];
    if (first) screens.push(`${base}/edit/${first._id}`);
  }
  expect(screens.filter((path) => path.includes('/edit/')).length, 'the demo hospital has records to edit').toBeGreaterThan(10);
  // The studio's main screens show its navigation, and a doctor's create screen, with the rich-text
  // editor and the image picker, offers Save (the headers of each answer: server/test/security-headers.test.ts).
  const withNavigation = new Set(['/admin', '/admin/pages', '/admin/experts', '/admin/medias', '/admin/menus', '/admin/site-settings']);
  // The signed-in studio loaded once from the server (and an edit screen, the heaviest, by its
  // address too); every screen then opened inside it, its code and data loaded as by an address.
  await visit(page, '/admin');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const firstEdit = screens.find((path) => path.includes('/edit/'));
  if (firstEdit) await visit(page, firstEdit);
  for (const path of screens) {
    await navigate(page, path);
    if (withNavigation.has(path)) await expect(page.getByRole('navigation').first()).toBeVisible();
    if (path === '/admin/experts/create') await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  }
  for (const path of withNavigation) expect(['/admin', ...screens], 'a screen of the merged check').toContain(path);
  expect(screens).toContain('/admin/experts/create');
  expect(violations).toEqual([]);
});

test('a public form checked in the browser reports no Content-Security-Policy violation either (zod loads, jitless, with the validation)', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  await waitForHydrated(form);
  // An empty submit (the demo names its button): the validation's chunk (zod and the forms' schemas) loads and checks the form.
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('p').getByText('Name is required.', { exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});
