import { defaultLanguage } from '@hospital/content/i18n/languages';
import { scheduleIn } from '@hospital/content/opd/places';
import { addDays, holidaysOf, scheduleOf, slotsBetween, slotsOn, worksOn, type Holiday, type OpdSchedule, type Slot, type SlotOptions } from '@hospital/content/opd/schedule';
import type { AvailabilityAnswer, FreeSlot, FreeSlotsAnswer, FreeSlotsDay } from '@hospital/content/wire/appointments';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { contentTableName } from '../db/database';
import type { Queryable } from '../jobs/job-queue';
import { getSiteSettingsRecord, hospitalTimeZone } from '../settings/site-settings-operations';
import { locationHolidaysOf, locationIdOf, networkLocations, recordOf, type NetworkLocation } from './locations';

/**
 * The free slots of doctors' OPD schedules (issue 33): the slots `content/opd/schedule.ts` makes
 * of a schedule, less those started, those a desk blocked, and those whose live bookings (seat
 * not null) fill their capacity. Read in two indexed queries per range: the bookings and the blocks.
 */

/** The hospital's clock and days off, read once per request. */
export interface HospitalCalendar {
  timeZone: string;
  holidays: Holiday[];
  holidayDays: string[];
  /** The network's active locations, main hospital first (issue 48; empty for a single hospital without any). */
  locations: NetworkLocation[];
  /** Each location's own holidays by `_id` ('' for sessions naming none: the main hospital's). */
  locationHolidays: Record<string, string[]>;
}

/** Read in two queries, the settings and the locations: the zone, the hospital-wide and each location's holidays. */
export async function hospitalCalendar(db: Db): Promise<HospitalCalendar> {
  const [settings, locations] = await Promise.all([getSiteSettingsRecord(db), networkLocations(db.kysely)]);
  return hospitalCalendarOf(settings, locations);
}

/** The zone, the hospital-wide holidays and each location's, of a settings record and locations already read. */
export function hospitalCalendarOf(settings: Record<string, unknown>, locations: NetworkLocation[]): HospitalCalendar {
  const holidays = holidaysOf(settings);
  return {
    timeZone: hospitalTimeZone({ time_zone: typeof settings.time_zone === 'string' ? settings.time_zone : '' }),
    holidays,
    holidayDays: holidays.map((h) => h.date),
    locations,
    locationHolidays: locationHolidaysOf(locations),
  };
}

/** How the calendar's slots are made: its clock, the hospital-wide holidays and each location's. */
export const slotOptionsOf = (calendar: HospitalCalendar): SlotOptions => ({ timeZone: calendar.timeZone, holidays: calendar.holidayDays, locationHolidays: calendar.locationHolidays });

/** An active (published) doctor with the schedule of their record, null when they have none. */
export interface ScheduledDoctor {
  _id: string;
  title: string;
  slug: string;
  schedule: OpdSchedule | null;
  /** The doctor's record (its fields and translations): the rooms of their sessions in other languages (`opd/places`). */
  record: Record<string, unknown>;
}


const doctorOf = (row: { id: string; title: string; slug: string | null; data: string }): ScheduledDoctor => {
  const record = recordOf(row.data);
  return { _id: row.id, title: row.title, slug: row.slug ?? '', schedule: scheduleOf(record), record };
};

const doctors = (db: Queryable) => db.selectFrom(contentTableName('experts')).select(['id', 'title', 'slug', 'data']).where('status', '=', 'active');

/** An active doctor by `_id` or by title (the form's value), or undefined. */
export async function findDoctor(db: Db, idOrTitle: string): Promise<ScheduledDoctor | undefined> {
  // One query: the doctor of that id, else the first of that title.
  const row = await doctors(db.kysely)
    .where((eb) => eb.or([eb('id', '=', idOrTitle), eb('title', '=', idOrTitle)]))
    .orderBy(sql`case when id = ${idOrTitle} then 0 else 1 end`)
    .orderBy('id')
    .executeTakeFirst();
  return row ? doctorOf(row) : undefined;
}

/** A doctor's record by `_id`, whatever their status (a booking's doctor may have left the website since), or undefined. */
export async function doctorRecord(db: Queryable, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom(contentTableName('experts')).select('data').where('id', '=', id).executeTakeFirst();
  return row ? recordOf(row.data) : undefined;
}

/** Every active doctor with a schedule. */
export async function scheduledDoctors(db: Db): Promise<ScheduledDoctor[]> {
  return (await doctors(db.kysely).orderBy('title').execute()).map(doctorOf).filter((d) => d.schedule !== null);
}

/** A live booking's span (ISO instants): a slot it overlaps has one place fewer, whatever grid either was made on. */
export interface HeldSpan {
  start: string;
  end: string;
}

/** What fills the slots of a range: live bookings per doctor, and the desk's blocks. */
export interface Occupancy {
  /** doctorId → the spans of their live bookings, in the order of their start. */
  held: Map<string, HeldSpan[]>;
  blocks: { doctor_id: string; day: string; start_time: string | null; end_time: string | null }[];
}

/** The live bookings and blocks of doctors between two days (inclusive), in two indexed queries. */
export async function occupancy(db: Queryable, doctorIds: readonly string[], range: { fromDay: string; toDay: string; fromInstant: string; toInstant: string }): Promise<Occupancy> {
  if (doctorIds.length === 0) return { held: new Map(), blocks: [] };
  const [bookings, blocks] = await Promise.all([
    db
      .selectFrom('appointment_bookings')
      .select(['doctor_id', 'slot_start', 'slot_end'])
      .where('doctor_id', 'in', doctorIds)
      .where('slot_start', '>=', range.fromInstant)
      .where('slot_start', '<', range.toInstant)
      .where('seat', 'is not', null)
      .orderBy('slot_start')
      .execute(),
    db
      .selectFrom('appointment_blocks')
      .select(['doctor_id', 'day', 'start_time', 'end_time'])
      .where('doctor_id', 'in', doctorIds)
      .where('day', '>=', range.fromDay)
      .where('day', '<=', range.toDay)
      .execute(),
  ]);
  const held = new Map<string, HeldSpan[]>();
  for (const b of bookings) held.set(b.doctor_id, [...(held.get(b.doctor_id) ?? []), { start: b.slot_start, end: b.slot_end }]);
  return { held, blocks };
}

/** Whether two spans of ISO instants share a moment (one ending as the other starts does not). */
export const overlaps = (a: HeldSpan, b: HeldSpan): boolean => a.start < b.end && b.start < a.end;

/** Whether a block of the desk covers a slot: the whole day, or a span its start falls within. */
export const blockCovers = (block: { day: string; start_time: string | null; end_time: string | null }, slot: Pick<Slot, 'day' | 'time'>): boolean =>
  block.day === slot.day && (block.start_time === null || (slot.time >= block.start_time && (block.end_time === null || slot.time < block.end_time)));

/** A slot as offered, with the places left, or null when none is (blocked or full). */
export function freeSlotOf(doctorId: string, slot: Slot, taken: Occupancy, locations: readonly NetworkLocation[] = []): FreeSlot | null {
  if (taken.blocks.some((b) => b.doctor_id === doctorId && blockCovers(b, slot))) return null;
  // Every live booking the slot overlaps takes a place of it: a booking kept from an older grid
  // (15-minute slots, now 20) fills the new slots it reaches into, as one of the same grid does.
  let filled = 0;
  for (const span of taken.held.get(doctorId) ?? []) {
    if (span.start >= slot.end) break;
    if (overlaps(span, slot)) filled++;
  }
  const free = slot.capacity - filled;
  if (free <= 0) return null;
  const location = locationIdOf(locations, slot.location);
  return { start: slot.start, end: slot.end, dateTime: slot.dateTime, day: slot.day, time: slot.time, free, place: slot.place, ...(location ? { location } : {}) };
}

/** The instants bounding the slots of a range of days: from the first day's start to the day after the last, with a day's margin either side for any zone. */
const instantRange = (fromDay: string, days: number) => ({
  fromDay,
  toDay: addDays(fromDay, days - 1),
  fromInstant: new Date(`${addDays(fromDay, -1)}T00:00:00Z`).toISOString(),
  toInstant: new Date(`${addDays(fromDay, days + 1)}T00:00:00Z`).toISOString(),
});

/** Why a day of a schedule has no slots at all, or undefined when it has some. */
function closedReason(schedule: OpdSchedule, day: string, calendar: HospitalCalendar): FreeSlotsDay['closed'] {
  const holiday = calendar.holidays.find((h) => h.date === day);
  if (holiday) return { reason: 'holiday', ...(holiday.name ? { name: holiday.name } : {}) };
  if (schedule.leave.some((l) => day >= l.from && day <= l.to)) return { reason: 'leave' };
  if (!worksOn(schedule, day, calendar.holidayDays) || slotsOn(schedule, day, { timeZone: calendar.timeZone, holidays: [] }).length === 0) return { reason: 'closed' };
  // Every session of the day is at a location closed that day (issue 48).
  if (slotsOn(schedule, day, slotOptionsOf(calendar)).length === 0) return { reason: 'holiday' };
  return undefined;
}

/** A doctor's free slots of `days` days from `fromDay`, by day, with why a day off is off; their rooms in `language` (default English). */
export async function freeSlots(
  db: Db,
  doctor: ScheduledDoctor,
  options: { fromDay: string; days: number; now: Date; calendar: HospitalCalendar; language?: string | undefined; location?: string | undefined },
): Promise<FreeSlotsAnswer> {
  const { calendar } = options;
  const base = { doctor: { _id: doctor._id, title: doctor.title, slug: doctor.slug }, timeZone: calendar.timeZone };
  // The same slots in every language: only the rooms' words differ.
  const full = doctor.schedule && options.language && options.language !== defaultLanguage ? scheduleIn(doctor.record, options.language) : doctor.schedule;
  if (!full) return { ...base, hasSchedule: false, days: [], next: null };
  // At one location (issue 48): its sessions only, so a day's reason for no slots is that location's.
  const schedule = options.location ? { ...full, sessions: full.sessions.filter((s) => locationIdOf(calendar.locations, s.location) === options.location) } : full;
  const taken = await occupancy(db.kysely, [doctor._id], instantRange(options.fromDay, options.days));
  const slots = slotsBetween(schedule, { ...slotOptionsOf(calendar), fromDay: options.fromDay, days: options.days, now: options.now });
  const days: FreeSlotsDay[] = [];
  let next: FreeSlot | null = null;
  for (let i = 0; i < options.days; i++) {
    const date = addDays(options.fromDay, i);
    const offered: FreeSlot[] = [];
    for (const slot of slots) {
      if (slot.day !== date) continue;
      const free = freeSlotOf(doctor._id, slot, taken, calendar.locations);
      if (free) offered.push(free);
    }
    next ??= offered[0] ?? null;
    const closed = offered.length === 0 ? closedReason(schedule, date, calendar) : undefined;
    days.push({ date, slots: offered, ...(closed ? { closed } : {}) });
  }
  return { ...base, hasSchedule: true, days, next };
}

/** Every scheduled doctor's first free slot within `days` days from `fromDay`: three queries whatever the number of doctors. */
export async function availability(db: Db, options: { fromDay: string; days: number; now: Date; calendar: HospitalCalendar; location?: string | undefined }): Promise<AvailabilityAnswer> {
  const { calendar } = options;
  const list = await scheduledDoctors(db);
  const taken = await occupancy(
    db.kysely,
    list.map((d) => d._id),
    instantRange(options.fromDay, options.days),
  );
  const answer: AvailabilityAnswer = { from: options.fromDay, days: options.days, doctors: {} };
  for (const doctor of list) {
    let next: FreeSlot | null = null;
    if (doctor.schedule) {
      for (const slot of slotsBetween(doctor.schedule, { ...slotOptionsOf(calendar), fromDay: options.fromDay, days: options.days, now: options.now })) {
        if (options.location && locationIdOf(calendar.locations, slot.location) !== options.location) continue;
        next = freeSlotOf(doctor._id, slot, taken, calendar.locations);
        if (next) break;
      }
    }
    answer.doctors[doctor._id] = { next };
  }
  return answer;
}
