import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { startServer, type RunningServer } from '../harness/server';

// Each address's fair share of the site search, on a server of its own behind a "proxy"
// (TRUST_PROXY, so X-Forwarded-For names the visitor) with small limits: one address flooding
// the search page is told to wait on a readable page, while another visitor's search page
// (whose results the server's renderer reads from the API in-process) is answered in full.

const admin = { email: 'search-admin@hospital.test', password: 'correct-horse-battery-9' };
const flooder = { 'x-forwarded-for': '203.0.113.7' };
const visitor = { 'x-forwarded-for': '198.51.100.9' };

let server: RunningServer;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ SEED: 'none', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, TRUST_PROXY: 'true', SEARCH_IN_FLIGHT: '1', SEARCH_PER_SECOND: '2' });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  const login = await api.post('/api/admin/login', { data: admin, headers: { 'x-forwarded-for': '192.0.2.1' } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const faq = await api.post('/api/admin/faqs', {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'active', title: 'When can I visit the heart ward?', description: '<p>Visiting hours are 4 to 7 pm.</p>' },
  });
  expect(faq.status(), await faq.text()).toBe(201);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('one address flooding the search page gets a readable "wait a moment" page (429) while another visitor gets results', async ({ browser }) => {
  const searchPage = (headers: Record<string, string>) => api.get('/search?q=heart', { headers });
  const flood = Array.from({ length: 12 }, () => searchPage(flooder));
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: visitor });
  const page = await context.newPage();
  const [answers] = await Promise.all([Promise.all(flood), page.goto('/search?q=heart')]);

  // The visitor's page, rendered while the flood ran, shows the results.
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByText('When can I visit the heart ward?')).toBeVisible();

  const codes = answers.map((answer) => answer.status());
  expect(codes.filter((code) => code === 429).length, codes.join(',')).toBeGreaterThan(0);
  expect(codes.every((code) => code === 200 || code === 429), codes.join(',')).toBe(true);
  const refused = answers.find((answer) => answer.status() === 429);
  expect(refused?.headers()['retry-after']).toMatch(/^\d+$/);
  expect(refused?.headers()['content-type']).toContain('text/html');
  await context.close();

  // Seen in the browser: a page in plain words, with a way back.
  const flooded = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: flooder });
  const tab = await flooded.newPage();
  let status = 0;
  for (let attempt = 0; attempt < 5 && status !== 429; attempt += 1) {
    const [response] = await Promise.all([tab.goto('/search?q=heart'), ...Array.from({ length: 4 }, () => searchPage(flooder))]);
    status = response?.status() ?? 0;
  }
  expect(status).toBe(429);
  await expect(tab.getByRole('heading', { level: 1, name: 'Too many searches at once' })).toBeVisible();
  await expect(tab.getByRole('link', { name: 'search again' })).toHaveAttribute('href', '/search');
  await flooded.close();
});
