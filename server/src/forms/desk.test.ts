import { appointmentTimeAhead } from '../../test/helpers/appointments';
import { defaultDeskSettings, type DeskSettings } from '@hospital/content/forms/desk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentTableName } from '../db/database';
import { JobRunner } from '../jobs/job-queue';
import { smtpMailer, type Mailer } from '../mail/mailer';
import { mailAttempts, mailJob } from '../mail/outbox';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { startTestSmtp, type TestSmtp } from '../../test/helpers/smtp';
import { applyRetention } from './desk-operations';

const appointment = {
  name: 'Ravi Kumar',
  phone: '+91 98765 43210',
  email: 'Ravi@Example.com',
  date_time: appointmentTimeAhead(),
  department: 'Cardiology',
  doctor: 'Dr. Rao',
  message: 'Chest pain since Monday',
  submit_ip: 'Unknown',
};
const contact = { name: 'Ravi K', phone: '09876543210', email: 'someone.else@example.com', subject: 'Visiting hours', message: '' };
const feedback = { name: 'Ravi', phone: '98111 22222', email: 'ravi@example.com', subject: 'Thanks', message: 'Kind staff' };
const discharge = {
  patientName: 'Sunil',
  uhidNo: 'UH-42',
  dateTimeOfAdmission: '01/11/2026 09:00 AM',
  dateTimeOfDischarge: '05/11/2026 05:00 PM',
  fullName: 'Kavita',
  relationshipToPatient: 'Daughter',
  city: 'Pune',
  state: 'Maharashtra',
  phone: '9876543210',
  email: 'kavita@example.com',
  comments: '',
};

const withDesk = (change: (desk: DeskSettings) => void): DeskSettings => {
  const desk = structuredClone(defaultDeskSettings);
  change(desk);
  return desk;
};

for (const dialect of dialects) {
  describe(`the requests desk on ${dialect.name}`, () => {
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
    const post = (path: string, payload: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/admin/${path}`, payload, remoteAddress: `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}` });
    const saveDesk = async (desk: DeskSettings) => expect((await app.inject({ method: 'PUT', url: '/api/admin/desk-settings', payload: desk })).statusCode).toBe(200);
    const saveSettings = async (settings: Record<string, string>) => {
      const response = await app.inject({ method: 'PUT', url: '/api/admin/site-settings', payload: { siteTitle: 'Good Health Hospital', ...settings } });
      expect(response.statusCode, response.body).toBe(200);
    };
    // The runners' clock: real time moved on by `later` (back-off waits).
    let later = 0;
    const clock = () => new Date(Date.now() + later);
    const runner = () => {
      const sender = (mailer ??= smtpMailer(smtp.url, 'Desk <desk@hospital.test>'));
      return new JobRunner(app.db, { now: clock }).register(mailJob(app.db, sender));
    };
    const drain = async (jobs: JobRunner) => {
      while ((await jobs.runDue()) > 0);
    };

    beforeEach(async () => {
      await app.db.kysely.deleteFrom('form_entries').execute();
      await app.db.kysely.deleteFrom('jobs').execute();
      await app.db.kysely.deleteFrom('mail_outbox').execute();
      smtp.received.length = 0;
      later = 0;
      await saveSettings({ notification_emails: 'desk@hospital.test, frontoffice@hospital.test' });
      await saveDesk(defaultDeskSettings);
    });

    it('answers 201 with a reference at once and mails the desk exactly once: form, reference, department, link, no patient details', async () => {
      const response = await post('BookAppointmentForms', appointment);
      expect(response.statusCode).toBe(201);
      const { message, data } = response.json<{ message: string; data: { _id: string; reference: string } }>();
      expect(message).toBe('Your request was successfully sent.');
      const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date());
      expect(data.reference).toBe(`APT-${year}-000001`);
      expect(smtp.received).toHaveLength(0);
      const jobs = runner();
      await drain(jobs);
      await drain(jobs);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.to.sort()).toEqual(['desk@hospital.test', 'frontoffice@hospital.test']);
      expect(mail?.from).toBe('desk@hospital.test');
      expect(mail?.subject).toBe(`New appointment entry ${data.reference} (Cardiology)`);
      expect(mail?.text).toContain(`Reference: ${data.reference}`);
      expect(mail?.text).toContain('Department: Cardiology');
      expect(mail?.text).toContain(`/admin/contactentries?kind=appointment&entry=${data._id}`);
      expect(mail?.text).not.toContain('Ravi');
      expect(mail?.text).not.toContain('98765');
      // A second entry gets the next number.
      const second = (await post('BookAppointmentForms', appointment)).json<{ data: { reference: string } }>();
      expect(second.data.reference).toBe(`APT-${year}-000002`);
    });

    const addDepartment = async (title: string) => {
      const existing = await app.db.kysely.selectFrom(contentTableName('expert-categories')).select('id').where('title', '=', title).executeTakeFirst();
      if (existing) return;
      const created = await app.inject({ method: 'POST', url: '/api/admin/expert-categories', payload: { status: 'active', title, slug: title.toLowerCase() } });
      expect(created.statusCode, created.body).toBe(201);
    };

    it('sets a per-department address only for one of the site\'s departments, by its own title; any other text is a 400 that changes nothing', async () => {
      await addDepartment('Cardiology');
      await addDepartment('Neurology');
      const settings = (await app.inject({ url: '/api/admin/desk-settings' })).json<{ departments: string[] }>();
      expect(settings.departments).toEqual(expect.arrayContaining(['Cardiology', 'Neurology']));
      await saveDesk(withDesk((d) => (d.departmentRecipients = [{ department: 'Cardiology', recipients: 'cardio@hospital.test' }])));
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/admin/desk-settings',
        payload: withDesk((d) => (d.departmentRecipients = [{ department: 'cardiology', recipients: 'cardio@hospital.test' }, { department: 'Cardio logy', recipients: 'x@hospital.test' }])),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({ 'departmentRecipients.1.department': '"Cardio logy" is not one of the site\'s departments. Choose a department from the list.' });
      expect((await app.inject({ url: '/api/admin/desk-settings' })).json<{ data: DeskSettings }>().data.departmentRecipients).toEqual([{ department: 'Cardiology', recipients: 'cardio@hospital.test' }]);
      // A different case is the same department, kept as the site spells it.
      const saved = await app.inject({ method: 'PUT', url: '/api/admin/desk-settings', payload: withDesk((d) => (d.departmentRecipients = [{ department: 'neurology ', recipients: 'neuro@hospital.test' }])) });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ data: DeskSettings }>().data.departmentRecipients).toEqual([{ department: 'Neurology', recipients: 'neuro@hospital.test' }]);
    });

    it('adds the per-form and per-department recipients, the details when turned on, and the patient acknowledgement when enabled', async () => {
      await addDepartment('Cardiology');
      await addDepartment('Neurology');
      await saveDesk(
        withDesk((d) => {
          d.forms.appointment.recipients = 'opd@hospital.test';
          d.departmentRecipients = [{ department: 'cardiology', recipients: 'cardio@hospital.test, desk@hospital.test' }, { department: 'Neurology', recipients: 'neuro@hospital.test' }];
          d.includePatientDetails = true;
          d.acknowledgement.enabled = true;
        }),
      );
      const { data } = (await post('BookAppointmentForms', appointment)).json<{ data: { reference: string } }>();
      await drain(runner());
      expect(smtp.received).toHaveLength(2);
      const notification = smtp.received.find((m) => m.subject.startsWith('New appointment'));
      expect(notification?.to.sort()).toEqual(['cardio@hospital.test', 'desk@hospital.test', 'frontoffice@hospital.test', 'opd@hospital.test']);
      expect(notification?.text).toContain('Name: Ravi Kumar');
      expect(notification?.text).toContain('Message: Chest pain since Monday');
      const ack = smtp.received.find((m) => m.to.some((to) => to.toLowerCase() === 'ravi@example.com'));
      expect(ack?.subject).toBe(`We have received your request (${data.reference})`);
      expect(ack?.text).toContain(`Thank you for writing to Good Health Hospital. We have received your request; its reference is ${data.reference}.`);
    });

    it('loses nothing while the mail server is down: 201, the failure is recorded, the mail goes once it is back', async () => {
      await smtp.stop();
      try {
        const response = await post('contactfooter', contact);
        expect(response.statusCode).toBe(201);
        const id = response.json<{ data: { _id: string } }>().data._id;
        expect((await app.inject({ url: `/api/admin/form-entries/${id}` })).statusCode).toBe(200);
        const jobs = runner();
        await drain(jobs);
        const outbox = (await app.inject({ url: '/api/admin/mail-outbox' })).json<{ data: { status: string; attempts: number; lastError: string }[] }>();
        expect(outbox.data).toHaveLength(1);
        expect(outbox.data[0]).toMatchObject({ status: 'pending', attempts: 1 });
        expect(outbox.data[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
      } finally {
        await smtp.start();
      }
      // Not before its back-off; then once.
      const jobs = runner();
      await drain(jobs);
      expect(smtp.received).toHaveLength(0);
      later += 31_000;
      await drain(jobs);
      expect(smtp.received).toHaveLength(1);
      later += 24 * 60 * 60 * 1000;
      await drain(jobs);
      expect(smtp.received).toHaveLength(1);
      expect((await app.inject({ url: '/api/admin/mail-outbox' })).json<{ data: unknown[] }>().data).toEqual([]);
    });

    it('shows a mail that failed every attempt, and Retry sends it', async () => {
      await smtp.stop();
      try {
        await post('contactfooter', contact);
        const jobs = runner();
        for (let attempt = 0; attempt < mailAttempts; attempt++) {
          await drain(jobs);
          later += 7 * 60 * 60 * 1000;
        }
      } finally {
        await smtp.start();
      }
      const outbox = (await app.inject({ url: '/api/admin/mail-outbox' })).json<{ data: { _id: string; status: string; attempts: number }[]; failed: number }>();
      expect(outbox.failed).toBe(1);
      expect(outbox.data[0]).toMatchObject({ status: 'failed', attempts: mailAttempts });
      await drain(runner());
      expect(smtp.received).toHaveLength(0);
      const retry = await app.inject({ method: 'POST', url: `/api/admin/mail-outbox/${outbox.data[0]?._id}/retry` });
      expect(retry.statusCode).toBe(200);
      await drain(runner());
      expect(smtp.received).toHaveLength(1);
      expect((await app.inject({ method: 'POST', url: '/api/admin/mail-outbox/nothing-here/retry' })).statusCode).toBe(404);
    });

    it('shows a mail from its first failed attempt, in plain words, on the desk; Retry now sends it at once and is logged', async () => {
      await smtp.stop();
      let mailId = '';
      try {
        const { data } = (await post('contactfooter', contact)).json<{ data: { _id: string } }>();
        await drain(runner());
        // One failure: the desk's summary counts it, the outbox and the entry say why in plain words.
        const desk = (await app.inject({ url: '/api/admin/form-entries/desk' })).json<{ data: { mail: { failed: number; retrying: number } } }>().data;
        expect(desk.mail).toMatchObject({ failed: 0, retrying: 1 });
        const outbox = (await app.inject({ url: '/api/admin/mail-outbox' })).json<{ data: { _id: string; status: string; attempts: number; lastError: string; problem: string }[]; retrying: number }>();
        expect(outbox.retrying).toBe(1);
        expect(outbox.data[0]).toMatchObject({ status: 'pending', attempts: 1, problem: 'The mail server could not be reached.' });
        expect(outbox.data[0]?.lastError).toMatch(/ECONNREFUSED/);
        mailId = outbox.data[0]?._id ?? '';
        const history = (await app.inject({ url: `/api/admin/form-entries/${data._id}/history` })).json<{ data: { mail: { problem: string }[] } }>().data;
        expect(history.mail[0]?.problem).toBe('The mail server could not be reached.');
      } finally {
        await smtp.start();
      }
      // Its next attempt is 30 s away; Retry now makes it due at once.
      await drain(runner());
      expect(smtp.received).toHaveLength(0);
      const retry = await app.inject({ method: 'POST', url: '/api/admin/mail-outbox/retry' });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toMatchObject({ data: { retried: 1 }, message: 'The e-mail will be tried again now' });
      await drain(runner());
      expect(smtp.received).toHaveLength(1);
      const after = (await app.inject({ url: '/api/admin/form-entries/desk' })).json<{ data: { mail: { failed: number; retrying: number; pending: number } } }>().data;
      expect(after.mail).toMatchObject({ failed: 0, retrying: 0, pending: 0 });
      // Nothing left to retry: nothing is sent twice.
      expect((await app.inject({ method: 'POST', url: '/api/admin/mail-outbox/retry' })).json()).toMatchObject({ data: { retried: 0 } });
      expect((await app.inject({ method: 'POST', url: `/api/admin/mail-outbox/${mailId}/retry` })).json()).toMatchObject({ message: 'This e-mail has already been sent' });
      await drain(runner());
      expect(smtp.received).toHaveLength(1);
      const logged = await app.db.kysely.selectFrom('activity_log').select(['action', 'summary']).where('action', '=', 'mail_retry').execute();
      expect(logged.map((l) => l.summary)).toContain('Asked for 1 e-mail that could not be sent to be tried again now');
    });

    it('never sends one mail twice when two processes run the outbox at once', async () => {
      for (let i = 0; i < 6; i++) expect((await post('feedbackforms', { ...feedback, name: `Patient ${i}`, phone: `98111 2222${i}`, email: `patient${i}@example.com` })).statusCode).toBe(201);
      // The second process: its own connection to the database and its own connection to the mail server.
      const otherDb = app.connect();
      const otherMailer = smtpMailer(smtp.url, 'desk@hospital.test');
      const second = new JobRunner(otherDb, { now: clock, workerId: 'second' }).register(mailJob(otherDb, otherMailer));
      await Promise.all([drain(runner()), drain(second), drain(runner()), drain(second)]);
      expect(smtp.received).toHaveLength(6);
      expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(6);
      otherMailer.close();
    });

    it('works an entry: status, assignee, notes with who and when, its history; bad input is a 400 that changes nothing', async () => {
      const { data } = (await post('BookAppointmentForms', appointment)).json<{ data: { _id: string } }>();
      const url = `/api/admin/form-entries/${data._id}`;
      const staff = (await app.inject({ url: '/api/admin/form-entries/desk' })).json<{ data: { staff: { _id: string; name: string }[]; newEntries: { total: number }; mail: { enabled: boolean } } }>().data;
      expect(staff.newEntries.total).toBe(1);
      expect(staff.mail.enabled).toBe(true);
      const me = staff.staff.find((s) => s.name === 'Test Admin');
      expect(me).toBeDefined();

      for (const bad of [{ status: 'closed' }, { assigneeId: 'abc' }, { assigneeId: 'a'.repeat(24) }, {}, { status: 'done', extra: 1 }, { status: 7 }]) {
        const response = await app.inject({ method: 'PATCH', url, payload: bad });
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect((await app.inject({ url })).json<{ data: { status: string; assigneeId: null } }>().data).toMatchObject({ status: 'new', assigneeId: null });
      expect((await app.inject({ method: 'PATCH', url: '/api/admin/form-entries/missing', payload: { status: 'done' } })).statusCode).toBe(404);

      const assigned = await app.inject({ method: 'PATCH', url, payload: { status: 'in_progress', assigneeId: me?._id } });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json<{ data: object }>().data).toMatchObject({ status: 'in_progress', assigneeId: me?._id, assigneeName: 'Test Admin' });
      expect((await app.inject({ method: 'POST', url: `${url}/notes`, payload: { text: '   ' } })).statusCode).toBe(400);
      const note = await app.inject({ method: 'POST', url: `${url}/notes`, payload: { text: 'Called back; appointment fixed for Friday 10:30.' } });
      expect(note.statusCode).toBe(201);
      expect((await app.inject({ method: 'PATCH', url, payload: { status: 'done' } })).statusCode).toBe(200);

      const history = (await app.inject({ url: `${url}/history` })).json<{ data: { events: { type: string; actorName: string | null; createdAt: string; data: Record<string, string> }[] } }>().data.events;
      // The status and the assignee changed in one request: both lines, at the same time.
      expect(history.map((e) => e.type)).toEqual(expect.arrayContaining(['created', 'status', 'assigned', 'note']));
      expect(history.map((e) => e.type).slice(3)).toEqual(['note', 'status']);
      expect(history[3]).toMatchObject({ actorName: 'Test Admin', data: { text: 'Called back; appointment fixed for Friday 10:30.' } });
      expect(history[4]?.data).toEqual({ from: 'In progress', to: 'Done' });
      expect((await app.inject({ url: '/api/admin/dashboard' })).json<{ data: { totalNew: number } }>().data.totalNew).toBe(0);
      // Staff only.
      expect((await app.inject({ url: `${url}/history`, headers: { authorization: '' } })).statusCode).toBe(401);
    });

    it('filters by status, assignee and department, and exports what the filters show with local and ISO dates', async () => {
      const first = (await post('BookAppointmentForms', appointment)).json<{ data: { _id: string; reference: string } }>().data;
      await post('BookAppointmentForms', { ...appointment, department: 'Neurology', doctor: 'Dr. Iyer' });
      await post('contactfooter', contact);
      const meId = (await app.inject({ url: '/api/admin/form-entries/desk' })).json<{ data: { staff: { _id: string }[] } }>().data.staff[0]?._id;
      await app.inject({ method: 'PATCH', url: `/api/admin/form-entries/${first._id}`, payload: { status: 'in_progress', assigneeId: meId } });
      const refs = async (query: string) =>
        (await app.inject({ url: `/api/admin/form-entries?${query}` })).json<{ data: { reference: string }[] }>().data.map((e) => e.reference);
      expect(await refs('kind=appointment&status=in_progress')).toEqual([first.reference]);
      expect(await refs('kind=appointment&status=new')).toHaveLength(1);
      expect(await refs(`assignee=${meId}`)).toEqual([first.reference]);
      expect(await refs('assignee=none')).toHaveLength(2);
      expect(await refs('department=cardiology')).toEqual([first.reference]);
      expect(await refs(`q=${first.reference.toLowerCase()}`)).toEqual([first.reference]);
      for (const bad of ['status=open', 'assignee=bob', `department=${'x'.repeat(201)}`]) {
        expect((await app.inject({ url: `/api/admin/form-entries?${bad}` })).statusCode, bad).toBe(400);
      }
      const departments = (await app.inject({ url: '/api/admin/form-entries/desk' })).json<{ data: { departments: string[] } }>().data.departments;
      expect(departments).toEqual(['Cardiology', 'Neurology']);

      const csv = (await app.inject({ url: '/api/admin/form-entries/export.csv?kind=appointment&status=in_progress' })).rawPayload.toString('utf8').slice(1).split('\r\n');
      expect(csv[0]).toBe('Received (Asia/Kolkata),Received (ISO 8601),Reference,Form,Status,Assigned to,Name,Phone number,Email,Date & Time,Department,Doctor,Message,IP sent by the browser,IP seen by the server,Language');
      expect(csv).toHaveLength(3);
      const row = csv[1]?.split(',') ?? [];
      const iso = row[1] ?? '';
      const local = new Date(new Date(iso).getTime() + 5.5 * 60 * 60 * 1000).toISOString();
      expect(row[0]).toBe(`${local.slice(0, 10)} ${local.slice(11, 16)}`);
      expect(row.slice(2, 6)).toEqual([first.reference, 'Appointment', 'In progress', 'Test Admin']);
    });

    it('keeps the staff addresses off the website, and refuses a bad time zone or address list with 400', async () => {
      const settings = (await app.inject({ url: '/api/admin/site-settings', headers: { authorization: '' } })).json<{ data: Record<string, string> }>().data;
      expect(settings).not.toHaveProperty('notification_emails');
      expect(settings.siteTitle).toBe('Good Health Hospital');
      const admin = (await app.inject({ url: '/api/admin/site-settings/admin' })).json<{ data: Record<string, string> }>().data;
      expect(admin.notification_emails).toBe('desk@hospital.test, frontoffice@hospital.test');
      for (const bad of [{ time_zone: 'Mars/Olympus' }, { notification_emails: 'desk@hospital.test, nobody' }]) {
        const response = await app.inject({ method: 'PUT', url: '/api/admin/site-settings', payload: { siteTitle: 'Other', ...bad } });
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect((await app.inject({ url: '/api/admin/site-settings/admin' })).json<{ data: { siteTitle: string } }>().data.siteTitle).toBe('Good Health Hospital');
      for (const bad of [withDesk((d) => (d.forms.contact.retentionDays = 0)), withDesk((d) => (d.forms.feedback.recipients = 'not-an-address')), { ...defaultDeskSettings, extra: true }, [1, 2]]) {
        expect((await app.inject({ method: 'PUT', url: '/api/admin/desk-settings', payload: bad })).statusCode).toBe(400);
      }
    });

    it('shows the consent notice version with each entry, and with the checkbox required refuses a form without it', async () => {
      await saveSettings({ consent_notice: 'We keep your details for 180 days.', consent_checkbox: 'required' });
      const refused = await post('feedbackforms', feedback);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({ consent: 'Please agree to the use of your details to send this form.' });
      // A consent that is not text is a 400 naming it, like any other field.
      const typed = await app.inject({ method: 'POST', url: '/api/admin/feedbackforms', payload: { ...feedback, consent: 123 }, remoteAddress: '10.8.0.1' });
      expect(typed.statusCode).toBe(400);
      expect(Object.keys(typed.json<{ errors: object }>().errors)).toContain('consent');
      const missingToo = await post('feedbackforms', { ...feedback, name: '' });
      expect(Object.keys(missingToo.json<{ errors: object }>().errors).sort()).toEqual(['consent', 'name']);
      expect((await app.inject({ url: '/api/admin/form-entries' })).json<{ total: number }>().total).toBe(0);
      const accepted = await post('feedbackforms', { ...feedback, consent: 'yes' });
      expect(accepted.statusCode).toBe(201);
      const entry = (await app.inject({ url: `/api/admin/form-entries/${accepted.json<{ data: { _id: string } }>().data._id}` })).json<{ data: { consentVersion: string } }>().data;
      expect(entry.consentVersion).toMatch(/^v-[0-9a-f]{12}$/);
      const notice = await app.db.kysely.selectFrom('consent_notices').selectAll().where('version', '=', entry.consentVersion).executeTakeFirstOrThrow();
      expect(notice.text).toBe('We keep your details for 180 days.\n/privacy-policy');
      // The desk reads the notice's words, not its version.
      const history = (await app.inject({ url: `/api/admin/form-entries/${accepted.json<{ data: { _id: string } }>().data._id}/history` })).json<{ data: { consentNotice: unknown } }>().data;
      expect(history.consentNotice).toEqual({ text: 'We keep your details for 180 days.', link: '/privacy-policy' });
      await saveSettings({ consent_notice: 'Another text.' });
      const next = await post('feedbackforms', feedback);
      expect(next.statusCode).toBe(201);
      const nextVersion = (await app.inject({ url: `/api/admin/form-entries/${next.json<{ data: { _id: string } }>().data._id}` })).json<{ data: { consentVersion: string } }>().data.consentVersion;
      expect(nextVersion).not.toBe(entry.consentVersion);
    });

    it('retention deletes only the entries older than their form keeps them, and records the count', async () => {
      await saveDesk(withDesk((d) => (d.forms.feedback.retentionDays = 30)));
      const now = new Date('2026-11-23T12:00:00.000Z');
      const day = 24 * 60 * 60 * 1000;
      const rows = [
        { id: 'contact-old', kind: 'contact', age: 181 },
        { id: 'contact-kept', kind: 'contact', age: 179 },
        { id: 'feedback-old', kind: 'feedback', age: 31 },
        { id: 'feedback-kept', kind: 'feedback', age: 29 },
        { id: 'appointment-kept', kind: 'appointment', age: 100 },
        { id: 'discharge-old', kind: 'getintouch', age: 400 },
      ];
      for (const row of rows) {
        await app.db.kysely
          .insertInto('form_entries')
          .values({ id: row.id, kind: row.kind, data: '{}', submit_ip: null, remote_ip: null, created_at: new Date(now.getTime() - row.age * day).toISOString(), reference: row.id, assignee_id: null, department: null, contact_email: null, contact_phone: null, consent_version: null, updated_at: null })
          .execute();
      }
      const result = await applyRetention(app.db, (await app.inject({ url: '/api/admin/desk-settings' })).json<{ data: DeskSettings }>().data, now);
      expect(result).toEqual({ deleted: { contact: 1, appointment: 0, feedback: 1, getintouch: 1 }, total: 3 });
      const left = (await app.db.kysely.selectFrom('form_entries').select('id').orderBy('id').execute()).map((r) => r.id);
      expect(left).toEqual(['appointment-kept', 'contact-kept', 'feedback-kept']);
      const log = (await app.inject({ url: '/api/admin/form-entries/privacy-log' })).json<{ data: { action: string; detail: { total: number } }[] }>().data;
      expect(log[0]).toMatchObject({ action: 'retention', detail: { total: 3 } });
    });

    it("erases a person's data: finds their entries in all four forms by e-mail and by phone, deletes the reviewed ones, records it", async () => {
      const ids: Record<string, string> = {};
      for (const [path, body] of [
        ['BookAppointmentForms', appointment],
        ['contactfooter', contact],
        ['feedbackforms', feedback],
        ['getintouchforms', discharge],
      ] as const) {
        ids[path] = (await post(path, body)).json<{ data: { _id: string } }>().data._id;
      }
      await post('contactfooter', { ...contact, phone: '98000 55500', email: 'stranger@example.com' });
      const search = async (person: object) => (await app.inject({ method: 'POST', url: '/api/admin/form-entries/erasure/search', payload: person })).json<{ data: { _id: string; kind: string }[] }>().data;
      const byEmail = await search({ email: ' RAVI@example.com ' });
      expect(byEmail.map((e) => e.kind).sort()).toEqual(['appointment', 'feedback']);
      const byPhone = await search({ phone: '98765-43210' });
      expect(byPhone.map((e) => e.kind).sort()).toEqual(['appointment', 'contact', 'getintouch']);
      const both = await search({ email: 'ravi@example.com', phone: '+919876543210' });
      expect(both.map((e) => e.kind).sort()).toEqual(['appointment', 'contact', 'feedback', 'getintouch']);
      for (const bad of [{}, { phone: '12' }, { email: 'x', ids: 'all' }, { nickname: 'r' }]) {
        expect((await app.inject({ method: 'POST', url: '/api/admin/form-entries/erasure/search', payload: bad })).statusCode, JSON.stringify(bad)).toBe(400);
      }
      // Only what the search finds can go, whatever else the list names.
      const strangerId = (await app.db.kysely.selectFrom('form_entries').select('id').where('contact_email', '=', 'stranger@example.com').executeTakeFirstOrThrow()).id;
      const erase = await app.inject({
        method: 'POST',
        url: '/api/admin/form-entries/erasure',
        payload: { email: 'ravi@example.com', phone: '+919876543210', ids: [...both.map((e) => e._id), strangerId] },
      });
      expect(erase.statusCode).toBe(200);
      expect(erase.json<{ data: { total: number } }>().data.total).toBe(4);
      expect(await search({ email: 'ravi@example.com', phone: '9876543210' })).toEqual([]);
      expect((await app.inject({ url: '/api/admin/form-entries' })).json<{ total: number }>().total).toBe(1);
      const log = (await app.inject({ url: '/api/admin/form-entries/privacy-log' })).json<{ data: { action: string; actorName: string; detail: object }[] }>().data;
      expect(log.find((record) => record.action === 'erasure')).toMatchObject({ action: 'erasure', actorName: 'Test Admin', detail: { total: 4, deleted: { appointment: 1, contact: 1, feedback: 1, getintouch: 1 } } });
      expect(JSON.stringify(log)).not.toContain('ravi');
    });
  });

  describe(`without SMTP_URL on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    it('queues no mail and tells the studio that mail is off', async () => {
      await app.inject({ method: 'PUT', url: '/api/admin/site-settings', payload: { siteTitle: 'H', notification_emails: 'desk@hospital.test' } });
      expect((await app.inject({ method: 'POST', url: '/api/admin/contactfooter', payload: contact })).statusCode).toBe(201);
      expect(await app.db.kysely.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
      expect((await app.inject({ url: '/api/admin/desk-settings' })).json<{ mail: { enabled: boolean } }>().mail.enabled).toBe(false);
    });
  });
}

