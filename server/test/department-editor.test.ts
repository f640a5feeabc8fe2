import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { buildApp } from '../src/app';
import { createSession, upsertAdmin } from '../src/auth/auth-operations';
import { createRecord } from '../src/content/content-operations';
import type { Db } from '../src/db/database';
import { recordCreated } from '../src/publishing/publishing-operations';
import { createUser } from '../src/users/user-operations';
import { sampleBody, typeOf } from './helpers/content-factories';
import { databaseDigest } from './helpers/database-digest';
import { sqliteDialect, testConfig, type TestDatabase } from './helpers/databases';

/**
 * A department editor of Cardiology and a doctor who is in Cardiology and Neurology: the editor
 * reads Neurology's name (not "missing"), and cannot take the doctor out of Neurology nor put
 * a doctor into another department; their own department's tags they change as before.
 */
// Its subject is what a department editor may change of a doctor's departments (the access checks),
// which does not depend on the database: SQLite only (CI's PostgreSQL pass, for the files about the
// database, leaves it out).
for (const dialect of [sqliteDialect]) {
  describe(`a department editor and other departments on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let token = '';
    let cardiology = '';
    let neurology = '';
    let oncology = '';
    let doctor = '';
    let tables: string[];
    const departments = typeOf('expert-categories');
    const experts = typeOf('experts');

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      app = await buildApp({ config: testConfig(), db, web: false, logger: false });
      await app.ready();
      const department = async (title: string) => (await createRecord(db, departments, { ...sampleBody(departments), title }))._id;
      cardiology = await department('Cardiology');
      neurology = await department('Neurology');
      oncology = await department('Oncology');
      // A doctor not yet on the website, so the department editor saves it whole as well as in drafts.
      doctor = (await createRecord(db, experts, { ...sampleBody(experts, { 'expert-categories': cardiology }), title: 'Dr. Both', departments: [cardiology, neurology], status: 'inactive' }))._id;
      await recordCreated(db, 'experts', doctor);
      await upsertAdmin(db, { email: 'chief@hospital.test', password: 'a-long-enough-password-1', name: 'Asha Chief' });
      const id = (await createUser(db, { name: 'Meera Cardiology', email: 'meera@hospital.test', role: 'department_editor', departmentIds: [cardiology] })).account._id;
      token = await createSession(db, id);
      tables = (await db.kysely.introspection.getTables()).map((t) => t.name).filter((name) => name !== 'sessions' && !name.startsWith('kysely_'));
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    const as = (options: InjectOptions) =>
      app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }) });
    const copy = async () => ((await as({ method: 'GET', url: `/api/admin/workflow/experts/${doctor}/draft` })).json() as { data: WorkingCopy }).data;

    it('names the departments of their doctor that are not theirs, which they cannot open', async () => {
      const refused = await as({ method: 'GET', url: `/api/admin/expert-categories/${neurology}` });
      expect(refused.statusCode).toBe(403);
      // A refusal with its reason and its own code (the studio shows it as such, with no Retry).
      expect(refused.json()).toMatchObject({ code: 'OUT_OF_REACH', message: expect.stringMatching(/not tied to your departments/) });
      const draft = await as({ method: 'GET', url: `/api/admin/workflow/expert-categories/${neurology}/draft` });
      expect(draft.statusCode, draft.body).toBe(403);
      expect((draft.json() as { code: string }).code).toBe('OUT_OF_REACH');
      const unknown = await as({ method: 'GET', url: `/api/admin/expert-categories/${'f'.repeat(24)}` });
      expect(unknown.statusCode).toBe(404);
      expect((unknown.json() as { code: string }).code).toBe('NOT_FOUND');
      const titles = await as({ method: 'GET', url: `/api/admin/expert-categories/titles?ids=${cardiology},${neurology},${'f'.repeat(24)}` });
      expect(titles.statusCode, titles.body).toBe(200);
      expect((titles.json() as { data: unknown }).data).toEqual([
        { _id: cardiology, title: 'Cardiology' },
        { _id: neurology, title: 'Neurology' },
      ]);
      const bad = await as({ method: 'GET', url: '/api/admin/expert-categories/titles?ids=not-an-id' });
      expect(bad.statusCode).toBe(400);
    });

    it('refuses a draft or a save that drops or adds a department not theirs, naming it, and changes nothing', async () => {
      const before = await databaseDigest(db, tables);
      const { fields, version } = await copy();
      const dropped = await as({ method: 'PUT', url: `/api/admin/workflow/experts/${doctor}/draft`, payload: { ...fields, departments: [cardiology], version } });
      expect(dropped.statusCode, dropped.body).toBe(403);
      expect((dropped.json() as { message: string }).message).toMatch(/"Neurology".*not one of your departments/);
      const added = await as({ method: 'PUT', url: `/api/admin/workflow/experts/${doctor}/draft`, payload: { ...fields, departments: [cardiology, neurology, oncology], version } });
      expect(added.statusCode, added.body).toBe(403);
      expect((added.json() as { message: string }).message).toMatch(/"Oncology"/);
      const whole = await as({ method: 'PUT', url: `/api/admin/experts/${doctor}`, payload: { ...fields, departments: [cardiology], status: 'inactive' } });
      expect(whole.statusCode, whole.body).toBe(403);
      const created = await as({ method: 'POST', url: '/api/admin/experts', payload: { ...fields, slug: 'dr-new', departments: [cardiology, oncology], status: 'inactive' } });
      expect(created.statusCode, created.body).toBe(403);
      expect(await databaseDigest(db, tables)).toEqual(before);
    });

    it('saves a draft that keeps the other departments, in any order', async () => {
      const { fields, version } = await copy();
      const saved = await as({ method: 'PUT', url: `/api/admin/workflow/experts/${doctor}/draft`, payload: { ...fields, title: 'Dr. Both, MD', departments: [neurology, cardiology], version } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as { data: WorkingCopy }).data.fields.departments).toEqual([neurology, cardiology]);
    });
  });
}
