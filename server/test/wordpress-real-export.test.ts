import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '@hospital/content/wire/wordpress-import';
import { contentTypeByKey } from '@hospital/content/registry';
import type { Config } from '../src/config/config';
import { getRecord } from '../src/content/content-operations';
import { openPostgres, openSqlite, type Db } from '../src/db/database';
import type { MenuItem } from '../src/menus/menu-operations';
import { readStateRow, workingCopy } from '../src/publishing/publishing-operations';
import type { ImportMapping } from '../src/wordpress/import-mapping';
import { importWordpress, suggestImportMapping, type ImportOptions } from '../src/wordpress/wordpress-import';
import { readWxrEntries } from '../src/wordpress/wxr-reader';
import { toWxrItem, type WxrItem } from '../src/wordpress/wxr-records';
import { wordpressQueryAddress } from '../src/wordpress/wordpress-query-addresses';
import { dialects, testConfig, type TestDatabase } from './helpers/databases';
import { requestOnce, startServerProcess, type ServerProcess } from './helpers/server-process';
import { startServerProcesses, type ServerProcesses } from './helpers/server-processes';
import { realWordpressExport, realWordpressMissing, type RealExport } from './helpers/wordpress-site';

/**
 * The WordPress import on an export a real WordPress made (Debian's package, MariaDB, content
 * made with WordPress's own functions and exported by its own export_wp(); see
 * test/wordpress/make-site.php), imported beside a running server process on each database, whose
 * answers are then checked over HTTP, every old address followed.
 */

const missing = await realWordpressMissing();

/** A running server process and a connection of the test's own to its database, as the import command has. */
interface Site {
  server: ServerProcess;
  /** Every server process of the site (two on PostgreSQL). */
  servers: ServerProcess[];
  db: Db;
  config: Config;
  stop(): Promise<void>;
}

async function startSite(dialect: 'sqlite' | 'postgres'): Promise<Site> {
  if (dialect === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-wp-real-'));
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const db = openSqlite(dataDir);
    return {
      server,
      servers: [server],
      db,
      config: testConfig({ DATA_DIR: dataDir }),
      stop: async () => {
        await db.close();
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const processes: ServerProcesses = await startServerProcesses({ url: process.env.TEST_DATABASE_URL ?? '', prefix: 'wp_real', count: 2, sharedDataDir: true });
  const db = openPostgres(process.env.TEST_DATABASE_URL ?? '', { options: processes.options, max: 3 });
  return {
    server: processes.servers[0]!,
    servers: processes.servers,
    db,
    config: testConfig({ DATA_DIR: processes.dataDir ?? '' }),
    stop: async () => {
      await db.close();
      await processes.stop();
    },
  };
}

async function itemsOf(file: string): Promise<WxrItem[]> {
  const items: WxrItem[] = [];
  for await (const entry of readWxrEntries(file)) if (entry.node.name === 'item') items.push(toWxrItem(entry));
  return items;
}

const oldPath = (link: string): string => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The answer at `address`, following at most one redirect: [final status, the redirect's target or '']. */
async function follow(server: ServerProcess, address: string): Promise<{ status: number; via: string; body: string }> {
  const first = await requestOnce(`${server.url}${address}`);
  if (first.status >= 300 && first.status < 400 && first.headers.location) {
    const to = new URL(first.headers.location, server.url);
    const second = await requestOnce(to.toString());
    return { status: second.status, via: `${to.pathname}${to.search}`, body: second.body };
  }
  return { status: first.status, via: '', body: first.body };
}

/** Resolves once `condition` holds, checking every 100 ms; fails after `ms` naming what it waited for. */
async function until(condition: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postgres = dialects.some((d) => d.name === 'postgres');

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(missing !== undefined || (dialect === 'postgres' && !postgres))(`a real WordPress export, imported beside a running server (${dialect})${missing ? `: skipped, ${missing}` : ''}`, () => {
    let site: Site;
    let real: RealExport;
    let items: WxrItem[];
    let report: ImportReport;
    let mapping: ImportMapping;
    const options = (extra: Partial<ImportOptions> = {}): ImportOptions => ({
      file: real.file,
      media: { kind: 'uploads', folder: real.uploads },
      publish: true,
      dryRun: false,
      mapping,
      ...extra,
    });
    const published = (type: string) => items.filter((i) => i.postType === type && i.status === 'publish' && !i.password);

    beforeAll(async () => {
      real = await realWordpressExport();
      items = await itemsOf(real.file);
      mapping = await suggestImportMapping(real.file);
      site = await startSite(dialect);
      // The server has answered (and cached) these as missing before the import.
      for (const server of site.servers) for (const address of ['/about-us', '/sample-page']) expect((await requestOnce(`${server.url}${address}`)).status).toBe(404);
      report = await importWordpress(site.db, site.config, options());
      // The running server hears of the import's commit within a second, without a restart (it answered /sample-page before: a cached 404).
      // Its page cache and its redirects (reloaded on the same change, apart) both: a post's old permalink leads to it.
      const post = published('post')[0];
      if (!post) throw new Error('the export has no published post');
      for (const server of site.servers) {
        await until(
          async () => (await follow(server, '/sample-page/')).status === 200 && (await follow(server, oldPath(post.link))).status === 200,
          10_000,
          `the running server ${server.url} to answer the imported /sample-page/ and an old permalink`,
        );
      }
    }, 180_000);
    afterAll(async () => site?.stop());

    it('answers every published page, post and attachment page at its new address, through at most one redirect from each old address, without a restart', async () => {
      const checks: string[] = [];
      for (const item of [...published('page'), ...published('post')]) {
        checks.push(oldPath(item.link), `/?p=${item.postId}`);
        if (item.postType === 'page') checks.push(`/?page_id=${item.postId}`);
      }
      for (const item of items.filter((i) => i.postType === 'attachment')) checks.push(oldPath(item.link), `/?attachment_id=${item.postId}`);
      expect(checks.length).toBeGreaterThan(25);
      const answers: [string, number, string][] = [];
      // On every server process (two on PostgreSQL), none restarted.
      for (const server of site.servers) {
        for (const address of checks) {
          const answer = await follow(server, address);
          answers.push([`${server.url}${address}`, answer.status, answer.via]);
        }
      }
      expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    }, 60_000);

    it('plans a free address for a page whose WordPress address is one of this site’s routes, redirects from the old one and says so', async () => {
      const cardiology = await follow(site.server, '/our-experts/cardiology-team/');
      expect(cardiology.status).toBe(200);
      expect(cardiology.via).not.toMatch(/^\/our-experts\//);
      expect(cardiology.body).toContain('The heart team.');
      const decision = report.notes.find((n) => n.title === 'Cardiology team');
      expect(decision?.text).toMatch(/\/our-experts\/cardiology-team is this site's own address.*now at \//);
      const dry = await importWordpress(site.db, site.config, options({ dryRun: true }));
      expect(dry.notes.find((n) => n.title === 'Cardiology team')?.text).toEqual(decision?.text);
    }, 60_000);

    it('keeps private and password-protected posts and pages as drafts whatever --publish says, with a note, and drafts and scheduled posts in their state', async () => {
      for (const [title, table] of [['Staff rota', 'content_pages'], ['Tender documents', 'content_pages'], ['Staff circular', 'content_blogs'], ['Board minutes', 'content_blogs'], ['Unfinished news', 'content_blogs'], ['Awaiting review', 'content_blogs']] as const) {
        const row = await site.db.kysely.selectFrom(table).select(['id', 'status']).where('title', '=', title).executeTakeFirstOrThrow();
        expect([title, row.status]).toEqual([title, 'inactive']);
      }
      expect(report.notes.filter((n) => /private|password/i.test(n.text)).map((n) => n.title).sort()).toEqual(['Board minutes', 'Staff circular', 'Staff rota', 'Tender documents']);
      for (const address of ['/tenders/', '/2024/03/05/staff-circular/', '/staff-rota/']) {
        const answer = await follow(site.server, address);
        expect([address, answer.status]).toEqual([address, 404]);
        expect(answer.body).not.toMatch(/sealed bids|for staff only|Night shifts/);
      }
      const scheduled = await site.db.kysely.selectFrom('content_blogs').select(['id', 'status']).where('title', '=', 'New wing opens').executeTakeFirstOrThrow();
      expect(scheduled.status).toBe('inactive');
      expect((await readStateRow(site.db, 'blogs', scheduled.id))?.publish_at).toBe('2031-01-10T04:30:00.000Z');
    });

    it('carries [caption], [gallery], [audio], [embed] and embed blocks over, removes other shortcodes and lists them, and makes titles plain text', async () => {
      const visiting = await follow(site.server, '/2024/03/05/visiting-hours/');
      expect(visiting.status).toBe(200);
      expect(visiting.body).not.toMatch(/\[(caption|gallery|audio|embed|old_slider)|\[\/caption\]/);
      expect(visiting.body).toMatch(/<figure[^>]*><img[^>]*src="\/uploads\/[^"]+"[^>]*><figcaption>Our ward at noon<\/figcaption><\/figure>/);
      expect(visiting.body).toMatch(/<div class="gallery">(<figure><img[^>]*src="\/uploads\/[^"]+"[^>]*><\/figure>){2}<\/div>/);
      expect(visiting.body).toContain('<a href="https://www.youtube.com/watch?v=xyz789">https://www.youtube.com/watch?v=xyz789</a>');
      expect(visiting.body).toMatch(/<a href="[^"]*welcome\.mp3">[^<]*welcome\.mp3<\/a>/);
      expect(visiting.body).toMatch(/<a href="[^"]*ward-tour\.mp4">[^<]*ward-tour\.mp4<\/a>/);
      expect(visiting.body).not.toMatch(/\[\/?video/);
      const heart = await follow(site.server, '/2024/03/05/heart-health-in-winter/');
      expect(heart.body).toContain('<a href="https://www.youtube.com/watch?v=abc123">');
      expect(heart.body).toMatch(/<figcaption>The new ward<\/figcaption>/);
      expect(heart.body).not.toMatch(/<script[^>]*(youtube|embed)/);
      expect(report.unmapped.filter((u) => u.kind === 'shortcode')).toEqual([{ kind: 'shortcode', name: '[old_slider]', count: 1, where: ['Visiting hours'] }]);
      const caring = await follow(site.server, '/2024/03/05/caring-for-every-heart/');
      expect(caring.body).toContain('Caring for every heart');
      expect(caring.body).not.toMatch(/&lt;em&gt;|<em>every<\/em> heart/);
    });

    it('turns the doctor post type into doctors with --map (suggested by --suggest-map): meta into fields, featured image into the photo, terms into departments', async () => {
      expect(mapping).toEqual({ postTypes: { doctor: { to: 'experts', fields: { designation: 'designation', experience_years: '', qualification: 'education' }, departments: 'department' } }, pageTrees: {} });
      const doctor = await follow(site.server, '/doctor/dr-rahul-sharma/');
      expect([doctor.status, doctor.via]).toEqual([200, '/our-experts/cardiology/dr-rahul-sharma']);
      expect(doctor.body).toContain('MBBS, MD');
      expect(doctor.body).toContain('Senior Cardiologist');
      const row = await site.db.kysely.selectFrom('content_experts').select(['id', 'status']).where('slug', '=', 'dr-rahul-sharma').executeTakeFirstOrThrow();
      expect(row.status).toBe('active');
      const portrait = await site.db.kysely.selectFrom('media').select('file_name').where('original_name', '=', 'sharma.png').executeTakeFirstOrThrow();
      expect((await getRecord(site.db, contentTypeByKey('experts')!, row.id)).imageUrl).toBe(`/uploads/${portrait.file_name}`);
      const department = await site.db.kysely.selectFrom('content_expert_categories').select(['title', 'status']).where('slug', '=', 'cardiology').executeTakeFirstOrThrow();
      expect(department).toEqual({ title: 'Cardiology', status: 'active' });
      expect((await follow(site.server, '/our-experts/cardiology')).body).toContain('Dr. Rahul Sharma');
      // Find a Doctor and the site search know him on the first day.
      const listed = JSON.parse((await requestOnce(`${site.server.url}/api/admin/experts/active?limit=50`)).body) as { data: { title: string; departments: { slug: string }[] }[] };
      expect(listed.data.find((d) => d.title === 'Dr. Rahul Sharma')?.departments.map((d) => d.slug)).toEqual(['cardiology']);
      const found = await requestOnce(`${site.server.url}/api/admin/search?q=${encodeURIComponent('Rahul Sharma')}`);
      expect(found.status).toBe(200);
      expect(found.body).toContain('Dr. Rahul Sharma');
      expect(report.counts.records).toEqual({ created: 1, updated: 0, skipped: 0 });
      expect(report.unmapped).toContainEqual({ kind: 'other', name: 'doctor field "experience_years" (not in the mapping)', count: 1, where: ['Dr. Rahul Sharma'] });
      expect(report.unmapped.filter((u) => u.kind === 'post-type')).toEqual([]);
      const dry = await importWordpress(site.db, site.config, options({ dryRun: true }));
      expect(dry.notes).toContainEqual({ title: 'WordPress "doctor"', text: 'Becomes Doctors (--map): designation → designation; qualification → education; featured image → picture; department terms → departments.' });
    });

    it('brings the block theme’s navigation into the header and the classic menu into the footer, submenus and page lists included', async () => {
      const menu = async (location: string) => (await workingCopy(site.db, 'menus', location)).fields.items as MenuItem[];
      const shape = (list: MenuItem[]): unknown => list.map((i) => (i.children.length ? { [i.title]: shape(i.children) } : i.title));
      const header = await menu('header');
      // The page list stands for the published pages' tree, in WordPress's order (menu order, then title).
      expect(shape(header)).toEqual(['About', { Care: ['Our team', 'Cardiology'] }, { 'About Us': [{ 'Our Team': ['Leadership'] }] }, { 'Our Experts': ['Cardiology team'] }, 'Sample Page', 'Find us']);
      expect(header.find((i) => i.title === 'Find us')?.path).toBe('https://maps.example.com/sunrise');
      expect(shape(await menu('footer'))).toEqual(['About us', { Patients: ['Leadership team'] }]);
      expect(report.counts.menuItems.skipped).toBe(0);
      // The choice (--menu): the classic menu into the quick links; again, its items move (never doubled).
      const moved = await importWordpress(site.db, site.config, options({ menuPlaces: { 'Footer Menu': 'quicklinks' } }));
      expect(shape(await menu('quicklinks'))).toEqual(['About us', { Patients: ['Leadership team'] }]);
      expect(await menu('footer')).toEqual([]);
      expect(shape(await menu('header'))).toHaveLength(6);
      expect(moved.notes.filter((n) => /WordPress menus go to/.test(n.text))).toEqual([]);
      const together = await importWordpress(site.db, site.config, options({ dryRun: true, menuPlaces: { 'Footer Menu': 'header' } }));
      expect(together.notes).toContainEqual({
        title: 'header menu',
        text: '2 WordPress menus go to the header (Footer Menu, Header navigation), one after the other. Choose with --menu "<name>=header|footer|quicklinks|none".',
      });
    }, 60_000);
  });
}

for (const dialect of dialects) {
  describe.skipIf(missing !== undefined)(`a real WordPress export with a page tree mapped (${dialect.name})${missing ? `: skipped, ${missing}` : ''}`, () => {
    let test: TestDatabase;
    afterAll(async () => test?.drop());

    it('turns the pages below a mapped page tree into records of that type, answering their old query addresses', async () => {
      test = await dialect.create();
      const real = await realWordpressExport();
      const items = await itemsOf(real.file);
      const mapping = { ...(await suggestImportMapping(real.file)), pageTrees: { '/our-experts/': { to: 'expert-categories' as const, fields: {} } } };
      const report = await importWordpress(test.db, testConfig(), { file: real.file, media: { kind: 'uploads', folder: real.uploads }, publish: true, dryRun: false, mapping });
      const department = await test.db.kysely.selectFrom('content_expert_categories').select(['title', 'status']).where('slug', '=', 'cardiology-team').executeTakeFirstOrThrow();
      expect(department).toEqual({ title: 'Cardiology team', status: 'active' });
      const pages = (await test.db.kysely.selectFrom('content_pages').select('slug').execute()).map((p) => p.slug);
      expect(pages).toContain('our-experts');
      expect(pages.filter((slug) => slug?.includes('cardiology'))).toEqual([]);
      const cardiology = items.find((i) => i.title === 'Cardiology team')!;
      const doctor = items.find((i) => i.postType === 'doctor')!;
      expect(await wordpressQueryAddress(test.db, new URLSearchParams(`page_id=${cardiology.postId}`))).toBe('/our-experts/cardiology-team');
      expect(await wordpressQueryAddress(test.db, new URLSearchParams(`p=${doctor.postId}`))).toBe('/our-experts/cardiology/dr-rahul-sharma');
      expect(report.counts.records).toEqual({ created: 2, updated: 0, skipped: 0 });
      expect(report.notes).toContainEqual({ title: 'WordPress pages below /our-experts/', text: 'Become Departments (--map).' });
    }, 120_000);
  });
}
