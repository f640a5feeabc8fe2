import { clockPattern } from '@hospital/content/opd/schedule';
import { bookingStatuses, type DayBooking, type DayView, type SlotBlock } from '@hospital/content/wire/appointments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '@hospital/content/roles';
import { noteActivity } from '../../activity/activity-hook';
import type { Db } from '../../db/database';
import { firstFieldMessage } from '../../lib/parse-input';
import { idParam, refusals, strictFields } from '../../lib/route-schemas';
import { attendanceStatuses, blockSlots, bookingsOutsideSchedule, bookingStatusLabels, dayCsv, dayView, doctorTitle, hospitalToday, removeBlock, setAttendance, type DayQuery } from './day-operations';

export interface AppointmentDeskOptions {
  db: Db;
}

const dayMessage = 'date must be a day like 2026-12-01.';
const isDay = (v: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const day = z.string({ error: dayMessage }).trim().refine(isDay, dayMessage);

const dayQuery = z
  .object({
    date: day.optional(),
    doctor: idParam('doctor').optional(),
    department: z.string().trim().min(1, 'department must be a department’s name.').max(200, 'department must be at most 200 characters.').optional(),
    location: idParam('location').optional(),
  })
  .refine((q) => !(q.doctor && q.department), { message: 'Choose a doctor or a department, not both.', path: ['doctor'] });

const status = z.enum(bookingStatuses);
const dayBooking = z.object({
  _id: z.string(),
  entryId: z.string(),
  reference: z.string(),
  status,
  patientName: z.string(),
  phone: z.string(),
  doctorId: z.string(),
  doctor: z.string(),
  start: z.string(),
  time: z.string(),
  place: z.string(),
  location: z.string().optional(),
}) satisfies z.ZodType<DayBooking>;
const slotBlock = z.object({
  _id: z.string(),
  doctorId: z.string(),
  date: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
}) satisfies z.ZodType<SlotBlock>;
const closed = z.object({ reason: z.enum(['holiday', 'leave', 'closed']), name: z.string().optional() });
const dayViewSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  locations: z.array(z.object({ _id: z.string(), title: z.string() })).optional(),
  doctors: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      departments: z.array(z.string()),
      slots: z.array(z.object({ start: z.string(), time: z.string(), endTime: z.string(), place: z.string(), location: z.string().optional(), capacity: z.number().int(), blocked: z.boolean(), bookings: z.array(dayBooking) })),
      sessions: z.array(z.object({ start: z.string(), end: z.string(), place: z.string() })),
      blocks: z.array(slotBlock),
      closed: closed.optional(),
    }),
  ),
  totals: z.object({ booked: z.number().int(), cancelled: z.number().int(), attended: z.number().int(), no_show: z.number().int() }),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
}) satisfies z.ZodType<DayView>;

const attendanceMessage = `status must be one of: ${attendanceStatuses.join(', ')} (a cancelled appointment stays cancelled).`;
const attendanceBody = z.strictObject({ status: z.enum(attendanceStatuses, { error: attendanceMessage }), confirm: z.boolean({ error: 'confirm must be true or false.' }).optional() }, strictFields);

const clock = (name: string) => z.string({ error: `${name} must be a time like 09:30.` }).trim().regex(clockPattern, `${name} must be a time like 09:30.`);
const blockBody = z
  .strictObject(
    {
      doctor: idParam('doctor'),
      date: day,
      start: clock('start').optional(),
      end: clock('end').optional(),
      reason: z.string({ error: 'Give a reason.' }).trim().min(1, 'Give a reason.').max(200, 'A reason has at most 200 characters.'),
      /** One location of the network (issue 48): only the doctor's slots there. */
      location: idParam('location').optional(),
    },
    strictFields,
  )
  .refine((b) => (b.start === undefined) === (b.end === undefined), { message: 'Give both a start and an end, or neither to block the whole day.', path: ['end'] })
  .refine((b) => b.start === undefined || b.end === undefined || b.end > b.start, { message: 'The end must be after the start.', path: ['end'] });

const idParams = z.object({ id: idParam('appointment') });
const scheduleCheckBody = z.strictObject({ doctor: idParam('doctor'), fields: z.record(z.string(), z.unknown(), { error: 'fields must be the doctor’s fields as the form holds them.' }) }, strictFields);
const blockParams = z.object({ id: idParam('block') });

/** Reading the day is reading patient data; changing it is working the requests desk. */
const work = { permission: 'requests.work', contentChange: false } as const;

/** What the log says a view was of: the day and the doctor or department, never a patient. */
async function describeQuery(db: Db, query: DayQuery): Promise<string> {
  if (query.doctor) return `${query.date}, ${await doctorTitle(db, query.doctor)}`;
  if (query.department) return `${query.date}, ${query.department}`;
  return `${query.date}, every doctor`;
}

const bookingCount = (view: DayView): number => view.doctors.reduce((n, d) => n + d.slots.reduce((m, s) => m + s.bookings.length, 0), 0);

/** The requests desk's day of appointments (issue 33). */
export async function appointmentDeskRoutes(fastify: FastifyInstance, options: AppointmentDeskOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const queryOf = async (q: z.infer<typeof dayQuery>, admin: { locationIds?: string[] | undefined }): Promise<DayQuery> => ({
    date: q.date ?? (await hospitalToday(db)),
    doctor: q.doctor,
    department: q.department,
    location: q.location,
    scope: admin.locationIds,
  });

  app.get(
    '/appointments/day',
    {
      config: { ...work, activity: 'request_list' },
      schema: {
        tags: ['appointments'],
        summary: "A day's appointments per doctor or department (date, doctor or department, location): slots, bookings with the patients, blocks, totals; a desk person limited to locations sees only theirs (another: 403)",
        querystring: dayQuery,
        response: { 200: z.object({ data: dayViewSchema }), ...refusals(400, 403, 404) },
      },
    },
    async (request) => {
      const query = await queryOf(request.query, request.admin);
      const view = await dayView(db, query);
      noteActivity(request, { action: 'request_list', contentType: 'appointments', summary: `Viewed ${bookingCount(view)} appointments of ${await describeQuery(db, query)}` });
      return { data: view };
    },
  );

  app.get(
    '/appointments/day.csv',
    {
      config: { ...work, activity: 'request_export' },
      schema: { tags: ['appointments'], summary: "The day's appointments as CSV (same query as the day view)", querystring: dayQuery, produces: ['text/csv'], response: { 200: z.string(), ...refusals(400, 403, 404) } },
    },
    async (request, reply) => {
      const query = await queryOf(request.query, request.admin);
      const view = await dayView(db, query);
      noteActivity(request, { action: 'request_export', contentType: 'appointments', summary: `Exported ${bookingCount(view)} appointments of ${await describeQuery(db, query)} as CSV` });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="appointments-${query.date}.csv"`)
        .send(dayCsv(view));
    },
  );

  app.patch(
    '/appointments/:id',
    {
      config: { ...work, activity: 'appointment_attendance', invalidBodyMessage: firstFieldMessage },
      schema: {
        tags: ['appointments'],
        summary: 'Mark attendance: { status: booked | attended | no_show, confirm? } (attended or no-show before the slot begins: 409 NOT_BEGUN unless confirm is true)',
        params: idParams,
        body: attendanceBody,
        response: { 200: z.object({ data: dayBooking, message: z.string() }), ...refusals(400, 404, 409) },
      },
    },
    async (request) => {
      const booking = await setAttendance(db, request.params.id, request.body.status, request.admin, new Date(), { confirmed: request.body.confirm });
      const label = bookingStatusLabels[booking.status];
      noteActivity(request, {
        action: 'appointment_attendance',
        contentType: 'appointments',
        recordId: booking._id,
        recordTitle: booking.reference,
        summary: `Marked appointment ${booking.reference} (${booking.doctor}, ${booking.time}) as ${label}`,
      });
      return { data: booking, message: `Marked ${label.toLowerCase()}` };
    },
  );

  app.post(
    '/appointments/blocks',
    {
      config: { ...work, activity: 'appointment_block', invalidBodyMessage: firstFieldMessage },
      schema: {
        tags: ['appointments'],
        summary:
          "Block a doctor's slots: { doctor, date, start?, end?, reason, location? } (no start and end: the whole day; a location: its sessions only, which a desk person limited to locations must name unless they have one); answers the booked patients to call",
        body: blockBody,
        response: { 201: z.object({ data: z.object({ block: slotBlock, blocks: z.array(slotBlock).optional(), affected: z.array(dayBooking) }), message: z.string() }), ...refusals(400, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await blockSlots(db, body, request.admin);
      const span = body.start ? `${body.start}–${body.end ?? ''}` : 'the whole day';
      const doctor = await doctorTitle(db, body.doctor);
      const calls = result.affected.length === 1 ? '1 booked patient to call' : `${result.affected.length} booked patients to call`;
      noteActivity(request, { action: 'appointment_block', contentType: 'appointments', recordId: result.block._id, recordTitle: doctor, summary: `Blocked ${doctor}'s slots on ${body.date}, ${span} (${calls})` });
      return reply.status(201).send({ data: result, message: result.affected.length === 0 ? 'Blocked: no patient had booked these slots' : `Blocked: ${calls}` });
    },
  );

  app.post(
    '/appointments/schedule-check',
    {
      config: {
        permission: 'content.write',
        contentChange: false,
        invalidBodyMessage: firstFieldMessage,
        // Whoever may change the doctor's draft (a department editor: their departments' doctors).
        workflow: { step: 'write', subject: async (_db, request) => ({ type: 'experts', id: (request.body as { doctor?: string } | undefined)?.doctor }) },
      },
      schema: {
        tags: ['appointments'],
        summary:
          "The booked patients an OPD schedule (the doctor's fields as the form holds them) no longer has a place for, before it is published; names and phones only for staff who work the requests",
        body: scheduleCheckBody,
        response: { 200: z.object({ data: z.object({ bookings: z.array(dayBooking), patients: z.boolean() }) }), ...refusals(400, 403, 404) },
      },
    },
    async (request) => {
      const bookings = await bookingsOutsideSchedule(db, request.body.doctor, request.body.fields, new Date(), request.admin.locationIds);
      // Patient data is the requests desk's: an editor without it is told the times and references, the desk the names to call.
      const patients = can(request.admin.role, 'requests.work');
      if (patients && bookings.length > 0) {
        noteActivity(request, { action: 'request_list', contentType: 'appointments', summary: `Viewed ${bookings.length} appointments outside ${await doctorTitle(db, request.body.doctor)}'s changed schedule` });
      }
      return { data: { bookings: patients ? bookings : bookings.map((b) => ({ ...b, patientName: '', phone: '' })), patients } };
    },
  );

  app.delete(
    '/appointments/blocks/:id',
    {
      config: { ...work, activity: 'appointment_unblock' },
      schema: { tags: ['appointments'], summary: 'Remove a block: its slots are free again', params: blockParams, response: { 204: z.null(), ...refusals(400, 404) } },
    },
    async (request, reply) => {
      const block = await removeBlock(db, request.params.id);
      const doctor = await doctorTitle(db, block.doctorId);
      noteActivity(request, {
        action: 'appointment_unblock',
        contentType: 'appointments',
        recordId: block._id,
        recordTitle: doctor,
        summary: `Unblocked ${doctor}'s slots on ${block.date}, ${block.start ? `${block.start}–${block.end ?? ''}` : 'the whole day'}`,
      });
      return reply.status(204).send(null);
    },
  );
}
