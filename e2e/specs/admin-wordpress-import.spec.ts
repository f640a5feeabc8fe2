import { expect, request as playwrightRequest, test } from '@playwright/test';
import { startServer, type RunningServer } from '../harness/server';

// Site → Import from WordPress: an administrator uploads an export through the screen, reads the
// dry run's plan (a password-protected post arriving as a draft among its notes), starts the
// import, watches it end, and finds it in the Import history with who started it.

const admin = { email: 'wp-import-admin@hospital.test', password: 'correct-horse-battery-9' };
const site = 'https://old.hospital.example';

const item = (fields: string, status = 'publish') => `<item>${fields}<wp:status><![CDATA[${status}]]></wp:status></item>`;
const exportXml = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Old hospital</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>${site}</wp:base_blog_url>
${item(`<title>About Us</title><link>${site}/about-us/</link><guid>${site}/?page_id=1</guid><content:encoded><![CDATA[<p>Welcome.</p>]]></content:encoded><wp:post_id>1</wp:post_id><wp:post_name>about-us</wp:post_name><wp:post_parent>0</wp:post_parent><wp:post_type>page</wp:post_type>`)}
${item(`<title>Visiting hours</title><link>${site}/about-us/visiting-hours/</link><guid>${site}/?page_id=2</guid><content:encoded><![CDATA[<p>Daily 4 to 7 pm.</p>]]></content:encoded><wp:post_id>2</wp:post_id><wp:post_name>visiting-hours</wp:post_name><wp:post_parent>1</wp:post_parent><wp:post_type>page</wp:post_type>`)}
${item(`<title>Staff circular</title><link>${site}/2024/01/staff-circular/</link><guid>${site}/?p=3</guid><content:encoded><![CDATA[<p>For staff only.</p>]]></content:encoded><wp:post_id>3</wp:post_id><wp:post_date>2024-01-05 10:00:00</wp:post_date><wp:post_name>staff-circular</wp:post_name><wp:post_parent>0</wp:post_parent><wp:post_type>post</wp:post_type><wp:post_password><![CDATA[secret]]></wp:post_password><category domain="category" nicename="news"><![CDATA[News]]></category>`)}
</channel>
</rss>
`;

let server: RunningServer;
let token = '';

test.beforeAll(async () => {
  server = await startServer({ SEED: 'none', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const login = await api.post('/api/admin/login', { data: admin });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

test('an administrator uploads a WordPress export, reads the plan, imports it and finds it in the history', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Import from WordPress' }).click();
  await expect(page.getByRole('heading', { name: 'Import from WordPress' })).toBeVisible();

  await page.getByLabel('WordPress export (.xml)').setInputFiles({ name: 'old-site.xml', mimeType: 'text/xml', buffer: Buffer.from(exportXml) });
  await page.getByRole('button', { name: 'Upload and check (dry run)' }).click();
  const run = page.getByRole('region', { name: 'Plan (dry run): nothing has been written yet' });
  const plan = run.getByRole('table', { name: 'What the import would do' });
  await expect(plan.getByRole('row', { name: /^Pages/ })).toHaveText(/Pages\s*2\s*0\s*0/);
  await expect(plan.getByRole('row', { name: /^Blog posts/ })).toHaveText(/Blog posts\s*1\s*0\s*0/);
  await run.getByText(/^Notes for the team/).click();
  await expect(run).toContainText('Password-protected in WordPress: arrives as a draft');

  await run.getByRole('button', { name: 'Import' }).click();
  const finished = page.getByRole('region', { name: `Finished: old-site.xml from ${site}` });
  await expect(finished.getByText(/The import has finished in [\d.]+ s/)).toBeVisible({ timeout: 20_000 });
  await expect(finished.getByRole('table', { name: 'What the import did' }).getByRole('row', { name: /^Pages/ })).toHaveText(/Pages\s*2\s*0\s*0/);

  await finished.getByRole('link', { name: 'See it in the Import history' }).click();
  await expect(page).toHaveURL(/\/admin\/import-history$/);
  const history = page.getByRole('region', { name: `old-site.xml from ${site}` });
  await expect(history).toContainText('Finished · started by');
  await expect(history.getByRole('table', { name: 'Records per kind' }).getByRole('row', { name: /^Blog posts/ })).toHaveText(/Blog posts\s*1\s*0\s*0/);
  await context.close();
});
