import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { newId } from '../lib/ids';
import { holdSeat } from './bookings';

/**
 * Issue 43 (the burst): `holdSeat` checks the desk's blocks and the places left in the seat's own
 * `INSERT … SELECT`, under the doctor's slot lock, as the last step of the entry's transaction.
 * The check in SQL answers as `blockCovers` and the overlap count do.
 */

const day = '2030-03-04';
const slotAt = (time: string, minutes: number, capacity = 1) => {
  const start = new Date(`${day}T${time}:00.000Z`);
  const end = new Date(start.getTime() + minutes * 60_000);
  return { start: start.toISOString(), end: end.toISOString(), place: 'OPD Block A', capacity, day, time };
};

for (const dialect of dialects) {
  describe(`holding a seat on ${dialect.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await dialect.create();
    });
    afterAll(async () => {
      await test?.drop();
    });

    const hold = (doctorId: string, slot: ReturnType<typeof slotAt>) =>
      test.db.kysely.transaction().execute((trx) => holdSeat(trx, test.db.dialect, { entryId: newId(), reference: 'APT-2030-000001', doctorId, slot, tokenHash: newId() + newId(), now: new Date() }));
    const block = (doctorId: string, start: string | null, end: string | null) =>
      test.db.kysely.insertInto('appointment_blocks').values({ id: newId(), doctor_id: doctorId, day, start_time: start, end_time: end, reason: '', created_at: new Date().toISOString(), created_by: null }).execute();

    it('holds the first free seats up to the places, then none', async () => {
      const doctor = newId();
      const slot = slotAt('09:00', 15, 2);
      expect((await hold(doctor, slot))?.seat).toBe(1);
      expect((await hold(doctor, slot))?.seat).toBe(2);
      expect(await hold(doctor, slot)).toBeUndefined();
      expect(await test.db.kysely.selectFrom('appointment_bookings').select('seat').where('doctor_id', '=', doctor).orderBy('seat').execute()).toEqual([{ seat: 1 }, { seat: 2 }]);
    });

    it('counts a booking of another grid that shares a moment with the slot', async () => {
      const doctor = newId();
      expect((await hold(doctor, slotAt('09:15', 15)))?.seat).toBe(1);
      expect(await hold(doctor, slotAt('09:20', 20))).toBeUndefined();
      expect((await hold(doctor, slotAt('09:30', 15)))?.seat).toBe(1);
    });

    it('refuses a slot a block covers (from its start, a whole day, an open end) and holds one the block ends at', async () => {
      const doctor = newId();
      await block(doctor, '10:00', '11:00');
      expect(await hold(doctor, slotAt('10:00', 15))).toBeUndefined();
      expect(await hold(doctor, slotAt('10:45', 15))).toBeUndefined();
      expect((await hold(doctor, slotAt('11:00', 15)))?.seat).toBe(1);
      expect((await hold(doctor, slotAt('09:45', 15)))?.seat).toBe(1);
      await block(doctor, '12:00', null);
      expect(await hold(doctor, slotAt('15:00', 15))).toBeUndefined();
      const other = newId();
      await block(other, null, null);
      expect(await hold(other, slotAt('08:00', 15))).toBeUndefined();
      expect(await test.db.kysely.selectFrom('appointment_bookings').select('slot_start').where('doctor_id', '=', other).execute()).toEqual([]);
    });
  });
}
