import { addDays } from '@hospital/content/opd/schedule';
import { hospitalDay } from '@hospital/content/hospital-time';
import type { DayBooking, DayView, FreeSlotsAnswer, SlotBlock } from '@hospital/content/wire/appointments';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../content/content-operations';
import { createUser } from '../../users/user-operations';
import { createSession } from '../../auth/auth-operations';
import { newId } from '../../lib/ids';
import { saveSiteSettings } from '../../settings/site-settings-operations';
import { createRelatedTargets, sampleBody, typeOf } from '../../../test/helpers/content-factories';
import { dialects } from '../../../test/helpers/databases';
import { useSignedInApp } from '../../../test/helpers/signed-in-app';
import { testAdmin } from '../../../test/helpers/api';
import { dayBounds, setAttendance } from './day-operations';

const zone = 'Asia/Kolkata';
const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((day) => [
  { day, start: '09:00', end: '10:00', place: 'OPD Block A, Room 12' },
  { day, start: '16:00', end: '17:00', place: 'OPD Block B, Room 3' },
]);

for (const dialect of dialects) {
  describe(`the desk's day of appointments on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    /** A week ahead on the hospital's clock: every day of it has the two sessions. */
    const day = addDays(hospitalDay(new Date(), zone), 7);
    let cardiology = '';
    let menon = '';
    let rao = '';
    let unscheduled = '';
    let references = 0;

    beforeAll(async () => {
      const related = await createRelatedTargets(app.db);
      cardiology = (await createRecord(app.db, typeOf('expert-categories'), { ...sampleBody(typeOf('expert-categories')), title: 'Cardiology' }))._id;
      const doctor = (title: string, extra: Record<string, unknown>) =>
        createRecord(app.db, typeOf('experts'), { ...sampleBody(typeOf('experts'), related), title, departments: [cardiology], status: 'active', ...extra });
      menon = (await doctor('Dr. Arvind Menon', { opd_sessions: everyDay, opd_slot_minutes: 30, opd_per_slot: 2 }))._id;
      rao = (await doctor('Dr. Rao', { opd_sessions: everyDay, opd_leave: [{ from: day, to: day, reason: 'Conference' }] }))._id;
      unscheduled = (await doctor('Dr. Unscheduled', {}))._id;
      // Not on the website: patients cannot book them, so the lists leave them out.
      await doctor('Dr. Draft', { opd_sessions: everyDay, status: 'inactive' });
    });

    /** A booking as the form writes it: the entry (the patient's name and phone) and its seat. */
    const book = async (doctorId: string, time: string, patient: { name: string; phone: string }, status = 'booked'): Promise<{ id: string; entryId: string; reference: string }> => {
      const { from } = dayBounds(day, zone);
      const start = new Date(new Date(from).getTime() + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000);
      const at = new Date().toISOString();
      const entryId = newId();
      const id = newId();
      // Not a reference the form would give: a booking through the form takes the next of those.
      const reference = `APT-TEST-${String(++references).padStart(6, '0')}`;
      await app.db.kysely
        .insertInto('form_entries')
        .values({ id: entryId, kind: 'appointment', data: JSON.stringify({ ...patient, doctor: 'x', department: 'Cardiology' }), created_at: at, reference, department: 'Cardiology', submit_ip: null, remote_ip: null })
        .execute();
      const seated = status === 'cancelled' ? null : (await app.db.kysely.selectFrom('appointment_bookings').select('id').where('doctor_id', '=', doctorId).where('slot_start', '=', start.toISOString()).where('seat', 'is not', null).execute()).length + 1;
      await app.db.kysely
        .insertInto('appointment_bookings')
        .values({
          id,
          entry_id: entryId,
          reference,
          doctor_id: doctorId,
          slot_start: start.toISOString(),
          slot_end: new Date(start.getTime() + 30 * 60_000).toISOString(),
          seat: seated,
          status,
          place: 'OPD Block A, Room 12',
          token_hash: newId() + newId(),
          expires_at: start.toISOString(),
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { id, entryId, reference };
    };

    const getDay = async (query: string): Promise<DayView> => {
      const response = await app.inject({ method: 'GET', url: `/api/admin/appointments/day?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: DayView }).data;
    };

    it("shows a doctor's slots of the day from the schedule, with the bookings' patients, and records who looked", async () => {
      const asha = await book(menon, '09:30', { name: 'Asha Rao', phone: '+91 98765 43210' });
      await book(menon, '09:30', { name: 'Gone Patient', phone: '+91 90000 00000' }, 'cancelled');
      const view = await getDay(`date=${day}&doctor=${menon}`);
      expect(view.timeZone).toBe(zone);
      const [doctor] = view.doctors;
      expect(doctor?.title).toBe('Dr. Arvind Menon');
      expect(doctor?.departments).toEqual(['Cardiology']);
      expect(doctor?.slots.map((s) => `${s.time}-${s.endTime}`)).toEqual(['09:00-09:30', '09:30-10:00', '16:00-16:30', '16:30-17:00']);
      expect(doctor?.sessions).toEqual([
        { start: '09:00', end: '10:00', place: 'OPD Block A, Room 12' },
        { start: '16:00', end: '17:00', place: 'OPD Block B, Room 3' },
      ]);
      const slot = doctor?.slots[1];
      expect(slot?.capacity).toBe(2);
      expect(slot?.bookings.map((b) => [b.patientName, b.phone, b.reference, b.status, b.time])).toEqual([
        ['Asha Rao', '+91 98765 43210', asha.reference, 'booked', '09:30'],
        ['Gone Patient', '+91 90000 00000', expect.any(String), 'cancelled', '09:30'],
      ]);
      expect(view.totals).toEqual({ booked: 1, cancelled: 1, attended: 0, no_show: 0 });
      const logged = await app.db.kysely.selectFrom('activity_log').select(['action', 'summary']).where('content_type', '=', 'appointments').execute();
      expect(logged).toContainEqual({ action: 'request_list', summary: `Viewed 2 appointments of ${day}, Dr. Arvind Menon` });
      expect(JSON.stringify(logged)).not.toContain('Asha');
    });

    it("shows a department's doctors patients can book, and why a doctor has no slots that day", async () => {
      const view = await getDay(`date=${day}&department=Cardiology`);
      expect(view.doctors.map((d) => d.title)).toEqual(['Dr. Arvind Menon', 'Dr. Rao']);
      expect(view.doctors[1]?.closed).toEqual({ reason: 'leave' });
      expect(view.doctors[1]?.slots).toEqual([]);
      expect((await getDay(`date=${day}&doctor=${unscheduled}`)).doctors[0]?.closed).toEqual({ reason: 'closed' });
    });

    it("shows a holiday as the reason a doctor's day has no slots", async () => {
      const holiday = addDays(day, 1);
      await saveSiteSettings(app.db, { siteTitle: 'Good Health Hospital', holidays: [{ date: holiday, name: 'Republic Day' }] }, { stamped: true });
      expect((await getDay(`date=${holiday}&doctor=${menon}`)).doctors[0]?.closed).toEqual({ reason: 'holiday', name: 'Republic Day' });
    });

    it("names the hospital's holidays from the day shown on, the day's own first, to the desk", async () => {
      const first = addDays(day, 20);
      const second = addDays(day, 40);
      await saveSiteSettings(app.db, { siteTitle: 'Good Health Hospital', holidays: [{ date: second, name: 'Diwali' }, { date: addDays(day, -3), name: 'Gone by' }, { date: first, name: 'Holi' }] }, { stamped: true });
      expect((await getDay(`date=${day}`)).holidays).toEqual([
        { date: first, name: 'Holi' },
        { date: second, name: 'Diwali' },
      ]);
      expect((await getDay(`date=${first}`)).holidays.map((h) => h.name)).toEqual(['Holi', 'Diwali']);
      // The requests desk (no site settings) reads them too.
      const desk = (await createUser(app.db, { name: 'Holiday desk', email: 'holiday.desk@hospital.test', role: 'requests_desk', departmentIds: [] })).account._id;
      const response = await app.app.inject({ method: 'GET', url: `/api/admin/appointments/day?date=${second}`, headers: { authorization: `Bearer ${await createSession(app.db, desk)}` } });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: DayView }).data.holidays).toEqual([{ date: second, name: 'Diwali' }]);
      await saveSiteSettings(app.db, { siteTitle: 'Good Health Hospital' }, { stamped: true });
    });

    it('answers a wrong query with a clear 400 and an unknown doctor or department with 404', async () => {
      for (const [query, status, message] of [
        ['date=2026-02-30', 400, 'date must be a day like 2026-12-01.'],
        [`doctor=${menon}&department=Cardiology`, 400, 'Choose a doctor or a department, not both.'],
        ['doctor=nope', 400, '"nope" is not a valid doctor id.'],
        [`doctor=${newId()}`, 404, 'This doctor does not exist (they may have been deleted).'],
        ['department=Astrology', 404, 'There is no department called "Astrology".'],
      ] as const) {
        const response = await app.inject({ method: 'GET', url: `/api/admin/appointments/day?${query}` });
        expect([response.statusCode, (response.json() as { message: string }).message], query).toEqual([status, message]);
      }
    });

    it("downloads the day's list as CSV", async () => {
      const response = await app.inject({ method: 'GET', url: `/api/admin/appointments/day.csv?date=${day}&doctor=${menon}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="appointments-${day}.csv"`);
      const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(lines[0]).toBe('Date,Time,Doctor,Place,Patient,Phone,Reference,Status');
      expect(lines).toContain(`${day},09:30,Dr. Arvind Menon,"OPD Block A, Room 12",Asha Rao,'+91 98765 43210,APT-TEST-000001,Booked`);
    });

    it("marks attendance with a line in the entry's history, and never un-cancels", async () => {
      const ravi = await book(menon, '16:00', { name: 'Ravi Kumar', phone: '98111 22222' });
      // A week ahead: the desk confirms marking before the slot begins.
      const response = await app.inject({ method: 'PATCH', url: `/api/admin/appointments/${ravi.id}`, payload: { status: 'attended', confirm: true } });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: DayBooking }).data).toMatchObject({ status: 'attended', patientName: 'Ravi Kumar', time: '16:00' });
      const history = await app.inject({ method: 'GET', url: `/api/admin/form-entries/${ravi.entryId}/history` });
      expect((history.json() as { data: { events: { type: string; data: unknown }[] } }).data.events).toContainEqual(expect.objectContaining({ type: 'appointment', data: { from: 'Booked', to: 'Attended' } }));
      const logged = await app.db.kysely.selectFrom('activity_log').select('summary').where('action', '=', 'appointment_attendance').execute();
      expect(logged.map((l) => l.summary)).toContain(`Marked appointment ${ravi.reference} (Dr. Arvind Menon, 16:00) as Attended`);

      const cancelled = await book(menon, '16:30', { name: 'Meera', phone: '98111 33333' }, 'cancelled');
      const refused = await app.inject({ method: 'PATCH', url: `/api/admin/appointments/${cancelled.id}`, payload: { status: 'booked' } });
      expect(refused.statusCode).toBe(409);
      expect((await app.db.kysely.selectFrom('appointment_bookings').select(['status', 'seat']).where('id', '=', cancelled.id).executeTakeFirstOrThrow())).toEqual({ status: 'cancelled', seat: null });
      const events = await app.db.kysely.selectFrom('form_entry_events').select('id').where('entry_id', '=', cancelled.entryId).execute();
      expect(events).toEqual([]);

      for (const [payload, status] of [
        [{ status: 'cancelled' }, 400],
        [{ status: 'attended', note: 'x' }, 400],
      ] as const) {
        expect((await app.inject({ method: 'PATCH', url: `/api/admin/appointments/${ravi.id}`, payload })).statusCode).toBe(status);
      }
      expect((await app.inject({ method: 'PATCH', url: `/api/admin/appointments/${newId()}`, payload: { status: 'no_show' } })).statusCode).toBe(404);
    });

    it('blocks a session, answers the booked patients to call, shows its slots blocked, and unblocks', async () => {
      const nisha = await book(menon, '09:00', { name: 'Nisha Patel', phone: '+91 97000 11111' });
      const response = await app.inject({ method: 'POST', url: '/api/admin/appointments/blocks', payload: { doctor: menon, date: day, start: '09:00', end: '10:00', reason: 'Doctor in surgery' } });
      expect(response.statusCode, response.body).toBe(201);
      const { block, affected } = (response.json() as { data: { block: SlotBlock; affected: DayBooking[] } }).data;
      expect(block).toMatchObject({ doctorId: menon, date: day, start: '09:00', end: '10:00', reason: 'Doctor in surgery' });
      // The live bookings of the session, not the cancelled one nor the afternoon's.
      expect(affected.map((b) => [b.patientName, b.phone, b.reference]).sort()).toEqual(
        [
          ['Asha Rao', '+91 98765 43210', 'APT-TEST-000001'],
          ['Nisha Patel', '+91 97000 11111', nisha.reference],
        ].sort(),
      );
      const view = await getDay(`date=${day}&doctor=${menon}`);
      expect(view.doctors[0]?.slots.map((s) => [s.time, s.blocked])).toEqual([
        ['09:00', true],
        ['09:30', true],
        ['16:00', false],
        ['16:30', false],
      ]);
      expect(view.doctors[0]?.blocks.map((b) => b._id)).toEqual([block._id]);
      // The website offers none of the blocked slots, and offers them again once unblocked (Ravi, attended, keeps his place at 16:00).
      const offered = async () => {
        const slots = await app.inject({ method: 'GET', url: `/api/admin/appointment-slots?doctor=${menon}&from=${day}&days=1` });
        expect(slots.statusCode, slots.body).toBe(200);
        return (slots.json() as FreeSlotsAnswer).days.flatMap((d) => d.slots.map((s) => `${s.time} ${s.free}`));
      };
      expect(await offered()).toEqual(['16:00 1', '16:30 2']);

      const removed = await app.inject({ method: 'DELETE', url: `/api/admin/appointments/blocks/${block._id}` });
      expect(removed.statusCode).toBe(204);
      expect((await getDay(`date=${day}&doctor=${menon}`)).doctors[0]?.slots.some((s) => s.blocked)).toBe(false);
      expect(await offered()).toEqual(['09:00 1', '09:30 1', '16:00 1', '16:30 2']);
      expect((await app.inject({ method: 'DELETE', url: `/api/admin/appointments/blocks/${block._id}` })).statusCode).toBe(404);
    });

    it('blocks a whole day', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/admin/appointments/blocks', payload: { doctor: menon, date: day, reason: 'Leave at short notice' } });
      expect(response.statusCode).toBe(201);
      const { block, affected } = (response.json() as { data: { block: SlotBlock; affected: DayBooking[] } }).data;
      expect([block.start, block.end]).toEqual([null, null]);
      // Asha and Nisha in the morning; Ravi, marked attended a week early, still holds his place and is called too.
      expect(affected.map((b) => b.patientName).sort()).toEqual(['Asha Rao', 'Nisha Patel', 'Ravi Kumar']);
      expect((await getDay(`date=${day}&doctor=${menon}`)).doctors[0]?.slots.every((s) => s.blocked)).toBe(true);
      await app.inject({ method: 'DELETE', url: `/api/admin/appointments/blocks/${block._id}` });
    });

    it('marks Attended or No-show only once the slot has begun or with a confirmation, and keeps such a patient on the list to call', async () => {
      const priya = await book(menon, '16:30', { name: 'Priya Nair', phone: '98111 44444' });
      for (const status of ['attended', 'no_show'] as const) {
        const early = await app.inject({ method: 'PATCH', url: `/api/admin/appointments/${priya.id}`, payload: { status } });
        expect(early.statusCode, early.body).toBe(409);
        expect(early.json<{ code: string; message: string }>()).toMatchObject({ code: 'NOT_BEGUN', message: `This appointment has not begun yet (${day} at 16:30). Mark it once it has begun, or confirm to mark it now.` });
      }
      expect(await app.db.kysely.selectFrom('appointment_bookings').select('status').where('id', '=', priya.id).executeTakeFirstOrThrow()).toEqual({ status: 'booked' });
      expect(await app.db.kysely.selectFrom('form_entry_events').select('id').where('entry_id', '=', priya.entryId).execute()).toEqual([]);
      // Once the slot has begun, no confirmation is asked.
      const admin = await app.db.kysely.selectFrom('admins').select(['id', 'name', 'email', 'role']).where('email', '=', testAdmin.email).executeTakeFirstOrThrow();
      const begun = new Date(new Date(dayBounds(day, zone).from).getTime() + (16 * 60 + 31) * 60_000);
      expect(await setAttendance(app.db, priya.id, 'no_show', { ...admin, role: 'administrator', departmentIds: [], contentTypes: [], languages: [] }, begun)).toMatchObject({ status: 'no_show' });
      expect((await app.inject({ method: 'PATCH', url: `/api/admin/appointments/${priya.id}`, payload: { status: 'booked' } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'PATCH', url: `/api/admin/appointments/${priya.id}`, payload: { status: 'no_show', confirm: true } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'PATCH', url: `/api/admin/appointments/${priya.id}`, payload: { status: 'no_show', confirm: 'yes' } })).statusCode).toBe(400);

      const block = await app.inject({ method: 'POST', url: '/api/admin/appointments/blocks', payload: { doctor: menon, date: day, start: '16:30', end: '17:00', reason: 'Called away' } });
      expect(block.statusCode, block.body).toBe(201);
      const { block: made, affected } = block.json<{ data: { block: SlotBlock; affected: DayBooking[] } }>().data;
      expect(affected.map((b) => [b.patientName, b.status])).toEqual([['Priya Nair', 'no_show']]);
      await app.inject({ method: 'DELETE', url: `/api/admin/appointments/blocks/${made._id}` });
    });

    it('refuses a block it cannot take with a clear message, and writes nothing', async () => {
      const yesterday = addDays(hospitalDay(new Date(), zone), -1);
      for (const [payload, message] of [
        [{ doctor: menon, date: day, start: '10:00', end: '09:00', reason: 'x' }, 'The end must be after the start.'],
        [{ doctor: menon, date: day, start: '10:00', reason: 'x' }, 'Give both a start and an end, or neither to block the whole day.'],
        [{ doctor: menon, date: day, start: '9am', end: '10:00', reason: 'x' }, 'start must be a time like 09:30.'],
        [{ doctor: menon, date: day, reason: ' ' }, 'Give a reason.'],
        [{ doctor: newId(), date: day, reason: 'x' }, 'Choose a doctor.'],
        [{ doctor: menon, date: yesterday, reason: 'x' }, 'This day has passed: only today and later days can be blocked.'],
      ] as const) {
        const response = await app.inject({ method: 'POST', url: '/api/admin/appointments/blocks', payload });
        expect([response.statusCode, (response.json() as { message: string }).message], JSON.stringify(payload)).toEqual([400, message]);
      }
      expect(await app.db.kysely.selectFrom('appointment_blocks').select('id').execute()).toEqual([]);
    });

    it('shows a booking made through the appointment form, and its cancellation by the patient', async () => {
      const later = addDays(day, 2);
      const [dd, mm, yyyy] = [later.slice(8, 10), later.slice(5, 7), later.slice(0, 4)];
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/BookAppointmentForms',
        remoteAddress: '198.51.100.7',
        payload: { name: 'Kavita Shah', phone: '+91 99887 76655', email: 'kavita@example.com', date_time: `${dd}/${mm}/${yyyy} 04:30 PM`, department: 'Cardiology', doctor: 'Dr. Arvind Menon', message: '', submit_ip: 'Unknown' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { reference, appointment } = (response.json() as { data: { reference: string; appointment: { manageUrl: string } } }).data;
      const slot = (await getDay(`date=${later}&doctor=${menon}`)).doctors[0]?.slots.find((s) => s.time === '16:30');
      // The form stores the phone as the patient's country writes it for dialling (E.164).
      expect(slot?.bookings.map((b) => [b.patientName, b.phone, b.reference, b.status, b.place])).toEqual([['Kavita Shah', '+919988776655', reference, 'booked', 'OPD Block B, Room 3']]);
      const token = new URL(`https://x${appointment.manageUrl}`).searchParams.get('token');
      expect((await app.inject({ method: 'POST', url: '/api/admin/appointments/cancel', payload: { token } })).statusCode).toBe(200);
      const after = (await getDay(`date=${later}&doctor=${menon}`)).doctors[0];
      expect(after?.slots.find((s) => s.time === '16:30')?.bookings.map((b) => b.status)).toEqual(['cancelled']);
      expect((await app.inject({ method: 'PATCH', url: `/api/admin/appointments/${slot?.bookings[0]?._id ?? ''}`, payload: { status: 'attended' } })).statusCode).toBe(409);
    });

    it("is the requests desk's: a viewer and a department editor are refused", async () => {
      const desk = (await createUser(app.db, { name: 'Desk', email: 'desk@hospital.test', role: 'requests_desk', departmentIds: [] })).account._id;
      const editor = (await createUser(app.db, { name: 'Cardio editor', email: 'cardio@hospital.test', role: 'department_editor', departmentIds: [cardiology] })).account._id;
      const viewer = (await createUser(app.db, { name: 'Viewer', email: 'viewer@hospital.test', role: 'viewer', departmentIds: [] })).account._id;
      const url = `/api/admin/appointments/day?date=${day}&doctor=${rao}`;
      const as = async (id: string) => (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await createSession(app.db, id)}` } })).statusCode;
      expect([await as(desk), await as(editor), await as(viewer)]).toEqual([200, 403, 403]);
    });
  });
}
