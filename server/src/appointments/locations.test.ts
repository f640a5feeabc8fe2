import type { BookedAppointment, DayView, FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { describe, expect, it } from 'vitest';
import { createSession } from '../auth/auth-operations';
import { createRecord } from '../content/content-operations';
import { appointmentLines } from '../forms/entry-mail';
import { createUser } from '../users/user-operations';
import { sampleBody, typeOf } from '../../test/helpers/content-factories';
import { dialects } from '../../test/helpers/databases';
import { createScheduledDoctor, dayAhead, everyDay, formValue } from '../../test/helpers/opd-doctors';
import { useSignedInApp } from '../../test/helpers/signed-in-app';

/** A doctor's week: mornings at one location, afternoons at another (issue 48). */
const twoPlaces = (morning: string, afternoon: string) => [
  ...everyDay('09:00', '10:00', 'OPD Block A, Room 1').map((s) => ({ ...s, location: morning })),
  ...everyDay('16:00', '17:00', 'Consulting Room 2').map((s) => ({ ...s, location: afternoon })),
];

for (const dialect of dialects) {
  describe(`OPD sessions at the network's locations on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    let made = 0;
    const location = async (title: string, extra: Record<string, unknown> = {}) =>
      (
        await createRecord(app.db, typeOf('locations'), {
          ...sampleBody(typeOf('locations')),
          title,
          slug: `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-${++made}`,
          location_kind: 'clinic',
          city: 'Ambarpur',
          address: `${title}, 22 Market Road, Ambarpur 462 038`,
          latitude: 23.2,
          longitude: 77.45,
          holidays: [],
          status: 'active',
          ...extra,
        })
      )._id;

    /** Saves a doctor's sessions as the studio's Save does: the whole record back, with the sessions changed. */
    const saveSessions = async (id: string, sessions: unknown[]) => {
      const current = (await app.inject({ method: 'GET', url: `/api/admin/experts/${id}` })).json<{ data: Record<string, unknown> }>().data;
      return app.inject({ method: 'PUT', url: `/api/admin/experts/${id}`, payload: { ...current, opd_sessions: sessions } });
    };

    it('refuses, on save, sessions of one doctor at two locations that overlap in time: a doctor cannot be in two places at once', async () => {
      const main = await location('Main Hospital', { location_kind: 'hospital', is_main: true });
      const clinic = await location('Kothrud Clinic');
      const doctor = await createScheduledDoctor(app.db);
      const response = await saveSessions(doctor._id, [
            { day: 'mon', start: '09:00', end: '13:00', place: 'Room 1', location: main },
            { day: 'mon', start: '12:00', end: '14:00', place: 'Room 2', location: clinic },
          ]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors['opd_sessions.1.start']).toBe(
        'It overlaps the Monday session 09:00–13:00 at another location (row 1): a doctor cannot be in two places at once.',
      );
      // Back to back at two locations is allowed.
      const fine = await saveSessions(doctor._id, [
            { day: 'mon', start: '09:00', end: '13:00', place: 'Room 1', location: main },
            { day: 'mon', start: '14:00', end: '16:00', place: 'Room 2', location: clinic },
          ]);
      expect(fine.statusCode, fine.body).toBe(200);
      // A session naming a location that does not exist is refused at its row.
      const unknown = await saveSessions(doctor._id, [{ day: 'mon', start: '09:00', end: '13:00', place: 'Room 1', location: 'aaaaaaaaaaaaaaaaaaaaaaaa' }]);
      expect(unknown.statusCode, unknown.body).toBe(400);
      expect(Object.keys(unknown.json<{ errors: Record<string, string> }>().errors)).toEqual(['opd_sessions.0.location']);
      // A location a session names cannot be deleted from under it.
      expect((await app.inject({ method: 'DELETE', url: `/api/admin/locations/${clinic}` })).statusCode).toBe(409);
    });

    it("offers each slot at its session's location, filters by location, and closes a location's sessions on its own holiday only", async () => {
      const north = await location('North Hospital', { location_kind: 'hospital' });
      const day = dayAhead(4);
      const holiday = dayAhead(5);
      const clinic = await location('Arera Clinic', { holidays: [{ date: holiday, name: 'Local festival' }] });
      const doctor = await createScheduledDoctor(app.db, { opd_sessions: twoPlaces(north, clinic) });
      const slotsOf = async (query: string) => (await app.app.inject({ method: 'GET', url: `/api/admin/appointment-slots?doctor=${doctor._id}&${query}` })).json<FreeSlotsAnswer>();

      const both = await slotsOf(`from=${day}&days=2`);
      expect(both.days[0]?.slots.map((s) => [s.time, s.location])).toEqual([
        ['09:00', north],
        ['09:15', north],
        ['09:30', north],
        ['09:45', north],
        ['16:00', clinic],
        ['16:15', clinic],
        ['16:30', clinic],
        ['16:45', clinic],
      ]);
      // The clinic's holiday closes its afternoon only; the hospital's morning stays.
      expect(both.days[1]?.slots.map((s) => s.time)).toEqual(['09:00', '09:15', '09:30', '09:45']);
      const atClinic = await slotsOf(`from=${day}&days=2&location=${clinic}`);
      expect(atClinic.days[0]?.slots.map((s) => s.time)).toEqual(['16:00', '16:15', '16:30', '16:45']);
      expect(atClinic.days[1]).toEqual({ date: holiday, slots: [], closed: { reason: 'holiday' } });
      // Booking the clinic on its holiday is refused as a time the doctor does not see patients.
      const refused = await app.app.inject({
        method: 'POST',
        url: '/api/admin/BookAppointmentForms',
        payload: { name: 'Asha Patil', phone: '9800000001', email: 'asha1@example.com', date_time: formValue(holiday, '16:00'), department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' },
        remoteAddress: '198.51.100.11',
      });
      expect(refused.statusCode, refused.body).toBe(400);
    });

    it("records the location of a booking and names its address on the confirmation, the manage link and the calendar file", async () => {
      const east = await location('East Hospital', { location_kind: 'hospital' });
      const clinic = await location('Kothrud Clinic');
      const doctor = await createScheduledDoctor(app.db, { opd_sessions: twoPlaces(east, clinic) });
      const day = dayAhead(3);
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/admin/BookAppointmentForms',
        payload: { name: 'Ravi Kumar', phone: '9800000002', email: 'ravi@example.com', date_time: formValue(day, '16:15'), department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' },
        remoteAddress: '198.51.100.12',
      });
      expect(response.statusCode, response.body).toBe(201);
      const appointment = response.json<{ data: { appointment: BookedAppointment } }>().data.appointment;
      expect(appointment.location).toEqual({ _id: clinic, title: 'Kothrud Clinic', address: 'Kothrud Clinic, 22 Market Road, Ambarpur 462 038', directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=23.2,77.45' });
      const row = await app.db.kysely.selectFrom('appointment_bookings').select(['location_id', 'place']).where('reference', '=', appointment.reference).executeTakeFirstOrThrow();
      expect(row).toEqual({ location_id: clinic, place: 'Consulting Room 2' });
      const token = new URL(appointment.manageUrl, 'http://x').searchParams.get('token') ?? '';
      const managed = await app.app.inject({ method: 'GET', url: `/api/admin/appointments/manage?token=${encodeURIComponent(token)}` });
      expect(managed.json<BookedAppointment>().location?.address).toBe('Kothrud Clinic, 22 Market Road, Ambarpur 462 038');
      const ics = await app.app.inject({ method: 'GET', url: appointment.calendarUrl });
      expect(ics.statusCode).toBe(200);
      expect(ics.body.replace(/\r\n /g, '')).toContain('LOCATION:Consulting Room 2\\, Kothrud Clinic\\, 22 Market Road\\, Ambarpur 462 038');
      // The confirmation and reminder mails' lines name the address and the directions.
      const lines = appointmentLines({ ...appointment, timeZone: 'Asia/Kolkata', origin: 'https://hospital.example' }, 'en');
      expect(lines).toContain('Address: Kothrud Clinic, Kothrud Clinic, 22 Market Road, Ambarpur 462 038');
      expect(lines).toContain('Directions: https://www.google.com/maps/dir/?api=1&destination=23.2,77.45');
    });

    it("keeps a desk person limited to a location to that location's slots and bookings: another's is 403 to view and 404 to mark", async () => {
      const west = await location('West Hospital', { location_kind: 'hospital' });
      const clinic = await location('Baner Clinic');
      const doctor = await createScheduledDoctor(app.db, { opd_sessions: twoPlaces(west, clinic) });
      const day = dayAhead(2);
      const book = async (time: string, n: number) => {
        const response = await app.app.inject({
          method: 'POST',
          url: '/api/admin/BookAppointmentForms',
          payload: { name: `Patient ${n}`, phone: `98000001${String(n).padStart(2, '0')}`, email: `p${n}@example.com`, date_time: formValue(day, time), department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' },
          remoteAddress: `198.51.100.${20 + n}`,
        });
        expect(response.statusCode, response.body).toBe(201);
        const reference = response.json<{ data: { reference: string } }>().data.reference;
        return (await app.db.kysely.selectFrom('appointment_bookings').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()).id;
      };
      const atWest = await book('09:00', 1);
      const atClinic = await book('16:00', 2);
      const desk = (await createUser(app.db, { name: 'Clinic desk', email: `clinic.desk.${dialect.name}@hospital.test`, role: 'requests_desk', departmentIds: [], locationIds: [clinic] })).account;
      expect(desk.locationIds).toEqual([clinic]);
      const headers = { authorization: `Bearer ${await createSession(app.db, desk._id)}` };

      const view = await app.app.inject({ method: 'GET', url: `/api/admin/appointments/day?date=${day}&doctor=${doctor._id}`, headers });
      expect(view.statusCode, view.body).toBe(200);
      const data = view.json<{ data: DayView }>().data;
      expect(data.doctors[0]?.slots.map((s) => s.time)).toEqual(['16:00', '16:15', '16:30', '16:45']);
      expect(data.doctors[0]?.slots.flatMap((s) => s.bookings.map((b) => b.patientName))).toEqual(['Patient 2']);
      expect(data.locations?.map((l) => l._id)).toEqual([clinic]);
      expect(view.body).not.toContain('Patient 1');

      expect((await app.app.inject({ method: 'GET', url: `/api/admin/appointments/day?date=${day}&location=${west}`, headers })).statusCode).toBe(403);
      expect((await app.app.inject({ method: 'GET', url: `/api/admin/appointments/day.csv?date=${day}&location=${west}`, headers })).statusCode).toBe(403);
      const csv = await app.app.inject({ method: 'GET', url: `/api/admin/appointments/day.csv?date=${day}`, headers });
      expect(csv.body).toContain('Patient 2');
      expect(csv.body).not.toContain('Patient 1');

      const markOther = await app.app.inject({ method: 'PATCH', url: `/api/admin/appointments/${atWest}`, headers, payload: { status: 'attended', confirm: true } });
      expect(markOther.statusCode, markOther.body).toBe(404);
      expect((await app.db.kysely.selectFrom('appointment_bookings').select('status').where('id', '=', atWest).executeTakeFirstOrThrow()).status).toBe('booked');
      const markOwn = await app.app.inject({ method: 'PATCH', url: `/api/admin/appointments/${atClinic}`, headers, payload: { status: 'attended', confirm: true } });
      expect(markOwn.statusCode, markOwn.body).toBe(200);

      // The desk filter of an unlimited account: one location's bookings.
      const filtered = await app.inject({ method: 'GET', url: `/api/admin/appointments/day?date=${day}&doctor=${doctor._id}&location=${west}` });
      expect(filtered.json<{ data: DayView }>().data.doctors[0]?.slots.flatMap((s) => s.bookings.map((b) => b.patientName))).toEqual(['Patient 1']);
    });
  });
}
