import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createRecord } from '../content/content-operations';
import { siteSettingsKey } from '../settings/site-settings-operations';
import { typeOf } from '../../test/helpers/content-factories';
import { sqliteDialect, testConfig, type TestDatabase } from '../../test/helpers/databases';

/**
 * The website's search page (`/search`, `/hi/search`, rendered by the server) is charged in the
 * fair share of searches for the work its render did (the search's queries and ranking, the render
 * thread's own time), as the API's search is, never for the time it queued behind another
 * address's flood. Over real HTTP, with the web routes.
 */
describe("the search page's fair share, over HTTP", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    database = await sqliteDialect.create();
    // Only the work bound can refuse: 300 ms of search work a second per address (three searches'
    // work on a loaded 2-core machine, where a search's own work measures tens of milliseconds).
    app = await buildApp({ config: testConfig({ SEARCH_IN_FLIGHT: '1000', SEARCH_PER_SECOND: '10000', SEARCH_MS_PER_SECOND: '300', TRUST_PROXY: 'true' }), db: database.db, web: true, logger: false });
    const faqs = typeOf('faqs');
    for (let i = 0; i < 60; i += 1) await createRecord(database.db, faqs, { title: `Heart care question ${i}`, description: `<p>Cardiology answer ${i} about the heart, chest pain and blood pressure</p>` });
    const row = await database.db.kysely.selectFrom('settings').select('value').where('key', '=', siteSettingsKey).executeTakeFirst();
    const value = JSON.stringify({ ...(row ? (JSON.parse(row.value) as object) : {}), languages: ['hi'] });
    await database.db.kysely.insertInto('settings').values({ key: siteSettingsKey, value, updated_at: new Date().toISOString() }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const page = async (path: string, client: string) => {
    const response = await fetch(`${url}${path}`, { headers: { 'x-forwarded-for': client } });
    await response.arrayBuffer();
    return response.status;
  };

  it("answers a visitor's English and Hindi search pages, and the next one, while another address's flood of search pages is rendered before theirs: the work is charged, not the wait", async () => {
    const flood = Promise.all(Array.from({ length: 60 }, () => page(`/search?q=${encodeURIComponent('heart cardiology chest pain blood pressure')}`, '203.0.113.66')));
    // Queued behind the flood's renders, each waits far longer than its share (300 ms a second):
    // charged that wait, the two together would owe more than a second's worth and the next be refused.
    const visitor = await Promise.all([page('/search?q=heart', '198.51.100.23'), page('/hi/search?q=heart', '198.51.100.23')]);
    visitor.push(await page('/search?q=cardiology', '198.51.100.23'));
    expect(visitor).toEqual([200, 200, 200]);
    expect((await flood).every((status) => status === 200)).toBe(true);
    // The flood's own work is still charged: its address is refused once it has used a second's worth.
    const after: number[] = [];
    for (let i = 0; i < 40 && !after.includes(429); i += 1) after.push(await page(`/search?q=${encodeURIComponent('heart cardiology chest pain blood pressure')}`, '203.0.113.66'));
    expect(after).toContain(429);
  }, 120_000);
});
