import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes } from '@hospital/content/registry';
import { publicPath } from '@hospital/content/public-path';
import type { Db } from '../src/db/database';
import { sitemapUrls } from '../src/web/sitemap';
import type { Render } from '../../web/src/public/render-contract';
import { bearer, buildTestApi, json, signInToken } from './helpers/api';
import { ensureSampleImage, sampleBody } from './helpers/content-factories';
import { dialects, type TestDatabase } from './helpers/databases';

/**
 * Issue 13's guarantee: a draft, an unpublished record or the unpublished changes of a published
 * one appear on no public surface: the `/active` lists, a department's doctors, public-nav, the
 * site settings, the search, the sitemap, and the pages the server renders (their HTML, title,
 * meta and JSON-LD). One drafted record of every collection type, a draft of a published one of
 * every type, a draft of the site settings and of a menu; every text of theirs carries a marker
 * word that must be found nowhere the public can reach.
 */

const collections = contentTypes.filter((t) => t.kind === 'collection');
const marker = 'zebradraft';

/**
 * The website's renderer from its sources (Vitest compiles them), the one the server runs built:
 * imported by path, as the server's TypeScript project does not compile the web's JSX.
 */
const loadRenderer = async (): Promise<Render> =>
  ((await import(/* @vite-ignore */ path.join(import.meta.dirname, '../../web/src/public/entry-server.tsx'))) as { render: Render }).render;

for (const dialect of dialects) {
  describe(`drafts never reach the website (${dialect.name})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let auth: Record<string, string>;
    /** Paths of the drafted records' would-be pages. */
    const draftPaths: string[] = [];
    /** Texts that must stay public: the live versions of records that have a waiting draft. */
    const liveTitles: string[] = [];

    const load = async (apiPath: string): Promise<unknown> => {
      const response = await app.inject({ method: 'GET', url: `/api/admin/${apiPath}` });
      if (response.statusCode >= 400) throw new Error(`${apiPath} answered ${response.statusCode}`);
      return response.json();
    };

    const post = async (url: string, payload: unknown) => {
      const response = await app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: auth, payload: payload as Record<string, unknown> });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
      return json<{ data: Record<string, unknown> & { _id: string } }>(response).data;
    };
    const put = async (url: string, payload: unknown) => {
      const response = await app.inject({ method: 'PUT', url: `/api/admin/${url}`, headers: auth, payload: payload as Record<string, unknown> });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return json<{ data: Record<string, unknown> }>(response).data;
    };

    beforeAll(async () => {
      database = await dialect.create();
      db = database.db;
      await ensureSampleImage(db);
      app = await buildTestApi(db);
      auth = bearer(await signInToken(app));
      await put('site-settings', { siteTitle: 'Good Health Hospital' });

      // Published targets for the relations, so that records are complete.
      const related: Record<string, string> = {};
      for (const key of ['expert-categories', 'gallery-categories', 'blog-categories']) {
        const type = collections.find((t) => t.key === key);
        if (type) related[key] = (await post(key, { ...sampleBody(type), status: 'active' }))._id;
      }

      for (const type of collections) {
        // A record that has never been published.
        const fresh = await post(type.key, { ...sampleBody(type, related), [type.titleField]: `New ${marker} ${type.key}`, status: 'inactive' });
        expect(fresh.state).toBe('draft');
        const path = publicPath(type, (fresh.slug ?? fresh.pageRoute ?? null) as string | null, { departmentSlug: 'sample' });
        if (path) draftPaths.push(path);

        // A published record with unpublished changes to every text field.
        const liveTitle = `Live ${type.key} ${type.label.singular}`;
        const published = await post(type.key, { ...sampleBody(type, related), [type.titleField]: liveTitle, status: 'active' });
        liveTitles.push(liveTitle);
        const opened = await app.inject({ method: 'GET', url: `/api/admin/workflow/${type.key}/${published._id}/draft`, headers: auth });
        const { fields, version } = json<{ data: { fields: Record<string, unknown>; version: number } }>(opened).data;
        const changed: Record<string, unknown> = { ...fields, version };
        for (const field of type.fields) {
          if (field.type === 'text' && !field.many && !field.format && !field.unique && !field.pattern && field.name !== 'template') changed[field.name] = `Changed ${marker}`;
          if (field.type === 'richText') changed[field.name] = `<p>Changed ${marker}</p>`;
        }
        changed[type.titleField] = `Changed ${marker} ${type.key}`;
        const draft = await put(`workflow/${type.key}/${published._id}/draft`, changed);
        expect(draft.state, type.key).toBe('changed');

        // A record published, then unpublished.
        const gone = await post(type.key, { ...sampleBody(type, related), [type.titleField]: `Withdrawn ${marker} ${type.key}`, status: 'active' });
        await post(`workflow/${type.key}/${gone._id}/unpublish`, {});
      }

      // A department and a page in draft with doctors and a menu item under them.
      const draftDepartment = await post('expert-categories', { title: `Department ${marker}`, status: 'inactive' });
      const experts = collections.find((t) => t.key === 'experts');
      if (experts) await post('experts', { ...sampleBody(experts, { 'expert-categories': draftDepartment._id }), title: 'Doctor of a drafted department', status: 'active' });
      const draftPage = await post('pages', { title: `Page ${marker}`, pageRoute: `page-${marker}`, template: 'default', status: 'inactive' });
      await put('menus/header', {
        items: [
          { title: 'Home', path: '/', openInNewTab: false, children: [] },
          { title: `Menu link ${marker}`, path: '/x', openInNewTab: false, link: { type: 'pages', _id: draftPage._id }, children: [] },
        ],
      });
      // Drafts of the settings and of a menu.
      await put('workflow/site-settings/site-settings/draft', { siteTitle: `Settings ${marker}`, footerText: `Footer ${marker}` });
      await put('workflow/menus/footer/draft', { items: [{ title: `Footer item ${marker}`, path: '/about', openInNewTab: false, children: [] }] });
      draftPaths.push(`/our-experts/department-${marker}`, `/page-${marker}`);
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    const expectNoMarker = (where: string, body: unknown) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      expect(text.toLowerCase().includes(marker), `${where} shows a draft: ${text.slice(Math.max(0, text.toLowerCase().indexOf(marker) - 200), text.toLowerCase().indexOf(marker) + 100)}`).toBe(false);
    };

    it('keeps every draft off the active lists, public-nav, site settings and the search, while the live versions stay', async () => {
      const lists: unknown[] = [];
      for (const type of collections.filter((t) => t.publicListing)) {
        const body = await load(`${type.key}/active`);
        expectNoMarker(`${type.key}/active`, body);
        lists.push(body);
      }
      const everyList = JSON.stringify(lists);
      for (const title of liveTitles.filter((t) => !t.startsWith('Live templates') && collections.find((c) => t.startsWith(`Live ${c.key} `))?.publicListing)) {
        expect(everyList, `${title} is live and must stay on the website`).toContain(title);
      }
      const departments = (await load('expert-categories/active')) as { data: { _id: string }[] };
      for (const department of departments.data) expectNoMarker('a department\'s doctors', await load(`experts/expert-categories/${department._id}`));
      for (const location of ['header', 'quicklinks', 'footer']) expectNoMarker(`public-nav?location=${location}`, await load(`public-nav?location=${location}`));
      expectNoMarker('site-settings', await load('site-settings'));
      expect(JSON.stringify(await load('site-settings'))).toContain('Good Health Hospital');
      const search = (await load(`search?q=${marker}`)) as { data: { total: number } };
      expect(search.data.total).toBe(0);
      expectNoMarker('search for "changed"', await load('search?q=changed'));
    });

    it('keeps every draft out of the sitemap and the rendered pages, their titles and JSON-LD', async () => {
      const render = await loadRenderer();
      const urls = await sitemapUrls(load);
      expectNoMarker('sitemap', urls);
      // The results page for a word of the drafts' changes (it echoes its query, so not the marker itself).
      const paths = ['/', ...urls.map((u) => u.path), '/search?q=changed'];
      for (const path of paths) {
        const page = await render(path, load, { origin: 'https://hospital.test' });
        expectNoMarker(`the page ${path}`, `${page.head}${page.html}${JSON.stringify(page.data)}`);
      }
      for (const path of draftPaths) {
        const page = await render(path, load, { origin: 'https://hospital.test' });
        expect(page.status, path).toBe(404);
        // The not-found page names its own address (canonical link), so look for the titles.
        const text = `${page.head}${page.html}${JSON.stringify(page.data)}`.toLowerCase();
        for (const title of [`new ${marker}`, `page ${marker}`, `department ${marker}`]) expect(text.includes(title), `${path} shows "${title}"`).toBe(false);
      }
    }, 120_000);
  });
}
