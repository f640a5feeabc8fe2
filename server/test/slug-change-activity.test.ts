import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { buildApp } from '../src/app';
import { createSession, upsertAdmin } from '../src/auth/auth-operations';
import { createRecord } from '../src/content/content-operations';
import type { Db } from '../src/db/database';
import { recordCreated } from '../src/publishing/publishing-operations';
import { createUser } from '../src/users/user-operations';
import { createRelatedTargets, sampleBody, typeOf } from './helpers/content-factories';
import { sqliteDialect, testConfig, type TestDatabase } from './helpers/databases';

interface Entry {
  action: string;
  actorName: string | null;
  recordId: string | null;
  summary: string;
}

/**
 * Issue 44: the activity entry of a published record's slug change names the old and the new
 * address and the redirect made from one to the other, by who made the change; a draft's slug
 * change moves nothing until it is published.
 */
// Its subject is what the activity entry of a slug change names, which does not depend on the
// database: SQLite only (CI's PostgreSQL pass, for the files about the database, leaves it out).
for (const dialect of [sqliteDialect]) {
  describe(`a slug change in the activity log on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let token = '';
    let adminToken = '';
    let blog = '';
    const blogs = typeOf('blogs');

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      app = await buildApp({ config: testConfig(), db, web: false, logger: false });
      await app.ready();
      const related = await createRelatedTargets(db);
      blog = (await createRecord(db, blogs, { ...sampleBody(blogs, related), title: 'Heart health', slug: 'heart-health', status: 'active' }))._id;
      await recordCreated(db, 'blogs', blog);
      adminToken = await createSession(db, (await upsertAdmin(db, { email: 'chief@hospital.test', password: 'a-long-enough-password-1', name: 'Asha Chief' })).admin.id);
      const editor = (await createUser(db, { name: 'Ravi Editor', email: 'ravi@hospital.test', role: 'editor', departmentIds: [] })).account._id;
      token = await createSession(db, editor);
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    const as = (options: InjectOptions, bearer = token) =>
      app.inject({ ...options, headers: { authorization: `Bearer ${bearer}`, ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }) });
    const copy = async () => ((await as({ method: 'GET', url: `/api/admin/workflow/blogs/${blog}/draft` })).json() as { data: WorkingCopy }).data;
    const addressEntries = async () => ((await as({ method: 'GET', url: '/api/admin/activity?action=address' }, adminToken)).json() as { data: Entry[] }).data;

    it('writes nothing for a draft, then on publish an entry with both addresses and the redirect made, by the editor', async () => {
      const { fields, version } = await copy();
      const saved = await as({ method: 'PUT', url: `/api/admin/workflow/blogs/${blog}/draft`, payload: { ...fields, slug: 'heart-health-in-winter', version } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await addressEntries()).toEqual([]);

      const published = await as({ method: 'POST', url: `/api/admin/workflow/blogs/${blog}/publish`, payload: { version: (saved.json() as { data: WorkingCopy }).data.version } });
      expect(published.statusCode, published.body).toBe(200);
      const entries = await addressEntries();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'address', actorName: 'Ravi Editor', recordId: blog });
      expect(entries[0]!.summary).toBe('Address changed from /blogs/heart-health to /blogs/heart-health-in-winter; a redirect from /blogs/heart-health to /blogs/heart-health-in-winter was made.');

      const redirects = (await as({ method: 'GET', url: '/api/admin/redirects?source=auto' })).json() as { data: { from: string; to: string }[] };
      expect(redirects.data).toEqual([expect.objectContaining({ from: '/blogs/heart-health', to: '/blogs/heart-health-in-winter' })]);
    });

    it('writes no address entry for a change that keeps the address', async () => {
      const { fields, version } = await copy();
      const published = await as({ method: 'POST', url: `/api/admin/workflow/blogs/${blog}/publish`, payload: { ...fields, title: 'Heart health in winter', version } });
      expect(published.statusCode, published.body).toBe(200);
      expect(await addressEntries()).toHaveLength(1);
    });
  });
}
