import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/auth-operations';
import { createRecord } from '../content/content-operations';
import { tableOf } from '../content/content-storage';
import { JobRunner } from '../jobs/job-queue';
import { smtpMailer, type Mailer } from '../mail/mailer';
import { mailJob } from '../mail/outbox';
import { createUser } from '../users/user-operations';
import { createRelatedTargets, sampleBody, typeOf } from '../../test/helpers/content-factories';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { startTestSmtp, type TestSmtp } from '../../test/helpers/smtp';
import { dueForReview } from './review-cycle-operations';
import { nextDigestTime, reviewDigestJob } from './review-digest';

interface Queue {
  data: { type: string; _id: string; title: string; owner: { kind: string; _id: string; name: string } | null; lastReviewedBy: string | null; overdueDays: number }[];
}

const dayMs = 24 * 60 * 60 * 1000;

for (const dialect of dialects) {
  describe(`review cycles on ${dialect.name}`, () => {
    const api = useSignedInApp(dialect);
    let related: Record<string, string>;
    let neurology = '';
    let smtp: TestSmtp;
    let mailer: Mailer | undefined;
    beforeAll(async () => {
      related = await createRelatedTargets(api.db);
      neurology = (await createRecord(api.db, typeOf('expert-categories'), { ...sampleBody(typeOf('expert-categories')), title: 'Neurology', status: 'active' }))._id;
      smtp = await startTestSmtp();
    });
    afterAll(async () => {
      mailer?.close();
      await smtp?.stop();
    });

    /** A published record last published `days` ago. */
    const published = async (key: string, title: string, days: number, extra: Record<string, unknown> = {}): Promise<string> => {
      const type = typeOf(key);
      const { _id } = await createRecord(api.db, type, { ...sampleBody(type, related), title, status: 'active', ...extra });
      const then = new Date(Date.now() - days * dayMs).toISOString();
      await api.db.kysely.updateTable(tableOf(type)).set({ created_at: then, updated_at: then }).where('id', '=', _id).execute();
      await api.db.kysely.updateTable('content_state').set({ published_at: then }).where('type', '=', key).where('record_id', '=', _id).execute();
      return _id;
    };
    const queue = async (query = '', token?: string): Promise<Queue> => {
      const response = await api.inject({ method: 'GET', url: `/api/admin/review-cycles${query}`, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Queue;
    };

    let doctor = '';
    let neurologist = '';

    it("lists published records past their type's interval: a doctor after 180 days, a blog post only after 365, an event never", async () => {
      doctor = await published('experts', 'Dr. Overdue', 200);
      neurologist = await published('experts', 'Dr. Brain', 190, { departments: [neurology] });
      await published('experts', 'Dr. Recent', 20);
      await published('blogs', 'Old news', 200);
      const stale = await published('blogs', 'Very old news', 400);
      await published('events', 'Camp of long ago', 900);
      const titles = (await queue()).data.map((i) => i.title);
      expect(titles).toEqual(['Very old news', 'Dr. Overdue', 'Dr. Brain']);
      expect((await queue('?type=blogs')).data.map((i) => i._id)).toEqual([stale]);
      expect((await queue(`?department=${neurology}`)).data.map((i) => i.title)).toEqual(['Dr. Brain']);
      const bad = await api.inject({ method: 'GET', url: '/api/admin/review-cycles?type=events' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('Mark reviewed takes a record out of the queue without a new revision, version or change of the content', async () => {
      const revisions = async () => (await api.db.kysely.selectFrom('content_revisions').select('id').where('record_id', '=', doctor).execute()).length;
      const state = async () => api.db.kysely.selectFrom('content_state').select(['version', 'published_at', 'updated_at']).where('record_id', '=', doctor).executeTakeFirst();
      const row = async () => api.db.kysely.selectFrom(tableOf(typeOf('experts'))).select(['data', 'updated_at']).where('id', '=', doctor).executeTakeFirstOrThrow();
      const before = { revisions: await revisions(), state: await state(), row: await row() };
      const marked = await api.inject({ method: 'POST', url: `/api/admin/review-cycles/experts/${doctor}/reviewed` });
      expect(marked.statusCode, marked.body).toBe(200);
      expect((await queue()).data.map((i) => i.title)).toEqual(['Very old news', 'Dr. Brain']);
      expect({ revisions: await revisions(), state: await state(), row: await row() }).toEqual(before);
      // Due again a whole interval later.
      const later = await dueForReview(api.db, undefined, { type: 'experts' }, new Date(Date.now() + 181 * dayMs));
      expect(later.find((i) => i._id === doctor)).toMatchObject({ lastReviewedBy: 'Test Admin' });
      const log = await api.db.kysely.selectFrom('activity_log').select(['action', 'summary']).where('record_id', '=', doctor).execute();
      expect(log).toContainEqual({ action: 'mark_reviewed', summary: 'Marked doctor "Dr. Overdue" as reviewed' });
      expect((await api.inject({ method: 'POST', url: `/api/admin/review-cycles/events/${doctor}/reviewed` })).statusCode).toBe(404);
      expect((await api.inject({ method: 'POST', url: '/api/admin/review-cycles/experts/0123456789abcdef01234567/reviewed' })).statusCode).toBe(404);
      expect((await api.inject({ method: 'POST', url: '/api/admin/review-cycles/experts/not-an-id/reviewed' })).statusCode).toBe(400);
    });

    it('gives records owners and filters by them; a department editor sees and reviews only their departments', async () => {
      const owner = await createUser(api.db, { name: 'Dr. Owner', email: 'owner@hospital.test', role: 'editor' });
      const ownerId = owner.account._id;
      const given = await api.inject({ method: 'PUT', url: `/api/admin/review-cycles/experts/${neurologist}/owner`, payload: { account: ownerId } });
      expect(given.statusCode, given.body).toBe(200);
      expect(given.json()).toMatchObject({ data: { owner: { kind: 'account', _id: ownerId, name: 'Dr. Owner' } } });
      expect((await queue(`?owner=${ownerId}`)).data.map((i) => i.title)).toEqual(['Dr. Brain']);
      const both = await api.inject({ method: 'PUT', url: `/api/admin/review-cycles/experts/${neurologist}/owner`, payload: { account: ownerId, department: neurology } });
      expect(both.statusCode).toBe(400);
      expect(both.json()).toMatchObject({ message: 'Choose an account or a department as the owner, not both.' });
      const nobody = await api.inject({ method: 'PUT', url: `/api/admin/review-cycles/experts/${neurologist}/owner`, payload: { account: '0123456789abcdef01234567' } });
      expect(nobody.statusCode).toBe(400);

      const editor = await createUser(api.db, { name: 'Neuro Editor', email: 'neuro@hospital.test', role: 'department_editor', departmentIds: [neurology] });
      const token = await createSession(api.db, editor.account._id);
      expect((await queue('', token)).data.map((i) => i.title)).toEqual(['Dr. Brain']);
      const outside = await api.inject({ method: 'POST', url: `/api/admin/review-cycles/blogs/${(await queue('?type=blogs')).data[0]?._id}/reviewed`, headers: { authorization: `Bearer ${token}` } });
      expect(outside.statusCode).toBe(403);
      const own = await api.inject({ method: 'POST', url: `/api/admin/review-cycles/experts/${neurologist}/reviewed`, headers: { authorization: `Bearer ${token}` } });
      expect(own.statusCode).toBe(200);
      expect((await queue('', token)).data).toEqual([]);
    });

    it('mails the weekly digest to each owner once, when the job clock reaches Monday 09:00, through the outbox and a real mail server', async () => {
      const { db } = api;
      const owned = await published('pages', 'Visiting hours', 300, { pageRoute: 'visiting-hours' });
      const ownerId = (await db.kysely.selectFrom('admins').select('id').where('email', '=', 'owner@hospital.test').executeTakeFirstOrThrow()).id;
      await api.inject({ method: 'PUT', url: `/api/admin/review-cycles/pages/${owned}/owner`, payload: { account: ownerId } });
      let clock = new Date();
      const runners = [db, api.connect()].map((database, n) =>
        new JobRunner(database, { now: () => clock, workerId: `runner-${n}` }).register(reviewDigestJob(database, { publicUrl: 'https://hospital.test' })),
      );
      for (const runner of runners) await runner.scheduleRecurring();
      expect((await Promise.all(runners.map((r) => r.runDue()))).reduce((a, b) => a + b, 0)).toBe(0);
      clock = new Date(nextDigestTime(new Date(), 'Asia/Kolkata').getTime() + 60_000);
      expect((await Promise.all(runners.map((r) => r.runDue()))).reduce((a, b) => a + b, 0)).toBe(1);
      expect((await Promise.all(runners.map((r) => r.runDue()))).reduce((a, b) => a + b, 0)).toBe(0);

      mailer = smtpMailer(smtp.url, 'Website <web@hospital.test>');
      const sender = new JobRunner(db, { now: () => clock }).register(mailJob(db, mailer));
      while ((await sender.runDue()) > 0);
      const toOwner = smtp.received.filter((m) => m.to.includes('owner@hospital.test'));
      expect(toOwner).toHaveLength(1);
      expect(toOwner[0]?.subject).toBe('1 page is due for review');
      expect(toOwner[0]?.text).toContain('Page "Visiting hours"');
      expect(toOwner[0]?.text).toContain(`https://hospital.test/admin/pages/edit/${owned}`);
      // The unowned ones go to the administrators.
      const toAdmin = smtp.received.filter((m) => m.to.includes('admin@hospital.test'));
      expect(toAdmin).toHaveLength(1);
      expect(toAdmin[0]?.text).toContain('Blog post "Very old news"');
      expect(toAdmin[0]?.text).not.toContain('Visiting hours');
      expect(smtp.received).toHaveLength(2);
    });
  });
}
