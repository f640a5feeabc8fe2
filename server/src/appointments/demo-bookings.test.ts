import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { createScheduledDoctor } from '../../test/helpers/opd-doctors';
import { bookDemoAppointments } from './demo-bookings';

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
  });
}
