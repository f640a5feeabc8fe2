import type { BookedAppointment } from '@hospital/content/wire/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDialect } from '../../test/helpers/databases';
import { createScheduledDoctor, dayAhead, formValue } from '../../test/helpers/opd-doctors';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { saveSiteSettings } from '../settings/site-settings-operations';

/**
 * Issue 43: what a patient reads of a booking says the right thing in their language: the mail
 * says first that the appointment is confirmed, the Hindi confirmation and calendar entry name the
 * doctor as the Hindi page does, a past time is refused as passed and a taken one by its time, and
 * the calendar's location names the hospital once.
 */

const tokenOf = (appointment: BookedAppointment | undefined): string => new URL(`https://x${appointment?.manageUrl ?? ''}`).searchParams.get('token') ?? '';
const hindiName = 'डॉ. आशा मेहता';

// Its subject is the words a patient reads (mail, confirmation, calendar entry, refusals) in their
// language, which does not depend on the database: SQLite only (CI's PostgreSQL pass, for the files
// about the database, leaves it out).
for (const dialect of [sqliteDialect]) {
  describe(`a booking in the patient's words on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://hospital.example' });
    beforeAll(async () => {
      await saveSiteSettings(app.db, { siteTitle: 'Saffron Ridge Hospital', site_address: 'Saffron Ridge Hospital, 14 Riverside Road\nAmbarpur 462 019', languages: ['hi'] });
    });
    afterAll(async () => {
      await saveSiteSettings(app.db, { siteTitle: 'Test Hospital' });
    });
    let n = 0;
    const post = (doctor: { title: string; department: string }, dateTime: string, language: string) => {
      n += 1;
      return app.app.inject({
        method: 'POST',
        url: '/api/admin/BookAppointmentForms',
        payload: { name: `Patient ${n}`, phone: `95${String(n).padStart(8, '0')}`, email: `words${n}@example.com`, date_time: dateTime, department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown', language },
        remoteAddress: `192.0.2.${n}`,
      });
    };
    const ackOf = (entryId: string) => app.db.kysely.selectFrom('mail_outbox').select(['subject', 'body']).where('entry_id', '=', entryId).where('kind', '=', 'acknowledgement').executeTakeFirstOrThrow();

    it('says first in the mail that a booked appointment is confirmed, in English and in Hindi', async () => {
      const doctor = await createScheduledDoctor(app.db);
      const day = dayAhead(3);
      const english = (await post(doctor, formValue(day, '09:00'), 'en')).json<{ data: { _id: string; reference: string } }>().data;
      const mail = await ackOf(english._id);
      expect(mail.subject).toBe(`Your appointment is confirmed (${english.reference})`);
      expect(mail.body.startsWith(`Your appointment at Saffron Ridge Hospital is confirmed. Its reference is ${english.reference}.`)).toBe(true);
      expect(mail.body).not.toContain('get back to you');
      expect(mail.body).toContain(`Doctor: ${doctor.title}`);
      const hindi = (await post(doctor, formValue(day, '09:15'), 'hi')).json<{ data: { _id: string; reference: string } }>().data;
      const hindiMail = await ackOf(hindi._id);
      expect(hindiMail.subject).toBe(`आपका अपॉइंटमेंट पक्का हो गया है (${hindi.reference})`);
      expect(hindiMail.body.startsWith('Saffron Ridge Hospital में आपका अपॉइंटमेंट पक्का हो गया है।')).toBe(true);
      expect(hindiMail.body).not.toContain('संपर्क करेगी');
    });

    it('names the doctor by their Hindi name in the Hindi confirmation, manage page, mail and calendar entry; the location names the hospital once', async () => {
      const doctor = await createScheduledDoctor(app.db, {}, { translations: { hi: { values: { title: hindiName } } } });
      const day = dayAhead(4);
      const response = await post(doctor, formValue(day, '09:30'), 'hi');
      expect(response.statusCode, response.body).toBe(201);
      const booked = response.json<{ data: { _id: string; appointment: BookedAppointment } }>().data;
      expect(booked.appointment.doctor).toBe(hindiName);
      expect((await ackOf(booked._id)).body).toContain(`डॉक्टर: ${hindiName}`);
      const token = tokenOf(booked.appointment);
      expect((await app.app.inject({ method: 'GET', url: `/api/admin/appointments/manage?token=${token}` })).json<BookedAppointment>().doctor).toBe(hindiName);
      const ics = (await app.app.inject({ method: 'GET', url: `/api/admin/appointments/calendar.ics?token=${token}` })).body.replace(/\r\n /g, '');
      expect(ics).toContain(`SUMMARY:${hindiName} के साथ अपॉइंटमेंट`);
      expect(ics).toContain('LOCATION:OPD Room 4\\, Saffron Ridge Hospital\\, 14 Riverside Road\\, Ambarpur 462 019');
      // The desk keeps the record's own title.
      const entry = await app.db.kysely.selectFrom('form_entries').select('data').where('id', '=', booked._id).executeTakeFirstOrThrow();
      expect(JSON.parse(entry.data)).toMatchObject({ doctor: doctor.title });
      const english = (await post(doctor, formValue(day, '09:45'), 'en')).json<{ data: { appointment: BookedAppointment } }>().data;
      expect(english.appointment.doctor).toBe(doctor.title);
      const englishIcs = (await app.app.inject({ method: 'GET', url: `/api/admin/appointments/calendar.ics?token=${tokenOf(english.appointment)}` })).body.replace(/\r\n /g, '');
      expect(englishIcs).toContain(`SUMMARY:Appointment with ${doctor.title}`);
    });

    it('refuses a past time as passed, whether or not it was a slot, in English and Hindi; a taken time by the time asked for', async () => {
      const doctor = await createScheduledDoctor(app.db);
      const yesterday = dayAhead(-1);
      for (const time of ['09:15', '08:05']) {
        const en = await post(doctor, formValue(yesterday, time), 'en');
        expect(en.statusCode).toBe(400);
        expect(en.json<{ errors: Record<string, string> }>().errors.date_time).toMatch(/^This time has passed\. The next free times are: /);
        const hi = await post(doctor, formValue(yesterday, time), 'hi');
        expect(hi.json<{ errors: Record<string, string> }>().errors.date_time).toMatch(/^यह समय बीत चुका है। अगले खाली समय हैं: /);
      }
      const day = dayAhead(5);
      expect((await post(doctor, formValue(day, '09:30'), 'en')).statusCode).toBe(201);
      const taken = await post(doctor, formValue(day, '09:30'), 'en');
      const asked = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T04:00:00Z`));
      expect(taken.json<{ errors: Record<string, string> }>().errors.date_time).toBe(
        `${asked}, 9:30 AM is no longer free. The next free times are: ${taken.json<{ errors: Record<string, string> }>().errors.date_time?.split('The next free times are: ')[1]?.slice(0, -1) ?? ''}.`,
      );
      const takenHi = await post(doctor, formValue(day, '09:30'), 'hi');
      expect(takenHi.json<{ errors: Record<string, string> }>().errors.date_time).toMatch(/^.+, 9:30 AM अब खाली नहीं है। अगले खाली समय हैं: /);
    });
  });
}
