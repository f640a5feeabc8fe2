import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/auth-operations';
import { createRecord } from '../src/content/content-operations';
import type { Db } from '../src/db/database';
import { recordCreated } from '../src/publishing/publishing-operations';
import { createUser } from '../src/users/user-operations';
import { sampleBody, typeOf } from './helpers/content-factories';
import { databaseDigest } from './helpers/database-digest';
import { sqliteDialect, testConfig, type TestDatabase } from './helpers/databases';

/**
 * Issue 33: a doctor's OPD schedule is edited on the doctor's screen, by a department editor for
 * their department's doctors too. The editor of Cardiology saves the schedule (sessions, slot,
 * leave with its internal reason) of a Cardiology doctor, not of an Oncology one; a schedule that
 * does not make sense is refused with messages beside its fields and changes nothing.
 */
const schedule = {
  opd_sessions: [
    { day: 'mon', start: '09:00', end: '13:00', place: 'OPD Block A, Room 12' },
    { day: 'wed', start: '17:00', end: '19:00', place: 'Evening clinic, Room 3' },
  ],
  opd_slot_minutes: 20,
  opd_per_slot: 2,
  opd_from: '2026-12-01',
  opd_to: null,
  opd_leave: [{ from: '2026-12-21', to: '2026-12-24', reason: 'Conference in Delhi' }],
};

// Its subject is who may edit a doctor's schedule and the schedule's validation, which does not
// depend on the database: SQLite only (CI's PostgreSQL pass, for the files about the database,
// leaves it out).
for (const dialect of [sqliteDialect]) {
  describe(`editing a doctor's OPD schedule on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let token = '';
    let ours = '';
    let theirs = '';
    let tables: string[];
    const departments = typeOf('expert-categories');
    const experts = typeOf('experts');

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      app = await buildApp({ config: testConfig(), db, web: false, logger: false });
      await app.ready();
      const department = async (title: string) => (await createRecord(db, departments, { ...sampleBody(departments), title }))._id;
      const cardiology = await department('Cardiology');
      const oncology = await department('Oncology');
      const doctor = async (title: string, departmentId: string) => {
        const id = (await createRecord(db, experts, { ...sampleBody(experts, { 'expert-categories': departmentId }), title, status: 'inactive' }))._id;
        await recordCreated(db, 'experts', id);
        return id;
      };
      ours = await doctor('Dr. Heart', cardiology);
      theirs = await doctor('Dr. Other', oncology);
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
    const copyOf = async (id: string) => ((await as({ method: 'GET', url: `/api/admin/workflow/experts/${id}/draft` })).json() as { data: WorkingCopy }).data;

    it("saves the schedule of their department's doctor, the leave's internal reason with it", async () => {
      const { fields, version } = await copyOf(ours);
      const saved = await as({ method: 'PUT', url: `/api/admin/workflow/experts/${ours}/draft`, payload: { ...fields, ...schedule, version } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as { data: WorkingCopy }).data.fields).toMatchObject(schedule);
      const whole = await as({ method: 'PUT', url: `/api/admin/experts/${ours}`, payload: { ...fields, ...schedule, status: 'inactive' } });
      expect(whole.statusCode, whole.body).toBe(200);
      const read = await as({ method: 'GET', url: `/api/admin/experts/${ours}` });
      expect((read.json() as { data: Record<string, unknown> }).data).toMatchObject(schedule);
    });

    it("refuses to save the schedule of another department's doctor and changes nothing", async () => {
      const before = await databaseDigest(db, tables);
      const opened = await as({ method: 'GET', url: `/api/admin/workflow/experts/${theirs}/draft` });
      expect(opened.statusCode).toBe(403);
      const { fields, version } = await copyOf(ours);
      const draft = await as({ method: 'PUT', url: `/api/admin/workflow/experts/${theirs}/draft`, payload: { ...fields, title: 'Dr. Other', ...schedule, version } });
      expect(draft.statusCode, draft.body).toBe(403);
      const whole = await as({ method: 'PUT', url: `/api/admin/experts/${theirs}`, payload: { ...fields, title: 'Dr. Other', ...schedule, status: 'inactive' } });
      expect(whole.statusCode, whole.body).toBe(403);
      expect(await databaseDigest(db, tables)).toEqual(before);
    });

    it('refuses a schedule that does not make sense, with a message beside each field, and changes nothing', async () => {
      const before = await databaseDigest(db, tables);
      const { fields, version } = await copyOf(ours);
      const refused = await as({
        method: 'PUT',
        url: `/api/admin/workflow/experts/${ours}/draft`,
        payload: {
          ...fields,
          opd_sessions: [
            { day: 'mon', start: '09:00', end: '13:00', place: '' },
            { day: 'mon', start: '12:00', end: '14:00', place: '' },
            { day: 'tue', start: '14:00', end: '10:00', place: '' },
          ],
          opd_leave: [{ from: '2026-12-10', to: '2026-12-01' }],
          opd_from: '2027-01-01',
          opd_to: '2026-12-01',
          version,
        },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect((refused.json() as { errors: Record<string, string> }).errors).toEqual({
        'opd_sessions.1.start': 'It overlaps the Monday session 09:00–13:00 (row 1).',
        'opd_sessions.2.end': 'The session must end after it starts (14:00).',
        'opd_leave.0.to': 'The leave must end on or after its first day (2026-12-10).',
        opd_to: 'The schedule must hold until a day on or after it starts (2027-01-01).',
      });
      expect(await databaseDigest(db, tables)).toEqual(before);
    });
  });
}
