import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { createScheduledDoctor } from '../../test/helpers/opd-doctors';
import { bookDemoAppointments, onDemoSlot } from './demo-bookings';
import { dayAhead, formValue } from '../../test/helpers/opd-doctors';

for (const dialect of dialects) {
  describe(`the demo's booked slots on ${dialect.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await dialect.create();
    });
    afterAll(async () => {
      await test.drop();
    });

    it('books two slots of each scheduled doctor through the form, leaving the first free, and none for a doctor without a schedule', async () => {
      const first = await createScheduledDoctor(test.db);
      const second = await createScheduledDoctor(test.db, { opd_per_slot: 2 });
      const plain = await createScheduledDoctor(test.db, { opd_sessions: [] });
      expect(await bookDemoAppointments(test.db, new Date())).toBe(4);
      const rows = await test.db.kysely.selectFrom('appointment_bookings').select(['doctor_id', 'status', 'seat']).orderBy('slot_start').execute();
      expect(rows.filter((r) => r.doctor_id === first._id)).toHaveLength(2);
      expect(rows.filter((r) => r.doctor_id === second._id)).toHaveLength(2);
      expect(rows.filter((r) => r.doctor_id === plain._id)).toHaveLength(0);
      expect(rows.every((r) => r.status === 'booked' && r.seat === 1)).toBe(true);
      const entries = await test.db.kysely.selectFrom('form_entries').select(['kind', 'department']).execute();
      expect(entries).toHaveLength(4);
      expect(new Set(entries.map((e) => e.department))).toEqual(new Set([first.department, second.department]));
    });

    it("moves a demo request onto its scheduled doctor's first free slot from the day it asks for, and leaves others as written", async () => {
      const doctor = await createScheduledDoctor(test.db, { opd_sessions: [{ day: 'mon', start: '11:00', end: '12:00', place: '' }] });
      const plain = await createScheduledDoctor(test.db, { opd_sessions: [] });
      const asked = { doctor: doctor.title, date_time: formValue(dayAhead(20), '10:30') };
      const moved = await onDemoSlot(test.db, asked, new Date());
      expect(moved.date_time).toMatch(/ 11:00 AM$/);
      const day = moved.date_time?.slice(0, 10).split('/').reverse().join('-') ?? '';
      expect(day >= dayAhead(20) && day <= dayAhead(26)).toBe(true);
      expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(1);
      const request = { doctor: plain.title, date_time: formValue(dayAhead(20), '10:30') };
      expect(await onDemoSlot(test.db, request, new Date())).toEqual(request);
    });
  });
}
