import { formatAppointmentTime, type WallTime } from '../forms/appointment-time';

/**
 * A doctor's OPD schedule (issue 33): the one source of a doctor's hours. Its parts are fields of
 * the doctor's declaration (`types/experts`), edited on the doctor's screen in the studio:
 * - `opd_sessions`: weekly sessions, one row per day and time span (`day`, `start`, `end`, `place`);
 * - `opd_slot_minutes` (default 15) and `opd_per_slot` (patients per slot, default 1);
 * - `opd_from` / `opd_to`: the dates the pattern holds from and to (either may be empty);
 * - `opd_leave`: the doctor's leave, date ranges (`from`, `to`, `reason`; the reason is internal).
 * The hospital's holidays are the site setting `holidays` (`date`, `name`).
 *
 * Times are wall times on the hospital's clock (site setting `time_zone`); a slot's moment is the
 * instant that wall time names there, whatever the zone of the server or the browser.
 */

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** The options of a session's day in the studio, Monday first. */
export const weekdayOptions: readonly { value: Weekday; label: string }[] = [
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday' },
  { value: 'thu', label: 'Thursday' },
  { value: 'fri', label: 'Friday' },
  { value: 'sat', label: 'Saturday' },
  { value: 'sun', label: 'Sunday' },
];

/** "09:00" … "23:59": a session's start and end on the 24-hour clock. */
export const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const defaultSlotMinutes = 15;
export const defaultPerSlot = 1;
/** The days of free slots offered by default (issue 33: the next 14). */
export const defaultSlotDays = 14;
/** The most days one request for free slots may ask for. */
export const maxSlotDays = 31;

export interface OpdSession {
  day: Weekday;
  /** "09:00" */
  start: string;
  /** "13:00": the last slot ends at or before it. */
  end: string;
  /** Room or location, e.g. "OPD Block A, Room 12" (may be empty). */
  place: string;
  /** The `_id` of the location the session is held at (issue 48); '' or absent for none named: the main hospital. */
  location?: string;
}

export interface OpdSchedule {
  sessions: OpdSession[];
  slotMinutes: number;
  perSlot: number;
  /** yyyy-mm-dd or undefined: the first day the pattern holds. */
  from?: string | undefined;
  /** yyyy-mm-dd or undefined: the last day the pattern holds. */
  to?: string | undefined;
  /** Leave, inclusive date ranges (yyyy-mm-dd). */
  leave: { from: string; to: string }[];
}

export interface Holiday {
  /** yyyy-mm-dd */
  date: string;
  name: string;
}

/** One bookable slot of a doctor. */
export interface Slot {
  /** The slot's moment, ISO in UTC to the minute: "2026-12-01T03:30:00.000Z" (the key bookings are stored under). */
  start: string;
  end: string;
  /** The hospital's day of the slot, "2026-12-01". */
  day: string;
  /** Its wall time on the hospital's clock, "09:00". */
  time: string;
  /** The SPEC's value of the form's `date_time`: "01/12/2026 09:00 AM". */
  dateTime: string;
  place: string;
  /** The `_id` of its session's location ('' for none named: the main hospital). */
  location: string;
  /** Patients the slot takes. */
  capacity: number;
  /** The index of its session in `sessions` (a whole session can be blocked by it). */
  session: number;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const whole = (value: unknown, fallback: number, min: number, max: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};
const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A doctor record's schedule, or null when it has none (no usable session): such a doctor keeps
 * the request form with the outpatient-hours check. Rows that are not whole (a day unknown, a time
 * not "hh:mm", an end not after the start) are left out, never guessed.
 */
export function scheduleOf(record: Record<string, unknown>): OpdSchedule | null {
  const rows = Array.isArray(record.opd_sessions) ? (record.opd_sessions as unknown[]) : [];
  const sessions: OpdSession[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const day = text(r.day) as Weekday;
    const start = text(r.start);
    const end = text(r.end);
    if (!weekdays.includes(day) || !clockPattern.test(start) || !clockPattern.test(end) || minutesOf(end) <= minutesOf(start)) continue;
    sessions.push({ day, start, end, place: text(r.place), location: text(r.location) });
  }
  if (sessions.length === 0) return null;
  const leave: { from: string; to: string }[] = [];
  for (const row of Array.isArray(record.opd_leave) ? (record.opd_leave as unknown[]) : []) {
    if (!row || typeof row !== 'object') continue;
    const from = text((row as Record<string, unknown>).from).slice(0, 10);
    const to = text((row as Record<string, unknown>).to).slice(0, 10) || from;
    if (dayPattern.test(from) && dayPattern.test(to) && to >= from) leave.push({ from, to });
  }
  const from = text(record.opd_from).slice(0, 10);
  const to = text(record.opd_to).slice(0, 10);
  return {
    sessions,
    slotMinutes: whole(record.opd_slot_minutes, defaultSlotMinutes, 5, 240),
    perSlot: whole(record.opd_per_slot, defaultPerSlot, 1, 50),
    from: dayPattern.test(from) ? from : undefined,
    to: dayPattern.test(to) ? to : undefined,
    leave,
  };
}

/** The site settings' holidays (rows without a real date are left out). */
export function holidaysOf(settings: Record<string, unknown>): Holiday[] {
  const rows = Array.isArray(settings.holidays) ? (settings.holidays as unknown[]) : [];
  return rows
    .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
    .map((row) => ({ date: text(row.date).slice(0, 10), name: text(row.name) }))
    .filter((h) => dayPattern.test(h.date));
}

/** The weekday of a calendar day (yyyy-mm-dd). */
export function weekdayOf(day: string): Weekday {
  const index = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return weekdays[(index + 6) % 7] ?? 'mon';
}

/** The calendar day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const offsets = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset from UTC at a moment, in minutes (Asia/Kolkata: +330). */
function offsetMinutes(moment: Date, timeZone: string): number {
  let format = offsets.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    offsets.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(moment).map((x) => [x.type, Number(x.value)]));
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
  return Math.round((asUtc - Math.floor(moment.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a wall time names on a zone's clock (a time skipped by a clock change moves forward). */
export function wallToInstant(wall: WallTime, timeZone: string): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000);
}

const wallOf = (day: string, minutes: number): WallTime => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
  day: Number(day.slice(8, 10)),
  hour: Math.floor(minutes / 60),
  minute: minutes % 60,
});

/**
 * How slots are made: the hospital's clock, its hospital-wide holidays, and the holidays of each
 * location by its `_id` (issue 48: a session at a location closed that day offers no slots; the
 * key '' holds those of the main hospital, where sessions naming no location are held).
 */
export interface SlotOptions {
  timeZone: string;
  holidays: readonly string[];
  locationHolidays?: Readonly<Record<string, readonly string[]>> | undefined;
}

/** Whether the schedule holds on a day at all: within its dates, not on leave, not a holiday. */
export function worksOn(schedule: OpdSchedule, day: string, holidays: readonly string[]): boolean {
  if (schedule.from && day < schedule.from) return false;
  if (schedule.to && day > schedule.to) return false;
  if (holidays.includes(day)) return false;
  return !schedule.leave.some((l) => day >= l.from && day <= l.to);
}

/** The slots of one day, in time order (none on a day off). */
export function slotsOn(schedule: OpdSchedule, day: string, options: SlotOptions): Slot[] {
  if (!worksOn(schedule, day, options.holidays)) return [];
  const weekday = weekdayOf(day);
  const out: Slot[] = [];
  schedule.sessions.forEach((session, index) => {
    if (session.day !== weekday) return;
    if (options.locationHolidays?.[session.location ?? '']?.includes(day)) return;
    const end = minutesOf(session.end);
    const from = minutesOf(session.start);
    const lastFrom = from + Math.floor((end - from - schedule.slotMinutes) / schedule.slotMinutes) * schedule.slotMinutes;
    if (lastFrom < from) return;
    // The zone's clock read once a session: when its first and last slots are as far apart in
    // instants as on the wall, no clock change falls between them and every slot is that far from
    // the first (a session crossing a change reads each slot's own instant).
    const first = wallToInstant(wallOf(day, from), options.timeZone).getTime();
    const steady = wallToInstant(wallOf(day, lastFrom), options.timeZone).getTime() - first === (lastFrom - from) * 60_000;
    for (let m = from; m + schedule.slotMinutes <= end; m += schedule.slotMinutes) {
      const wall = wallOf(day, m);
      const start = steady ? new Date(first + (m - from) * 60_000) : wallToInstant(wall, options.timeZone);
      out.push({
        start: start.toISOString(),
        end: new Date(start.getTime() + schedule.slotMinutes * 60_000).toISOString(),
        day,
        time: clockOf(m),
        dateTime: formatAppointmentTime(wall),
        place: session.place,
        location: session.location ?? '',
        capacity: schedule.perSlot,
        session: index,
      });
    }
  });
  return out.sort((a, b) => a.start.localeCompare(b.start));
}

/** The slots of `days` days from `fromDay` (inclusive), in time order; those starting before `now` are left out when it is given. */
export function slotsBetween(schedule: OpdSchedule, options: SlotOptions & { fromDay: string; days: number; now?: Date }): Slot[] {
  const out: Slot[] = [];
  const now = options.now?.toISOString();
  for (let i = 0; i < options.days; i++) {
    for (const slot of slotsOn(schedule, addDays(options.fromDay, i), options)) if (!now || slot.start > now) out.push(slot);
  }
  return out;
}

/** The slot a wall time names exactly (a slot's start), or null when the schedule has none then. */
export function slotAt(schedule: OpdSchedule, wall: WallTime, options: SlotOptions): Slot | null {
  const day = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
  const time = clockOf(wall.hour * 60 + wall.minute);
  return slotsOn(schedule, day, options).find((s) => s.time === time) ?? null;
}
