import type { BookedAppointment, FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test/helpers/databases';
import { createScheduledDoctor, dayAhead, everyDay, formValue } from '../../test/helpers/opd-doctors';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { saveSiteSettings } from '../settings/site-settings-operations';
import { moveBooking } from './bookings';
import { reminderDue, sendDueReminders } from './reminders';

const tokenOf = (appointment: BookedAppointment | undefined): string => new URL(`https://x${appointment?.manageUrl ?? ''}`).searchParams.get('token') ?? '';

const room = 'OPD Block A, Room 12';
const kamra = 'ओपीडी ब्लॉक ए, कमरा 12';

for (const dialect of dialects) {
  describe(`a session's room in the patient's language on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://hospital.example' });
    beforeAll(async () => {
      await saveSiteSettings(app.db, { siteTitle: 'Test Hospital', languages: ['hi'] });
    });
    afterAll(async () => {
      await saveSiteSettings(app.db, { siteTitle: 'Test Hospital' });
    });
    let n = 0;
    const book = async (doctor: { title: string; department: string }, dateTime: string, language: string) => {
      n += 1;
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/admin/BookAppointmentForms',
        payload: { name: `Patient ${n}`, phone: `96${String(n).padStart(8, '0')}`, email: `patient${n}@example.com`, date_time: dateTime, department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown', language },
        remoteAddress: `192.0.2.${n}`,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { _id: string; appointment: BookedAppointment } }>().data;
    };
    const translatedDoctor = () =>
      createScheduledDoctor(app.db, { opd_sessions: everyDay('09:00', '10:00', room) }, { translations: { hi: { values: { opd_sessions: everyDay().map(() => ({ place: kamra })) } } } });

    it('answers the free slots of lang=hi with the Hindi room, the same slots; English without it, and English where a room has no Hindi', async () => {
      const doctor = await translatedDoctor();
      const day = dayAhead(4);
      const slots = async (query: string) => (await app.app.inject({ method: 'GET', url: `/api/admin/appointment-slots?doctor=${doctor._id}&from=${day}&days=1${query}` })).json<FreeSlotsAnswer>().days[0]!.slots;
      const hindi = await slots('&lang=hi');
      const english = await slots('');
      expect(hindi.map((s) => s.place)).toEqual([kamra, kamra, kamra, kamra]);
      expect(english.map((s) => s.place)).toEqual([room, room, room, room]);
      expect(hindi.map(({ place: _p, ...rest }) => rest)).toEqual(english.map(({ place: _p, ...rest }) => rest));
      // The doctor's page in Hindi reads the record in Hindi: its timings name the Hindi room.
      const listing = (await app.app.inject({ method: 'GET', url: '/api/admin/experts/active?lang=hi&limit=100' })).json<{ data: { _id: string; opd_sessions: { day: string; place: string }[] }[] }>();
      const record = listing.data.find((d) => d._id === doctor._id);
      expect(record?.opd_sessions.map((s) => s.place)).toEqual(everyDay().map(() => kamra));
      expect(record?.opd_sessions.map((s) => s.day)).toEqual(everyDay().map((s) => s.day));
      const untranslated = await createScheduledDoctor(app.db, { opd_sessions: everyDay('09:00', '10:00', room) });
      const plain = (await app.app.inject({ method: 'GET', url: `/api/admin/appointment-slots?doctor=${untranslated._id}&from=${day}&days=1&lang=hi` })).json<FreeSlotsAnswer>();
      expect(plain.days[0]!.slots[0]!.place).toBe(room);
    });

    it("shows a Hindi entry's booking, its mail, its .ics, its move and its reminder with the Hindi room; stores the English one; an English entry keeps English", async () => {
      const doctor = await translatedDoctor();
      const day = dayAhead(3);
      const booked = await book(doctor, formValue(day, '09:00'), 'hi');
      expect(booked.appointment.place).toBe(kamra);
      const row = await app.db.kysely.selectFrom('appointment_bookings').select(['place', 'id']).where('entry_id', '=', booked._id).executeTakeFirstOrThrow();
      expect(row.place).toBe(room);
      const mail = await app.db.kysely.selectFrom('mail_outbox').select('body').where('entry_id', '=', booked._id).where('kind', '=', 'acknowledgement').executeTakeFirstOrThrow();
      expect(mail.body).toContain(kamra);
      expect(mail.body).not.toContain(room);

      const token = tokenOf(booked.appointment);
      const managed = await app.app.inject({ method: 'GET', url: `/api/admin/appointments/manage?token=${token}` });
      expect(managed.json<BookedAppointment>().place).toBe(kamra);
      const ics = await app.app.inject({ method: 'GET', url: `/api/admin/appointments/calendar.ics?token=${token}` });
      expect(ics.statusCode).toBe(200);
      // Folded at 75 octets: read it unfolded.
      expect(ics.body.replace(/\r\n /g, '')).toContain(`LOCATION:${kamra.replace(/,/g, '\\,')}`);

      const moved = await moveBooking(app.db, token, formValue(day, '09:30'));
      expect(moved.place).toBe(kamra);

      const due = reminderDue(moved.start, 'Asia/Kolkata');
      expect(await sendDueReminders(app.db, new Date(due.getTime() + 60_000))).toMatchObject({ reminded: 1 });
      const reminder = await app.db.kysely.selectFrom('mail_outbox').select('body').where('entry_id', '=', booked._id).where('kind', '=', 'reminder').executeTakeFirstOrThrow();
      expect(reminder.body).toContain(kamra);

      const english = await book(doctor, formValue(day, '09:15'), 'en');
      expect(english.appointment.place).toBe(room);
      const englishMail = await app.db.kysely.selectFrom('mail_outbox').select('body').where('entry_id', '=', english._id).where('kind', '=', 'acknowledgement').executeTakeFirstOrThrow();
      expect(englishMail.body).toContain(`Place: ${room}`);
    });
  });
}
