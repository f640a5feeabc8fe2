import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoSite } from './helpers/seeded-demo';

/**
 * The security headers of every class of answer (the website, the studio, the API, the uploads,
 * the assets), and paths that begin with `//` or `/\`, over real HTTP: the app listens on a port,
 * so a page's second answer comes from the page cache in front of Fastify, as in production.
 * (e2e/specs/studio-csp.spec.ts checks what only a browser sees: every screen of the studio under
 * its policy without a violation.)
 */

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

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('security headers over HTTP, on the demo hospital', () => {
  const site = useDemoSite();
  let base: URL;

  beforeAll(async () => {
    base = new URL(await site.app.listen({ port: 0, host: '127.0.0.1' }));
  });

  /** A GET of a raw path, as written (a browser or fetch would read `//host` as another host). */
  const get = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      http
        .get({ host: base.hostname, port: base.port, path, headers: { host: base.host, ...headers } }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        })
        .on('error', reject);
    });

  const expectHeaders = (answer: Answer, want: Record<string, string | RegExp>, what: string): void => {
    for (const [name, value] of Object.entries(want)) {
      const got = answer.headers[name];
      if (typeof value === 'string') expect(got, `${what}: ${name}`).toBe(value);
      else expect(typeof got === 'string' ? got : '', `${what}: ${name}`).toMatch(value);
    }
  };

  it('every answer of the website, the studio, the API, the uploads and the assets carries its security headers', async () => {
    const signed = { authorization: `Bearer ${site.token}` };
    const home = await get('/');
    const script = /<script data-entry="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    const sitemap = (await get('/sitemap.xml')).body;
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] as string);
    expect(pages.length).toBeGreaterThan(20);
    const media = JSON.parse((await get('/api/admin/medias?limit=1', signed)).body) as { data: { url: string }[] };
    // Its address, as the server answers it (an absolute one names PUBLIC_URL's host).
    const uploadUrl = media.data[0]?.url ? new URL(media.data[0].url, base) : undefined;
    const upload = uploadUrl && `${uploadUrl.pathname}${uploadUrl.search}`;
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
      const answer = await get(path, headers);
      expectHeaders(answer, want, `GET ${path} (${answer.status})`);
    }
  });

  it('a path that begins with // or /\\ is not read as a page of another host', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    for (const path of ['//evil.example/', '//x.example/about-us', '/\\evil.example/', '//evil.example', '///evil.example/about-us']) {
      // Twice: the second would come from the page cache had the first been rendered.
      for (let i = 0; i < 2; i++) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).not.toContain('<div id="root">');
      }
    }
  });
});
