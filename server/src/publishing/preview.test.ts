import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Render } from '../../../web/src/public/render-contract';
import { bearer, buildTestApi, json, signInToken } from '../../test/helpers/api';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { createPreviewLink, previewOf, verifyPreviewToken } from './preview';

const loadRenderer = async (): Promise<Render> =>
  ((await import(/* @vite-ignore */ path.join(import.meta.dirname, '../../../web/src/public/entry-server.tsx'))) as { render: Render }).render;

const day = 24 * 60 * 60 * 1000;

for (const dialect of dialects) {
  describe(`preview links (${dialect.name})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let auth: Record<string, string>;
    let pageId = '';

    beforeAll(async () => {
      database = await dialect.create();
      db = database.db;
      app = await buildTestApi(db);
      auth = bearer(await signInToken(app));
      await app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers: auth, payload: { siteTitle: 'Good Health Hospital' } });
      const page = await app.inject({
        method: 'POST',
        url: '/api/admin/pages',
        headers: auth,
        payload: { title: 'Kidney care week', pageRoute: 'kidney-care-week', template: 'default', description: '<p>Free screening all week.</p>', status: 'inactive' },
      });
      pageId = json<{ data: { _id: string } }>(page).data._id;
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    const share = async (days?: number) => {
      const response = await app.inject({ method: 'POST', url: `/api/admin/workflow/pages/${pageId}/preview-links`, headers: auth, payload: days ? { days } : {} });
      expect(response.statusCode, response.body).toBe(201);
      return json<{ data: { _id: string; url: string; expiresAt: string } }>(response).data;
    };
    const tokenOf = (url: string) => url.replace('/preview/', '');

    it('shows a draft page through a shared link as the website renders it, and lists the link without its address', async () => {
      const link = await share();
      expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(7 * day - 60_000);
      const row = await verifyPreviewToken(db, tokenOf(link.url));
      const preview = await previewOf(db, row);
      expect(preview.path).toBe('/kidney-care-week');
      const load = async (apiPath: string) => {
        const response = await app.inject({ method: 'GET', url: `/api/admin/${apiPath}` });
        return preview.patch(apiPath, response.json());
      };
      const render = await loadRenderer();
      const page = await render(`${preview.path}?preview=x`, load, { origin: 'https://hospital.test' });
      expect(page.status).toBe(200);
      expect(page.html).toContain('Free screening all week.');
      expect(page.head).toContain('Kidney care week');
      expect(page.head).toMatch(/<meta name="robots" content="noindex,nofollow"/);
      // The website itself still has no such page.
      expect(JSON.stringify((await app.inject({ method: 'GET', url: '/api/admin/pages/active' })).json())).not.toContain('Kidney care week');

      const listed = await app.inject({ method: 'GET', url: `/api/admin/workflow/pages/${pageId}/preview-links`, headers: auth });
      expect(json<{ data: { _id: string; url?: string }[] }>(listed).data.map((l) => [l._id, l.url])).toEqual([[link._id, undefined]]);
    });

    it('refuses an expired link, a revoked one and a tampered one', async () => {
      const expired = await createPreviewLink(db, 'pages', pageId, { days: 1, now: new Date(Date.now() - 2 * day) });
      await expect(verifyPreviewToken(db, tokenOf(expired.url))).rejects.toMatchObject({ statusCode: 410, message: expect.stringContaining('expired') });

      const revoked = await share();
      const revoke = await app.inject({ method: 'DELETE', url: `/api/admin/workflow/preview-links/${revoked._id}`, headers: auth });
      expect(revoke.statusCode, revoke.body).toBe(200);
      await expect(verifyPreviewToken(db, tokenOf(revoked.url))).rejects.toMatchObject({ statusCode: 410, message: expect.stringContaining('withdrawn') });

      const good = tokenOf((await share()).url);
      const [linkId = '', expires = '', signature = ''] = good.split('.');
      // A later expiry with the old signature, a changed signature, another link's id: all refused.
      for (const tampered of [`${linkId}.${Number(expires) + day / 1000}.${signature}`, `${linkId}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, `${revoked._id}.${expires}.${signature}`, 'not-a-token']) {
        await expect(verifyPreviewToken(db, tampered)).rejects.toMatchObject({ statusCode: 404 });
      }
      expect((await verifyPreviewToken(db, good)).record_id).toBe(pageId);
    });

    it('refuses a link for more than 30 days, and one of a record that does not exist', async () => {
      const long = await app.inject({ method: 'POST', url: `/api/admin/workflow/pages/${pageId}/preview-links`, headers: auth, payload: { days: 31 } });
      expect(long.statusCode).toBe(400);
      const missing = await app.inject({ method: 'POST', url: `/api/admin/workflow/pages/${'0'.repeat(24)}/preview-links`, headers: auth, payload: {} });
      expect(missing.statusCode).toBe(404);
    });
  });
}
