import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../src/content/content-operations';
import { contentTableName, openSqlite } from '../src/db/database';
import { inOneTransaction } from '../src/db/unit-of-work';
import { sampleBody, typeOf } from './helpers/content-factories';
import { seededDemoTemplate } from './helpers/seeded-demo-template';
import { requestOnce, startServerProcess, type ServerProcess } from './helpers/server-process';

/**
 * The first visit after a restart (issue 46: `/our-doctors` took 2.26 s at 30 times the demo): a
 * real server process (`npm start`'s, WARM_PAGES at its default) started on the demo grown to ten
 * times its doctors renders the home page and the header menu's pages into its page cache in the
 * background; the first requests to `/` and `/our-doctors` over HTTP are then answered from the
 * cache, which its metrics count (hits, and no miss), not a clock. Needs `npm run build`.
 */

/** A port free now, for the server to take. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('the first visits after a restart, over HTTP', () => {
  let dir: string;
  let server: ServerProcess | undefined;

  const metric = async (name: string): Promise<number> => {
    const text = (await requestOnce(`${server?.url}/metrics`)).body;
    return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-test-warm-process-'));
    fs.cpSync(await seededDemoTemplate(), dir, { recursive: true });
    const db = openSqlite(dir);
    try {
      // Ten times the demo's doctors, through the operations layer.
      const experts = typeOf('experts');
      const { n } = await db.kysely.selectFrom(contentTableName('experts') as never).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const department = (await db.kysely.selectFrom(contentTableName('expert-categories') as never).select('id' as never).where('status' as never, '=', 'active' as never).executeTakeFirstOrThrow()) as { id: string };
      await inOneTransaction(db, async (tx) => {
        for (let i = 0; i < 9 * Number(n); i++) {
          await createRecord(tx, experts, sampleBody(experts, { 'expert-categories': department.id }, { title: `Dr. Grown ${i}`, slug: `dr-grown-${i}`, designation: 'Consultant', status: 'active' }));
        }
      });
    } finally {
      await db.close();
    }
    // PUBLIC_URL names the origin the pages are warmed for before any request: the server's own address.
    const port = await freePort();
    server = await startServerProcess({ DATA_DIR: dir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, METRICS_ALLOW: '127.0.0.1' });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers the first visits to the home page and /our-doctors from the page cache it warmed at start', async () => {
    // The header menu's own pages, in menu order after the home page, are the warm set (WARM_PAGES 30).
    const header = JSON.parse((await requestOnce(`${server?.url}/api/admin/public-nav?location=header`)).body) as unknown;
    const paths = (items: unknown): string[] =>
      (Array.isArray(items) ? items : ((items as { data?: unknown[] } | null)?.data ?? [])).flatMap((item) => {
        const { path: own, children } = (item ?? {}) as { path?: unknown; children?: unknown };
        return [...(typeof own === 'string' && own.startsWith('/') && !own.startsWith('//') ? [own.split('#', 1)[0] ?? own] : []), ...paths(children)];
      });
    const warmSet = [...new Set(['/', ...paths(header)].slice(0, 30))];
    expect(warmSet).toContain('/our-doctors');
    // Waited for by its own count, not a clock: every page of the warm set is in the cache.
    await expect.poll(() => metric('hospital_page_cache_entries'), { timeout: 300_000, interval: 250 }).toBeGreaterThanOrEqual(warmSet.length);
    // The start's own first render of the home page (main.ts, for /readyz) may count as a miss: the visitors' requests may not.
    const misses = await metric('hospital_page_cache_misses_total');
    const hits = await metric('hospital_page_cache_hits_total');
    expect(misses).toBeLessThanOrEqual(1);
    for (const url of ['/', '/our-doctors']) {
      const page = await requestOnce(`${server?.url}${url}`, { 'accept-encoding': 'br' });
      expect(page.status, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
    }
    expect(await metric('hospital_page_cache_misses_total')).toBe(misses);
    expect(await metric('hospital_page_cache_hits_total')).toBe(hits + 2);
  }, 600_000);
});
