import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, busyDepartment } from './helpers/api';

// Issue 30's journey, whole, as a patient on a phone makes it: the menu → Find a Doctor → a
// department → page 2 → a doctor → Book an appointment → the confirmation with its reference →
// a refresh, which books nothing more. Once with JavaScript off, once with it on, each control
// tapped as soon as it is on the screen (the page not waited for).

const phone = { width: 390, height: 844 };

/** A Tuesday to Thursday at least three days ahead, as DD-MM-YYYY: inside the demo's outpatient hours at 10:30 am. */
const visitDay = (() => {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  while (![2, 3, 4].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return `${String(day.getUTCDate()).padStart(2, '0')}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${day.getUTCFullYear()}`;
})();
let token = '';

test.beforeAll(async ({ request }) => {
  token = await apiLogin(request);
});

async function entriesFrom(request: APIRequestContext, email: string): Promise<{ reference?: string }[]> {
  const response = await request.get(`/api/admin/form-entries?q=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { reference?: string }[] }).data;
}

async function journey(page: Page, request: APIRequestContext, goto: (path: string) => Promise<unknown>): Promise<void> {
  const department = await busyDepartment(request);
  const email = `journey.${Math.random().toString(36).slice(2, 8)}@example.org`;
  await goto('/');
  const burger = page.locator('header details:has(> nav[aria-label="Main"]) > summary');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await burger.click();
  await nav.locator('summary[aria-label="Our Doctors submenu"]').click();
  await nav.getByRole('link', { name: 'Find a Doctor', exact: true }).click();
  await expect(page).toHaveURL(/\/find-a-doctor$/);

  await page.getByRole('combobox', { name: 'Department' }).selectOption(department.slug);
  // Without JavaScript the filter is applied by its button; with it, at once (the button is then not needed).
  // On the slow phone the script may arrive between the look and the tap: it then adopts the
  // department chosen before it ran and applies it itself, and the button gives way to Clear Filter.
  const apply = page.getByRole('button', { name: 'Apply Filter' });
  if (await apply.isVisible()) await apply.click({ timeout: 10_000 }).catch(() => undefined);
  await expect(page).toHaveURL(new RegExp(`department=${department.slug}`));
  const cards = page.getByRole('list', { name: 'Doctors' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await page.getByRole('link', { name: 'Load More' }).click();
  await expect(page).toHaveURL(new RegExp(`department=${department.slug}&page=2`));
  await expect(cards.nth(6)).toBeVisible();
  const name = (await cards.nth(6).getByRole('heading').innerText()).trim();
  await cards.nth(6).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Book an appointment' }).first().click();
  await expect(page).toHaveURL(/[?&]doctor=/);
  const form = page.getByRole('form', { name: 'Appointment form' });
  await form.getByLabel('Name (required)').fill('Lakshmi Nair');
  await form.getByLabel('Phone number (required)').fill(`98${String(10_000_000 + Math.floor(Math.random() * 80_000_000))}`);
  await form.getByLabel('Email (required)').fill(email);
  // A doctor with an OPD schedule (issue 33) offers their free slots; any other takes a typed time.
  const slot = form.getByRole('radio').first();
  const typed = form.getByRole('textbox', { name: 'Date & Time (required)' });
  await expect(slot.or(typed)).toBeVisible();
  if (await slot.isVisible()) await slot.check();
  else await typed.fill(`${visitDay} 10:30 am`);
  // The doctor chosen on their page is already chosen here.
  await expect(form.getByLabel('Doctor (required)')).toHaveValue(/.+/);
  await form.locator('button[type="submit"]').click();

  const thanks = page.getByText('Thank You!');
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await entriesFrom(request, email)).length).toBe(1);
  const reference = (await entriesFrom(request, email))[0]?.reference;
  expect(reference).toBeTruthy();
  await expect(page.getByText(reference ?? '', { exact: false }).first()).toBeVisible();

  // A refresh (and the browser's back-and-reload) books nothing more: it sends no form again
  // (watched until the reloaded page has loaded) and no second entry is stored.
  const posted: string[] = [];
  const onRequest = (sent: import('@playwright/test').Request) => {
    if (sent.method() === 'POST') posted.push(sent.url());
  };
  page.on('request', onRequest);
  await page.reload();
  page.off('request', onRequest);
  expect(posted).toEqual([]);
  expect(await entriesFrom(request, email)).toHaveLength(1);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('menu → Find a Doctor → a department → page 2 → a doctor → book → confirmation → refresh books once', async ({ page, request }) => {
    await journey(page, request, (path) => page.goto(path));
    // Post/Redirect/Get: the confirmation has an address of its own, with no personal data in it.
    expect(page.url()).toMatch(/\?sent=[A-Za-z0-9_-]+/);
    expect(page.url()).not.toContain('journey.');
  });
});

test.describe('with JavaScript, each control tapped as soon as it shows', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('the same journey on a slow phone, not waiting for the page to load or hydrate', async ({ page, request }) => {
    test.setTimeout(180_000);
    // 1.6 Mbps down, 750 kbps up, 150 ms latency; the CPU four times slower (through the DevTools protocol).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await journey(page, request, (path) => page.goto(path, { waitUntil: 'commit' }));
  });
});
