import type { BookedAppointment } from '@hospital/content/wire/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test/helpers/databases';
import { createScheduledDoctor, dayAhead, formValue } from '../../test/helpers/opd-doctors';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { startTestSmtp, type TestSmtp } from '../../test/helpers/smtp';
import { JobRunner } from '../jobs/job-queue';
import { smtpMailer } from '../mail/mailer';
import { mailJob } from '../mail/outbox';
import { cancelBooking } from './bookings';
import { reminderDue, reminderJob, sendDueReminders } from './reminders';

const tokenOf = (appointment: BookedAppointment | undefined): string => new URL(`https://x${appointment?.manageUrl ?? ''}`).searchParams.get('token') ?? '';

for (const dialect of dialects) {
  describe(`appointment reminders on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startTestSmtp();
    });
    afterAll(async () => {
      await smtp.stop();
    });
    let n = 0;
    const book = async (doctor: { title: string; department: string }, dateTime: string, email: string) => {
      n += 1;
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/admin/BookAppointmentForms',
        payload: { name: `Patient ${n}`, phone: `97${String(n).padStart(8, '0')}`, email, date_time: dateTime, department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' },
        remoteAddress: `203.0.113.${n}`,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { _id: string; appointment: BookedAppointment } }>().data;
    };

    it('reminds each patient who gave an e-mail once, at 18:00 the day before, across two job runners; none for a cancelled slot', async () => {
      const doctor = await createScheduledDoctor(app.db);
      const day = dayAhead(3);
      const kept = await book(doctor, formValue(day, '09:00'), 'kept@example.com');
      const cancelled = await book(doctor, formValue(day, '09:15'), 'cancelled@example.com');
      await cancelBooking(app.db, tokenOf(cancelled.appointment));
      const due = reminderDue(kept.appointment.start, 'Asia/Kolkata');
      expect(due.toISOString()).toBe(`${dayAhead(2)}T12:30:00.000Z`);

      let clock = new Date(due.getTime() - 60 * 60 * 1000);
      const mailer = smtpMailer(smtp.url, 'hospital@example.com');
      const runners = [app.db, app.connect()].map((db) => new JobRunner(db, { now: () => clock }).register(reminderJob(db, { publicUrl: 'https://hospital.example' })).register(mailJob(db, mailer)));
      const reminders = () => app.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'reminder').execute();
      try {
        for (const runner of runners) await runner.scheduleRecurring();
        await Promise.all(runners.map((r) => r.runDue()));
        expect(await reminders()).toEqual([]);

        clock = new Date(due.getTime() + 60_000);
        await Promise.all(runners.map((r) => r.runDue()));
        clock = new Date(due.getTime() + 20 * 60_000);
        await Promise.all(runners.map((r) => r.runDue()));
        await Promise.all(runners.map((r) => r.runDue()));
        clock = new Date(due.getTime() + 40 * 60_000);
        await Promise.all(runners.map((r) => r.runDue()));
        await Promise.all(runners.map((r) => r.runDue()));

        const queued = await reminders();
        expect(queued.map((m) => [m.entry_id, m.recipients])).toEqual([[kept._id, 'kept@example.com']]);
        expect(queued[0]?.subject).toMatch(/^Reminder: your appointment tomorrow \(.+\)$/);
        expect(queued[0]?.body).toContain(`This is a reminder of your appointment with ${doctor.title} on `);
        expect(queued[0]?.body).toContain('Place: OPD Room 4');
        const sent = smtp.received.filter((m) => m.subject.startsWith('Reminder'));
        expect(sent.map((m) => m.to)).toEqual([['kept@example.com']]);
        expect(sent[0]?.text).toContain(formValue(day, '09:00'));
        // The reminder's own links (PUBLIC_URL): its manage link opens the booking, and so does the confirmation's still.
        const link = /To cancel or move it: (https:\/\/hospital\.example\/manage-appointment\?token=\S+)/.exec(queued[0]?.body ?? '')?.[1];
        expect(link).toBeDefined();
        expect(queued[0]?.body).toContain('Add it to your calendar: https://hospital.example/api/admin/appointments/calendar.ics?token=');
        const reminderToken = new URL(link ?? 'https://x').searchParams.get('token') ?? '';
        expect(reminderToken).not.toBe(tokenOf(kept.appointment));
        for (const token of [reminderToken, tokenOf(kept.appointment)]) {
          const opened = await app.app.inject({ method: 'GET', url: `/api/admin/appointments/manage?token=${encodeURIComponent(token)}` });
          expect(opened.statusCode, opened.body).toBe(200);
          expect(opened.json<BookedAppointment>().reference).toBe(kept.appointment.reference);
        }
      } finally {
        mailer.close();
      }
    });

    it('reminds a booking made after 18:00 the day before at the next run, but not one less than two hours ahead', async () => {
      const doctor = await createScheduledDoctor(app.db);
      const day = dayAhead(4);
      const booking = await book(doctor, formValue(day, '09:45'), 'late@example.com');
      const start = new Date(booking.appointment.start);
      const runner = new JobRunner(app.db, { now: () => clock }).register(reminderJob(app.db, { publicUrl: undefined }));
      const mine = () => app.db.kysely.selectFrom('mail_outbox').select('recipients').where('kind', '=', 'reminder').where('entry_id', '=', booking._id).execute();
      let clock = new Date(start.getTime() - 90 * 60_000);
      await runner.scheduleRecurring();
      await runner.runDue();
      expect(await mine()).toEqual([]);
      await app.db.kysely.deleteFrom('jobs').where('name', '=', 'appointment-reminders').execute();
      clock = new Date(start.getTime() - 3 * 60 * 60_000);
      await runner.scheduleRecurring();
      await runner.runDue();
      expect(await mine()).toEqual([{ recipients: 'late@example.com' }]);
      // Without PUBLIC_URL a job knows no origin: a bare path would be no link, so the patient is pointed to the confirmation's.
      const body = (await app.db.kysely.selectFrom('mail_outbox').select('body').where('kind', '=', 'reminder').where('entry_id', '=', booking._id).executeTakeFirst())?.body;
      expect(body).toContain('To cancel or move it, use the link in your confirmation e-mail, or call the hospital.');
      expect(body).not.toContain('manage-appointment');
    });

    it('claims a reminder once when two processes send the due reminders at the same moment', async () => {
      const doctor = await createScheduledDoctor(app.db);
      const booking = await book(doctor, formValue(dayAhead(5), '09:15'), 'twice@example.com');
      const at = new Date(reminderDue(booking.appointment.start, 'Asia/Kolkata').getTime() + 60_000);
      const other = app.connect();
      const runs = [app.db, other, app.db, other].map((db) => () => sendDueReminders(db, at));
      // SQLite serves one server process (its connections in one thread would wait on each other's locks); PostgreSQL several at once.
      const results = dialect.name === 'postgres' ? await Promise.all(runs.map((run) => run())) : [await runs[0]!(), await runs[1]!(), await runs[2]!(), await runs[3]!()];
      expect(results.reduce((sum, r) => sum + r.reminded, 0)).toBe(1);
      const queued = await app.db.kysely.selectFrom('mail_outbox').select('recipients').where('kind', '=', 'reminder').where('entry_id', '=', booking._id).execute();
      expect(queued).toEqual([{ recipients: 'twice@example.com' }]);
    });
  });
}
