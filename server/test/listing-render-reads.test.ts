import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createRecord } from '../src/content/content-operations';
import { contentTableName, openSqlite, type Db } from '../src/db/database';
import { inOneTransaction } from '../src/db/unit-of-work';
import { ensureSampleImage, sampleBody, typeOf } from './helpers/content-factories';
import { seededDemoTemplate } from './helpers/seeded-demo-template';

/**
 * Renders read only what they show (issue 46). Each listing page of the demo is rendered from a
 * cold start (a new app: no page cache, no kept answers) while every row the database hands back
 * is counted, and the bytes of its embedded `__DATA__` measured; then the type it lists is grown
 * to ten times the demo's through the operations layer and the page rendered again. A render that
 * reads or embeds the whole list grows with it; one that reads its page of cards and what its
 * filters need does not. On the built website (npm run build), SQLite.
 */

/** A listing (or a record page), and the type whose records it shows. */
interface Measured {
  url: string;
  grows: string;
}

const listings: Measured[] = [
  { url: '/blogs', grows: 'blogs' },
  { url: '/our-doctors', grows: 'experts' },
  { url: '/find-a-doctor', grows: 'experts' },
  { url: '/our-specialities', grows: 'specialities' },
  { url: '/events', grows: 'events' },
  { url: '/camps', grows: 'camps' },
  { url: '/media-coverage', grows: 'media-coverage' },
  { url: '/photo-gallery', grows: 'galleries' },
];

/**
 * Pages that are no listing: each reads and embeds its own record (`pages/active?route=…`), not
 * every page, however many pages the site has; a record's page (a post, a doctor, a speciality,
 * an event) its record (`blogs/active?slug=…`) and its small side lists (the newest others, a
 * doctor's colleagues), and in another language the record in the default language too (its
 * language links), not every record of its type. Measured after every type above has grown too.
 */
const pages: Measured[] = [
  { url: '/about-us', grows: 'pages' },
  // Home: its doctors' slider reads the ten it shows, not every doctor.
  { url: '/', grows: 'pages' },
  // The demo's records (server/src/seed).
  { url: '/blogs/postnatal-depression-is-common-and-treatable', grows: 'blogs' },
  { url: '/hi/blogs/postnatal-depression-is-common-and-treatable', grows: 'blogs' },
  { url: '/our-experts/cardiology/dr-arvind-menon', grows: 'experts' },
  { url: '/hi/our-experts/cardiology/dr-arvind-menon', grows: 'experts' },
  { url: '/our-specialities/cardiac-sciences', grows: 'specialities' },
  { url: '/events/women-s-health-day', grows: 'events' },
  // Find a Doctor at one centre of the demo's network: the doctors who sit there, found by the database.
  { url: '/find-a-doctor?location=lakeview', grows: 'experts' },
];

/** Every row the database answers, counted (the rows a render reads). */
function rowCounter(): { plugin: KyselyPlugin; rows: () => number; reset: () => void } {
  let rows = 0;
  return {
    plugin: {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        rows += args.result.rows.length;
        return args.result;
      },
    },
    rows: () => rows,
    reset: () => {
      rows = 0;
    },
  };
}

const embeddedData = (html: string): string => /<script id="__DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** A record's text as long as a real one's: a few paragraphs. */
const paragraphs = (n: number) =>
  Array.from({ length: 3 }, (_, p) => `<p>Paragraph ${p} of record ${n}: the hospital's teams care for patients day and night, with clinics, wards and outreach.</p>`).join('');

describe('a listing render reads and embeds its page, not its whole list', () => {
  let dir: string;
  let db: Db;
  const counter = rowCounter();
  const demo = new Map<string, { rows: number; data: number; html: string }>();

  /** A cold render of `url`: the rows read while it renders, and its embedded data's bytes. */
  const measure = async (url: string): Promise<{ rows: number; data: number; html: string }> => {
    const counted: Db = { ...db, kysely: db.kysely.withPlugin(counter.plugin) };
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none', WARM_PAGES: '0' });
    const app = await buildApp({ config, db: counted, web: true, logger: false });
    try {
      await app.ready();
      counter.reset();
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(page.statusCode, url).toBe(200);
      return { rows: counter.rows(), data: Buffer.byteLength(embeddedData(page.body)), html: page.body };
    } finally {
      await app.close();
    }
  };

  const count = async (key: string): Promise<number> =>
    Number((await db.kysely.selectFrom(contentTableName(key) as never).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const firstId = async (key: string): Promise<string> =>
    (await db.kysely.selectFrom(contentTableName(key) as never).select('id' as never).where('status' as never, '=', 'active' as never).executeTakeFirstOrThrow() as { id: string }).id;

  beforeAll(async () => {
    const template = await seededDemoTemplate();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-test-render-reads-'));
    fs.cpSync(template, dir, { recursive: true });
    db = openSqlite(dir);
    for (const { url } of [...listings, ...pages]) demo.set(url, await measure(url));
    // Each listed type grown to ten times the demo's, through the operations layer.
    await ensureSampleImage(db);
    const related = { 'expert-categories': await firstId('expert-categories'), 'blog-categories': await firstId('blog-categories'), 'gallery-categories': await firstId('gallery-categories') };
    for (const key of new Set([...listings, ...pages].map((l) => l.grows))) {
      const type = typeOf(key);
      const added = Math.max(9 * (await count(key)), 100);
      await inOneTransaction(db, async (tx) => {
        for (let n = 0; n < added; n++) {
          const body = sampleBody(type, related, { title: `Grown ${key} ${n}`, status: 'active' });
          if ('slug' in body || type.fields.some((f) => f.name === 'slug')) body.slug = `grown-${key}-${n}`;
          if (type.fields.some((f) => f.name === 'pageRoute')) body.pageRoute = `grown-${key}-${n}`;
          if (type.fields.some((f) => f.name === 'description')) body.description = paragraphs(n);
          await createRecord(tx, type, body);
        }
      });
    }
  }, 600_000);

  afterAll(async () => {
    await db?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Each listing measured once grown, for both of its tests. */
  const grown = new Map<string, Promise<{ rows: number; data: number; html: string }>>();
  const after = (url: string) => {
    let figures = grown.get(url);
    if (!figures) grown.set(url, (figures = measure(url)));
    return figures;
  };
  const report = async (url: string) => {
    const before = demo.get(url);
    if (!before) throw new Error(`${url} was not measured on the demo`);
    const now = await after(url);
    const line = `${url}: rows read ${before.rows} → ${now.rows}, __DATA__ ${before.data} → ${now.data} bytes`;
    console.warn(line);
    return { before, now, line };
  };

  for (const { url, grows } of listings) {
    it(`${url} embeds about as many bytes of data with ten times the ${grows}`, async () => {
      const { before, now, line } = await report(url);
      // Rendered, not left loading: the grown listing has more than a page, so its Load More links to page 2.
      expect(now.html, url).toMatch(/href="[^"]*[?&](?:amp;)?page=2[#"]/);
      expect(now.data, line).toBeLessThanOrEqual(1.5 * before.data);
    }, 120_000);

    it(`${url} reads about as many rows with ten times the ${grows}`, async () => {
      const { before, now, line } = await report(url);
      // A whole-list read grows by the nine-fold records added; a page's read by none of them.
      expect(now.rows, line).toBeLessThanOrEqual(Math.ceil(1.25 * before.rows) + 10);
    }, 120_000);
  }

  for (const { url, grows } of pages) {
    it(`${url} embeds about as many bytes of data with ten times the ${grows}`, async () => {
      const { before, now, line } = await report(url);
      expect(now.data, line).toBeLessThanOrEqual(1.5 * before.data);
    }, 120_000);

    it(`${url} reads about as many rows with ten times the ${grows}`, async () => {
      const { before, now, line } = await report(url);
      expect(now.rows, line).toBeLessThanOrEqual(Math.ceil(1.25 * before.rows) + 10);
    }, 120_000);
  }
});
