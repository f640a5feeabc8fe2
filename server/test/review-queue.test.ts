import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@hospital/content/roles';
import type { ReviewSubmission } from '@hospital/content/wire/review';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { buildApp } from '../src/app';
import { createSession, upsertAdmin } from '../src/auth/auth-operations';
import { createRecord, getRecord } from '../src/content/content-operations';
import type { Db } from '../src/db/database';
import { createUser } from '../src/users/user-operations';
import { sampleBody, typeOf } from './helpers/content-factories';
import { databaseDigest } from './helpers/database-digest';
import { dialects, testConfig, type TestDatabase } from './helpers/databases';

/**
 * Issue 14's review on issue 13's workflow: a department editor saves a draft of their
 * department's doctor and submits it; editors and administrators find it in the Waiting for
 * review queue and publish it or send it back with a comment the submitter sees; the department
 * editor cannot publish; the activity log names each step, who, and from where.
 */
for (const dialect of dialects) {
  describe(`review of a department editor's draft on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let tables: string[];
    const tokens = new Map<Role, string>();
    const names: Partial<Record<Role, string>> = {};
    let cardiology = '';
    let neurology = '';

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      app = await buildApp({ config: testConfig(), db, web: false, logger: false });
      await app.ready();
      cardiology = (await createRecord(db, typeOf('expert-categories'), { ...sampleBody(typeOf('expert-categories')), title: 'Cardiology' }))._id;
      neurology = (await createRecord(db, typeOf('expert-categories'), { ...sampleBody(typeOf('expert-categories')), title: 'Neurology' }))._id;
      const admin = (await upsertAdmin(db, { email: 'chief@hospital.test', password: 'a-long-enough-password-1', name: 'Asha Chief' })).admin;
      tokens.set('administrator', await createSession(db, admin.id));
      names.administrator = 'Asha Chief';
      for (const [role, name] of [
        ['editor', 'Ravi Editor'],
        ['department_editor', 'Meera Cardiology'],
        ['viewer', 'Vik Viewer'],
      ] as const) {
        const id = (await createUser(db, { name, email: `${role.replace('_', '-')}@hospital.test`, role, departmentIds: role === 'department_editor' ? [cardiology] : [] })).account._id;
        tokens.set(role, await createSession(db, id));
        names[role] = name;
      }
      tables = (await db.kysely.introspection.getTables()).map((t) => t.name).filter((name) => name !== 'sessions' && !name.startsWith('kysely_'));
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    const as = (role: Role, options: InjectOptions) =>
      app.inject({ ...options, headers: { authorization: `Bearer ${tokens.get(role)}`, ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }) });

    const experts = typeOf('experts');
    /** A cardiology doctor on the website, published by the administrator. */
    const publishedDoctor = async (title: string, department = cardiology): Promise<string> => {
      const response = await as('administrator', { method: 'POST', url: '/api/admin/experts', payload: { ...sampleBody(experts, { 'expert-categories': department }), departments: [department], title, status: 'active' } });
      expect(response.statusCode).toBe(201);
      return (response.json() as { data: { _id: string } }).data._id;
    };
    const draftBody = async (id: string, title: string, department = cardiology) => {
      const { data: { fields } } = (await as('department_editor', { method: 'GET', url: `/api/admin/workflow/experts/${id}/draft` })).json() as { data: WorkingCopy };
      return { ...fields, departments: [department], title };
    };
    /** The department editor's draft of the doctor, submitted for review. */
    const submitDraft = async (id: string, title: string, comment?: string): Promise<ReviewSubmission> => {
      const saved = await as('department_editor', { method: 'PUT', url: `/api/admin/workflow/experts/${id}/draft`, payload: await draftBody(id, title) });
      expect(saved.statusCode, saved.body).toBe(200);
      const submitted = await as('department_editor', { method: 'POST', url: `/api/admin/workflow/experts/${id}/submit`, payload: comment === undefined ? {} : { comment } });
      expect(submitted.statusCode, submitted.body).toBe(201);
      return (submitted.json() as { data: ReviewSubmission }).data;
    };
    const queue = async (role: Role = 'editor'): Promise<ReviewSubmission[]> => {
      const response = await as(role, { method: 'GET', url: '/api/admin/workflow/reviews' });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: ReviewSubmission[] }).data;
    };
    const liveTitle = async (id: string): Promise<unknown> => (await getRecord(db, experts, id)).title;
    const steps = async (id: string) =>
      (await db.kysely.selectFrom('activity_log').select(['action', 'actor_name', 'ip', 'content_type', 'record_title', 'summary']).where('record_id', '=', id).orderBy('created_at').orderBy('id').execute()).map((e) => ({
        action: e.action,
        who: e.actor_name,
        ip: e.ip,
        type: e.content_type,
        title: e.record_title,
        summary: e.summary,
      }));

    it('submits a draft, lists it in the Waiting for review queue and publishes it from there', async () => {
      const id = await publishedDoctor('Dr. Anand Rao');
      const submission = await submitDraft(id, 'Dr. Anand Rao, MD', 'New degree added');
      expect(submission).toMatchObject({ type: 'experts', recordId: id, title: 'Dr. Anand Rao, MD', status: 'waiting', submittedBy: 'Meera Cardiology', comment: 'New degree added', reviewComment: null });
      // The website keeps the published version while the draft waits.
      expect(await liveTitle(id)).toBe('Dr. Anand Rao');
      expect((await queue()).map((s) => s._id)).toContain(submission._id);
      expect((await queue('administrator')).map((s) => s._id)).toContain(submission._id);
      // Submitting again brings the waiting submission up to date rather than queueing it twice.
      const again = await as('department_editor', { method: 'POST', url: `/api/admin/workflow/experts/${id}/submit`, payload: { comment: 'Also the photo' } });
      expect((again.json() as { data: ReviewSubmission }).data._id).toBe(submission._id);
      expect((await queue()).filter((s) => s.recordId === id)).toHaveLength(1);

      const published = await as('editor', { method: 'POST', url: `/api/admin/workflow/reviews/${submission._id}/publish`, payload: {} });
      expect(published.statusCode, published.body).toBe(200);
      expect((published.json() as { data: ReviewSubmission }).data).toMatchObject({ status: 'published', decidedBy: 'Ravi Editor', comment: 'Also the photo' });
      expect(await liveTitle(id)).toBe('Dr. Anand Rao, MD');
      const state = (await as('department_editor', { method: 'GET', url: `/api/admin/workflow/experts/${id}/draft` })).json() as { data: WorkingCopy; review: ReviewSubmission };
      expect(state.data.state).toBe('published');
      expect(state.review).toMatchObject({ _id: submission._id, status: 'published', decidedBy: 'Ravi Editor' });
      expect((await queue()).map((s) => s._id)).not.toContain(submission._id);
      // Decided: publishing or sending it back again is refused.
      expect((await as('editor', { method: 'POST', url: `/api/admin/workflow/reviews/${submission._id}/publish`, payload: {} })).statusCode).toBe(409);
      expect((await as('editor', { method: 'POST', url: `/api/admin/workflow/reviews/${submission._id}/send-back`, payload: { comment: 'Too late' } })).statusCode).toBe(409);
    });

    it('sends a submission back with a comment that its author sees with the record, the draft kept', async () => {
      const id = await publishedDoctor('Dr. Kavya Menon');
      const submission = await submitDraft(id, 'Dr. Kavya Menon (Paediatric cardiology)');
      // A send-back says why.
      expect((await as('editor', { method: 'POST', url: `/api/admin/workflow/reviews/${submission._id}/send-back`, payload: { comment: '   ' } })).statusCode).toBe(400);
      expect((await as('editor', { method: 'POST', url: `/api/admin/workflow/reviews/${submission._id}/send-back`, payload: {} })).statusCode).toBe(400);
      const sent = await as('editor', { method: 'POST', url: `/api/admin/workflow/reviews/${submission._id}/send-back`, payload: { comment: 'Please add her clinic days.' } });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((sent.json() as { data: ReviewSubmission }).data).toMatchObject({ status: 'returned', decidedBy: 'Ravi Editor', reviewComment: 'Please add her clinic days.' });
      expect(await liveTitle(id)).toBe('Dr. Kavya Menon');
      expect((await queue()).map((s) => s._id)).not.toContain(submission._id);

      const seen = (await as('department_editor', { method: 'GET', url: `/api/admin/workflow/experts/${id}/draft` })).json() as { data: WorkingCopy; review: ReviewSubmission };
      expect(seen.data).toMatchObject({ state: 'changed', hasDraft: true });
      expect(seen.data.fields.title).toBe('Dr. Kavya Menon (Paediatric cardiology)');
      expect(seen.review).toMatchObject({ status: 'returned', reviewComment: 'Please add her clinic days.', decidedBy: 'Ravi Editor' });

      // Corrected and submitted again: a new submission waits; the returned one stays in the record's past.
      const resubmitted = await submitDraft(id, 'Dr. Kavya Menon (Paediatric cardiology), Mon–Wed', 'Clinic days added');
      expect(resubmitted._id).not.toBe(submission._id);
      expect((await queue()).map((s) => s._id)).toContain(resubmitted._id);
      const returned = (await as('editor', { method: 'GET', url: '/api/admin/workflow/reviews?status=returned' })).json() as { data: ReviewSubmission[] };
      expect(returned.data.map((s) => s._id)).toContain(submission._id);
      // Published from its edit screen rather than the queue: the submission closes all the same.
      expect((await as('editor', { method: 'POST', url: `/api/admin/workflow/experts/${id}/publish`, payload: {} })).statusCode).toBe(200);
      expect((await queue()).map((s) => s._id)).not.toContain(resubmitted._id);
    });

    it('refuses a department editor every way of publishing (403) and changes nothing', async () => {
      const id = await publishedDoctor('Dr. Suresh Iyer');
      const submission = await submitDraft(id, 'Dr. Suresh Iyer, DM');
      const before = await databaseDigest(db, tables);
      const refused: [string, InjectOptions][] = [
        ['publish', { method: 'POST', url: `/api/admin/workflow/experts/${id}/publish`, payload: {} }],
        ['publish with fields', { method: 'POST', url: `/api/admin/workflow/experts/${id}/publish`, payload: await draftBody(id, 'Dr. Suresh Iyer, DM') }],
        ['unpublish', { method: 'POST', url: `/api/admin/workflow/experts/${id}/unpublish`, payload: {} }],
        ['schedule', { method: 'PUT', url: `/api/admin/workflow/experts/${id}/schedule`, payload: { publishAt: new Date(Date.now() + 86_400_000).toISOString() } }],
        ['bulk publish', { method: 'POST', url: '/api/admin/workflow/experts/bulk', payload: { action: 'publish', ids: [id] } }],
        ['publish from the queue', { method: 'POST', url: `/api/admin/workflow/reviews/${submission._id}/publish`, payload: {} }],
        ['send back', { method: 'POST', url: `/api/admin/workflow/reviews/${submission._id}/send-back`, payload: { comment: 'Mine' } }],
        ['the queue', { method: 'GET', url: '/api/admin/workflow/reviews' }],
        ['a whole-record save that publishes', { method: 'PUT', url: `/api/admin/experts/${id}`, payload: { ...(await draftBody(id, 'Dr. Suresh Iyer, DM')), status: 'active' } }],
      ];
      for (const [what, request] of refused) {
        const response = await as('department_editor', request);
        expect(response.statusCode, `${what}: ${response.body}`).toBe(403);
      }
      expect(await databaseDigest(db, tables)).toBe(before);
      expect(await liveTitle(id)).toBe('Dr. Suresh Iyer');
      expect((await queue()).find((s) => s._id === submission._id)?.status).toBe('waiting');
    });

    it("keeps a department editor's drafts and submissions to their departments", async () => {
      const neurologist = await publishedDoctor('Dr. Neha Bose', neurology);
      const cardiologist = await publishedDoctor('Dr. Arjun Shah');
      const before = await databaseDigest(db, tables);
      expect((await as('department_editor', { method: 'GET', url: `/api/admin/workflow/experts/${neurologist}/draft` })).statusCode).toBe(403);
      const neuroBody = await (async () => {
        const { data: { fields } } = (await as('administrator', { method: 'GET', url: `/api/admin/workflow/experts/${neurologist}/draft` })).json() as { data: WorkingCopy };
        return { ...fields, title: 'Dr. Neha Bose, DM' };
      })();
      expect((await as('department_editor', { method: 'PUT', url: `/api/admin/workflow/experts/${neurologist}/draft`, payload: neuroBody })).statusCode).toBe(403);
      expect((await as('department_editor', { method: 'POST', url: `/api/admin/workflow/experts/${neurologist}/submit`, payload: {} })).statusCode).toBe(403);
      // Moving their own doctor out of their departments would move it out of their reach.
      expect((await as('department_editor', { method: 'PUT', url: `/api/admin/workflow/experts/${cardiologist}/draft`, payload: await draftBody(cardiologist, 'Dr. Arjun Shah', neurology) })).statusCode).toBe(403);
      // The site settings and the menus are not theirs.
      expect((await as('department_editor', { method: 'PUT', url: '/api/admin/workflow/site-settings/site-settings/draft', payload: { siteTitle: 'Mine' } })).statusCode).toBe(403);
      expect((await as('department_editor', { method: 'PUT', url: '/api/admin/workflow/menus/header/draft', payload: { items: [] } })).statusCode).toBe(403);
      // A viewer reads the workflow and changes nothing.
      expect((await as('viewer', { method: 'GET', url: `/api/admin/workflow/experts/${cardiologist}/draft` })).statusCode).toBe(200);
      expect((await as('viewer', { method: 'POST', url: `/api/admin/workflow/experts/${cardiologist}/submit`, payload: {} })).statusCode).toBe(403);
      expect(await databaseDigest(db, tables)).toBe(before);

      // What is scheduled: a department editor sees their departments' records only.
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      for (const id of [neurologist, cardiologist]) {
        expect((await as('administrator', { method: 'PUT', url: `/api/admin/workflow/experts/${id}/schedule`, payload: { unpublishAt: tomorrow } })).statusCode).toBe(200);
      }
      const upcoming = async (role: Role) => ((await as(role, { method: 'GET', url: '/api/admin/workflow/upcoming' })).json() as { data: { _id: string }[] }).data.map((c) => c._id);
      expect(await upcoming('administrator')).toEqual(expect.arrayContaining([neurologist, cardiologist]));
      expect(await upcoming('department_editor')).toContain(cardiologist);
      expect(await upcoming('department_editor')).not.toContain(neurologist);
    });

    it('lets a department editor restore only a version tied to their departments', async () => {
      // Published in neurology, then moved to cardiology by an administrator: two revisions.
      const moved = await publishedDoctor('Dr. Kiran Rao', neurology);
      const body = async () => ((await as('administrator', { method: 'GET', url: `/api/admin/workflow/experts/${moved}/draft` })).json() as { data: WorkingCopy }).data;
      const first = await body();
      const published = await as('administrator', { method: 'POST', url: `/api/admin/workflow/experts/${moved}/publish`, payload: { ...first.fields, departments: [cardiology], version: first.version } });
      expect(published.statusCode, published.body).toBe(200);
      const revisions = ((await as('department_editor', { method: 'GET', url: `/api/admin/workflow/experts/${moved}/revisions` })).json() as { data: { _id: string }[] }).data;
      const [newest, oldest] = [revisions[0]?._id, revisions.at(-1)?._id];
      expect(newest && oldest && newest !== oldest).toBe(true);
      const version = (await body()).version;
      const before = await databaseDigest(db, tables);
      const refused = await as('department_editor', { method: 'POST', url: `/api/admin/workflow/experts/${moved}/revisions/${oldest}/restore`, payload: { version } });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(await databaseDigest(db, tables)).toBe(before);
      const restored = await as('department_editor', { method: 'POST', url: `/api/admin/workflow/experts/${moved}/revisions/${newest}/restore`, payload: { version } });
      expect(restored.statusCode, restored.body).toBe(200);
    });

    it('keeps one waiting submission per record when it is submitted several times at once', async () => {
      const id = await publishedDoctor('Dr. Priya Nair');
      const saved = await as('department_editor', { method: 'PUT', url: `/api/admin/workflow/experts/${id}/draft`, payload: await draftBody(id, 'Dr. Priya Nair, MD') });
      expect(saved.statusCode).toBe(200);
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => as('department_editor', { method: 'POST', url: `/api/admin/workflow/experts/${id}/submit`, payload: { comment: `Try ${i}` } })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
      expect((await queue()).filter((s) => s.recordId === id)).toHaveLength(1);
    });

    it('answers bad input with a clear 4xx', async () => {
      const id = await publishedDoctor('Dr. Farah Khan');
      const cases: [string, Role, InjectOptions, number][] = [
        ['nothing unpublished to review', 'department_editor', { method: 'POST', url: `/api/admin/workflow/experts/${id}/submit`, payload: {} }, 400],
        ['a comment that is not text', 'editor', { method: 'POST', url: `/api/admin/workflow/experts/${id}/submit`, payload: { comment: 42 } }, 400],
        ['a comment too long', 'editor', { method: 'POST', url: `/api/admin/workflow/experts/${id}/submit`, payload: { comment: 'x'.repeat(2001) } }, 400],
        ['an unknown record', 'editor', { method: 'POST', url: '/api/admin/workflow/experts/0123456789abcdef01234567/submit', payload: {} }, 404],
        ['an unknown type', 'editor', { method: 'POST', url: '/api/admin/workflow/nothing/0123456789abcdef01234567/submit', payload: {} }, 404],
        ['an unknown submission', 'editor', { method: 'POST', url: '/api/admin/workflow/reviews/0123456789abcdef01234567/publish', payload: {} }, 404],
        ['a malformed submission id', 'editor', { method: 'POST', url: '/api/admin/workflow/reviews/not-an-id/send-back', payload: { comment: 'No' } }, 400],
        ['an unknown queue', 'editor', { method: 'GET', url: '/api/admin/workflow/reviews?status=lost' }, 400],
      ];
      for (const [what, role, request, status] of cases) {
        const response = await as(role, request);
        expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      }
      // A draft saved after the submission: publishing what was submitted is refused, with what is there now.
      const submission = await submitDraft(id, 'Dr. Farah Khan, MS');
      const resaved = await as('department_editor', { method: 'PUT', url: `/api/admin/workflow/experts/${id}/draft`, payload: await draftBody(id, 'Dr. Farah Khan, MS, FRCS') });
      expect(resaved.statusCode).toBe(200);
      const stale = await as('editor', { method: 'POST', url: `/api/admin/workflow/reviews/${submission._id}/publish`, payload: {} });
      expect(stale.statusCode).toBe(409);
      expect((stale.json() as { code: string }).code).toBe('EDIT_CONFLICT');
      expect(await liveTitle(id)).toBe('Dr. Farah Khan');
    });

    it('records each step in the activity log, by name, with who, the address and the record', async () => {
      const id = await publishedDoctor('Dr. Leela Pillai');
      const first = await submitDraft(id, 'Dr. Leela Pillai, MD', 'Degree');
      expect((await as('editor', { method: 'POST', url: `/api/admin/workflow/reviews/${first._id}/send-back`, payload: { comment: 'Spell out the degree' } })).statusCode).toBe(200);
      const second = await submitDraft(id, 'Dr. Leela Pillai, Doctor of Medicine');
      expect((await as('editor', { method: 'POST', url: `/api/admin/workflow/reviews/${second._id}/publish`, payload: {} })).statusCode).toBe(200);
      const link = (await as('editor', { method: 'POST', url: `/api/admin/workflow/experts/${id}/preview-links`, payload: { days: 3 } })).json() as { data: { _id: string } };
      expect((await as('editor', { method: 'DELETE', url: `/api/admin/workflow/preview-links/${link.data._id}` })).statusCode).toBe(200);
      expect((await as('administrator', { method: 'PUT', url: `/api/admin/workflow/experts/${id}/schedule`, payload: { unpublishAt: new Date(Date.now() + 86_400_000).toISOString() } })).statusCode).toBe(200);
      expect((await as('administrator', { method: 'POST', url: `/api/admin/workflow/experts/${id}/unpublish`, payload: {} })).statusCode).toBe(200);
      const revisions = (await as('administrator', { method: 'GET', url: `/api/admin/workflow/experts/${id}/revisions` })).json() as { data: { _id: string }[] };
      const oldest = revisions.data.at(-1)?._id;
      expect((await as('administrator', { method: 'POST', url: `/api/admin/workflow/experts/${id}/revisions/${oldest}/restore`, payload: {} })).statusCode).toBe(200);

      const log = await steps(id);
      expect(log.map((e) => [e.action, e.who])).toEqual([
        ['create', 'Asha Chief'],
        ['save_draft', 'Meera Cardiology'],
        ['submit_for_review', 'Meera Cardiology'],
        ['send_back', 'Ravi Editor'],
        ['save_draft', 'Meera Cardiology'],
        ['submit_for_review', 'Meera Cardiology'],
        ['publish', 'Ravi Editor'],
        ['share_preview', 'Ravi Editor'],
        ['revoke_preview', 'Ravi Editor'],
        ['schedule', 'Asha Chief'],
        ['unpublish', 'Asha Chief'],
        ['restore', 'Asha Chief'],
      ]);
      for (const entry of log) expect(entry).toMatchObject({ ip: '127.0.0.1', type: 'experts' });
      expect(log.find((e) => e.action === 'send_back')?.summary).toBe('Sent "Dr. Leela Pillai, MD" back to Meera Cardiology: Spell out the degree');
      expect(log.find((e) => e.action === 'publish')?.summary).toBe('Published "Dr. Leela Pillai, Doctor of Medicine" from the review queue (submitted by Meera Cardiology)');
      expect(log.find((e) => e.action === 'submit_for_review')?.summary).toBe('Submitted "Dr. Leela Pillai, MD" for review: Degree');
      // The administrator's log screen filters by these names.
      const filtered = await as('administrator', { method: 'GET', url: '/api/admin/activity?action=submit_for_review&contentType=experts' });
      expect(filtered.statusCode).toBe(200);
      expect((filtered.json() as { data: { recordId: string }[] }).data.filter((e) => e.recordId === id)).toHaveLength(2);

      // A bulk action is one entry per record, with its title.
      const others = [await publishedDoctor('Dr. Bulk One'), await publishedDoctor('Dr. Bulk Two')];
      const bulk = await as('editor', { method: 'POST', url: '/api/admin/workflow/experts/bulk', payload: { action: 'unpublish', ids: others } });
      expect(bulk.statusCode, bulk.body).toBe(200);
      for (const [other, title] of [[others[0], 'Dr. Bulk One'], [others[1], 'Dr. Bulk Two']] as const) {
        expect((await steps(other ?? '')).at(-1)).toMatchObject({ action: 'unpublish', who: 'Ravi Editor', title, summary: `Unpublished doctor "${title}" (bulk action)` });
      }
    });
  });
}
