import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts } from '@hospital/content/types/experts/index';
import { listActiveWithOverlay } from '../src/content/content-operations';
import { sitemapUrls } from '../src/web/sitemap';
import type { Render } from '../../web/src/public/render-contract';
import { bearer, buildTestApi, json, signInToken } from './helpers/api';
import { dialects, type TestDatabase } from './helpers/databases';

/**
 * Issue 33: a doctor's reason for leave is `internal`. The studio shows and saves it; the public
 * reads carry the leave's dates and never the reason: the listings, a department's doctors, a
 * listing in another language, the search, the sitemap, the rendered page and a draft's preview.
 */

const reason = 'zebrareason family wedding';

const loadRenderer = async (): Promise<Render> =>
  ((await import(/* @vite-ignore */ path.join(import.meta.dirname, '../../web/src/public/entry-server.tsx'))) as { render: Render }).render;

for (const dialect of dialects) {
  describe(`internal fields never reach the website (${dialect.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let auth: Record<string, string>;
    let doctorId = '';
    let departmentId = '';

    const load = async (apiPath: string): Promise<unknown> => {
      const response = await app.inject({ method: 'GET', url: `/api/admin/${apiPath}` });
      if (response.statusCode >= 400) throw new Error(`${apiPath} answered ${response.statusCode}`);
      return response.json();
    };
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: auth, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
      return json<{ data: Record<string, unknown> & { _id: string } }>(response).data;
    };

    beforeAll(async () => {
      database = await dialect.create();
      app = await buildTestApi(database.db);
      auth = bearer(await signInToken(app));
      const settings = await app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers: auth, payload: { siteTitle: 'Good Health Hospital', languages: ['hi'] } });
      expect(settings.statusCode, settings.body).toBe(200);
      departmentId = (await post('expert-categories', { title: 'Cardiology', status: 'active' }))._id;
      doctorId = (
        await post('experts', {
          title: 'Dr. Leave Test',
          departments: [departmentId],
          opd_sessions: [{ day: 'mon', start: '09:00', end: '13:00', place: 'OPD Block A, Room 12' }],
          opd_leave: [{ from: '2026-12-07', to: '2026-12-11', reason }],
          status: 'active',
        })
      )._id;
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it('keeps the reason in the studio: the record read back carries it', async () => {
      const response = await app.inject({ method: 'GET', url: `/api/admin/experts/${doctorId}`, headers: auth });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(reason);
    });

    it('answers the leave dates without the reason in the listings, a department\'s doctors and another language', async () => {
      for (const apiPath of ['experts/active', `experts/expert-categories/${departmentId}`, 'experts/active?lang=hi']) {
        const response = await app.inject({ method: 'GET', url: `/api/admin/${apiPath}` });
        expect(response.statusCode, apiPath).toBe(200);
        expect(response.body, apiPath).not.toContain('zebrareason');
        const doctor = json<{ data: Record<string, unknown>[] }>(response).data.find((d) => d._id === doctorId);
        expect(doctor?.opd_leave, apiPath).toEqual([{ from: '2026-12-07', to: '2026-12-11' }]);
        expect(JSON.stringify(doctor?.opd_sessions), apiPath).toContain('OPD Block A, Room 12');
      }
    });

    it('leaves the reason out of the search, the sitemap, the rendered page and a preview', async () => {
      const search = (await load('search?q=zebrareason')) as { data: { total: number } };
      expect(search.data.total).toBe(0);
      const urls = await sitemapUrls(load);
      const doctorPage = urls.map((u) => u.path).find((p) => p.includes('dr-leave-test'));
      expect(doctorPage).toBeDefined();
      const render = await loadRenderer();
      const page = await render(doctorPage ?? '/', load, { origin: 'https://hospital.test' });
      expect(page.status).toBe(200);
      expect(`${page.head}${page.html}${JSON.stringify(page.data)}`).not.toContain('zebrareason');
      const preview = await listActiveWithOverlay(database.db, experts, {
        id: doctorId,
        fields: { title: 'Dr. Leave Test', departments: [departmentId], opd_leave: [{ from: '2026-12-07', to: '2026-12-08', reason }] },
      });
      expect(JSON.stringify(preview)).not.toContain('zebrareason');
      expect(preview.find((d) => d._id === doctorId)?.opd_leave).toEqual([{ from: '2026-12-07', to: '2026-12-08' }]);
    }, 60_000);
  });
}
