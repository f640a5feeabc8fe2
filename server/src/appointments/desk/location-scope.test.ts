import type { DayBooking, FreeSlotsAnswer, SlotBlock } from '@hospital/content/wire/appointments';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../auth/auth-operations';
import { createRecord, getRecord } from '../../content/content-operations';
import { createUser } from '../../users/user-operations';
import { sampleBody, typeOf } from '../../../test/helpers/content-factories';
import { dialects } from '../../../test/helpers/databases';
import { createScheduledDoctor, dayAhead, everyDay, formValue } from '../../../test/helpers/opd-doctors';
import { useSignedInApp } from '../../../test/helpers/signed-in-app';

/**
 * The desk's location scope where the day view did not have it yet (issue 48): a desk person
 * limited to a location sees, exports, opens and works only the form entries booked there; blocks
 * the doctor's slots at that location alone (another location: 403); and the schedule check
 * counts a booking whose session moved to another location as having no place.
 */

/** A doctor's week: mornings at one location, afternoons at another. */
const twoPlaces = (morning: string, afternoon: string) => [
  ...everyDay('09:00', '10:00', 'OPD Block A, Room 1').map((s) => ({ ...s, location: morning })),
  ...everyDay('16:00', '17:00', 'Consulting Room 2').map((s) => ({ ...s, location: afternoon })),
];

for (const dialect of dialects) {
  describe(`a desk person limited to a location on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    let made = 0;
    const location = async (title: string, kind = 'clinic') =>
      (
        await createRecord(app.db, typeOf('locations'), {
          ...sampleBody(typeOf('locations')),
          title,
          slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++made}`,
          location_kind: kind,
          city: 'Ambarpur',
          address: `${title}, 4 Lake Road, Ambarpur 462 001`,
          latitude: 23.2,
          longitude: 77.45,
          holidays: [],
          status: 'active',
        })
      )._id;

    const setUp = async (n: number) => {
      const west = await location(`West Hospital ${n}`, 'hospital');
      const clinic = await location(`Aundh Clinic ${n}`);
      const doctor = await createScheduledDoctor(app.db, { opd_sessions: twoPlaces(west, clinic) });
      const day = dayAhead(3);
      const book = async (time: string, name: string) => {
        const response = await app.app.inject({
          method: 'POST',
          url: '/api/admin/BookAppointmentForms',
          payload: { name, phone: `98100${String(++made).padStart(5, '0')}`, email: `scope${made}@example.com`, date_time: formValue(day, time), department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' },
          remoteAddress: `198.51.100.${100 + made}`,
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ data: { _id: string; reference: string } }>().data;
      };
      const atWest = await book('09:15', `West Patient ${n}`);
      const atClinic = await book('16:15', `Clinic Patient ${n}`);
      const desk = (await createUser(app.db, { name: `Aundh desk ${n}`, email: `aundh.desk.${n}.${dialect.name}@hospital.test`, role: 'requests_desk', departmentIds: [], locationIds: [clinic] })).account;
      const headers = { authorization: `Bearer ${await createSession(app.db, desk._id)}` };
      return { west, clinic, doctor, day, atWest, atClinic, headers };
    };

    it('lists, exports, opens, changes and notes only the entries booked at their location', async () => {
      const { atWest, atClinic, headers } = await setUp(1);
      const list = await app.app.inject({ method: 'GET', url: '/api/admin/form-entries?kind=appointment&limit=100', headers });
      expect(list.statusCode, list.body).toBe(200);
      const references = list.json<{ data: { reference: string }[] }>().data.map((e) => e.reference);
      expect(references).toContain(atClinic.reference);
      expect(references).not.toContain(atWest.reference);
      const csv = await app.app.inject({ method: 'GET', url: '/api/admin/form-entries/export.csv?kind=appointment', headers });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Clinic Patient 1');
      expect(csv.body).not.toContain('West Patient 1');

      expect((await app.app.inject({ method: 'GET', url: `/api/admin/form-entries/${atClinic._id}`, headers })).statusCode).toBe(200);
      expect((await app.app.inject({ method: 'GET', url: `/api/admin/form-entries/${atWest._id}`, headers })).statusCode).toBe(404);
      expect((await app.app.inject({ method: 'GET', url: `/api/admin/form-entries/${atWest._id}/history`, headers })).statusCode).toBe(404);
      const change = await app.app.inject({ method: 'PATCH', url: `/api/admin/form-entries/${atWest._id}`, headers, payload: { status: 'done' } });
      expect(change.statusCode, change.body).toBe(404);
      const note = await app.app.inject({ method: 'POST', url: `/api/admin/form-entries/${atWest._id}/notes`, headers, payload: { text: 'Called' } });
      expect(note.statusCode, note.body).toBe(404);
      expect((await app.db.kysely.selectFrom('form_entries').select('status').where('id', '=', atWest._id).executeTakeFirstOrThrow()).status).toBe('new');
      const own = await app.app.inject({ method: 'PATCH', url: `/api/admin/form-entries/${atClinic._id}`, headers, payload: { status: 'done' } });
      expect(own.statusCode, own.body).toBe(200);

      // An account limited to no location sees both.
      const all = (await app.inject({ method: 'GET', url: '/api/admin/form-entries?kind=appointment&limit=100' })).json<{ data: { reference: string }[] }>().data.map((e) => e.reference);
      expect(all).toEqual(expect.arrayContaining([atWest.reference, atClinic.reference]));
    });

    it("blocks the doctor's slots at their location only, and refuses another location's", async () => {
      const { west, doctor, day, atClinic, headers } = await setUp(2);
      const blocked = await app.app.inject({ method: 'POST', url: '/api/admin/appointments/blocks', headers, payload: { doctor: doctor._id, date: day, reason: 'Clinic closed for cleaning' } });
      expect(blocked.statusCode, blocked.body).toBe(201);
      const answer = blocked.json<{ data: { block: SlotBlock; blocks: SlotBlock[]; affected: DayBooking[] } }>().data;
      expect(answer.blocks.map((b) => [b.start, b.end])).toEqual([['16:00', '17:00']]);
      expect(answer.affected.map((b) => b.reference)).toEqual([atClinic.reference]);
      const slots = (await app.app.inject({ method: 'GET', url: `/api/admin/appointment-slots?doctor=${doctor._id}&from=${day}&days=1` })).json<FreeSlotsAnswer>();
      const times = slots.days[0]?.slots.map((s) => s.time) ?? [];
      // The morning at the other location stays open (09:15 is booked), the clinic's afternoon is closed.
      expect(times).toEqual(['09:00', '09:30', '09:45']);
      const other = await app.app.inject({ method: 'POST', url: '/api/admin/appointments/blocks', headers, payload: { doctor: doctor._id, date: day, reason: 'Not ours', location: west } });
      expect(other.statusCode, other.body).toBe(403);
    });

    it('counts a booking whose session moved to another location as having no place in the changed schedule', async () => {
      const { west, doctor, atWest, atClinic } = await setUp(3);
      const record = await getRecord(app.db, typeOf('experts'), doctor._id);
      // The same hours, every session now at the west hospital.
      const fields = { ...record, opd_sessions: twoPlaces(west, west) };
      const check = await app.inject({ method: 'POST', url: '/api/admin/appointments/schedule-check', payload: { doctor: doctor._id, fields } });
      expect(check.statusCode, check.body).toBe(200);
      const references = check.json<{ data: { bookings: DayBooking[] } }>().data.bookings.map((b) => b.reference);
      expect(references).toEqual([atClinic.reference]);
      expect(references).not.toContain(atWest.reference);
    });
  });
}
