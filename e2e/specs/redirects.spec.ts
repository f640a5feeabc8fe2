import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { ServerProcess } from '../../server/test/helpers/server-process';
import { startServerProcesses, type ServerProcesses } from '../../server/test/helpers/server-processes';

// Issue 34: addresses that stay true. Two real server processes on one PostgreSQL database (a
// schema of its own in TEST_DATABASE_URL, as several-processes.spec.ts): a published doctor's
// slug renamed in the studio leaves a 301 from the old address on both processes; a CSV of 50 old
// addresses is imported on the Redirects screen; a loop is refused with a message naming it; the
// doctor's page says when it was last updated, the same moment as the sitemap's lastmod.

const postgresUrl = process.env.TEST_DATABASE_URL;
const admin = { email: 'redirects-admin@hospital.test', password: 'correct-horse-battery-9' };

/** The status and Location of a visit, without following the redirect. */
const visit = async (client: APIRequestContext, address: string) => {
  const response = await client.get(address, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
};

test.describe('redirects on two server processes', () => {
  test.skip(!postgresUrl, 'needs PostgreSQL: set TEST_DATABASE_URL');
  const url = postgresUrl ?? '';
  test.describe.configure({ mode: 'serial' });
  let processes: ServerProcesses | undefined;
  /** The processes: the studio is used on the first, a page read on the second. */
  let first: ServerProcess;
  let second: ServerProcess;
  let one: APIRequestContext;
  let two: APIRequestContext;
  let token = '';
  let doctor: Record<string, unknown> & { _id: string };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    processes = await startServerProcesses({
      url,
      prefix: 'e2e',
      sharedDataDir: true,
      env: { SEED: 'none', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    });
    [first, second] = processes.servers as [ServerProcess, ServerProcess];
    one = await playwrightRequest.newContext({ baseURL: first.url });
    two = await playwrightRequest.newContext({ baseURL: second.url });
    const login = await one.post('/api/admin/login', { data: admin });
    expect(login.status(), await login.text()).toBe(200);
    token = ((await login.json()) as { token: string }).token;
    const headers = { authorization: `Bearer ${token}` };
    for (const page of [
      { title: 'Home', pageRoute: 'home', template: 'default', description: '<p>Welcome.</p>' },
      { title: 'Blogs', pageRoute: 'blogs', template: 'default', description: '<p>News from the hospital.</p>' },
    ]) {
      const created = await one.post('/api/admin/pages', { headers, data: { status: 'active', templateData: [], ...page } });
      expect(created.status(), await created.text()).toBe(201);
    }
    const department = await one.post('/api/admin/expert-categories', { headers, data: { status: 'active', title: 'Cardiology', slug: 'cardiology' } });
    expect(department.status(), await department.text()).toBe(201);
    const departmentId = ((await department.json()) as { data: { _id: string } }).data._id;
    const created = await one.post('/api/admin/experts', { headers, data: { status: 'active', title: 'Dr. Kavya Menon', slug: 'dr-kavya-menon', departments: [departmentId] } });
    expect(created.status(), await created.text()).toBe(201);
    doctor = ((await created.json()) as { data: Record<string, unknown> & { _id: string } }).data;
  });

  test.afterAll(async () => {
    await one?.dispose();
    await two?.dispose();
    await processes?.stop();
  });

  const signIn = async (page: import('@playwright/test').Page) => {
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
  };

  test("renaming a published doctor's slug in the studio makes the old address answer 301 on both processes", async ({ page }) => {
    // Both processes have the page, so neither answers the old address from an empty cache by chance.
    for (const client of [one, two]) expect((await visit(client, '/our-experts/cardiology/dr-kavya-menon')).status).toBe(200);
    await signIn(page);
    await page.goto(`${first.url}/admin/experts/edit/${doctor._id}`);
    await page.getByLabel('Slug').fill('dr-kavya-menon-cardiologist');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'published' })).toBeVisible();
    for (const client of [one, two]) {
      await expect.poll(() => visit(client, '/our-experts/cardiology/dr-kavya-menon?from=card'), { timeout: 2000, intervals: [50] }).toEqual({
        status: 301,
        location: '/our-experts/cardiology/dr-kavya-menon-cardiologist?from=card',
      });
      // The page itself follows within the page cache's promise (a change is on the website within 5 s).
      await expect.poll(async () => (await visit(client, '/our-experts/cardiology/dr-kavya-menon-cardiologist')).status, { timeout: 5000, intervals: [100] }).toBe(200);
    }
    await page.goto(`${first.url}/admin/redirects`);
    const row = page.getByRole('row', { name: /\/our-experts\/cardiology\/dr-kavya-menon / });
    await expect(row).toContainText('/our-experts/cardiology/dr-kavya-menon-cardiologist');
    await expect(row).toContainText('Address changed');
  });

  test('a CSV of 50 old addresses is imported on the Redirects screen and answered on both processes', async ({ page }) => {
    await signIn(page);
    await page.goto(`${first.url}/admin/redirects`);
    await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
    const lines = ['from,to', ...Array.from({ length: 50 }, (_, i) => `/old-site/doctor-${i}.html,/blogs`)];
    await page.locator('#redirects-csv').setInputFiles({ name: 'old-site.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
    await expect(page.getByRole('status').filter({ hasText: 'imported' })).toHaveText('50 redirects imported.');
    await expect(page.getByRole('heading', { name: /All redirects \(51\)/ })).toBeVisible();
    for (const client of [one, two]) {
      await expect.poll(() => visit(client, '/old-site/doctor-7.html'), { timeout: 2000, intervals: [50] }).toEqual({ status: 301, location: '/blogs' });
    }
  });

  test('a loop is refused on the screen with a message naming it, and nothing is added', async ({ page }) => {
    await signIn(page);
    await page.goto(`${first.url}/admin/redirects`);
    const form = page.getByRole('form', { name: 'Add a redirect' });
    await form.getByLabel('Old address').fill('/visiting');
    await form.getByLabel('New address').fill('/visiting-hours');
    await form.getByRole('button', { name: 'Add redirect' }).click();
    await expect(page.getByRole('heading', { name: /All redirects \(52\)/ })).toBeVisible();
    await form.getByLabel('Old address').fill('/visiting-hours');
    await form.getByLabel('New address').fill('/visiting');
    await form.getByRole('button', { name: 'Add redirect' }).click();
    await expect(form.getByText('"/visiting-hours" → "/visiting" would make a loop: /visiting-hours → /visiting → /visiting-hours.')).toBeVisible();
    await expect(form.getByLabel('New address')).toHaveAttribute('aria-invalid', 'true');
    await page.reload();
    await expect(page.getByRole('heading', { name: /All redirects \(52\)/ })).toBeVisible();
    expect((await visit(two, '/visiting-hours')).status).toBe(404);
  });

  test("the doctor's page says when it was last updated: the sitemap's lastmod, on the hospital's clock", async ({ page }) => {
    const xml = await (await one.get('/sitemap.xml')).text();
    const entry = /<loc>[^<]*\/our-experts\/cardiology\/dr-kavya-menon-cardiologist<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(xml);
    expect(entry, xml).not.toBeNull();
    const lastmod = entry?.[1] ?? '';
    await page.goto(`${second.url}/our-experts/cardiology/dr-kavya-menon-cardiologist`);
    const time = page.locator('time[data-last-updated]');
    await expect(time).toHaveAttribute('datetime', lastmod);
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(lastmod));
    await expect(page.getByText(`Last updated: ${day}`)).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item['@type'] === 'WebPage')?.dateModified).toBe(lastmod);
  });
});
