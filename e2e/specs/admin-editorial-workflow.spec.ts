import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';
import { activeList, createRecord, uniqueSuffix, uploadImage } from './helpers/api';

// The editorial workflow as an editor meets it: drafts stay off the website, previews show them,
// publishing and schedules put them on, History compares and restores.
test.describe.configure({ timeout: 90_000 });

const snackbar = (page: Page) => page.getByTestId('admin-snackbar');
const baseUrl = () => process.env.E2E_BASE_URL ?? '';

/** A page in a browser that never signed in. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** What the website answers a signed-out visitor for a path: status and text. */
async function fetchPublic(page: Page, path: string): Promise<{ status: number; text: string }> {
  const response = await page.request.get(`${baseUrl()}${path}`, { headers: { 'cache-control': 'no-cache' } });
  return { status: response.status(), text: await response.text() };
}

/** A moment as the schedule's fields take it, on the hospital's clock (Asia/Kolkata by default). */
function wallTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

test('a page saved as a draft stays off the website, its shared preview shows it signed out, and publishing puts it on the website and in the sitemap', async ({ page, browser }) => {
  await signInToAdmin(page);
  const suffix = uniqueSuffix();
  const route = `visiting-rules-${suffix}`;
  const rowText = `Visitors sign in at the front desk ${suffix}`;
  await page.goto('/admin/pages/create');
  await page.getByRole('textbox', { name: 'Title *', exact: true }).fill(`Visiting rules ${suffix}`);
  await page.getByRole('textbox', { name: /^Page route/ }).fill(route);
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: 'Table', exact: true }).click();
  const rows = page.getByRole('group', { name: 'Rows' });
  await rows.getByRole('button', { name: 'Add a row to Rows' }).click();
  const first = rows.getByRole('listitem', { name: 'Rows row 1' });
  await first.getByRole('textbox', { name: 'Label' }).fill('Entry');
  await first.getByRole('textbox', { name: 'Text' }).fill(rowText);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\//);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  const outsider = await visitor(browser);
  expect((await fetchPublic(outsider, `/${route}`)).status).toBe(404);
  expect((await fetchPublic(outsider, '/sitemap.xml')).text).not.toContain(route);

  await page.getByRole('button', { name: 'Share preview' }).click();
  const share = page.getByRole('dialog', { name: 'Share preview' });
  await share.getByRole('button', { name: 'Make link' }).click();
  const link = await share.getByRole('textbox', { name: 'Preview link' }).inputValue();
  expect(link).toMatch(/\/preview\//);
  await share.getByRole('button', { name: 'Close' }).click();

  const previewUrl = link.startsWith('http') ? link : `${baseUrl()}${link}`;
  const previewResponse = await outsider.goto(previewUrl);
  expect(previewResponse?.status()).toBe(200);
  expect(previewResponse?.headers()['cache-control'] ?? '').toMatch(/no-store/);
  await expect(outsider.getByText(rowText)).toBeVisible();
  await expect(outsider.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Page published');
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect.poll(async () => (await fetchPublic(outsider, `/${route}`)).status, { timeout: 10_000 }).toBe(200);
  await outsider.goto(`${baseUrl()}/${route}`);
  await expect(outsider.getByText(rowText)).toBeVisible();
  await expect.poll(async () => (await fetchPublic(outsider, '/sitemap.xml')).text, { timeout: 10_000 }).toContain(`/${route}`);
  await outsider.context().close();
});

test("a published doctor's draft leaves the website unchanged while Preview shows it", async ({ page, browser }) => {
  await signInToAdmin(page);
  const [doctor] = await activeList<{ _id: string; title: string; designation?: string | null }>(page.request, 'experts');
  if (!doctor) throw new Error('the demo hospital has no doctors');
  const designation = `Head of preventive care ${uniqueSuffix()}`;
  await page.goto(`/admin/experts/edit/${doctor._id}`);
  const onWebsite = await page.getByRole('link', { name: 'View on website' }).getAttribute('href');
  if (!onWebsite) throw new Error('the doctor has no page on the website');
  const path = new URL(onWebsite, baseUrl()).pathname;

  await page.getByRole('textbox', { name: 'Designation' }).fill(designation);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Draft saved');
  await expect(page.getByText('Published with unpublished changes', { exact: true })).toBeVisible();

  const outsider = await visitor(browser);
  const live = await fetchPublic(outsider, path);
  expect(live.status).toBe(200);
  expect(live.text).toContain(doctor.title);
  expect(live.text).not.toContain(designation);

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = await popup;
  await preview.waitForURL(/[?&]studio-preview=/);
  await expect(preview.getByText(designation)).toBeVisible();
  await preview.close();
  // Still only the draft: the website has the published designation.
  expect((await fetchPublic(outsider, path)).text).not.toContain(designation);

  // Discard draft asks first; Cancel keeps the draft.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard the draft?' });
  await expect(discard).toContainText('The website does not change');
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toHaveCount(0);
  await expect(page.getByText('Published with unpublished changes', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Designation' })).toHaveValue(designation);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await discard.getByRole('button', { name: 'Discard draft' }).click();
  await expect(snackbar(page)).toHaveText('Draft discarded');
  await expect(page.getByRole('textbox', { name: 'Designation' })).toHaveValue(doctor.designation ?? '');
  await outsider.context().close();
});

test('a banner scheduled to publish and then to unpublish does both when its times come (the job runner clock moved forward)', async ({ page, browser }) => {
  const clockFile = process.env.E2E_JOB_CLOCK_FILE;
  if (!clockFile) throw new Error('the harness sets E2E_JOB_CLOCK_FILE');
  const token = await signInToAdmin(page);
  const title = `Free eye check-ups this week ${uniqueSuffix()}`;
  const banner = await createRecord(page.request, token, 'banners', { title, imageUrl: await uploadImage(page.request, token, [20, 110, 160]), status: 'inactive' });

  const start = Date.now();
  await page.goto(`/admin/banners/edit/${banner._id}`);
  await page.getByRole('textbox', { name: 'Publish at', exact: true }).fill(wallTime(new Date(start + 2 * 60_000)));
  await page.getByRole('textbox', { name: 'Unpublish at', exact: true }).fill(wallTime(new Date(start + 4 * 60_000)));
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(snackbar(page)).toHaveText('Schedule saved');
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();

  const outsider = await visitor(browser);
  const homeHasBanner = async () => (await fetchPublic(outsider, '/')).text.includes(title);
  try {
    expect(await homeHasBanner()).toBe(false);
    fs.writeFileSync(clockFile, new Date(start + 3 * 60_000).toISOString());
    await expect.poll(homeHasBanner, { timeout: 20_000 }).toBe(true);
    fs.writeFileSync(clockFile, new Date(start + 5 * 60_000).toISOString());
    await expect.poll(homeHasBanner, { timeout: 20_000 }).toBe(false);
  } finally {
    fs.rmSync(clockFile, { force: true });
    await outsider.context().close();
  }
  await page.reload();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toHaveCount(0);
});

test('History lists three saves with a readable comparison, and Restore brings the first back as a draft', async ({ page }) => {
  await signInToAdmin(page);
  const suffix = uniqueSuffix();
  const questions = [`Can I bring food for a patient ${suffix}?`, `Can relatives bring food ${suffix}?`, `May visitors bring home-cooked food ${suffix}?`];
  await page.goto('/admin/faqs/create');
  await page.getByLabel('Question').fill(questions[0] ?? '');
  await page.getByRole('textbox', { name: 'Answer' }).click();
  await page.keyboard.type('Please ask the ward nurse first.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('FAQ created');
  await expect(page).toHaveURL(/\/admin\/faqs\/edit\//);
  for (const question of questions.slice(1)) {
    await page.getByLabel('Question').fill(question);
    // Each publish answered before the next: the snackbar of the one before still says the same words.
    const published = page.waitForResponse((response) => response.request().method() === 'POST' && /\/workflow\/faqs\/[^/]+\/publish$/.test(new URL(response.url()).pathname));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect((await published).status()).toBe(200);
    await expect(snackbar(page)).toHaveText('FAQ published');
  }

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const revisions = history.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem');
  await expect(revisions).toHaveCount(3);
  await expect(revisions.first()).toContainText('3. Published');
  // The newest two are compared: the question as a word diff, what was taken out struck through.
  const changes = history.getByRole('table', { name: /^Changes from/ });
  await expect(changes.getByRole('rowheader', { name: 'Question' })).toBeVisible();
  await expect(changes.locator('del')).toContainText(['relatives']);
  await expect(changes.locator('ins').first()).toBeVisible();

  await history.getByRole('button', { name: /^Restore the revision of/ }).last().click();
  await expect(snackbar(page)).toHaveText('Restored as a draft');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Question')).toHaveValue(questions[0] ?? '');
  await expect(page.getByText('Published with unpublished changes', { exact: true })).toBeVisible();
  // The website still answers the last published question until the draft is published.
  const live = await activeList<{ _id: string; title?: string; question?: string }>(page.request, 'faqs');
  expect(JSON.stringify(live)).toContain(questions[2]);
  expect(JSON.stringify(live)).not.toContain(questions[0]);
});

test('site settings and a menu saved as drafts stay off the website until they are published', async ({ page, browser }) => {
  await signInToAdmin(page);
  const suffix = uniqueSuffix();
  const footerText = `Open every day of the year (${suffix}).`;
  await page.goto('/admin/site-settings');
  await page.getByRole('textbox', { name: 'Footer text' }).fill(footerText);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Draft saved');
  await expect(page.getByText('Published with unpublished changes', { exact: true })).toBeVisible();
  const outsider = await visitor(browser);
  expect((await fetchPublic(outsider, '/')).text).not.toContain(footerText);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Site settings published');
  await expect.poll(async () => (await fetchPublic(outsider, '/')).text, { timeout: 10_000 }).toContain(footerText);

  await page.goto('/admin/menus');
  await expect(page.getByRole('tree', { name: 'Header menu items' }).getByRole('treeitem').first()).toBeVisible({ timeout: 20_000 });
  const itemTitle = `Visiting hours ${suffix}`;
  await page.getByRole('button', { name: 'Add item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a menu item' });
  await dialog.getByRole('textbox', { name: 'Title *' }).fill(itemTitle);
  await dialog.getByRole('radio', { name: 'A web address or path' }).check();
  await dialog.getByRole('textbox', { name: 'Link *' }).fill('/contact-us');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Draft saved');
  expect(JSON.stringify(await (await page.request.get('/api/admin/public-nav?location=header')).json())).not.toContain(itemTitle);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Header menu published');
  expect(JSON.stringify(await (await page.request.get('/api/admin/public-nav?location=header')).json())).toContain(itemTitle);
  await outsider.context().close();
});
