import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { bearer, signInToken, testAdmin } from '../../test/helpers/api';
import { buildApp } from '../app';
import { upsertAdmin } from '../auth/auth-operations';
import type { Config } from '../config/config';
import { contentTableName } from '../db/database';
import { dashboardLists } from './dashboard-operations';
import { can, roleKeys } from '@hospital/content/roles';
import { createSession } from '../auth/auth-operations';
import { createUser } from '../users/user-operations';
import { saveSiteSettings } from '../settings/site-settings-operations';
import { createRecord } from '../content/content-operations';
import { sampleBody, typeOf } from '../../test/helpers/content-factories';

for (const dialect of dialects) {
  describe(`dashboard on ${dialect.name}`, () => {
    let test: TestDatabase;
    let config: Config;
    let app: FastifyInstance;
    let token: string;

    beforeAll(async () => {
      test = await dialect.create();
      config = testConfig();
      await upsertAdmin(test.db, testAdmin);
      app = await buildApp({ config, db: test.db, web: false, logger: false });
      token = await signInToken(app);
    });
    afterAll(async () => {
      await app.close();
      await test.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    });

    const addRecords = async (type: string, active: number, inactive: number): Promise<void> => {
      const now = new Date().toISOString();
      const rows = Array.from({ length: active + inactive }, (_, i) => ({
        id: `${type.replace(/-/g, '')}${i}`.padEnd(24, '0').slice(0, 24),
        slug: null,
        title: `${type} ${i}`,
        status: i < active ? 'active' : 'inactive',
        sort_order: 0,
        record_date: null,
        created_at: now,
        updated_at: now,
        data: '{}',
      }));
      if (rows.length > 0) await test.db.kysely.insertInto(contentTableName(type)).values(rows).execute();
    };
    const addEntry = (id: string, kind: string, createdAt: string) =>
      test.db.kysely.insertInto('form_entries').values({ id, kind, data: '{}', submit_ip: null, remote_ip: null, created_at: createdAt }).execute();

    it('counts the active records of the 15 lists and the form entries, in one call', async () => {
      await addRecords('experts', 3, 2);
      await addRecords('camps', 2, 0);
      await addRecords('media-coverage', 1, 1);
      await addRecords('blog-categories', 4, 0);
      await addEntry('f1', 'contact', '2026-01-01T10:00:00.000Z');
      await addEntry('f2', 'contact', '2026-03-01T10:00:00.000Z');
      await addEntry('f3', 'appointment', '2026-03-02T10:00:00.000Z');
      await addEntry('f4', 'getintouch', '2026-02-01T10:00:00.000Z');

      const response = await app.inject({ url: '/api/admin/dashboard', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: { counts: Record<string, number>; entries: Record<string, number>; totalEntries: number } }>();
      expect(Object.keys(data.counts).sort()).toEqual([...dashboardLists].sort());
      expect(data.counts).toMatchObject({ experts: 3, camps: 2, 'media-coverage': 1, pages: 0, hirings: 0 });
      expect(data.counts).not.toHaveProperty('blog-categories');
      expect(data.entries).toEqual({ contact: 2, appointment: 1, feedback: 0, getintouch: 1 });
      expect(data.totalEntries).toBe(4);

      const since = await app.inject({ url: '/api/admin/dashboard?since=2026-02-15', headers: bearer(token) });
      expect(since.json<{ data: { entries: Record<string, number>; totalEntries: number } }>().data).toMatchObject({
        entries: { contact: 1, appointment: 1, feedback: 0, getintouch: 0 },
        totalEntries: 2,
      });
    });

    it('gives the counts of patient requests only to roles that may work the desk', async () => {
      // A translator is given a language of the site's.
      await saveSiteSettings(test.db, { siteTitle: 'Good Health Hospital', languages: ['hi'] });
      await addEntry('f9', 'feedback', '2026-04-01T10:00:00.000Z');
      const department = (await createRecord(test.db, typeOf('expert-categories'), sampleBody(typeOf('expert-categories'))))._id;
      for (const role of roleKeys) {
        const departmentIds = role === 'department_editor' ? [department] : [];
        const languages = role === 'translator' ? ['hi'] : [];
        const account = async () => (await createUser(test.db, { name: `Dash ${role}`, email: `dash-${role.replace('_', '-')}@hospital.test`, role, departmentIds, languages })).account._id;
        const session = role === 'administrator' ? token : await createSession(test.db, await account());
        const response = await app.inject({ url: '/api/admin/dashboard', headers: bearer(session) });
        expect(response.statusCode, role).toBe(200);
        const { data } = response.json<{ data: Record<string, unknown> }>();
        expect(Object.keys(data.counts as object).sort(), role).toEqual([...dashboardLists].sort());
        const requestKeys = ['entries', 'totalEntries', 'newEntries', 'totalNew'];
        if (can(role, 'requests.work')) expect(Object.keys(data), role).toEqual(expect.arrayContaining(requestKeys));
        else for (const key of requestKeys) expect(data, role).not.toHaveProperty(key);
      }
    });

    it('refuses a bad date and answers only with a session', async () => {
      const bad = await app.inject({ url: '/api/admin/dashboard?since=last-week', headers: bearer(token) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe('since must be a date like 2026-11-21 or an ISO date-time.');
      expect((await app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
    });
  });
}
