import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { upsertAdmin } from '../auth/auth-operations';
import { loadConfig } from '../config/config';
import { createRecord, listRecords } from '../content/content-operations';
import { contentTypeByKey } from '@hospital/content/registry';
import { migrateToLatest, openPostgres, type Db } from '../db/database';
import { refreshStatistics } from '../db/statistics';
import { inOneTransaction } from '../db/unit-of-work';
import { seedDemo } from '../seed/seed-demo';

/**
 * `npm run bench -- --scale 30` (issue 46): the demo hospital, and the demo grown `scale` times
 * (its doctors, posts and pages, made through the operations layer) on PostgreSQL, each in a schema
 * of its own; for each, each template's uncached render (time and bytes), the public lists'
 * answer sizes, the studio list's and the search's p95, the sitemap's time, the server's start
 * time and memory; printed side by side with the ratio.
 */

const typeOf = (key: string) => {
  const type = contentTypeByKey(key);
  if (!type) throw new Error(`no content type ${key}`);
  return type;
};

const admin = { email: 'growth-bench@hospital.test', password: 'growth-bench-password-1' };
const paragraphs = (n: number) => Array.from({ length: 6 }, (_, p) => `<p>Paragraph ${p} of record ${n}: care for patients day and night in every district.</p>`).join('');

const pages = ['/', '/blogs', '/our-doctors', '/find-a-doctor', '/hi/blogs', '/hi/our-doctors', '/hi/find-a-doctor'];
const lists = ['experts/active', 'blogs/active', 'pages/active', 'expert-categories/active', 'experts/active?limit=12'];
/** The record views besides a doctor's, a department's and a post's: their list and address prefix. */
const recordViews = [
  ['events', 'events'],
  ['camps', 'camps'],
  ['specialities', 'our-specialities'],
  ['leaders', 'our-leadership'],
  ['media-coverage', 'media-coverage'],
  ['hirings', 'career'],
  ['locations', 'locations'],
] as const;

export interface GrowthFigures {
  scale: number;
  records: Record<string, number>;
  /** Each page's uncached render: its time, its HTML's bytes and those bytes as brotli sends them (the issue's target is in brotli). */
  renders: Record<string, { ms: number; bytes: number; brotli: number }>;
  lists: Record<string, number>;
  studioListP95: number;
  searchP95: number;
  sitemapMs: number;
  startMs: number;
  rssMb: number;
  /** The slowest first visit of the measured pages once the warm-up after a restart is done, and within seconds after a doctor's edit (target ≤ 1,000 ms each). */
  firstVisitAfterRestartMs: number;
  firstVisitAfterEditMs: number;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? 0;

/**
 * Adds `scale - 1` times the demo's departments, doctors, posts and pages, a hundred records a
 * transaction; the doctors spread over every department, the demo's and the added ones (a
 * network's departments each hold a few doctors, as the demo's do).
 */
async function grow(db: Db, scale: number): Promise<void> {
  if (scale <= 1) return;
  const count = async (key: string) => (await listRecords(db, typeOf(key), { page: 1, limit: 1 })).total;
  const [category] = (await listRecords(db, typeOf('blog-categories'), { page: 1, limit: 1 })).data;
  const addedDepartments = (await count('expert-categories')) * (scale - 1);
  await inOneTransaction(db, async (trx) => {
    for (let n = 0; n < addedDepartments; n++) await createRecord(trx, typeOf('expert-categories'), { title: `Grown Department ${n}`, description: paragraphs(n), status: 'active' });
  });
  const departments = (await listRecords(db, typeOf('expert-categories'), { page: 1, limit: 10_000 })).data.map((d) => d._id);
  const made = { experts: (await count('experts')) * (scale - 1), blogs: (await count('blogs')) * (scale - 1), pages: (await count('pages')) * (scale - 1) };
  const bodies: { key: string; body: Record<string, unknown> }[] = [];
  for (let n = 0; n < made.experts; n++) bodies.push({ key: 'experts', body: { title: `Dr. Grown ${n}`, designation: 'Consultant', education: 'MBBS, MD', departments: [departments[n % departments.length]], description: paragraphs(n), status: 'active' } });
  for (let n = 0; n < made.blogs; n++) bodies.push({ key: 'blogs', body: { title: `Staying well, part ${n}`, description: paragraphs(n), blogCategory: category?._id, date: '2025-05-01', status: 'active' } });
  for (let n = 0; n < made.pages; n++) bodies.push({ key: 'pages', body: { title: `Grown page ${n}`, pageRoute: `grown/page-${n}`, template: 'default', description: paragraphs(n), templateData: [], status: 'active' } });
  for (let i = 0; i < bodies.length; i += 100) {
    await inOneTransaction(db, async (trx) => {
      for (const { key, body } of bodies.slice(i, i + 100)) await createRecord(trx, typeOf(key), body);
    });
  }
}

async function measure(url: string, schema: string, scale: number, distDir: string): Promise<GrowthFigures> {
  const db = openPostgres(url, { max: 10, options: `-c search_path=${schema}` });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-growth-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: 'none', WARM_PAGES: '0', WEB_DIST_DIR: distDir });
  try {
    await migrateToLatest(db);
    await seedDemo(db, config, { plainPictures: true });
    await grow(db, scale);
    // As a site's tables are once autovacuum has seen them (and as an import leaves them).
    await refreshStatistics(db);
    await upsertAdmin(db, admin);
    const records: Record<string, number> = {};
    for (const key of ['experts', 'blogs', 'pages', 'expert-categories']) records[key] = (await listRecords(db, typeOf(key), { page: 1, limit: 1 })).total;
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const app = await buildApp({ config, db, web: true, logger: false });
    await app.ready();
    const startMs = performance.now() - started;
    try {
      const timed = async (request: InjectOptions) => {
        const at = performance.now();
        const response = await app.inject(request);
        return { ms: performance.now() - at, bytes: Buffer.byteLength(response.rawPayload), status: response.statusCode, body: response.rawPayload };
      };
      const renders: GrowthFigures['renders'] = {};
      // A doctor's and a post's page too: the first of each list.
      const post = (await listRecords(db, typeOf('blogs'), { page: 1, limit: 1 })).data[0];
      const doctorDepartment = (await app.inject({ method: 'GET', url: `/api/admin/experts/active?limit=1` })).json<{ data: { slug: string; departments: { slug: string }[] }[] }>().data[0];
      const extra = [
        doctorDepartment ? `/our-experts/${doctorDepartment.departments[0]?.slug}` : '',
        doctorDepartment ? `/our-experts/${doctorDepartment.departments[0]?.slug}/${doctorDepartment.slug}` : '',
        post ? `/blogs/${String(post.slug)}` : '',
      ].filter(Boolean);
      // Every other page template, by the demo's first page of it (the grown pages are all `default`).
      const pageList = (await app.inject({ method: 'GET', url: '/api/admin/pages/active' })).json<{ data: { pageRoute?: string; template?: string }[] }>().data;
      const byTemplate = new Map<string, string>();
      for (const page of pageList.filter((p) => p.pageRoute && p.template && !p.pageRoute.startsWith('grown/')).sort((a, b) => String(a.pageRoute).localeCompare(String(b.pageRoute)))) {
        const address = `/${page.pageRoute}`;
        if (page.template !== 'home' && !byTemplate.has(String(page.template)) && !pages.includes(address)) byTemplate.set(String(page.template), address);
      }
      // And every other record view, by its list's first record.
      const views: string[] = [];
      for (const [list, prefix] of recordViews) {
        const first = (await app.inject({ method: 'GET', url: `/api/admin/${list}/active?limit=1` })).json<{ data?: { slug?: string }[] }>().data?.[0];
        if (first?.slug) views.push(`/${prefix}/${first.slug}`);
      }
      const labels = new Map<string, string>([...byTemplate].map(([template, address]) => [address, `template ${template}`]));
      for (const view of views) labels.set(view, `(${recordViews.find(([, prefix]) => view.startsWith(`/${prefix}/`))?.[1] ?? view})`);
      for (const page of [...pages, ...extra, ...byTemplate.values(), ...views]) {
        const label = labels.get(page) ?? (/^\/our-experts\/[^/]+$/.test(page) ? '(a department)' : page.startsWith('/our-experts/') ? '(a doctor)' : page.startsWith('/blogs/') ? '(a post)' : page);
        const render = await timed({ method: 'GET', url: page, headers: { 'accept-encoding': 'identity' } });
        renders[label] = { ...render, brotli: render.body.length > 0 ? zlib.brotliCompressSync(render.body).length : 0 };
      }
      const listSizes: Record<string, number> = {};
      for (const list of lists) listSizes[list] = (await timed({ method: 'GET', url: `/api/admin/${list}` })).bytes;
      const token = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: admin })).json<{ token: string }>().token;
      const studio: number[] = [];
      for (let i = 0; i < 40; i++) studio.push((await timed({ method: 'GET', url: `/api/admin/experts?page=${1 + (i % 5)}&limit=20`, headers: { authorization: `Bearer ${token}` } })).ms);
      const searches: number[] = [];
      for (const q of ['heart', 'cardiology', 'knee pain', 'dr grown', 'staying well', 'paediatrics', 'cancer', 'mri', 'visiting hours', 'insurance']) {
        for (let i = 0; i < 4; i++) {
          const answer = await timed({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, remoteAddress: `10.9.${i}.${q.length}` });
          if (answer.status !== 200) throw new Error(`the search answered ${answer.status}`);
          searches.push(answer.ms);
        }
      }
      const sitemapMs = (await timed({ method: 'GET', url: '/sitemap.xml' })).ms;
      const rssMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
      await app.close();
      const visits = await firstVisits(db, dataDir, distDir, [...pages, ...extra]);
      return { scale, records, renders, lists: listSizes, studioListP95: p95(studio), searchP95: p95(searches), sitemapMs, startMs, rssMb, ...visits };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Issue 46's first visits: the server started again as `npm start` runs it (WARM_PAGES 30, a
 * PUBLIC_URL), and once its warm-up is done (the page cache stops growing for a second) each page
 * visited once, the slowest visit; then a doctor edited in the studio and each page visited once
 * at once, the slowest visit.
 */
async function firstVisits(db: Db, dataDir: string, distDir: string, urls: readonly string[]): Promise<Pick<GrowthFigures, 'firstVisitAfterRestartMs' | 'firstVisitAfterEditMs'>> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: 'none', WARM_PAGES: '30', PUBLIC_URL: 'https://hospital.example', METRICS_ALLOW: '127.0.0.1', WEB_DIST_DIR: distDir });
  const app = await buildApp({ config, db, web: true, logger: false });
  await app.ready();
  try {
    const entries = async () => Number(/^hospital_page_cache_entries (\d+)/m.exec((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body)?.[1] ?? 0);
    for (let last = -1, still = 0, waited = 0; still < 4 && waited < 120_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await entries();
      still = now === last && now > 0 ? still + 1 : 0;
      last = now;
    }
    const slowest = async () => {
      let most = 0;
      for (const url of urls) {
        const at = performance.now();
        await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        most = Math.max(most, performance.now() - at);
      }
      return most;
    };
    const firstVisitAfterRestartMs = await slowest();
    const token = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: admin })).json<{ token: string }>().token;
    const auth = { authorization: `Bearer ${token}` };
    const [doctor] = (await listRecords(db, typeOf('experts'), { page: 1, limit: 1 })).data;
    if (!doctor) return { firstVisitAfterRestartMs, firstVisitAfterEditMs: Number.NaN };
    const record = (await app.inject({ method: 'GET', url: `/api/admin/experts/${doctor._id}`, headers: auth })).json<{ data: Record<string, unknown> }>().data;
    const { _id, createdAt, updatedAt, ...fields } = record;
    void [_id, createdAt, updatedAt];
    const edit = await app.inject({ method: 'PUT', url: `/api/admin/experts/${doctor._id}`, headers: auth, payload: { ...fields, designation: 'Senior Consultant' } });
    if (edit.statusCode !== 200) throw new Error(`the doctor's edit answered ${edit.statusCode}: ${edit.body}`);
    return { firstVisitAfterRestartMs, firstVisitAfterEditMs: await slowest() };
  } finally {
    await app.close();
  }
}

/** The figures of the demo and of the demo grown `scale` times, each in a PostgreSQL schema of its own, dropped afterwards. */
export async function benchGrowth(url: string, scale: number, distDir: string): Promise<GrowthFigures[]> {
  const out: GrowthFigures[] = [];
  for (const factor of [1, scale]) {
    const schema = `growth_${crypto.randomBytes(5).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    try {
      out.push(await measure(url, schema, factor, distDir));
    } finally {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
  }
  return out;
}
