import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatHospitalTime, hospitalDay } from '@hospital/content/hospital-time';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { createRecord } from '../src/content/content-operations';
import { JobRunner } from '../src/jobs/job-queue';
import { smtpMailer, type Mailer } from '../src/mail/mailer';
import { mailJob } from '../src/mail/outbox';
import { sampleBody, typeOf } from './helpers/content-factories';
import { dialects } from './helpers/databases';
import { useSignedInApp } from './helpers/signed-in-app';
import { startTestSmtp, type TestSmtp } from './helpers/smtp';

/**
 * Every time a person reads is on the hospital's clock (site setting "Hospital's time zone"), never
 * in UTC: the edit-conflict message (also when a review is published over a newer draft), the
 * set-password e-mail and the names of the CSV exports. The zone is chosen so that its day differs
 * from UTC's at the hour the test runs (Kiritimati is UTC+14, Pago Pago UTC−11).
 */
const zone = new Date().getUTCHours() >= 11 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
const clock = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/;

for (const dialect of dialects) {
  describe(`times people read, in the hospital's time zone, on ${dialect.name}`, () => {
    let smtp: TestSmtp;
    let mailer: Mailer | undefined;
    beforeAll(async () => {
      smtp = await startTestSmtp();
    });
    afterAll(async () => {
      mailer?.close();
      await smtp.stop();
    });
    const app = useSignedInApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Desk <desk@hospital.test>' });

    beforeEach(async () => {
      const saved = await app.inject({ method: 'PUT', url: '/api/admin/site-settings', payload: { siteTitle: 'Good Health Hospital', time_zone: zone } });
      expect(saved.statusCode, saved.body).toBe(200);
    });

    const departments = typeOf('expert-categories');
    const draftOf = async (id: string): Promise<WorkingCopy> => (await app.inject({ method: 'GET', url: `/api/admin/workflow/expert-categories/${id}/draft` })).json<{ data: WorkingCopy }>().data;
    const saveDraft = (id: string, fields: Record<string, unknown>, version: number) =>
      app.inject({ method: 'PUT', url: `/api/admin/workflow/expert-categories/${id}/draft`, payload: { ...fields, version } });
    /** What the conflict message must say of the saved version: its time on the hospital's clock. */
    const savedAt = async (id: string): Promise<string> => {
      const row = await app.db.kysely.selectFrom('content_state').select('updated_at').where('type', '=', 'expert-categories').where('record_id', '=', id).executeTakeFirstOrThrow();
      return formatHospitalTime(row.updated_at, { timeZone: zone });
    };

    it('says when a record was changed since it was opened on the hospital\'s clock, in the editor and when a review is published', async () => {
      const id = (await createRecord(app.db, departments, { ...sampleBody(departments), title: 'Cardiology' }))._id;
      const opened = await draftOf(id);
      expect((await saveDraft(id, { ...opened.fields, title: 'Cardiology (first)' }, opened.version)).statusCode).toBe(200);

      const late = await saveDraft(id, { ...opened.fields, title: 'Cardiology (second)' }, opened.version);
      expect(late.statusCode).toBe(409);
      const message = late.json<{ code: string; message: string }>();
      expect(message.code).toBe('EDIT_CONFLICT');
      expect(message.message).toContain(` on ${await savedAt(id)} since you opened it`);
      expect(message.message).toMatch(clock);
      expect(message.message).not.toContain('UTC');

      // Submitted at one version, saved again since: publishing the submission is refused the same way.
      const submitted = await app.inject({ method: 'POST', url: `/api/admin/workflow/expert-categories/${id}/submit`, payload: {} });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const submission = submitted.json<{ data: { _id: string } }>().data;
      const now = await draftOf(id);
      expect((await saveDraft(id, { ...now.fields, title: 'Cardiology (third)' }, now.version)).statusCode).toBe(200);
      const publish = await app.inject({ method: 'POST', url: `/api/admin/workflow/reviews/${submission._id}/publish`, payload: {} });
      expect(publish.statusCode).toBe(409);
      const refused = publish.json<{ message: string }>().message;
      expect(refused).toContain(` on ${await savedAt(id)} since you opened it`);
      expect(refused).not.toContain('UTC');
    });

    it("e-mails a set-password link that works until a time on the hospital's clock", async () => {
      smtp.received.length = 0;
      const added = await app.inject({ method: 'POST', url: '/api/admin/users', payload: { name: 'Nita Nurse', email: 'nita@hospital.test', role: 'editor' } });
      expect(added.statusCode, added.body).toBe(201);
      const link = added.json<{ link: { expiresAt: string; mailed: boolean } }>().link;
      expect(link.mailed).toBe(true);
      const jobs = new JobRunner(app.db).register(mailJob(app.db, (mailer ??= smtpMailer(smtp.url, 'Desk <desk@hospital.test>'))));
      while ((await jobs.runDue()) > 0);
      const mail = smtp.received.find((m) => m.to.includes('nita@hospital.test'));
      expect(mail?.text).toContain(`until ${formatHospitalTime(link.expiresAt, { timeZone: zone })}, ${zone} time`);
      expect(mail?.text).not.toContain('UTC');
    });

    it("names the CSV exports by the hospital's day", async () => {
      for (const [url, name] of [
        ['/api/admin/form-entries/export.csv', 'form-entries'],
        ['/api/admin/activity/export.csv', 'activity-log'],
      ] as const) {
        const before = hospitalDay(new Date(), zone);
        const response = await app.inject({ method: 'GET', url });
        const after = hospitalDay(new Date(), zone);
        expect(response.statusCode).toBe(200);
        // Midnight may pass during the request: either day is right, UTC's is not.
        expect([`attachment; filename="${name}-${before}.csv"`, `attachment; filename="${name}-${after}.csv"`]).toContain(response.headers['content-disposition']);
      }
    });
  });
}
