import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { repoRoot, startServer, type RunningServer } from '../harness/server';

// The studio's Import history: a WordPress export imported with `npm run import:wordpress` on a
// server of its own shows its report (counts per kind, what was not carried over, notes and
// redirects) under Site → Import history.

const admin = { email: 'import-admin@hospital.test', password: 'correct-horse-battery-9' };
const site = 'https://old.hospital.example';

const item = (fields: string) => `<item>${fields}<wp:status><![CDATA[publish]]></wp:status></item>`;
const exportXml = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Old hospital</title><link>${site}</link><wp:base_blog_url>${site}</wp:base_blog_url>
${item(`<title>About Us</title><link>${site}/about-us/</link><guid>${site}/?page_id=1</guid><content:encoded><![CDATA[Welcome.\n\n[old_slider id="2"]]]></content:encoded><wp:post_id>1</wp:post_id><wp:post_name>about-us</wp:post_name><wp:post_parent>0</wp:post_parent><wp:post_type>page</wp:post_type><wp:postmeta><wp:meta_key>_wp_page_template</wp:meta_key><wp:meta_value>wide.php</wp:meta_value></wp:postmeta>`)}
${item(`<title>Our Team</title><link>${site}/about-us/our-team/</link><guid>${site}/?page_id=2</guid><content:encoded><![CDATA[<p>Doctors.</p>]]></content:encoded><wp:post_id>2</wp:post_id><wp:post_name>our-team</wp:post_name><wp:post_parent>1</wp:post_parent><wp:post_type>page</wp:post_type>`)}
${item(`<title>Winter care</title><link>${site}/2024/01/winter-care/</link><guid>${site}/?p=3</guid><dc:creator>admin</dc:creator><content:encoded><![CDATA[<p>Keep warm.</p>]]></content:encoded><wp:post_id>3</wp:post_id><wp:post_date>2024-01-05 10:00:00</wp:post_date><wp:post_name>winter-care</wp:post_name><wp:post_parent>0</wp:post_parent><wp:post_type>post</wp:post_type><category domain="category" nicename="health-tips"><![CDATA[Health tips]]></category>`)}
${item(`<title>Dr. Custom</title><guid>${site}/?p=4</guid><wp:post_id>4</wp:post_id><wp:post_name>dr-custom</wp:post_name><wp:post_type>doctor</wp:post_type>`)}
</channel>
</rss>
`;

let server: RunningServer;
let api: APIRequestContext;
let token = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ SEED: 'none', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  const login = await api.post('/api/admin/login', { data: admin });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  const file = path.join(server.dataDir, 'old-site.xml');
  fs.writeFileSync(file, exportXml);
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/import-wordpress.ts', file], {
    cwd: path.join(repoRoot, 'server'),
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  expect(output).toContain('Records arrive as drafts.');
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('the Import history shows what the WordPress import brought in and what it left for the team', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Import history' }).click();
  await expect(page).toHaveURL(/\/admin\/import-history$/);
  await expect(page.getByRole('heading', { name: 'Import history' })).toBeVisible();
  const run = page.getByRole('region', { name: `old-site.xml from ${site}` });
  await expect(run).toContainText('as drafts');
  const counts = run.getByRole('table', { name: 'Records per kind' });
  await expect(counts.getByRole('row', { name: /^Pages/ })).toHaveText(/Pages\s*2\s*0\s*0/);
  await expect(counts.getByRole('row', { name: /^Blog posts/ })).toHaveText(/Blog posts\s*1\s*0\s*0/);
  await run.getByText('Not carried over (2)').click();
  await expect(run).toContainText('[old_slider] (1×), in About Us');
  await expect(run).toContainText('Content of a type this site has no place for: doctor (1×), in Dr. Custom');
  await run.getByText(/^Notes for the team/).click();
  await expect(run).toContainText('About Us: Used the WordPress page template "wide.php"; it arrives with the default template.');
  await run.getByText(/^Redirects made/).click();
  await expect(run).toContainText('/2024/01/winter-care/ → /blogs/winter-care');

  // The imported page is a draft in the studio's list, at the address its parent gives it.
  const pages = await api.get('/api/admin/pages?q=our-team', { headers: { authorization: `Bearer ${token}` } });
  expect(JSON.stringify(await pages.json())).toContain('about-us/our-team');
  await context.close();
});
