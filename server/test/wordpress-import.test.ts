import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeByKey } from '@hospital/content/registry';
import type { Config } from '../src/config/config';
import { getRecord } from '../src/content/content-operations';
import type { Db } from '../src/db/database';
import { getMedia } from '../src/media/media-operations';
import type { MenuItem } from '../src/menus/menu-operations';
import { readStateRow, workingCopy } from '../src/publishing/publishing-operations';
import type { ImportReport } from '@hospital/content/wire/wordpress-import';
import { ImportBusyError, importWordpress, type ImportOptions } from '../src/wordpress/wordpress-import';
import { buildWxr, type WxrPostSpec } from '../src/wordpress/wxr-builder';
import { WxrError } from '../src/wordpress/wxr-reader';
import { wordpressQueryAddress } from '../src/wordpress/wordpress-query-addresses';
import { resolveRedirect } from '../src/redirects/redirect-operations';
import { dialects, sqliteDialect, testConfig, type TestDatabase } from './helpers/databases';
import { useSignedInApp } from './helpers/signed-in-app';
import type { WordpressImportRun } from '@hospital/content/wire/wordpress-import';

/**
 * The WordPress import on a real database, with exports this test writes: a tree of pages, posts
 * with categories, tags and featured images, attachments from an uploads folder and from a local
 * HTTP server, menus, Gutenberg blocks, classic HTML, shortcodes, a script, a custom post type and
 * a damaged file. Run twice, nothing is doubled.
 */

const site = 'https://old.hospital.example';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-import-'));
const uploads = path.join(work, 'uploads');

const media = (id: number, file: string, title: string, alt: string): WxrPostSpec => ({
  id,
  type: 'attachment',
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  parent: 0,
  link: `${site}/attachment/${title.toLowerCase().replace(/\W+/g, '-')}/`,
  attachmentUrl: `${site}/wp-content/uploads/${file}`,
  excerpt: `${title}, caption`,
  meta: { _wp_attached_file: file, ...(alt ? { _wp_attachment_image_alt: alt } : {}) },
});

const gutenberg = [
  '<!-- wp:heading --><h2 class="wp-block-heading">Our promise</h2><!-- /wp:heading -->',
  '<!-- wp:paragraph --><p>Care for every family, <strong>every day</strong>.</p><!-- /wp:paragraph -->',
  `<!-- wp:image {"id":101,"sizeSlug":"medium"} --><figure class="wp-block-image"><img src="${site}/wp-content/uploads/2024/03/ward-300x200.png" alt="Our ward" class="wp-image-101"/></figure><!-- /wp:image -->`,
  '<!-- wp:latest-posts {"postsToShow":3} /-->',
  '<!-- wp:acme/doctor-finder --><div class="acme">Find a doctor</div><!-- /wp:acme/doctor-finder -->',
].join('\n\n');

const classic = `Our team works around the clock.
Call us any time.

[gallery ids="101,102"]

<script>alert('old tracker')</script>
<p onclick="track()">Meet the nurses.</p>`;

const items: WxrPostSpec[] = [
  media(101, '2024/03/ward.png', 'Ward', 'A bright hospital ward'),
  media(102, '2024/03/doctor.png', 'Doctor portrait', ''),
  media(103, '2024/03/missing.png', 'Lost file', ''),
  { id: 1, type: 'page', title: 'About Us', slug: 'about-us', content: gutenberg, meta: { _wp_page_template: 'default' } },
  { id: 2, type: 'page', title: 'Our Team', slug: 'our-team', parent: 1, content: classic, link: `${site}/about-us/our-team/` },
  { id: 3, type: 'page', title: 'Leadership', slug: 'leadership', parent: 2, content: '<p>Board</p>', link: `${site}/about-us/our-team/leadership/`, meta: { _wp_page_template: 'templates/full-width.php' } },
  { id: 4, type: 'page', title: 'Contact', slug: 'contact', content: '<p>Write to us.</p>\n[contact-form-7 id="5" title="Contact"]', status: 'draft' },
  { id: 5, type: 'page', title: 'Old page', slug: 'old-page', status: 'trash' },
  {
    id: 11,
    type: 'post',
    title: 'Heart health in winter',
    slug: 'heart-health-in-winter',
    date: '2023-12-05 09:30:00',
    link: `${site}/2023/12/05/heart-health-in-winter/`,
    creator: 'asha',
    excerpt: 'Five habits that keep the heart strong.',
    content: `<p>Keep warm.</p><p><img src="${site}/wp-content/uploads/2024/03/doctor.png" alt=""></p>`,
    terms: [
      { domain: 'category', slug: 'uncategorized', name: 'Uncategorized' },
      { domain: 'category', slug: 'health-tips', name: 'Health tips' },
      { domain: 'post_tag', slug: 'heart', name: 'Heart' },
    ],
    meta: { _thumbnail_id: 101 },
  },
  {
    id: 12,
    type: 'post',
    title: 'New wing opens',
    slug: 'new-wing-opens',
    link: `${site}/2024/01/10/new-wing-opens/`,
    content: '<!-- wp:paragraph --><p>The new wing is open.</p><!-- /wp:paragraph -->',
    terms: [{ domain: 'category', slug: 'news', name: 'News' }],
  },
  { id: 201, type: 'doctor', title: 'Dr. Custom Type', slug: 'dr-custom' },
  { id: 202, type: 'wpcf7_contact_form', title: 'Contact form 1', slug: 'contact-form-1' },
  { id: 203, type: 'revision', title: 'About Us', slug: '1-revision-v1' },
  ...menuItems(),
];

function menuItems(): WxrPostSpec[] {
  const main = [{ domain: 'nav_menu', slug: 'main-menu', name: 'Main Menu' }];
  const footer = [{ domain: 'nav_menu', slug: 'footer-menu', name: 'Footer Menu' }];
  const item = (id: number, order: number, terms: typeof main, meta: Record<string, string | number>, title = ''): WxrPostSpec => ({
    id,
    type: 'nav_menu_item',
    title,
    slug: String(id),
    menuOrder: order,
    terms,
    meta: { _menu_item_menu_item_parent: 0, _menu_item_target: '', _menu_item_classes: 'a:1:{i:0;s:0:"";}', ...meta },
  });
  return [
    item(301, 1, main, { _menu_item_type: 'post_type', _menu_item_object: 'page', _menu_item_object_id: 1 }),
    item(302, 2, main, { _menu_item_type: 'post_type', _menu_item_object: 'page', _menu_item_object_id: 2, _menu_item_menu_item_parent: 301 }, 'The team'),
    item(303, 3, main, { _menu_item_type: 'post_type', _menu_item_object: 'post', _menu_item_object_id: 11 }),
    item(304, 4, main, { _menu_item_type: 'taxonomy', _menu_item_object: 'category', _menu_item_object_id: 10 }),
    item(305, 5, main, { _menu_item_type: 'custom', _menu_item_object: 'custom', _menu_item_url: 'https://maps.example.com/hospital', _menu_item_target: '_blank' }, 'Find us'),
    item(306, 1, footer, { _menu_item_type: 'post_type', _menu_item_object: 'page', _menu_item_object_id: 4 }),
    item(307, 2, footer, { _menu_item_type: 'post_type', _menu_item_object: 'page', _menu_item_object_id: 999 }, 'Gone'),
  ];
}

const exportSpec = {
  site,
  authors: [{ login: 'asha', name: 'Dr. Asha Mehta' }],
  categories: [
    { id: 9, slug: 'uncategorized', name: 'Uncategorized' },
    { id: 10, slug: 'health-tips', name: 'Health tips' },
    { id: 11, slug: 'news', name: 'News' },
  ],
  tags: [{ id: 20, slug: 'heart', name: 'Heart' }],
};

const exportFile = path.join(work, 'export.xml');
const damagedFile = path.join(work, 'damaged.xml');

beforeAll(async () => {
  fs.mkdirSync(path.join(uploads, '2024/03'), { recursive: true });
  const image = (r: number, g: number, b: number) => sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g, b } } }).png().toBuffer();
  fs.writeFileSync(path.join(uploads, '2024/03/ward.png'), await image(200, 30, 30));
  fs.writeFileSync(path.join(uploads, '2024/03/doctor.png'), await image(30, 30, 200));
  fs.writeFileSync(exportFile, buildWxr({ ...exportSpec, items }));
  // Cut inside the second post: the pages before it are well-formed, the file is not.
  const whole = buildWxr({ ...exportSpec, items });
  fs.writeFileSync(damagedFile, whole.slice(0, whole.indexOf('New wing opens') + 40));
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const options = (extra: Partial<ImportOptions> = {}): ImportOptions => ({
  file: exportFile,
  media: { kind: 'uploads', folder: uploads },
  publish: false,
  dryRun: false,
  ...extra,
});

const counts = async (db: Db): Promise<Record<string, number>> => {
  const tables = ['content_pages', 'content_blogs', 'content_blog_categories', 'media', 'wordpress_import_items', 'wordpress_import_runs', 'menus'] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
};

const pageByRoute = async (db: Db, route: string) => {
  const row = await db.kysely.selectFrom('content_pages').select(['id', 'status']).where('slug', '=', route).executeTakeFirst();
  if (!row) throw new Error(`no page at ${route}`);
  return { ...row, record: await getRecord(db, contentTypeByKey('pages')!, row.id) };
};

const menuOf = async (db: Db, location: string): Promise<MenuItem[]> => (await workingCopy(db, 'menus', location)).fields.items as MenuItem[];

const unmappedNames = (report: ImportReport, kind: string): string[] => report.unmapped.filter((u) => u.kind === kind).map((u) => u.name);

for (const dialect of dialects) {
  describe(`WordPress import (${dialect.name})`, () => {
    let test: TestDatabase;
    let config: Config;
    let first: ImportReport;

    beforeAll(async () => {
      test = await dialect.create();
      config = testConfig();
      first = await importWordpress(test.db, config, options());
    }, 60_000);
    afterAll(async () => test.drop());

    it('counts what it brought in, kind by kind', () => {
      expect(first.counts.pages).toEqual({ created: 4, updated: 0, skipped: 0 });
      expect(first.counts.posts).toEqual({ created: 2, updated: 0, skipped: 0 });
      expect(first.counts.attachments).toEqual({ created: 2, updated: 0, skipped: 1 });
      expect(first.counts.categories).toEqual({ created: 4, updated: 0, skipped: 0 });
      expect(first.counts.menuItems).toEqual({ created: 6, updated: 0, skipped: 1 });
      expect(first.siteUrl).toBe(site);
      expect(first.peakRssBytes).toBeGreaterThan(0);
    });

    it('keeps the page tree as nested routes, as drafts of the default template, with clean rich text', async () => {
      const about = await pageByRoute(test.db, 'about-us');
      const team = await pageByRoute(test.db, 'about-us/our-team');
      const leadership = await pageByRoute(test.db, 'about-us/our-team/leadership');
      await pageByRoute(test.db, 'contact');
      await expect(pageByRoute(test.db, 'old-page')).rejects.toThrow();
      for (const page of [about, team, leadership]) {
        expect(page.status).toBe('inactive');
        expect(page.record.template).toBe('default');
      }
      const aboutHtml = String(about.record.description);
      expect(aboutHtml).not.toContain('<!--');
      expect(aboutHtml).toContain('<h2>Our promise</h2>');
      expect(aboutHtml).toContain('<p>Care for every family, <strong>every day</strong>.</p>');
      const ward = await test.db.kysely.selectFrom('media').select('file_name').where('original_name', '=', 'ward.png').executeTakeFirstOrThrow();
      expect(aboutHtml).toContain(`src="/uploads/${ward.file_name}"`);
      const teamHtml = String(team.record.description);
      expect(teamHtml).toContain('<p>Our team works around the clock.<br />\nCall us any time.</p>');
      // [gallery] shows the imported images (the missing one has none to show).
      expect(teamHtml).toMatch(/<div class="gallery"><figure><img src="\/uploads\/[^"]+" alt="A bright hospital ward" \/><\/figure><figure><img src="\/uploads\/[^"]+" alt="" \/><\/figure><\/div>/);
      expect(teamHtml).not.toContain('[gallery');
      expect(teamHtml).not.toMatch(/script|alert|onclick|track\(\)/);
      expect(teamHtml).toContain('<p>Meet the nurses.</p>');
    });

    it('lists what it could not carry over and keeps the page template in a note', () => {
      expect(unmappedNames(first, 'shortcode').sort()).toEqual(['[contact-form-7]']);
      expect(unmappedNames(first, 'block').sort()).toEqual(['acme/doctor-finder', 'core/latest-posts']);
      expect(unmappedNames(first, 'post-type')).toEqual(['doctor']);
      expect(unmappedNames(first, 'form').sort()).toEqual(['shortcode [contact-form-7]', 'wpcf7_contact_form']);
      expect(first.unmapped.find((u) => u.kind === 'media')?.where).toEqual(['Lost file']);
      expect(first.unmapped.find((u) => u.kind === 'menu-item')?.where).toEqual(['Gone']);
      expect(first.notes).toContainEqual({ title: 'Leadership', text: 'Used the WordPress page template "templates/full-width.php"; it arrives with the default template.' });
      expect(first.notes.some((n) => n.title === 'Our Team' && /2 scripts or inline event handlers removed/.test(n.text))).toBe(true);
    });

    it('brings posts in as blog posts with date, author, category, excerpt and featured image', async () => {
      const row = await test.db.kysely.selectFrom('content_blogs').select(['id', 'status', 'created_at']).where('slug', '=', 'heart-health-in-winter').executeTakeFirstOrThrow();
      const post = await getRecord(test.db, contentTypeByKey('blogs')!, row.id);
      expect(row.status).toBe('inactive');
      expect(row.created_at).toBe('2023-12-05T09:30:00.000Z');
      expect(post.date).toBe('2023-12-05');
      expect(post.author).toBe('Dr. Asha Mehta');
      expect((post.seo as { description: string }).description).toBe('Five habits that keep the heart strong.');
      const category = await test.db.kysely.selectFrom('content_blog_categories').select(['id', 'title']).where('slug', '=', 'health-tips').executeTakeFirstOrThrow();
      expect(post.blogCategory).toBe(category.id);
      const ward = await test.db.kysely.selectFrom('media').select('file_name').where('original_name', '=', 'ward.png').executeTakeFirstOrThrow();
      expect(post.imageUrl).toBe(`/uploads/${ward.file_name}`);
      const doctor = await test.db.kysely.selectFrom('media').select('file_name').where('original_name', '=', 'doctor.png').executeTakeFirstOrThrow();
      expect(String(post.description)).toContain(`src="/uploads/${doctor.file_name}"`);
      expect(first.notes).toContainEqual({ title: 'Heart health in winter', text: 'Also filed in WordPress under Uncategorized, Heart; the blog keeps one category (Health tips).' });
    });

    it('puts attachments in the media library with title, alt text and original name', async () => {
      const rows = await test.db.kysely.selectFrom('media').select(['id', 'title', 'alt', 'original_name']).orderBy('original_name').execute();
      expect(rows.map((r) => [r.original_name, r.title, r.alt])).toEqual([
        ['doctor.png', 'Doctor portrait', ''],
        ['ward.png', 'Ward', 'A bright hospital ward'],
      ]);
      const ward = rows.find((r) => r.original_name === 'ward.png')!;
      expect((await getMedia(test.db, ward.id)).width).toBe(40);
    });

    it('puts menus in the header and footer, linked to the imported records, as drafts', async () => {
      const about = await pageByRoute(test.db, 'about-us');
      const header = await menuOf(test.db, 'header');
      expect(header.map((i) => [i.title, i.path])).toEqual([
        ['About Us', '/about-us'],
        ['Heart health in winter', '/blogs/heart-health-in-winter'],
        ['Health tips', '/blogs?category=health-tips'],
        ['Find us', 'https://maps.example.com/hospital'],
      ]);
      expect(header[0]?.link).toEqual({ type: 'pages', _id: about.id });
      expect(header[0]?.children.map((c) => [c.title, c.path])).toEqual([['The team', '/about-us/our-team']]);
      expect(header[3]?.openInNewTab).toBe(true);
      expect((await menuOf(test.db, 'footer')).map((i) => i.path)).toEqual(['/contact']);
      // Drafts: nothing of the import is on the website yet.
      expect((await readStateRow(test.db, 'menus', 'header'))?.draft).toBeTruthy();
    });

    it('leads every old address to its new one', async () => {
      const about = '/about-us';
      const ward = await test.db.kysely.selectFrom('media').select('file_name').where('original_name', '=', 'ward.png').executeTakeFirstOrThrow();
      const expected: [string, string][] = [
        ['/2023/12/05/heart-health-in-winter/', '/blogs/heart-health-in-winter'],
        ['/2024/01/10/new-wing-opens/', '/blogs/new-wing-opens'],
        ['/?p=11', '/blogs/heart-health-in-winter'],
        ['/?page_id=1', about],
        ['/?p=3', '/about-us/our-team/leadership'],
        ['/contact/', '/contact'],
        ['/attachment/ward/', `/uploads/${ward.file_name}`],
        ['/wp-content/uploads/2024/03/ward.png', `/uploads/${ward.file_name}`],
        ['/?attachment_id=101', `/uploads/${ward.file_name}`],
        ['/category/health-tips/', '/blogs?category=health-tips'],
        ['/?cat=10', '/blogs?category=health-tips'],
        ['/tag/heart/', '/blogs?category=heart'],
        ['/?tag=heart', '/blogs?category=heart'],
      ];
      const follow = async (from: string): Promise<string | undefined> => {
        const url = new URL(from, 'http://site.test');
        if (url.search) return wordpressQueryAddress(test.db, url.searchParams);
        return (await resolveRedirect(test.db, url.pathname)) ?? (from.replace(/\/$/, '') === '/contact' ? '/contact' : undefined);
      };
      for (const [from, to] of expected) expect([from, await follow(from)]).toEqual([from, to]);
      // Every redirect the report lists is one a visit follows.
      expect(first.redirects.length).toBeGreaterThanOrEqual(12);
      for (const redirect of first.redirects) expect([redirect.from, await follow(redirect.from)]).toEqual([redirect.from, redirect.to]);
      expect(first.counts.redirects.skipped).toBe(0);
      expect(await wordpressQueryAddress(test.db, new URLSearchParams('p=999'))).toBeUndefined();
    });

    it('answers the query addresses at the front door over HTTP, before the page cache, and hands on what names nothing', async () => {
      const { FrontDoor } = await import('../src/lib/front-door');
      const { WordpressQueryRedirects } = await import('../src/wordpress/wordpress-query-redirects');
      const queries = new WordpressQueryRedirects(test.db, (error) => {
        throw error;
      });
      await queries.reload();
      const door = new FrontDoor();
      door.useFirst(queries.answer);
      // What the page cache would answer: the home page, whatever the query.
      door.use((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('home page');
        return true;
      });
      const server = door.serverFactory(() => undefined, {});
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      try {
        const visit = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
        const post = await visit('/?p=11');
        expect([post.status, post.headers.get('location')]).toEqual([301, '/blogs/heart-health-in-winter']);
        const page = await visit('/index.php?page_id=1');
        expect([page.status, page.headers.get('location')]).toEqual([301, '/about-us']);
        for (const path of ['/?p=999', '/?utm_source=x', '/about-us?p=11']) {
          const other = await visit(path);
          expect([path, other.status, await other.text()]).toEqual([path, 200, 'home page']);
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('updates and adds on a second run, never duplicates, and keeps hand-made menu items', async () => {
      const before = await counts(test.db);
      const header = await menuOf(test.db, 'header');
      const { saveDraft } = await import('../src/publishing/publishing-operations');
      await saveDraft(test.db, 'menus', 'header', { items: [{ title: 'Emergency', path: '/emergency', openInNewTab: false, custom_class: '' }, ...header] });
      const second = await importWordpress(test.db, config, options());
      const after = await counts(test.db);
      expect(after).toEqual({ ...before, wordpress_import_runs: (before.wordpress_import_runs ?? 0) + 1 });
      expect(second.counts.pages).toEqual({ created: 0, updated: 4, skipped: 0 });
      expect(second.counts.posts).toEqual({ created: 0, updated: 2, skipped: 0 });
      expect(second.counts.attachments).toEqual({ created: 0, updated: 2, skipped: 1 });
      expect(second.counts.redirects).toEqual({ created: 0, updated: first.counts.redirects.created, skipped: 0 });
      const titles = (await menuOf(test.db, 'header')).map((i) => i.title);
      expect(titles).toEqual(['Emergency', 'About Us', 'Heart health in winter', 'Health tips', 'Find us']);
    }, 60_000);

    it('publishes what WordPress published with --publish, and keeps WordPress drafts as drafts', async () => {
      await importWordpress(test.db, config, options({ publish: true }));
      expect((await pageByRoute(test.db, 'about-us/our-team')).status).toBe('active');
      expect((await pageByRoute(test.db, 'contact')).status).toBe('inactive');
      const post = await test.db.kysely.selectFrom('content_blogs').select('status').where('slug', '=', 'new-wing-opens').executeTakeFirstOrThrow();
      expect(post.status).toBe('active');
    }, 60_000);

    it('saves each run for the Import history', async () => {
      const runs = await test.db.kysely.selectFrom('wordpress_import_runs').selectAll().orderBy('started_at').execute();
      expect(runs.length).toBe(3);
      const report = JSON.parse(runs[0]!.report) as ImportReport;
      expect(report.counts.pages.created).toBe(4);
      expect(runs[0]!.file_name).toBe('export.xml');
    });
  });

  describe(`WordPress import, dry runs, damaged files and fetched media (${dialect.name})`, () => {
    let test: TestDatabase;
    let config: Config;
    beforeAll(async () => {
      test = await dialect.create();
      config = testConfig();
    });
    afterAll(async () => test.drop());

    it('a dry run says what it would do and writes nothing', async () => {
      const before = await counts(test.db);
      const report = await importWordpress(test.db, config, options({ dryRun: true }));
      expect(report.counts.pages.created).toBe(4);
      expect(report.counts.posts.created).toBe(2);
      expect(report.counts.attachments).toEqual({ created: 2, updated: 0, skipped: 1 });
      expect(await counts(test.db)).toEqual(before);
    });

    it('a damaged file fails naming its line, and nothing of it is written', async () => {
      const before = await counts(test.db);
      const error = await importWordpress(test.db, config, options({ file: damagedFile })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WxrError);
      const lines = fs.readFileSync(damagedFile, 'utf8').split('\n').length;
      expect((error as WxrError).line).toBe(lines);
      expect((error as WxrError).message).toMatch(new RegExp(`damaged\\.xml is damaged at line ${lines}: `));
      expect(await counts(test.db)).toEqual(before);
    });

    it('imports many images side by side: a damaged one is skipped and listed, the same bytes twice make one file, each copy made once', async () => {
      // 20 images, more than a slice of 16: the 19th has the bytes of the 2nd, the 20th is not an image.
      const many = path.join(work, 'many');
      fs.mkdirSync(path.join(many, '2024/05'), { recursive: true });
      const bytes = async (n: number) => sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 10 * n, g: 120, b: 250 - 10 * n } } }).png().toBuffer();
      const specs: WxrPostSpec[] = [];
      for (let n = 1; n <= 20; n++) {
        const file = `2024/05/many-${n}.png`;
        fs.writeFileSync(path.join(many, file), n === 20 ? Buffer.from('not a picture at all') : await bytes(n === 19 ? 2 : n));
        specs.push(media(7000 + n, file, n === 20 ? 'Broken picture' : `Many ${n}`, ''));
      }
      const manyFile = path.join(work, 'many.xml');
      fs.writeFileSync(manyFile, buildWxr({ ...exportSpec, items: specs }));
      const before = Number((await test.db.kysely.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const report = await importWordpress(test.db, config, options({ file: manyFile, media: { kind: 'uploads', folder: many } }));
      expect(report.counts.attachments).toEqual({ created: 19, updated: 0, skipped: 1 });
      expect(report.unmapped.filter((u) => u.kind === 'media').flatMap((u) => u.where)).toEqual(['Broken picture']);
      const after = Number((await test.db.kysely.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      expect(after - before).toBe(18);
      const ids = await test.db.kysely.selectFrom('wordpress_import_items').select(['wordpress_id', 'record_id']).where('wordpress_id', 'in', [7002, 7019]).execute();
      expect(ids).toHaveLength(2);
      expect(ids[0]?.record_id).toBe(ids[1]?.record_id);
      // A 60-pixel image: its 320, 640 and 1280 copies are the one 60-pixel copy, each file in place.
      const stored = await getMedia(test.db, ids[0]?.record_id as string);
      const copies = Object.values(stored.variants ?? {}).map((url) => fs.readFileSync(path.join(config.dataDir, 'uploads', url.replace('/uploads/', ''))));
      expect(copies).toHaveLength(3);
      expect((await sharp(copies[0]).metadata()).width).toBe(60);
      expect(copies.every((copy) => copy.equals(copies[0] as Buffer))).toBe(true);
      expect(fs.readdirSync(path.join(config.dataDir, 'uploads')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });

    it.skipIf(dialect.name !== 'sqlite')('waits for a busy SQLite database, gives up after its bound with a clear message and nothing written, and goes on once the lock is free', async () => {
      const other = test.connect();
      const hold = async () => {
        const trx = await other.kysely.startTransaction().execute();
        await trx.insertInto('settings').values({ key: 'busy-test', value: '{}', updated_at: new Date().toISOString() }).execute();
        return trx;
      };
      const before = await counts(test.db);
      let holding = await hold();
      const refused = await importWordpress(test.db, config, options({ lockWaitMs: 0 })).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ImportBusyError);
      expect((refused as Error).message).toMatch(/^The database is busy: another process has held its write lock for more than 0 s\. The import stopped there: nothing more was written/);
      expect(await counts(test.db)).toEqual(before);
      await holding.rollback().execute();
      // Freed while the import waits: it carries on and writes everything.
      holding = await hold();
      setTimeout(() => void holding.rollback().execute(), 50);
      const report = await importWordpress(test.db, config, options({ lockWaitMs: 30_000 }));
      expect(report.counts.pages.created).toBe(4);
      expect((await counts(test.db)).content_pages).toBe(before.content_pages! + 4);
    }, 60_000);

    it('fetches media from the old site a few at a time, with a time-out', async () => {
      const served: string[] = [];
      const server = http.createServer((request, response) => {
        served.push(request.url ?? '');
        const file = path.join(uploads, (request.url ?? '').replace('/wp-content/uploads/', ''));
        if (request.url?.includes('missing')) return; // Never answers: the time-out ends it.
        if (!fs.existsSync(file)) {
          response.statusCode = 404;
          response.end();
          return;
        }
        response.end(fs.readFileSync(file));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as { port: number }).port;
      const local = `http://127.0.0.1:${port}`;
      const file = path.join(work, 'local-site.xml');
      fs.writeFileSync(file, buildWxr({ ...exportSpec, site: local, items: items.filter((i) => i.type === 'attachment').map((i) => ({ ...i, attachmentUrl: i.attachmentUrl?.replace(site, local) })) }));
      try {
        const report = await importWordpress(test.db, config, options({ file, media: { kind: 'site', concurrency: 2, timeoutMs: 500, maxBytes: 1_000_000 } }));
        expect(report.counts.attachments).toEqual({ created: 2, updated: 0, skipped: 1 });
        expect(report.unmapped.find((u) => u.kind === 'media')?.name).toMatch(/did not arrive within 0\.5 s/);
        expect(served.sort()).toEqual(['/wp-content/uploads/2024/03/doctor.png', '/wp-content/uploads/2024/03/missing.png', '/wp-content/uploads/2024/03/ward.png']);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('fetches only from the export’s own site: another host, a redirect to one and a private address named with --media-host are refused', async () => {
      const listen = async (handler: http.RequestListener) => {
        const server = http.createServer(handler);
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
      };
      const elsewhere: string[] = [];
      const other = await listen((request, response) => {
        elsewhere.push(request.url ?? '');
        response.end(fs.readFileSync(path.join(uploads, '2024/03/doctor.png')));
      });
      const own = await listen((request, response) => {
        if (request.url?.startsWith('/moved/')) {
          response.writeHead(302, { location: `${other.origin}/wp-content/uploads/2024/03/doctor.png` }).end();
          return;
        }
        response.end(fs.readFileSync(path.join(uploads, '2024/03/ward.png')));
      });
      const file = path.join(work, 'hosts-site.xml');
      const attachments: WxrPostSpec[] = [
        { ...media(101, '2024/03/ward.png', 'Ward', ''), attachmentUrl: `${own.origin}/wp-content/uploads/2024/03/ward.png` },
        { ...media(102, '2024/03/doctor.png', 'Moved', ''), attachmentUrl: `${own.origin}/moved/doctor.png`, meta: {} },
        { ...media(103, '2024/03/doctor.png', 'Elsewhere', ''), attachmentUrl: `${other.origin}/wp-content/uploads/2024/03/doctor.png`, meta: {} },
      ];
      fs.writeFileSync(file, buildWxr({ ...exportSpec, site: own.origin, items: attachments }));
      const site = (hosts: string[] = []): ImportOptions['media'] => ({ kind: 'site', concurrency: 2, timeoutMs: 5000, maxBytes: 1_000_000, hosts });
      try {
        const report = await importWordpress(test.db, config, options({ file, dryRun: false, media: site() }));
        expect(report.counts.attachments).toEqual({ created: 1, updated: 0, skipped: 2 });
        const otherHost = new URL(other.origin).host;
        expect(report.unmapped.filter((u) => u.kind === 'media').map((u) => [u.where, u.name])).toEqual([
          [['Moved'], `${own.origin}/moved/doctor.png redirects to ${other.origin}/wp-content/uploads/2024/03/doctor.png: ${otherHost} is not the export's site (${new URL(own.origin).host}); name it with --media-host to fetch from it`],
          [['Elsewhere'], `${otherHost} is not the export's site (${new URL(own.origin).host}); name it with --media-host to fetch from it`],
        ]);
        const named = await importWordpress(test.db, config, options({ file, media: site([otherHost]) }));
        expect(named.unmapped.find((u) => u.where.includes('Elsewhere'))?.name).toBe(`${otherHost} is a private or loopback address, which is fetched only when it is the export's own site`);
        expect(elsewhere).toEqual([]);
      } finally {
        for (const { server } of [own, other]) {
          server.closeAllConnections();
          await new Promise((resolve) => server.close(resolve));
        }
      }
    });
  });

  describe(`the Import history (${dialect.name})`, () => {
    const api = useSignedInApp(dialect);

    it('lists each saved run with its report, newest first', async () => {
      const empty = await api.inject({ method: 'GET', url: '/api/admin/wordpress-imports' });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ data: [] });
      await importWordpress(api.db, api.config, options());
      await importWordpress(api.db, api.config, options({ dryRun: true }));
      const { data } = (await api.inject({ method: 'GET', url: '/api/admin/wordpress-imports' })).json() as { data: WordpressImportRun[] };
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ fileName: 'export.xml', siteUrl: site, report: { dryRun: false, counts: { pages: { created: 4 }, posts: { created: 2 } } } });
      expect(data[0]!.report.unmapped.map((u) => u.kind)).toEqual(expect.arrayContaining(['post-type', 'shortcode', 'form', 'block', 'media']));
      expect(data[0]!.report.redirects.length).toBeGreaterThan(10);
    }, 60_000);
  });
}

for (const dialect of dialects) {
  describe(`WordPress post types mapped to services, specialities, departments and FAQs (${dialect.name})`, () => {
    let test: TestDatabase;
    afterAll(async () => test?.drop());

    it('brings each mapped post type in as records of its type, published with --publish, with the featured image as the picture and its old address redirected', async () => {
      test = await dialect.create();
      const file = path.join(work, 'mapped-types.xml');
      fs.writeFileSync(
        file,
        buildWxr({
          site,
          items: [
            media(101, '2024/03/ward.png', 'Ward', 'Our ward'),
            { id: 501, type: 'service', title: 'Home sample collection', slug: 'home-sample-collection', content: '<p>We come to you.</p>', meta: { _thumbnail_id: 101 } },
            { id: 502, type: 'speciality', title: 'Joint replacement', slug: 'joint-replacement', content: '<p>Knees and hips.</p>', meta: { _thumbnail_id: 101 } },
            { id: 503, type: 'unit', title: 'Neurology', slug: 'neurology', content: '<p>The brain and nerves.</p>' },
            { id: 504, type: 'question', title: 'Are visitors allowed at night?', slug: 'visitors-at-night', content: '<p>One attendant may stay.</p>' },
          ],
        }),
      );
      const mapping = {
        postTypes: {
          service: { to: 'hospitalfacilities' as const, fields: {} },
          speciality: { to: 'specialities' as const, fields: {} },
          unit: { to: 'expert-categories' as const, fields: {} },
          question: { to: 'faqs' as const, fields: {} },
        },
        pageTrees: {},
      };
      const report = await importWordpress(test.db, testConfig(), { file, media: { kind: 'uploads', folder: uploads }, publish: true, dryRun: false, mapping });
      expect(report.unmapped).toEqual([]);
      expect(report.counts.records).toEqual({ created: 4, updated: 0, skipped: 0 });
      const ward = await test.db.kysely.selectFrom('media').select('file_name').where('original_name', '=', 'ward.png').executeTakeFirstOrThrow();
      for (const [type, title, picture] of [
        ['hospitalfacilities', 'Home sample collection', 'imageUrl'],
        ['specialities', 'Joint replacement', 'mediaimageUrl'],
        ['expert-categories', 'Neurology', ''],
        ['faqs', 'Are visitors allowed at night?', ''],
      ] as const) {
        const row = await test.db.kysely.selectFrom(`content_${type.replace(/-/g, '_')}` as 'content_faqs').select(['id', 'status']).where('title', '=', title).executeTakeFirstOrThrow();
        expect([type, row.status]).toEqual([type, 'active']);
        if (picture) expect((await getRecord(test.db, contentTypeByKey(type)!, row.id))[picture]).toBe(`/uploads/${ward.file_name}`);
      }
      expect(await resolveRedirect(test.db, '/joint-replacement/')).toBe('/our-specialities/joint-replacement');
      expect(await resolveRedirect(test.db, '/neurology/')).toBe('/our-experts/neurology');
      // Services and FAQs have no page of their own: said once per type.
      expect(await resolveRedirect(test.db, '/home-sample-collection/')).toBeUndefined();
      expect(report.notes.find((n) => n.title === 'WordPress "service"')?.text).toBe('Becomes Services (--map): featured image → picture. Services have no page of their own here (they are shown in their listing): their old addresses are not redirected.');
      expect(report.notes.find((n) => n.title === 'WordPress "question"')?.text).toMatch(/FAQs have no page of their own here/);
    }, 60_000);
  });
}

describe('WordPress import: a second site whose addresses are taken here', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await sqliteDialect.create();
  });
  afterAll(async () => test.drop());

  it('gets a free address, says so in the report (in the dry run too), and its old address leads there; so does a page', async () => {
    await importWordpress(test.db, testConfig(), options());
    // Another site's post of the same address: a record of its own (another GUID), not an update.
    const otherSite = 'https://clinic.example';
    const file = path.join(work, 'taken-post.xml');
    const post: WxrPostSpec = { id: 12, type: 'post', title: 'New wing opens at the clinic', slug: 'new-wing-opens', link: `${otherSite}/new-wing-opens/`, content: '<p>Also open.</p>', terms: [{ domain: 'category', slug: 'news', name: 'News' }] };
    const page: WxrPostSpec = { id: 1, type: 'page', title: 'About the clinic', slug: 'about-us', link: `${otherSite}/about-us/`, content: '<p>A clinic.</p>' };
    fs.writeFileSync(file, buildWxr({ ...exportSpec, site: otherSite, items: [post, page] }));
    const postNote = { title: 'New wing opens at the clinic', text: 'The address /blogs/new-wing-opens was taken by another post here; this one is at /blogs/new-wing-opens-2.' };
    const pageNote = { title: 'About the clinic', text: 'The address /about-us was taken by another page here; this one is at /about-us-2.' };
    const planned = await importWordpress(test.db, testConfig(), { ...options(), file, dryRun: true });
    expect(planned.notes).toEqual(expect.arrayContaining([postNote, pageNote]));
    const report = await importWordpress(test.db, testConfig(), { ...options(), file });
    // Records of their own, nothing skipped or overwritten.
    expect(report.counts.posts).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(report.counts.pages).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(report.notes).toEqual(expect.arrayContaining([postNote, pageNote]));
    const slugs = async (table: 'content_blogs' | 'content_pages', prefix: string) =>
      (await test.db.kysely.selectFrom(table).select('slug').where('slug', 'like', `${prefix}%`).orderBy('slug').execute()).map((row) => row.slug);
    expect(await slugs('content_blogs', 'new-wing-opens')).toEqual(['new-wing-opens', 'new-wing-opens-2']);
    expect(await slugs('content_pages', 'about-us')).toEqual(['about-us', 'about-us-2', 'about-us/our-team', 'about-us/our-team/leadership']);
    expect(await resolveRedirect(test.db, '/new-wing-opens/')).toBe('/blogs/new-wing-opens-2');
    // Run again, each keeps the address it was given.
    const again = await importWordpress(test.db, testConfig(), { ...options(), file });
    expect([again.counts.posts, again.counts.pages]).toEqual([{ created: 0, updated: 1, skipped: 0 }, { created: 0, updated: 1, skipped: 0 }]);
    expect(await slugs('content_blogs', 'new-wing-opens')).toEqual(['new-wing-opens', 'new-wing-opens-2']);
  }, 60_000);
});
