import path from 'node:path';
import SQLite from 'libsql';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser } from '@playwright/test';
import { startServer, type RunningServer } from '../harness/server';
import { strongPassword } from './helpers/staff';

// The System screen (administrators) on a server of its own, with a daily backup scheduled: a
// mail that failed every attempt and a backup three days old, written into its database as the
// mail job and the backup job would have left them, show on the screen and on the dashboard; an
// editor cannot open it.

const admin = { email: 'system-admin@hospital.test', password: 'correct-horse-battery-9' };

let server: RunningServer;
let api: APIRequestContext;
let token = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ SEED: 'none', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, BACKUP_SCHEDULE: 'daily 02:00', GIT_COMMIT: 'e2e0c0ffee12' });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  const login = await api.post('/api/admin/login', { data: admin });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  const now = Date.now();
  const database = new SQLite(path.join(server.dataDir, 'hospital.db'));
  try {
    database.pragma('busy_timeout = 5000');
    database
      .prepare(`insert into mail_outbox (id, entry_id, kind, recipients, subject, body, status, attempts, last_error, created_at) values ('e2e-mail', null, 'notification', 'desk@hospital.test', 'New contact entry', 'x', 'failed', 12, 'connect ECONNREFUSED', ?)`)
      .run(new Date(now - 3_600_000).toISOString());
    const threeDaysAgo = new Date(now - 3 * 24 * 3_600_000).toISOString();
    database
      .prepare(`insert into backup_runs (id, trigger, status, folder, started_at, finished_at, table_count, row_count) values ('e2e-run', 'schedule', 'verified', ?, ?, ?, 46, 2718)`)
      .run(path.join(server.dataDir, 'backups', 'old'), threeDaysAgo, threeDaysAgo);
  } finally {
    database.close();
  }
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function signedInPage(browser: Browser, bearer: string) {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addInitScript((value) => localStorage.setItem('token', value), bearer);
  return context.newPage();
}

test('the System screen shows a failed mail and a stale backup, and the dashboard warns of both', async ({ browser }) => {
  const page = await signedInPage(browser, token);
  await page.goto('/admin/dashboard');
  const warnings = page.getByRole('region', { name: 'System warnings' });
  await expect(warnings).toContainText('1 mail has failed every attempt.');
  await expect(warnings).toContainText('The last verified backup is older than its schedule (daily 02:00).');

  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'System' }).click();
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page.getByRole('heading', { name: 'System' })).toBeVisible();
  const backups = page.getByRole('region', { name: 'Backups' });
  await expect(backups).toContainText('daily 02:00');
  await expect(backups).toContainText('(3 days ago), verified');
  await expect(backups).toContainText('Late: older than its schedule');
  const jobs = page.getByRole('region', { name: 'Jobs and mail' });
  await expect(jobs.getByRole('link', { name: '1 failed: see Form entries' })).toHaveAttribute('href', '/admin/contactentries');
  await expect(page.getByRole('region', { name: 'Version' })).toContainText('e2e0c0ffee12');
  await expect(page.getByRole('region', { name: 'Database' })).toContainText('SQLite');
  // The latest migration's name (a timestamp and a name), whichever it is.
  await expect(page.getByRole('region', { name: 'Database' })).toContainText(/Migration\d{4}-\d{2}-\d{2}T\d{4}-[a-z-]+/);
  // The server's own process, from its heartbeat.
  await expect(page.getByRole('region', { name: 'Processes' })).toContainText(/\(this one\)Healthy, [\d.]+ MB memory/);
  await expect(page.getByRole('region', { name: 'Storage' })).toContainText('Disk free');

  // The failed mail's link leads to the requests desk, where it can be retried.
  await jobs.getByRole('link', { name: '1 failed: see Form entries' }).click();
  await expect(page).toHaveURL(/\/admin\/contactentries$/);
  await page.context().close();
});

test('an editor has no System entry and cannot open the screen', async ({ browser }) => {
  const added = await api.post('/api/admin/users', { headers: { authorization: `Bearer ${token}` }, data: { name: 'Ed Itor', email: 'editor-system@hospital.test', role: 'editor' } });
  expect(added.status(), await added.text()).toBe(201);
  const link = new URL(((await added.json()) as { link: { url: string } }).link.url);
  expect((await api.post('/api/admin/set-password', { data: { token: link.searchParams.get('token'), password: strongPassword } })).status()).toBe(200);
  const login = await api.post('/api/admin/login', { data: { email: 'editor-system@hospital.test', password: strongPassword } });
  expect(login.status()).toBe(200);
  const editorToken = ((await login.json()) as { token: string }).token;
  expect((await api.get('/api/admin/system', { headers: { authorization: `Bearer ${editorToken}` } })).status()).toBe(403);

  const page = await signedInPage(browser, editorToken);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Activity log' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'System' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'System warnings' })).toHaveCount(0);
  await page.goto('/admin/system');
  await expect(page.getByText("You don't have access to this")).toBeVisible();
  await page.context().close();
});
