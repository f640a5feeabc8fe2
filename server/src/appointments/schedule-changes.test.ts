import type { BookedAppointment, DayBooking, FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/helpers/databases';
import { typeOf } from '../../test/helpers/content-factories';
import { createScheduledDoctor, dayAhead, everyDay, formValue } from '../../test/helpers/opd-doctors';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { createSession } from '../auth/auth-operations';
import { getRecord, updateRecord } from '../content/content-operations';
import { saveSiteSettings } from '../settings/site-settings-operations';
import { createUser } from '../users/user-operations';

/**
 * Issue 43: a doctor's schedule changed after patients booked (another grid, a session removed,
 * leave, a holiday) never offers or books a slot over a kept booking, and the studio is told which
 * bookings the new schedule has no place for before it is published.
 */

interface Booked {
  data: { _id: string; reference: string; appointment?: BookedAppointment };
}

const tokenOf = (appointment: BookedAppointment | undefined): string => new URL(`https://x${appointment?.manageUrl ?? ''}`).searchParams.get('token') ?? '';

for (const dialect of dialects) {
  describe(`changing a schedule with bookings kept on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    let address = 0;
    const book = (doctor: { title: string; department: string }, dateTime: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/BookAppointmentForms',
        payload: { name: `Patient ${++address}`, phone: `97${String(address).padStart(8, '0')}`, email: `p${address}@example.com`, date_time: dateTime, department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' },
        remoteAddress: `198.51.100.${address % 250}`,
      });
    const slotsOf = async (doctorId: string, day: string) =>
      (await app.inject({ method: 'GET', url: `/api/admin/appointment-slots?doctor=${doctorId}&from=${day}&days=1` })).json<FreeSlotsAnswer>().days[0]?.slots.map((s) => `${s.time} ${s.free}`);
    const reschedule = async (doctorId: string, schedule: Record<string, unknown>) => {
      const record = await getRecord(app.db, typeOf('experts'), doctorId);
      await updateRecord(app.db, typeOf('experts'), doctorId, { ...record, ...schedule });
    };

    it('never offers nor books a 20-minute slot over a booking kept from 15-minute slots, and counts it in the places', async () => {
      const doctor = await createScheduledDoctor(app.db);
      const day = dayAhead(5);
      expect((await book(doctor, formValue(day, '09:15'))).statusCode).toBe(201);
      await reschedule(doctor._id, { opd_slot_minutes: 20 });
      // 09:00–09:20 and 09:20–09:40 both share a moment with the kept 09:15–09:30.
      expect(await slotsOf(doctor._id, day)).toEqual(['09:40 1']);
      const over = await book(doctor, formValue(day, '09:20'));
      expect(over.statusCode, over.body).toBe(400);
      expect(await app.db.kysely.selectFrom('appointment_bookings').select('slot_start').where('doctor_id', '=', doctor._id).execute()).toHaveLength(1);

      // Two places a slot: the kept booking takes one of each slot it reaches into.
      await reschedule(doctor._id, { opd_slot_minutes: 20, opd_per_slot: 2 });
      expect(await slotsOf(doctor._id, day)).toEqual(['09:00 1', '09:20 1', '09:40 2']);
      expect((await book(doctor, formValue(day, '09:20'))).statusCode).toBe(201);
      expect((await book(doctor, formValue(day, '09:20'))).statusCode).toBe(400);
      expect(await slotsOf(doctor._id, day)).toEqual(['09:00 1', '09:40 2']);
    });

    it('never moves a booking onto a new slot that overlaps another kept booking', async () => {
      const doctor = await createScheduledDoctor(app.db);
      const day = dayAhead(6);
      expect((await book(doctor, formValue(day, '09:45'))).statusCode).toBe(201);
      const mover = (await book(doctor, formValue(day, '09:00'))).json<Booked>();
      await reschedule(doctor._id, { opd_slot_minutes: 20 });
      const moved = await app.inject({ method: 'POST', url: '/api/admin/appointments/move', payload: { token: tokenOf(mover.data.appointment), date_time: formValue(day, '09:40') } });
      expect(moved.statusCode, moved.body).toBe(400);
      // 09:20–09:40 overlaps no other booking (the mover's own 09:00–09:15 does not count): it moves.
      const free = await app.inject({ method: 'POST', url: '/api/admin/appointments/move', payload: { token: tokenOf(mover.data.appointment), date_time: formValue(day, '09:20') } });
      expect(free.statusCode, free.body).toBe(200);
    });

    it('offers nothing over a booking whose session was moved, nor over one kept through a holiday added and taken away again', async () => {
      const doctor = await createScheduledDoctor(app.db);
      const day = dayAhead(7);
      expect((await book(doctor, formValue(day, '09:30'))).statusCode).toBe(201);
      // The session now runs 09:20–10:20 in 20-minute slots: 09:20–09:40 and 09:40–10:00 would overlap 09:30–09:45.
      await reschedule(doctor._id, { opd_sessions: everyDay('09:20', '10:20'), opd_slot_minutes: 20 });
      expect(await slotsOf(doctor._id, day)).toEqual(['10:00 1']);
      await saveSiteSettings(app.db, { siteTitle: 'Test Hospital', holidays: [{ date: day, name: 'Foundation Day' }] });
      expect(await slotsOf(doctor._id, day)).toEqual([]);
      await saveSiteSettings(app.db, { siteTitle: 'Test Hospital', holidays: [] });
      expect(await slotsOf(doctor._id, day)).toEqual(['10:00 1']);
      expect((await book(doctor, formValue(day, '09:40'))).statusCode).toBe(400);
    });

    it('tells the studio, before publishing, which bookings the changed schedule has no place for, with the patients for the desk only', async () => {
      const doctor = await createScheduledDoctor(app.db, { opd_per_slot: 2 });
      const day = dayAhead(8);
      const leaveDay = dayAhead(9);
      const kept = (await book(doctor, formValue(day, '09:00'))).json<Booked>().data.reference;
      const offGrid = (await book(doctor, formValue(day, '09:15'))).json<Booked>().data.reference;
      const first = (await book(doctor, formValue(day, '09:45'))).json<Booked>().data.reference;
      const second = (await book(doctor, formValue(day, '09:45'))).json<Booked>().data.reference;
      const onLeave = (await book(doctor, formValue(leaveDay, '09:00'))).json<Booked>().data.reference;
      const record = await getRecord(app.db, typeOf('experts'), doctor._id);
      // 20-minute slots from 09:00 (09:45 is no slot then), one place, leave on the second day.
      const fields = { ...record, opd_slot_minutes: 15, opd_per_slot: 1, opd_sessions: everyDay('09:00', '10:00'), opd_leave: [{ from: leaveDay, to: leaveDay, reason: 'Conference' }] };
      const check = async (token?: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/admin/appointments/schedule-check',
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: { doctor: doctor._id, fields },
        });
      const asDesk = await app.inject({ method: 'POST', url: '/api/admin/appointments/schedule-check', payload: { doctor: doctor._id, fields } });
      expect(asDesk.statusCode, asDesk.body).toBe(200);
      const answer = asDesk.json<{ data: { bookings: DayBooking[]; patients: boolean } }>().data;
      // One place a slot: the second patient of 09:45 is over; the leave day's patient has no slot.
      expect(answer.bookings.map((b) => b.reference)).toEqual([second, onLeave]);
      expect(answer.patients).toBe(true);
      expect(answer.bookings[0]).toMatchObject({ time: '09:45', patientName: expect.stringMatching(/^Patient \d+$/), phone: expect.stringMatching(/^\+9197\d{8}$/) });
      expect([kept, offGrid, first]).not.toContain(answer.bookings[0]?.reference);

      const grid = await app.inject({ method: 'POST', url: '/api/admin/appointments/schedule-check', payload: { doctor: doctor._id, fields: { ...fields, opd_slot_minutes: 20, opd_per_slot: 2, opd_leave: [] } } });
      expect(grid.json<{ data: { bookings: DayBooking[] } }>().data.bookings.map((b) => b.reference)).toEqual([offGrid, first, second]);

      // An editor (no patient data) is told the times and references, not the names and phones.
      const editor = (await createUser(app.db, { name: 'Edith Editor', email: `edith.${dialect.name}@hospital.test`, role: 'editor' })).account._id;
      const asEditor = await check(await createSession(app.db, editor));
      expect(asEditor.statusCode, asEditor.body).toBe(200);
      const told = asEditor.json<{ data: { bookings: DayBooking[]; patients: boolean } }>().data;
      expect(told.patients).toBe(false);
      expect(told.bookings.map((b) => [b.reference, b.patientName, b.phone])).toEqual([
        [second, '', ''],
        [onLeave, '', ''],
      ]);
      const viewer = (await createUser(app.db, { name: 'Vera Viewer', email: `vera.${dialect.name}@hospital.test`, role: 'viewer' })).account._id;
      expect((await check(await createSession(app.db, viewer))).statusCode).toBe(403);
      const unknown = await app.inject({ method: 'POST', url: '/api/admin/appointments/schedule-check', payload: { doctor: '0123456789abcdef01234567', fields } });
      expect(unknown.statusCode).toBe(404);
    });
  });
}
