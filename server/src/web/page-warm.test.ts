import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createRecord } from '../content/content-operations';
import { saveMenu } from '../menus/menu-operations';
import { typeOf } from '../../test/helpers/content-factories';
import { sqliteDialect, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { upsertAdmin } from '../auth/auth-operations';
import { bearer, signInToken, testAdmin } from '../../test/helpers/api';

/**
 * Warm after a restart (issue 46): the home page and the header menu's pages are rendered into the
 * page cache in the background after start, so the first visitors get cached pages and none waits
 * for a render. On the built website (npm run build).
 */

const sqlite = sqliteDialect;
const origin = 'http://hospital.test';
const menuPages = ['/about-us', '/our-services', '/contact-us'];

describe('the page cache after start', () => {
  let test: TestDatabase;
  let app: FastifyInstance;

  const figure = async (name: string): Promise<number> => {
    const text = (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  };

  beforeAll(async () => {
    test = await sqlite.create();
    for (const [title, pageRoute] of [['Home', 'home'], ['About us', 'about-us'], ['Our services', 'our-services'], ['Contact us', 'contact-us']] as const) {
      await createRecord(test.db, typeOf('pages'), { title, pageRoute, template: 'default', description: `<p>${title} of the hospital.</p>`, templateData: [], status: 'active' });
    }
    await saveMenu(test.db, 'header', { items: menuPages.map((path, n) => ({ _id: `item-${n}`, title: path.slice(1), path, openInNewTab: false, children: [] })) });
    await upsertAdmin(test.db, testAdmin);
    app = await buildApp({ config: testConfig({ PUBLIC_URL: origin, WARM_PAGES: '10', METRICS_ALLOW: '127.0.0.1' }), db: test.db, web: true, logger: false });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it('renders the home page and the header menu’s pages before any visitor asks, so their first visits are cache hits', async () => {
    await expect.poll(() => figure('hospital_page_cache_entries'), { timeout: 30_000, interval: 100 }).toBe(1 + menuPages.length);
    for (const url of ['/', ...menuPages]) {
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
    }
    expect(await figure('hospital_page_cache_misses_total')).toBe(0);
    expect(await figure('hospital_page_cache_hits_total')).toBe(1 + menuPages.length);
  }, 60_000);

  it('renders a page published in the studio into the cache in the background, so its first visitor gets a cached page', async () => {
    await expect.poll(() => figure('hospital_page_cache_entries'), { timeout: 30_000, interval: 100 }).toBe(1 + menuPages.length);
    const misses = await figure('hospital_page_cache_misses_total');
    const auth = bearer(await signInToken(app));
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: auth,
      payload: { title: 'Visiting hours', pageRoute: 'visiting-hours', template: 'default', description: '<p>From 4 to 7 in the evening.</p>', templateData: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    await expect.poll(() => figure('hospital_page_cache_entries'), { timeout: 30_000, interval: 100 }).toBe(2 + menuPages.length);
    const page = await app.inject({ method: 'GET', url: '/visiting-hours', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(await figure('hospital_page_cache_misses_total')).toBe(misses);
  }, 60_000);

  it('answers a page published a moment ago on its first visit while the change is still being read, not with a 404 from the answers before it', async () => {
    // Published the way another process publishes: in the database, then announced.
    await createRecord(test.db, typeOf('pages'), { title: 'Blood bank', pageRoute: 'blood-bank', template: 'default', description: '<p>Open day and night.</p>', templateData: [], status: 'active' });
    app.contentEvents?.emit('change', { method: 'POST', url: '/api/admin/pages' });
    const page = await app.inject({ method: 'GET', url: '/blood-bank', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
  }, 60_000);
});

