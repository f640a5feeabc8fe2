import http from 'node:http';
import { expect, test, type APIResponse } from '@playwright/test';
import { apiLogin } from './helpers/api';
import { signInToAdmin } from './helpers/admin';

/** The headers every class of answer must carry: what the server intends, checked on the real one. */
const expected = {
  publicPage: {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': /^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';.*frame-ancestors 'self'$/,
  },
  studio: {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    // One person's screens: never kept by a shared cache (issue 49), nor by the browser.
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex, nofollow',
    'content-security-policy': /^default-src 'self'; script-src 'self'; .*object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'$/,
  },
  api: { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" },
  adminApi: { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" },
  upload: { 'x-content-type-options': 'nosniff', 'content-security-policy': /sandbox/ },
  asset: { 'x-content-type-options': 'nosniff', 'cache-control': /immutable/ },
  any: { 'x-content-type-options': 'nosniff' },
} satisfies Record<string, Record<string, string | RegExp>>;

function expectHeaders(response: APIResponse, want: Record<string, string | RegExp>, what: string): void {
  const headers = response.headers();
  for (const [name, value] of Object.entries(want)) {
    if (typeof value === 'string') expect(headers[name], `${what}: ${name}`).toBe(value);
    else expect(headers[name] ?? '', `${what}: ${name}`).toMatch(value);
  }
}

test('every answer of the website, the studio, the API, the uploads and the assets carries its security headers', async ({ request }) => {
  const token = await apiLogin(request);
  const signed = { authorization: `Bearer ${token}` };
  const home = await request.get('/');
  const script = /<script data-entry="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] as string);
  expect(pages.length).toBeGreaterThan(20);
  const media = (await (await request.get('/api/admin/medias?limit=1', { headers: signed })).json()) as { data: { url: string }[] };
  const upload = media.data[0]?.url;
  expect(upload, 'the demo library has a file').toBeTruthy();

  const checks: [string, Record<string, string | RegExp>, Record<string, string>?][] = [
    // Each page twice: the second answer comes from the page cache, before Fastify routes it.
    ...pages.slice(0, 12).flatMap((path): [string, Record<string, string | RegExp>][] => [
      [path, expected.publicPage],
      [path, expected.publicPage],
    ]),
    ['/no-such-page-at-all', expected.publicPage],
    ['/admin', expected.studio],
    ['/admin/pages', expected.studio],
    ['/admin/no/such/screen', expected.studio],
    ['/api/admin/site-settings', expected.api],
    ['/api/admin/experts/active', expected.api],
    ['/api/admin/no-such-route', expected.api],
    ['/api/admin/pages', expected.adminApi],
    ['/api/admin/pages', expected.adminApi, signed],
    ['/api/admin/site-settings/admin', expected.adminApi, signed],
    ['/api/admin/menus', expected.adminApi, signed],
    ['/api/admin/medias', expected.adminApi, signed],
    ['/api/admin/form-entries', expected.adminApi, signed],
    ['/api/admin/profile', expected.adminApi, signed],
    [upload ?? '/uploads/none', expected.upload],
    ['/uploads/0123456789abcdef.png', expected.any],
    [script ?? '/assets/none.js', expected.asset],
    ['/sitemap.xml', expected.any],
    ['/robots.txt', expected.any],
    ['/healthz', expected.any],
    ['/api/docs', expected.any],
  ];
  for (const [path, want, headers] of checks) {
    const response = await request.get(path, headers ? { headers } : {});
    expectHeaders(response, want, `GET ${path} (${response.status()})`);
  }
});

/** A GET of a raw path, as written (a browser or fetch would read `//host` as another host). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const base = new URL(process.env.E2E_BASE_URL ?? '');
  return new Promise((resolve, reject) => {
    http
      .get({ host: base.hostname, port: base.port, path, headers: { host: base.host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('a path that begins with // or /\\ is not read as a page of another host', async () => {
  const home = await rawGet('/');
  expect(home.status).toBe(200);
  for (const path of ['//evil.example/', '//x.example/about-us', '/\\evil.example/', '//evil.example', '///evil.example/about-us']) {
    // Twice: the second would come from the page cache had the first been rendered.
    for (let i = 0; i < 2; i++) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain('<div id="root">');
    }
  }
});

test('the studio runs under its strict policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await signInToAdmin(page);
  for (const screen of ['/admin', '/admin/pages', '/admin/experts', '/admin/medias', '/admin/menus', '/admin/site-settings']) {
    await page.goto(screen);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  }
  // An edit screen with the rich-text editor and the image picker.
  await page.goto('/admin/experts/create');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  expect(violations).toEqual([]);
});
