import { defaultDeskSettings } from '@hospital/content/forms/desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../src/activity/activity-operations';
import { JobRunner } from '../src/jobs/job-queue';
import { smtpMailer, type Mailer } from '../src/mail/mailer';
import { mailJob } from '../src/mail/outbox';
import { dialects } from './helpers/databases';
import { useSignedInApp } from './helpers/signed-in-app';
import { startTestSmtp, type TestSmtp } from './helpers/smtp';

/** The person who asks to be forgotten, and what of them must be gone afterwards. */
const person = { name: 'Zephyrine Quarshie', email: 'Zephyrine.Q@patient.test', phone: '+91 99887 76655' };
const patientName = 'Orlando Quarshie';
const phoneDigits = '9988776655';
const contact = { name: person.name, phone: person.phone, email: person.email, subject: 'Visiting hours', message: 'Please call me back' };
const discharge = {
  patientName,
  uhidNo: 'UH-77',
  dateTimeOfAdmission: '01/11/2026 09:00 AM',
  dateTimeOfDischarge: '05/11/2026 05:00 PM',
  fullName: person.name,
  relationshipToPatient: 'Daughter',
  city: 'Pune',
  state: 'Maharashtra',
  phone: '099887-76655',
  email: person.email.toLowerCase(),
  comments: 'Thank you',
};
const stranger = { name: 'Someone Else', phone: '98000 12345', email: 'someone.else@example.com', subject: 'Parking', message: '' };

/** Where a text cell still holds the person: their e-mail, a name, or the phone's digits however written. */
function traceIn(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (lower.includes(person.email.toLowerCase())) return 'e-mail';
  if (lower.includes(person.name.toLowerCase()) || lower.includes(patientName.toLowerCase())) return 'name';
  if (text.replace(/[\s().+-]/g, '').includes(phoneDigits)) return 'phone';
  return undefined;
}

for (const dialect of dialects) {
  describe(`erasing a person's data on ${dialect.name}`, () => {
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
    let address = 0;
    const post = async (path: string, payload: Record<string, string>): Promise<string> => {
      const response = await app.inject({ method: 'POST', url: `/api/admin/${path}`, payload, remoteAddress: `10.8.0.${++address}` });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { _id: string } }>().data._id;
    };
    const get = async (url: string): Promise<string> => {
      const response = await app.inject({ url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.body;
    };

    it('leaves no table and no export holding their e-mail, phone or name, and keeps the log entries with the traces marked [erased]', async () => {
      const settings = await app.inject({ method: 'PUT', url: '/api/admin/site-settings', payload: { siteTitle: 'Good Health Hospital', notification_emails: 'desk@hospital.test' } });
      expect(settings.statusCode, settings.body).toBe(200);
      const desk = structuredClone(defaultDeskSettings);
      desk.includePatientDetails = true;
      desk.acknowledgement.enabled = true;
      expect((await app.inject({ method: 'PUT', url: '/api/admin/desk-settings', payload: desk })).statusCode).toBe(200);

      const contactId = await post('contactfooter', contact);
      await post('getintouchforms', discharge);
      await post('contactfooter', stranger);
      const note = await app.inject({ method: 'POST', url: `/api/admin/form-entries/${contactId}/notes`, payload: { text: `Called ${person.name} back on ${person.phone}` } });
      expect(note.statusCode, note.body).toBe(201);
      // The mail (to the desk with the details, and the acknowledgement to the person) is sent.
      mailer = smtpMailer(smtp.url, 'Desk <desk@hospital.test>');
      const jobs = new JobRunner(app.db).register(mailJob(app.db, mailer));
      while ((await jobs.runDue()) > 0);
      expect(smtp.received.some((mail) => mail.to.includes(person.email.toLowerCase()))).toBe(true);

      // The desk looks them up by every trace, and exports what it found.
      for (const q of [person.email, person.name, '99887-76655', patientName]) {
        await get(`/api/admin/form-entries?q=${encodeURIComponent(q)}`);
        await get(`/api/admin/form-entries/export.csv?q=${encodeURIComponent(q)}`);
      }
      // What the log held before it left the search text out: erasure must reach it too.
      const admin = { id: 'old-desk-user', name: 'Desk Person' };
      for (const q of [person.email.toUpperCase(), person.name, '(+91) 99887 76655', patientName]) {
        await recordActivity(app.db.kysely, { actor: admin, action: 'request_list', contentType: 'form-entries', summary: `Viewed 2 of 2 form entries (q=${q})` });
      }
      await recordActivity(app.db.kysely, { actor: admin, action: 'request_list', contentType: 'form-entries', summary: 'Viewed 1 of 1 form entries (q=Someone Else)' });
      // Outside the desk's entries an e-mail or a phone is looked for too.
      await recordActivity(app.db.kysely, { actor: null, action: 'login_failed', summary: `Failed sign-in as ${person.email}` });

      const found = (await app.inject({ method: 'POST', url: '/api/admin/form-entries/erasure/search', payload: { email: person.email, phone: person.phone } })).json<{ data: { _id: string }[] }>().data;
      expect(found).toHaveLength(2);
      const erase = await app.inject({ method: 'POST', url: '/api/admin/form-entries/erasure', payload: { email: person.email, phone: person.phone, ids: found.map((entry) => entry._id) } });
      expect(erase.statusCode, erase.body).toBe(200);

      // Every table, every text cell.
      const tables = (await app.db.kysely.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
      expect(tables).toEqual(expect.arrayContaining(['activity_log', 'form_entries', 'form_entry_events', 'mail_outbox', 'jobs', 'privacy_log']));
      const left: string[] = [];
      for (const table of tables) {
        const rows = (await app.db.kysely.selectFrom(table as 'jobs').selectAll().execute()) as Record<string, unknown>[];
        for (const row of rows) {
          for (const [column, value] of Object.entries(row)) {
            if (typeof value !== 'string') continue;
            const trace = traceIn(value);
            if (trace) left.push(`${table}.${column}: ${trace} in ${value.slice(0, 200)}`);
          }
        }
      }
      expect(left).toEqual([]);

      // Nor any export.
      for (const url of ['/api/admin/activity/export.csv', '/api/admin/form-entries/export.csv', '/api/admin/activity?limit=100']) {
        expect(traceIn(await get(url)), url).toBeUndefined();
      }
      // The log keeps what was done: the old lines with the person marked erased, the new ones never held them.
      const activity = await get('/api/admin/activity?limit=100&action=request_list');
      expect(activity.split('[erased]').length - 1).toBe(4);
      expect(activity).toContain('form entries (q=[erased])');
      expect(activity).toContain('form entries (q=(+91) [erased])');
      expect(activity).toContain('(q=Someone Else)');
      const all = await get('/api/admin/activity?limit=100');
      expect(all).toContain('Failed sign-in as [erased]');
      expect(activity).toContain('form entries (a text search)');
      const csv = await get('/api/admin/activity/export.csv?action=request_export');
      expect(csv).toContain('as CSV (a text search)');
      // The stranger's entry and mail stay.
      expect(await get('/api/admin/form-entries')).toContain(stranger.email);
    });
  });
}
