import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createRecord, listRecords } from '../src/content/content-operations';
import { inOneTransaction } from '../src/db/unit-of-work';
import { seedDemo } from '../src/seed/seed-demo';
import { typeOf } from './helpers/content-factories';
import { sqliteDialect, testConfig, type TestDatabase } from './helpers/databases';

/**
 * Pages carry what they show (issue 46): a listing embeds its page of cards, not every record, so
 * its HTML does not grow with the content. The demo hospital's listings are measured, then 1,000
 * posts and 1,000 doctors (30 times the demo's) are added through the operations layer, and each
 * listing, in English and Hindi, must stay within 1.5 times its demo size. On the built website.
 */

const listings = ['/blogs', '/our-doctors', '/find-a-doctor', '/hi/blogs', '/hi/our-doctors', '/hi/find-a-doctor'];
const added = 1000;
/** A post's or a doctor's text as long as a real one: a few paragraphs. */
const paragraphs = (n: number) =>
  Array.from({ length: 6 }, (_, p) => `<p>Paragraph ${p} of record ${n}: the hospital's teams care for patients day and night, with clinics, wards and outreach in every district.</p>`).join('');

const sqlite = sqliteDialect;

describe('listing pages within their byte budgets at 30 times the demo', () => {
  let test: TestDatabase;
  const config = testConfig();
  const demo = new Map<string, number>();

  const measure = async (): Promise<Map<string, number>> => {
    // A new app: its page cache is empty, so every page is rendered from the database as it is now.
    const app: FastifyInstance = await buildApp({ config, db: test.db, web: true, logger: false });
    try {
      const sizes = new Map<string, number>();
      for (const url of listings) {
        const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        expect(page.statusCode, url).toBe(200);
        sizes.set(url, Buffer.byteLength(page.body));
      }
      return sizes;
    } finally {
      await app.close();
    }
  };

  beforeAll(async () => {
    test = await sqlite.create();
    await seedDemo(test.db, config, { plainPictures: true });
    for (const [url, bytes] of await measure()) demo.set(url, bytes);
  }, 180_000);

  afterAll(async () => {
    await test?.drop();
  });

  it('keeps /blogs, /our-doctors and /find-a-doctor (and in Hindi) within 1.5 times their demo size with 1,000 more posts and doctors', async () => {
    const [department] = (await listRecords(test.db, typeOf('expert-categories'), { page: 1, limit: 1 })).data;
    const [category] = (await listRecords(test.db, typeOf('blog-categories'), { page: 1, limit: 1 })).data;
    // In one transaction: a thousand commits would be most of the time.
    await inOneTransaction(test.db, async (db) => {
      for (let n = 0; n < added; n++) {
        await createRecord(db, typeOf('blogs'), { title: `Staying well, part ${n}`, description: paragraphs(n), blogCategory: category?._id, date: '2025-05-01', status: 'active' });
        await createRecord(db, typeOf('experts'), {
          title: `Dr. Grown Staff ${n}`,
          designation: 'Consultant',
          education: 'MBBS, MD',
          departments: [department?._id],
          description: paragraphs(n),
          status: 'active',
        });
      }
    });
    const grown = await measure();
    const report = listings.map((url) => `${url}: ${demo.get(url)} → ${grown.get(url)} bytes (${((grown.get(url) ?? 0) / (demo.get(url) ?? 1)).toFixed(2)}×)`);
    console.warn(report.join('\n'));
    for (const url of listings) expect(grown.get(url), report.join('\n')).toBeLessThanOrEqual(1.5 * (demo.get(url) ?? 0));
  }, 240_000);
});
