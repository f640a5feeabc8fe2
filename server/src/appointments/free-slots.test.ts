import type { FreeSlotsAnswer, AvailabilityAnswer } from '@hospital/content/wire/appointments';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/helpers/databases';
import { createScheduledDoctor, dayAhead } from '../../test/helpers/opd-doctors';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { newId } from '../lib/ids';
import { saveSiteSettings } from '../settings/site-settings-operations';

for (const dialect of dialects) {
  describe(`free appointment slots on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    const slotsOf = async (query: string) => {
      const response = await app.app.inject({ method: 'GET', url: `/api/admin/appointment-slots?${query}` });
      return { status: response.statusCode, body: response.json<FreeSlotsAnswer & { message?: string }>() };
    };

    it("offers a doctor's slots on the hospital's clock, by _id or by title, with their instants in UTC", async () => {
      const doctor = await createScheduledDoctor(app.db);
      const day = dayAhead(3);
      const { status, body } = await slotsOf(`doctor=${doctor._id}&from=${day}&days=1`);
      expect(status).toBe(200);
      expect(body.hasSchedule).toBe(true);
      expect(body.timeZone).toBe('Asia/Kolkata');
      expect(body.days).toHaveLength(1);
      expect(body.days[0]?.slots.map((s) => s.time)).toEqual(['09:00', '09:15', '09:30', '09:45']);
      expect(body.days[0]?.slots[0]).toMatchObject({ start: `${day}T03:30:00.000Z`, end: `${day}T03:45:00.000Z`, free: 1, place: 'OPD Room 4', day });
      expect(body.next?.start).toBe(`${day}T03:30:00.000Z`);
      const byTitle = await slotsOf(`doctor=${encodeURIComponent(doctor.title)}&from=${day}&days=1`);
      expect(byTitle.body.days).toEqual(body.days);
    });

    it('offers nothing on a holiday, on leave, outside the dates of the pattern or on a weekday without a session, and says why', async () => {
      const from = dayAhead(2);
      const doctor = await createScheduledDoctor(app.db, {
        opd_leave: [{ from: dayAhead(3), to: dayAhead(4), reason: 'Conference' }],
        opd_to: dayAhead(6),
      });
      await saveSiteSettings(app.db, { siteTitle: 'Test Hospital', holidays: [{ date: from, name: 'Founders Day' }] });
      try {
        const { body } = await slotsOf(`doctor=${doctor._id}&from=${from}&days=6`);
        expect(body.days.map((d) => [d.date, d.slots.length, d.closed])).toEqual([
          [from, 0, { reason: 'holiday', name: 'Founders Day' }],
          [dayAhead(3), 0, { reason: 'leave' }],
          [dayAhead(4), 0, { reason: 'leave' }],
          [dayAhead(5), 4, undefined],
          [dayAhead(6), 4, undefined],
          [dayAhead(7), 0, { reason: 'closed' }],
        ]);
        expect(body.next?.day).toBe(dayAhead(5));
        // The leave's reason is the staff's only.
        expect(JSON.stringify(body)).not.toContain('Conference');
      } finally {
        await saveSiteSettings(app.db, { siteTitle: 'Test Hospital' });
      }
    });

    it("leaves out the slots a desk blocked, the full ones and those that have started, and counts a slot's free places", async () => {
      const doctor = await createScheduledDoctor(app.db, { opd_per_slot: 2 });
      const day = dayAhead(3);
      const at = new Date().toISOString();
      const book = (start: string, seat: number | null) =>
        app.db.kysely
          .insertInto('appointment_bookings')
          .values({ id: newId(), entry_id: newId(), reference: 'APT-TEST', doctor_id: doctor._id, slot_start: start, slot_end: new Date(Date.parse(start) + 15 * 60_000).toISOString(), seat, status: seat === null ? 'cancelled' : 'booked', place: '', token_hash: newId() + newId(), expires_at: start, reminded_at: null, created_at: at, updated_at: at })
          .execute();
      await book(`${day}T03:30:00.000Z`, 1);
      await book(`${day}T03:30:00.000Z`, 2);
      await book(`${day}T03:45:00.000Z`, 1);
      await book(`${day}T03:45:00.000Z`, null);
      await app.db.kysely.insertInto('appointment_blocks').values({ id: newId(), doctor_id: doctor._id, day, start_time: '09:30', end_time: '09:45', reason: 'Ward round', created_at: at, created_by: null }).execute();
      const { body } = await slotsOf(`doctor=${doctor._id}&from=${day}&days=1`);
      expect(body.days[0]?.slots.map((s) => [s.time, s.free])).toEqual([
        ['09:15', 1],
        ['09:45', 2],
      ]);
      await app.db.kysely.insertInto('appointment_blocks').values({ id: newId(), doctor_id: doctor._id, day, start_time: null, end_time: null, reason: 'Closed', created_at: at, created_by: null }).execute();
      expect((await slotsOf(`doctor=${doctor._id}&from=${day}&days=1`)).body.days[0]?.slots).toEqual([]);

      const past = await createScheduledDoctor(app.db, { opd_sessions: [{ day: 'mon', start: '00:00', end: '23:45', place: '' }, ...['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => ({ day: d, start: '00:00', end: '23:45', place: '' }))] });
      const yesterday = await slotsOf(`doctor=${past._id}&from=${dayAhead(-1)}&days=2`);
      expect(yesterday.body.days[0]?.slots).toEqual([]);
      for (const slot of yesterday.body.days[1]?.slots ?? []) expect(new Date(slot.start).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('answers a doctor without a schedule with hasSchedule false, an unknown one with 404, and bad queries with 400', async () => {
      const doctor = await createScheduledDoctor(app.db, { opd_sessions: [] });
      const plain = await slotsOf(`doctor=${doctor._id}`);
      expect(plain.status).toBe(200);
      expect(plain.body).toMatchObject({ hasSchedule: false, days: [], next: null });
      const unknown = await slotsOf('doctor=Dr.%20Nobody');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('There is no doctor "Dr. Nobody" on this site.');
      expect((await slotsOf(`doctor=${doctor._id}&days=40`)).status).toBe(400);
      expect((await slotsOf(`doctor=${doctor._id}&from=2026-02-30`)).status).toBe(400);
      expect((await slotsOf('')).status).toBe(400);
    });

    it("gives every scheduled doctor's next free slot for Find a Doctor", async () => {
      const open = await createScheduledDoctor(app.db);
      const away = await createScheduledDoctor(app.db, { opd_leave: [{ from: dayAhead(-1), to: dayAhead(10) }] });
      const response = await app.app.inject({ method: 'GET', url: `/api/admin/appointment-availability?from=${dayAhead(1)}&days=7` });
      expect(response.statusCode).toBe(200);
      const body = response.json<AvailabilityAnswer>();
      expect(body.doctors[open._id]?.next?.start).toBe(`${dayAhead(1)}T03:30:00.000Z`);
      expect(body.doctors[away._id]).toEqual({ next: null });
    });
  });
}
