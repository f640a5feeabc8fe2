import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openSqlite, type Db } from '../src/db/database';
import { seededDemoTemplate } from './helpers/seeded-demo-template';

/**
 * The sitemap past its most addresses a file (issue 46: 50,000, sitemaps.org's limit): /sitemap.xml
 * becomes an index naming /sitemap-1.xml, /sitemap-2.xml, …, each answered over HTTP with at most
 * that many addresses, together every address of the single sitemap once. The limit is lowered
 * to 100 here so the demo's 300-odd addresses need several files. On the built website.
 */

const origin = 'https://hospital.example';
const max = 100;
const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap index over HTTP', () => {
  let dir: string;
  let db: Db;
  let whole: FastifyInstance;
  let split: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-test-sitemap-index-'));
    fs.cpSync(await seededDemoTemplate(), dir, { recursive: true });
    db = openSqlite(dir);
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none', WARM_PAGES: '0', PUBLIC_URL: origin });
    whole = await buildApp({ config, db, web: true, logger: false });
    split = await buildApp({ config, db, web: true, logger: false, sitemapMaxUrls: max });
  }, 300_000);

  afterAll(async () => {
    await whole?.close();
    await split?.close();
    await db?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is one file up to the limit, and past it an index whose files list every address once, each within the limit', async () => {
    const single = await whole.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(single.statusCode).toBe(200);
    expect(single.body).toContain('<urlset');
    expect(single.body).not.toContain('<sitemapindex');
    const all = locs(single.body);
    expect(all.length).toBeGreaterThan(2 * max);
    expect((await whole.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);

    const index = await split.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1] ?? '');
    expect(parts.length).toBeGreaterThanOrEqual(Math.ceil(all.length / max));
    expect(parts).toEqual(parts.map((_, n) => `${origin}/sitemap-${n + 1}.xml`));
    const listed: string[] = [];
    for (const part of parts) {
      const file = await split.inject({ method: 'GET', url: new URL(part).pathname });
      expect(file.statusCode, part).toBe(200);
      expect(file.headers['content-type']).toContain('application/xml');
      expect(file.body).toContain('<urlset');
      const urls = locs(file.body);
      expect(urls.length, part).toBeGreaterThan(0);
      expect(urls.length, part).toBeLessThanOrEqual(max);
      listed.push(...(urls as string[]));
    }
    expect([...listed].sort()).toEqual([...all].sort());
    expect(new Set(listed).size).toBe(listed.length);
    for (const beyond of [`/sitemap-${parts.length + 1}.xml`, '/sitemap-0.xml', '/sitemap-x.xml']) {
      expect((await split.inject({ method: 'GET', url: beyond })).statusCode, beyond).toBe(404);
    }
    expect((await split.inject({ method: 'GET', url: '/robots.txt' })).body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  }, 120_000);
});
