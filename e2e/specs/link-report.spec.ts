import path from 'node:path';
import SQLite from 'libsql';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../harness/server';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// Issue 34 in the studio, on a server of its own (an empty site, so the counts are exact): a
// broken link and a link to an unpublished page show in the Link report after Check again, the
// publish warning names them, and they go once fixed; a page overdue for review shows in Due for
// review, is marked reviewed and leaves it.

const admin = { email: 'links-admin@hospital.test', password: 'correct-horse-battery-9' };

let server: RunningServer;
let api: APIRequestContext;
let token = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ SEED: 'none', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  const login = await api.post('/api/admin/login', { data: admin });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { token: string }).token;
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

const auth = () => ({ authorization: `Bearer ${token}` });

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

async function createPage(body: Record<string, unknown>): Promise<string> {
  const response = await api.post('/api/admin/pages', { headers: auth(), data: { template: 'default', description: '', templateData: [], status: 'active', ...body } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

test('a broken link and a link to an unpublished page appear in the Link report, the publish warning names them, and they go once fixed', async ({ browser }) => {
  await createPage({ title: 'About us', pageRoute: 'about-us' });
  const camp = await createPage({ title: 'Diabetes camp', pageRoute: 'diabetes-camp', status: 'inactive' });
  const text = '<p>See <a href="/no-such-page">our old page</a> and <a href="/diabetes-camp">the camp</a>.</p>';
  const tips = await createPage({ title: 'Health tips', pageRoute: 'health-tips', description: text });

  const page = await signedInPage(browser);
  await page.goto('/admin/links');
  await expect(page.getByRole('heading', { name: 'Link report', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Check again' }).click();
  const rows = page.getByTestId('broken-link');
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  await expect(rows.filter({ hasText: '/no-such-page' })).toContainText('No such page');
  await expect(rows.filter({ hasText: '/diabetes-camp' })).toContainText('Page "Diabetes camp" is not on the website');
  await expect(rows.first()).toContainText('Health tips');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('broken-link-count')).toHaveText('2 broken links');

  // The link to fix it opens the page's edit screen; publishing warns first.
  await page.goto('/admin/links');
  await rows.filter({ hasText: '/no-such-page' }).getByRole('link', { name: /^Edit Health tips/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/edit/${tips}$`));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const warning = page.getByRole('dialog', { name: '2 links lead to nothing public' });
  await expect(warning).toContainText('/no-such-page');
  await expect(warning).toContainText('/diabetes-camp');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toHaveCount(0);

  // Fixed: the link corrected, the camp published.
  const fixed = await api.put(`/api/admin/pages/${tips}`, { headers: auth(), data: { title: 'Health tips', pageRoute: 'health-tips', template: 'default', templateData: [], status: 'active', description: text.replace('/no-such-page', '/about-us') } });
  expect(fixed.status(), await fixed.text()).toBe(200);
  const published = await api.put(`/api/admin/pages/${camp}`, { headers: auth(), data: { title: 'Diabetes camp', pageRoute: 'diabetes-camp', template: 'default', description: '', templateData: [], status: 'active' } });
  expect(published.status(), await published.text()).toBe(200);
  await page.goto('/admin/links');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('No broken links.')).toBeVisible({ timeout: 30_000 });
  await expect(rows).toHaveCount(0);
  await page.context().close();
});

test('a page overdue for review shows in Due for review, is marked reviewed and leaves it', async ({ browser }) => {
  const id = await createPage({ title: 'Visiting hours', pageRoute: 'visiting-hours' });
  // Published 200 days ago, as time would have left it.
  const then = new Date(Date.now() - 200 * 24 * 3_600_000).toISOString();
  const database = new SQLite(path.join(server.dataDir, 'hospital.db'));
  try {
    database.pragma('busy_timeout = 5000');
    database.prepare('update content_pages set created_at = ? where id = ?').run(then, id);
    database.prepare(`update content_state set published_at = ? where type = 'pages' and record_id = ?`).run(then, id);
  } finally {
    database.close();
  }

  const page = await signedInPage(browser);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('due-for-review-count')).toHaveText('1 page due for review');
  await page.getByTestId('due-for-review-count').click();
  await expect(page).toHaveURL(/\/admin\/review-due$/);
  const items = page.getByTestId('review-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Visiting hours');
  await expect(items.first()).toContainText('Never');
  await expectNoSeriousA11yViolations(page);
  const revisions = async () => ((await (await api.get(`/api/admin/workflow/pages/${id}/revisions`, { headers: auth() })).json()) as { data: unknown[] }).data.length;
  const before = await revisions();
  await page.getByRole('button', { name: 'Mark Visiting hours reviewed' }).click();
  await expect(page.getByTestId('admin-snackbar')).toContainText('Marked as reviewed');
  await expect(page.getByText('Nothing is due for review.')).toBeVisible();
  expect(await revisions()).toBe(before);
  await page.context().close();
});
