import { addDays, scheduleOf, slotsOn, wallToInstant, type OpdSchedule, type Slot } from '@hospital/content/opd/schedule';
import { hospitalDay, sortableHospitalTime } from '@hospital/content/hospital-time';
import type { BookingStatus, DayBooking, DaySlot, DayView, SlotBlock } from '@hospital/content/wire/appointments';
import type { AdminIdentity } from '../../auth/auth-operations';
import { contentTableName, type Db } from '../../db/database';
import type { AppointmentBookingTable } from '../../db/schema';
import { ConflictError, ForbiddenError, HttpError, NotFoundError, ValidationError } from '../../errors/http-errors';
import { csvDocument } from '../../lib/csv';
import { newId } from '../../lib/ids';
import { lockDoctorSlots } from '../bookings';
import { blockCovers, findDoctor, hospitalCalendar, slotOptionsOf, type HospitalCalendar } from '../free-slots';
import { locationIdOf } from '../locations';
import { transaction } from '../../db/transaction';

/**
 * The requests desk's day of appointments: each doctor's slots of a day (from the OPD schedule)
 * with the bookings in them and the patients' names and phones (from their form entries), the
 * desk's blocks, and attendance. Patient data: the routes record every read in the activity log.
 */

export const attendanceStatuses = ['booked', 'attended', 'no_show'] as const satisfies readonly BookingStatus[];
export type AttendanceStatus = (typeof attendanceStatuses)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = { booked: 'Booked', cancelled: 'Cancelled', attended: 'Attended', no_show: 'No-show' };

/** Which doctors a day view shows: one, a department's (by title), or every doctor with a schedule or a booking that day. */
export interface DayQuery {
  date: string;
  doctor?: string | undefined;
  department?: string | undefined;
  /** One location of the network (issue 48): only its slots and bookings. */
  location?: string | undefined;
  /** The desk person's locations (empty or absent: every location): nothing of another location is shown. */
  scope?: readonly string[] | undefined;
}

/** Whether a location is one the desk person works for (no locations: every one). */
export const inScope = (scope: readonly string[] | undefined, location: string): boolean => !scope || scope.length === 0 || scope.includes(location);

export const outsideLocationsMessage = 'This location is not one of yours: a desk person limited to locations sees only theirs.';

interface Doctor {
  id: string;
  title: string;
  /** On the website (patients can book only those). */
  active: boolean;
  schedule: OpdSchedule | null;
}

const toDoctor = (row: { id: string; title: string; status: string; data: string }): Doctor => ({ id: row.id, title: row.title, active: row.status === 'active', schedule: scheduleOf(parseData(row.data)) });

/** A list shows the doctors patients can book and any doctor with a booking that day (unpublished since, or the schedule removed). */
const listed = (withBookings: ReadonlySet<string>) => (d: Doctor) => (d.active && d.schedule !== null) || withBookings.has(d.id);

const parseData = (data: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The first and the last instant (exclusive) of a hospital day, as the ISO strings bookings are stored under. */
export function dayBounds(day: string, timeZone: string): { from: string; to: string } {
  const wall = (d: string) => ({ year: Number(d.slice(0, 4)), month: Number(d.slice(5, 7)), day: Number(d.slice(8, 10)), hour: 0, minute: 0 });
  return { from: wallToInstant(wall(day), timeZone).toISOString(), to: wallToInstant(wall(addDays(day, 1)), timeZone).toISOString() };
}

const wallClock = (iso: string, timeZone: string): string => sortableHospitalTime(iso, timeZone).slice(11, 16);

async function doctorsByIds(db: Db, ids: readonly string[]): Promise<Doctor[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely.selectFrom(contentTableName('experts')).select(['id', 'title', 'status', 'data']).where('id', 'in', [...ids]).orderBy('title').execute();
  return rows.map(toDoctor);
}

/** The doctors a query names; a doctor or department that does not exist is a 404. */
async function doctorsOf(db: Db, query: DayQuery, bounds: { from: string; to: string }): Promise<Doctor[]> {
  if (query.doctor) {
    const found = await doctorsByIds(db, [query.doctor]);
    if (found.length === 0) throw new NotFoundError('This doctor does not exist (they may have been deleted).');
    return found;
  }
  const booked = async (ids?: readonly string[]) => {
    let q = db.kysely.selectFrom('appointment_bookings').select('doctor_id').distinct().where('slot_start', '>=', bounds.from).where('slot_start', '<', bounds.to);
    if (ids) q = q.where('doctor_id', 'in', [...ids]);
    return (await q.execute()).map((row) => row.doctor_id);
  };
  let ids: string[];
  if (query.department) {
    const departments = await db.kysely.selectFrom(contentTableName('expert-categories')).select('id').where('title', '=', query.department).execute();
    if (departments.length === 0) throw new NotFoundError(`There is no department called "${query.department}".`);
    const members = await db.kysely
      .selectFrom('content_relations')
      .select('from_id')
      .distinct()
      .where('from_type', '=', 'experts')
      .where('field', '=', 'departments')
      .where(
        'to_id',
        'in',
        departments.map((d) => d.id),
      )
      .execute();
    ids = members.map((m) => m.from_id);
    if (ids.length === 0) return [];
    const withBookings = new Set(await booked(ids));
    return (await doctorsByIds(db, ids)).filter(listed(withBookings));
  }
  const withBookings = new Set(await booked());
  const rows = await db.kysely.selectFrom(contentTableName('experts')).select(['id', 'title', 'status', 'data']).orderBy('title').execute();
  return rows.map(toDoctor).filter(listed(withBookings));
}

async function departmentTitles(db: Db, doctorIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (doctorIds.length === 0) return out;
  const relations = await db.kysely
    .selectFrom('content_relations')
    .select(['from_id', 'to_id'])
    .where('from_type', '=', 'experts')
    .where('field', '=', 'departments')
    .where('from_id', 'in', [...doctorIds])
    .orderBy('position')
    .execute();
  if (relations.length === 0) return out;
  const titles = new Map(
    (
      await db.kysely
        .selectFrom(contentTableName('expert-categories'))
        .select(['id', 'title'])
        .where(
          'id',
          'in',
          relations.map((r) => r.to_id),
        )
        .execute()
    ).map((d) => [d.id, d.title]),
  );
  const rows = relations.flatMap((r) => {
    const title = titles.get(r.to_id);
    return title === undefined ? [] : [{ from_id: r.from_id, title }];
  });
  for (const row of rows) out.set(row.from_id, [...(out.get(row.from_id) ?? []), row.title]);
  return out;
}

type BookingRow = Pick<AppointmentBookingTable, 'id' | 'entry_id' | 'reference' | 'doctor_id' | 'slot_start' | 'slot_end' | 'status' | 'place' | 'location_id'> & { data: string | null };

const bookingColumns = ['b.id', 'b.entry_id', 'b.reference', 'b.doctor_id', 'b.slot_start', 'b.slot_end', 'b.status', 'b.place', 'b.location_id', 'e.data'] as const;

function toDayBooking(row: BookingRow, doctorTitle: string, timeZone: string): DayBooking {
  // An erased entry leaves no name or phone behind.
  const data = row.data ? parseData(row.data) : {};
  const text = (key: string) => (typeof data[key] === 'string' ? data[key] : '');
  return {
    _id: row.id,
    entryId: row.entry_id,
    reference: row.reference,
    status: row.status as BookingStatus,
    patientName: text('name'),
    phone: text('phone'),
    doctorId: row.doctor_id,
    doctor: doctorTitle,
    start: row.slot_start,
    time: wallClock(row.slot_start, timeZone),
    place: row.place,
    ...(row.location_id ? { location: row.location_id } : {}),
  };
}

const toBlock = (row: { id: string; doctor_id: string; day: string; start_time: string | null; end_time: string | null; reason: string; created_at: string; created_by: string | null }): SlotBlock => ({
  _id: row.id,
  doctorId: row.doctor_id,
  date: row.day,
  start: row.start_time,
  end: row.end_time,
  reason: row.reason,
  createdAt: row.created_at,
  createdBy: row.created_by,
});

/** Why a doctor has no slots on a day. */
function closedReason(schedule: OpdSchedule | null, day: string, holidays: readonly { date: string; name: string }[]): NonNullable<DayView['doctors'][number]['closed']> {
  const holiday = holidays.find((h) => h.date === day);
  if (holiday) return { reason: 'holiday', name: holiday.name };
  if (schedule && schedule.leave.some((l) => day >= l.from && day <= l.to)) return { reason: 'leave' };
  return { reason: 'closed' };
}

/**
 * The day's sessions of a doctor (the spans "Block session" closes): a session's slots run from its
 * start to its end, so the span is the session's own.
 */
function sessionsOn(schedule: OpdSchedule | null, day: string, slots: readonly Slot[]): { start: string; end: string; place: string }[] {
  if (!schedule) return [];
  const used = new Set(slots.map((s) => s.session));
  return schedule.sessions.filter((_s, index) => used.has(index)).map((s) => ({ start: s.start, end: s.end, place: s.place })).sort((a, b) => a.start.localeCompare(b.start));
}

/** How many of the hospital's coming holidays the day view names. */
const holidaysShown = 5;

/** The hospital's today. */
export async function hospitalToday(db: Db, now = new Date()): Promise<string> {
  return hospitalDay(now, (await hospitalCalendar(db)).timeZone);
}

/** The day view: each doctor's slots in time order with their bookings, the blocks, and the day's totals. */
export async function dayView(db: Db, query: DayQuery): Promise<DayView> {
  const calendar = await hospitalCalendar(db);
  const { timeZone, holidays } = calendar;
  if (query.location && !calendar.locations.some((l) => l._id === query.location)) throw new NotFoundError('This location does not exist (it may have been deleted or unpublished).');
  if (query.location && !inScope(query.scope, query.location)) throw new ForbiddenError(outsideLocationsMessage);
  // Issue 48: the slots and bookings of the locations asked for and in the desk person's scope.
  const byLocation = Boolean(query.location) || (query.scope?.length ?? 0) > 0;
  const shown = (location: string | null | undefined): boolean => {
    const id = locationIdOf(calendar.locations, location);
    return (!query.location || id === query.location) && inScope(query.scope, id);
  };
  const bounds = dayBounds(query.date, timeZone);
  const doctors = await doctorsOf(db, query, bounds);
  const ids = doctors.map((d) => d.id);
  const [departments, bookingRows, blockRows] = await Promise.all([
    departmentTitles(db, ids),
    ids.length === 0
      ? Promise.resolve([] as BookingRow[])
      : db.kysely
          .selectFrom('appointment_bookings as b')
          .leftJoin('form_entries as e', 'e.id', 'b.entry_id')
          .select(bookingColumns)
          .where('b.doctor_id', 'in', ids)
          .where('b.slot_start', '>=', bounds.from)
          .where('b.slot_start', '<', bounds.to)
          .orderBy('b.slot_start')
          .orderBy('b.created_at')
          .execute(),
    ids.length === 0 ? Promise.resolve([]) : db.kysely.selectFrom('appointment_blocks').selectAll().where('doctor_id', 'in', ids).where('day', '=', query.date).orderBy('created_at').execute(),
  ]);
  const totals: Record<BookingStatus, number> = { booked: 0, cancelled: 0, attended: 0, no_show: 0 };
  const upcoming = holidays.filter((h) => h.date >= query.date).sort((a, b) => a.date.localeCompare(b.date)).slice(0, holidaysShown);
  const view: DayView = { date: query.date, timeZone, doctors: [], totals, holidays: upcoming.map((h) => ({ date: h.date, name: h.name })) };
  // The location choice appears with two or more locations only: a single hospital's desk reads as before.
  const locations = calendar.locations.filter((l) => inScope(query.scope, l._id));
  if (calendar.locations.length >= 2) view.locations = locations.map((l) => ({ _id: l._id, title: l.title }));
  for (const doctor of doctors) {
    const slots = doctor.schedule ? slotsOn(doctor.schedule, query.date, slotOptionsOf(calendar)).filter((slot) => shown(slot.location)) : [];
    const ownBookings = bookingRows.filter((r) => r.doctor_id === doctor.id && shown(r.location_id));
    if (byLocation && slots.length === 0 && ownBookings.length === 0) continue;
    const rows = blockRows.filter((b) => b.doctor_id === doctor.id);
    const blocked = (time: string) => rows.some((b) => blockCovers(b, { day: query.date, time }));
    const daySlots = new Map<string, DaySlot>();
    for (const slot of slots) {
      const location = locationIdOf(calendar.locations, slot.location);
      daySlots.set(slot.start, { start: slot.start, time: slot.time, endTime: wallClock(slot.end, timeZone), place: slot.place, ...(location ? { location } : {}), capacity: slot.capacity, blocked: blocked(slot.time), bookings: [] });
    }
    for (const row of ownBookings) {
      const booking = toDayBooking(row, doctor.title, timeZone);
      totals[booking.status] = (totals[booking.status] ?? 0) + 1;
      // A booking the schedule no longer has a slot for (changed since, or a holiday added) is still shown, at its time, as a slot of no places.
      let slot = daySlots.get(row.slot_start);
      if (!slot) {
        slot = { start: row.slot_start, time: booking.time, endTime: wallClock(row.slot_end, timeZone), place: row.place, ...(row.location_id ? { location: row.location_id } : {}), capacity: 0, blocked: blocked(booking.time), bookings: [] };
        daySlots.set(row.slot_start, slot);
      }
      slot.bookings.push(booking);
    }
    view.doctors.push({
      _id: doctor.id,
      title: doctor.title,
      departments: departments.get(doctor.id) ?? [],
      slots: [...daySlots.values()].sort((a, b) => a.start.localeCompare(b.start)),
      sessions: sessionsOn(doctor.schedule, query.date, slots),
      blocks: rows.map(toBlock),
      ...(slots.length === 0 ? { closed: closedReason(doctor.schedule, query.date, holidays) } : {}),
    });
  }
  return view;
}

/** The day's list as CSV: one row per booking, by time, cancelled ones included. */
export function dayCsv(view: DayView): string {
  const rows: string[][] = [['Date', 'Time', 'Doctor', 'Place', 'Patient', 'Phone', 'Reference', 'Status']];
  const bookings = view.doctors.flatMap((d) => d.slots.flatMap((s) => s.bookings)).sort((a, b) => a.start.localeCompare(b.start) || a.doctor.localeCompare(b.doctor));
  for (const b of bookings) rows.push([view.date, b.time, b.doctor, b.place, b.patientName, b.phone, b.reference, bookingStatusLabels[b.status] ?? b.status]);
  return csvDocument(rows);
}

async function bookingById(db: Db, id: string, timeZone: string): Promise<DayBooking> {
  const row = await db.kysely.selectFrom('appointment_bookings as b').leftJoin('form_entries as e', 'e.id', 'b.entry_id').select(bookingColumns).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('This appointment does not exist (it may have been erased).');
  const doctor = await db.kysely.selectFrom(contentTableName('experts')).select('title').where('id', '=', row.doctor_id).executeTakeFirst();
  return toDayBooking(row, doctor?.title ?? '', timeZone);
}

/** The refusal of an attendance mark before the slot begins. */
const notBegunMessage = (booking: DayBooking, timeZone: string): string =>
  `This appointment has not begun yet (${hospitalDay(new Date(booking.start), timeZone)} at ${booking.time}). Mark it once it has begun, or confirm to mark it now.`;

export const cancelledMessage = 'This appointment was cancelled: its place may have been taken since. Book the patient again if they come.';

/**
 * Marks attendance (booked, attended or no-show), a line of the entry's history. A cancelled
 * booking stays cancelled: its seat was let go and may be another patient's now. The change is
 * made only while the booking is still live, so a cancellation at the same moment wins.
 */
export async function setAttendance(db: Db, id: string, status: AttendanceStatus, actor: AdminIdentity, now = new Date(), options: { confirmed?: boolean } = {}): Promise<DayBooking> {
  const { timeZone, locations } = await hospitalCalendar(db);
  const before = await bookingById(db, id, timeZone);
  // A desk person limited to locations does not learn of another location's bookings (issue 48).
  if (!inScope(actor.locationIds, locationIdOf(locations, before.location))) throw new NotFoundError('This appointment does not exist (it may have been erased).');
  if (before.status === 'cancelled') throw new ConflictError(cancelledMessage);
  if (before.status === status) return before;
  // Nobody has come or stayed away before the slot begins: a mark made early is a slip, unless the desk confirms it.
  if (status !== 'booked' && before.start > now.toISOString() && options.confirmed !== true) throw new HttpError(409, 'NOT_BEGUN', notBegunMessage(before, timeZone));
  const at = now.toISOString();
  const changed = await transaction(db, async (trx) => {
    const result = await trx
      .updateTable('appointment_bookings')
      .set({ status, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', before.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('form_entry_events')
      .values({
        id: newId(),
        entry_id: before.entryId,
        type: 'appointment',
        actor_id: actor.id,
        actor_name: actor.name || actor.email || null,
        data: JSON.stringify({ from: bookingStatusLabels[before.status], to: bookingStatusLabels[status] }),
        created_at: at,
      })
      .execute();
    await trx.updateTable('form_entries').set({ updated_at: at }).where('id', '=', before.entryId).execute();
    return true;
  });
  const after = await bookingById(db, id, timeZone);
  if (!changed && after.status === 'cancelled') throw new ConflictError(cancelledMessage);
  if (!changed) throw new ConflictError('Someone changed this appointment at the same moment. Look at it again and mark it once more.');
  return after;
}

export interface BlockInput {
  doctor: string;
  date: string;
  start?: string | undefined;
  end?: string | undefined;
  reason: string;
  /** One location of the network (issue 48): the doctor's sessions there only. */
  location?: string | undefined;
}

/**
 * The spans of a doctor's day at one location (issue 48), cut to [start, end): one per run of
 * back-to-back slots, from the first slot's start to the last one's end. A doctor is never in two
 * places at once, so blocks of these spans close that location's slots and no other's.
 */
function locationSpans(schedule: OpdSchedule | null, input: BlockInput, calendar: HospitalCalendar, location: string): { start: string; end: string }[] {
  const slots = schedule ? slotsOn(schedule, input.date, slotOptionsOf(calendar)) : [];
  const spans: { start: string; end: string }[] = [];
  for (const slot of slots) {
    if (locationIdOf(calendar.locations, slot.location) !== location) continue;
    if (!blockCovers({ day: input.date, start_time: input.start ?? null, end_time: input.end ?? null }, slot)) continue;
    const end = wallClock(slot.end, calendar.timeZone);
    const last = spans[spans.length - 1];
    if (last && last.end === slot.time) last.end = end;
    else spans.push({ start: slot.time, end });
  }
  return spans;
}

/**
 * Closes a doctor's slots of a day: all of them, or those starting within [start, end). The
 * bookings already in them stay (the desk calls the patients to move them): they are the answer.
 */
export async function blockSlots(db: Db, input: BlockInput, actor: AdminIdentity, now = new Date()): Promise<{ block: SlotBlock; blocks?: SlotBlock[]; affected: DayBooking[] }> {
  const calendar = await hospitalCalendar(db);
  const { timeZone } = calendar;
  const found = await db.kysely.selectFrom(contentTableName('experts')).select(['id', 'title']).where('id', '=', input.doctor).executeTakeFirst();
  if (!found) throw new ValidationError('Choose a doctor.', { doctor: 'This doctor does not exist (they may have been deleted).' });
  const doctor = { _id: found.id, title: found.title };
  if (input.date < hospitalDay(now, timeZone)) throw new ValidationError('This day has passed: only today and later days can be blocked.', { date: 'This day has passed: only today and later days can be blocked.' });
  // Issue 48: a block at one location closes the doctor's sessions there; a desk person limited
  // to locations blocks at theirs only (one of their own when they have just one).
  const scope = actor.locationIds ?? [];
  const location = input.location ?? (scope.length === 1 ? scope[0] : undefined);
  if (input.location && !calendar.locations.some((l) => l._id === input.location)) throw new ValidationError('Choose a location.', { location: 'This location does not exist (it may have been deleted or unpublished).' });
  if (scope.length > 0 && !location) throw new ValidationError('Choose the location whose slots to block.', { location: 'Choose the location whose slots to block.' });
  if (location && !inScope(scope, location)) throw new ForbiddenError(outsideLocationsMessage);
  const spans = location ? locationSpans((await findDoctor(db, doctor._id))?.schedule ?? null, input, calendar, location) : [{ start: input.start ?? null, end: input.end ?? null }];
  if (spans.length === 0) throw new ValidationError('The doctor has no OPD slots at this location in that time.', { location: 'The doctor has no OPD slots at this location in that time.' });
  const rows = spans.map((span) => ({
    id: newId(),
    doctor_id: doctor._id,
    day: input.date,
    start_time: span.start,
    end_time: span.end,
    reason: input.reason,
    created_at: now.toISOString(),
    created_by: actor.id,
  }));
  const bounds = dayBounds(input.date, timeZone);
  // Under the doctor's slot lock: a booking made at the same instant is either refused (it sees
  // the block) or committed first and in this list of patients to call.
  const booked = await transaction(db, async (trx) => {
    await lockDoctorSlots(trx, db.dialect, doctor._id);
    await trx.insertInto('appointment_blocks').values(rows).execute();
    return trx
      .selectFrom('appointment_bookings as b')
      .leftJoin('form_entries as e', 'e.id', 'b.entry_id')
      .select(bookingColumns)
      .where('b.doctor_id', '=', doctor._id)
      // Every patient still holding a place, a mark of attendance made early included: only a cancellation lets go.
      .where('b.status', '!=', 'cancelled')
      .where('b.slot_start', '>=', bounds.from)
      .where('b.slot_start', '<', bounds.to)
      .orderBy('b.slot_start')
      .execute();
  });
  const blocks = rows.map(toBlock);
  const affected = booked.map((r) => toDayBooking(r, doctor.title, timeZone)).filter((b) => rows.some((row) => blockCovers(row, { day: input.date, time: b.time })));
  return { block: blocks[0] as SlotBlock, ...(location ? { blocks } : {}), affected };
}

/**
 * The live bookings of a doctor (not yet ended) that a schedule no longer has a place for: their
 * time is not the start of one of its slots (another grid, a session removed, leave, a holiday), or the slot
 * has fewer places than patients booked in it (the last booked are over). The studio shows them
 * before a schedule is published, as the desk's block answers its patients to call (a desk person
 * limited to locations: those at theirs, `scope`); the bookings
 * themselves stay, and no new slot is offered over them (`freeSlotOf`, `holdSeat`).
 */
export async function bookingsOutsideSchedule(db: Db, doctorId: string, record: Record<string, unknown>, now = new Date(), scope?: readonly string[]): Promise<DayBooking[]> {
  const calendar = await hospitalCalendar(db);
  const { timeZone } = calendar;
  const doctor = await db.kysely.selectFrom(contentTableName('experts')).select('title').where('id', '=', doctorId).executeTakeFirst();
  if (!doctor) throw new NotFoundError('This doctor does not exist (they may have been deleted).');
  const schedule = scheduleOf(record);
  const rows = await db.kysely
    .selectFrom('appointment_bookings as b')
    .leftJoin('form_entries as e', 'e.id', 'b.entry_id')
    .select(bookingColumns)
    .where('b.doctor_id', '=', doctorId)
    .where('b.status', '=', 'booked')
    .where('b.seat', 'is not', null)
    .where('b.slot_end', '>', now.toISOString())
    .orderBy('b.slot_start')
    .orderBy('b.created_at')
    .execute();
  const slotsOfDay = new Map<string, Slot[]>();
  const placesTaken = new Map<string, number>();
  const outside: DayBooking[] = [];
  for (const row of rows) {
    const day = hospitalDay(new Date(row.slot_start), timeZone);
    let slots = slotsOfDay.get(day);
    if (!slots) {
      slots = schedule ? slotsOn(schedule, day, slotOptionsOf(calendar)) : [];
      slotsOfDay.set(day, slots);
    }
    // A patient whose time is still a slot's start keeps it (the slot may now be longer or shorter),
    // at the same location (issue 48): a session moved to another centre leaves its patients without a place.
    const at = locationIdOf(calendar.locations, row.location_id);
    const slot = slots.find((s) => s.start === row.slot_start && locationIdOf(calendar.locations, s.location) === at);
    const taken = (placesTaken.get(row.slot_start) ?? 0) + 1;
    placesTaken.set(row.slot_start, taken);
    // A desk person limited to locations is told of their locations' patients only.
    if ((!slot || taken > slot.capacity) && inScope(scope, at)) outside.push(toDayBooking(row, doctor.title, timeZone));
  }
  return outside;
}

/** Opens the slots of a block again. */
export async function removeBlock(db: Db, id: string): Promise<SlotBlock> {
  const row = await db.kysely.selectFrom('appointment_blocks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('This block does not exist (it may have been removed already).');
  await db.kysely.deleteFrom('appointment_blocks').where('id', '=', id).execute();
  return toBlock(row);
}

/** A doctor's name, for the activity log. */
export async function doctorTitle(db: Db, id: string): Promise<string> {
  return (await db.kysely.selectFrom(contentTableName('experts')).select('title').where('id', '=', id).executeTakeFirst())?.title ?? id;
}
