import { en, type FormMessages } from '../i18n/messages/forms';

/**
 * The requested date and time of an appointment: "dd/mm/yyyy hh:mm AM/PM" (SPEC §5), a wall time
 * in the hospital's time zone. The browser's picker and the server apply the same rules: not in
 * the past and, when the hospital has set outpatient hours, within them.
 */

export interface WallTime {
  year: number;
  month: number; // 1–12
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
}

/** A day of the calendar, without its time (an admission date a patient remembers without the hour). */
export interface CalendarDay {
  year: number;
  month: number; // 1–12
  day: number;
}

/**
 * What people type (issue 30, issue 43): the date as d/m/yyyy with "/", "-" or "." between its
 * parts, as yyyy-mm-dd (what a browser's own date field gives), or with the month's name
 * ("27 Nov 2026", "27-november-2026"); then the time as h:mm (or h.mm, or h alone) with am/pm in
 * any case, with or without dots and a space; a time without AM/PM is read on the 24-hour clock
 * ("14:30"). A time alone ("10:30 am") is not taken for today: it is refused with a message
 * asking for the date, as the desk could not tell whether the patient meant today or forgot the day.
 */
const dayFirst = String.raw`(\d{1,2})[\/.-](\d{1,2})[\/.-](\d{4})`;
const yearFirst = String.raw`(\d{4})-(\d{1,2})-(\d{1,2})`;
const monthNamed = String.raw`(\d{1,2})(?:\s*[\s\/.-]\s*)([a-zA-Z]{3,9})\.?(?:\s*,?\s*[\s\/.-]?\s*)(\d{4})`;
const datePattern = new RegExp(String.raw`^(?:${dayFirst}|${yearFirst}|${monthNamed})`);
const timePart = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(?:([aApP])\.?\s*[mM]\.?)?`;
const timeAfterDate = new RegExp(String.raw`^(?:\s*,\s*|\s+|\s*T\s*)${timePart}$`);
const timeOnlyPattern = new RegExp(String.raw`^${timePart}$`);

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const fullMonthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The month a name gives ("Nov", "november", "Sept"), 1–12, or 0 when it is none. */
function monthOfName(name: string): number {
  const lower = name.toLowerCase();
  const full = fullMonthNames.indexOf(lower);
  if (full >= 0) return full + 1;
  if (lower === 'sept') return 9;
  return monthNames.indexOf(lower) + 1;
}

/** The day a typed value begins with, and what follows it; null when it begins with no real day. */
function readDay(value: string): { day: CalendarDay; rest: string } | null {
  const match = datePattern.exec(value);
  if (!match) return null;
  const [whole, d1, m1, y1, y2, m2, d2, d3, name, y3] = match;
  let day: CalendarDay;
  if (y1 !== undefined) day = { year: Number(y1), month: Number(m1), day: Number(d1) };
  else if (y2 !== undefined) day = { year: Number(y2), month: Number(m2), day: Number(d2) };
  else day = { year: Number(y3), month: monthOfName(name ?? ''), day: Number(d3) };
  if (day.month < 1 || day.month > 12 || day.day < 1) return null;
  if (day.day > new Date(Date.UTC(day.year, day.month, 0)).getUTCDate()) return null;
  return { day, rest: value.slice(whole.length) };
}

/** The day a typed value names when it is a date alone ("27/11/2026", "2026-11-27", "27 Nov 2026"), or null. */
export function parseDay(value: string): CalendarDay | null {
  const read = readDay(value.trim());
  return read && read.rest.trim() === '' ? read.day : null;
}

/** The wall time a typed value names, or null when it is no date and time or no real day. */
export function parseAppointmentTime(value: string): WallTime | null {
  const read = readDay(value.trim());
  if (!read) return null;
  const match = timeAfterDate.exec(read.rest);
  if (!match) return null;
  const [, hh, min, period] = match;
  const clock = Number(hh);
  const minute = min === undefined ? 0 : Number(min);
  if (minute > 59) return null;
  let hour: number;
  if (period) {
    if (clock < 1 || clock > 12) return null;
    hour = (clock % 12) + (period.toLowerCase() === 'p' ? 12 : 0);
  } else {
    // No AM/PM: a 24-hour time, which needs its minutes ("9" alone is not clearly a time).
    if (clock > 23 || min === undefined) return null;
    hour = clock;
  }
  return { ...read.day, hour, minute };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A wall time in the SPEC's form, "dd/mm/yyyy hh:mm AM/PM". */
export function formatAppointmentTime(t: WallTime): string {
  const clock = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${pad(t.day)}/${pad(t.month)}/${t.year} ${pad(clock)}:${pad(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** A day in the SPEC's form of its date, "dd/mm/yyyy". */
export const formatDay = (d: CalendarDay): string => `${pad(d.day)}/${pad(d.month)}/${d.year}`;

/**
 * What a typed date and time is in the SPEC's form ("27-11-2026 9:30 am" → "27/11/2026 09:30 AM"),
 * or null when it cannot be read. Where the field lets the time be left out (`dayAlone`), a date
 * alone is its day in the form "dd/mm/yyyy" ("2026-11-27" → "27/11/2026").
 */
export function normaliseDateTime(value: string, options: { dayAlone?: boolean | undefined } = {}): string | null {
  const parsed = parseAppointmentTime(value);
  if (parsed) return formatAppointmentTime(parsed);
  const day = options.dayAlone ? parseDay(value) : null;
  return day ? formatDay(day) : null;
}

/** True for a time typed without its date ("10:30 am"). */
export const isTimeOnly = (value: string): boolean => timeOnlyPattern.test(value.trim()) && /[:.aApP]/.test(value);

/**
 * One formatter per zone, made once: making an Intl.DateTimeFormat costs some 50 times its use,
 * and a doctor's page asked for today's date on every render (issue 47's profile of the render).
 */
const wallTimeFormats = new Map<string, Intl.DateTimeFormat>();
const wallTimeFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = wallTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    if (wallTimeFormats.size >= 64) wallTimeFormats.clear();
    wallTimeFormats.set(timeZone, format);
  }
  return format;
};

/** The wall time of a moment in a time zone. */
export function wallTimeIn(moment: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(wallTimeFormat(timeZone).formatToParts(moment).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

const asNumber = (t: WallTime): number => (((t.year * 13 + t.month) * 32 + t.day) * 24 + t.hour) * 60 + t.minute;

/** Outpatient hours as "09:00-17:00" (24-hour clock); null when unset or not of that form. */
export function parseOutpatientHours(text: string | null | undefined): { from: number; to: number; label: string } | null {
  const match = /^\s*([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-3]):([0-5]\d)\s*$/.exec(text ?? '');
  if (!match) return null;
  const from = Number(match[1]) * 60 + Number(match[2]);
  const to = Number(match[3]) * 60 + Number(match[4]);
  if (to <= from) return null;
  return { from, to, label: `${match[1]}:${match[2]}–${match[3]}:${match[4]}` };
}

export const outpatientHoursPattern = /^\s*([01]\d|2[0-3]):[0-5]\d\s*[-–]\s*([01]\d|2[0-3]):[0-5]\d\s*$/;

/** An example of the form for the messages: tomorrow at 10:30 AM on the hospital's clock, so it is never a day already past. */
export function exampleDateTime(now: Date, timeZone: string): string {
  const today = wallTimeIn(now, timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return formatAppointmentTime({ year: tomorrow.getUTCFullYear(), month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate(), hour: 10, minute: 30 });
}

/** The texts a requested time's messages come from: a language's forms texts (English when not given). */
export type TimeTexts = Pick<FormMessages, 'dateTimeFormat' | 'dateMissing' | 'dateTimePast' | 'outsideHours'>;

/** The messages of a requested time, in the visitor's language's texts. */
export const appointmentTimeMessagesIn = (m: TimeTexts = en) => ({ format: m.dateTimeFormat, dateMissing: m.dateMissing, past: m.dateTimePast, hours: m.outsideHours });

export const appointmentTimeMessages = appointmentTimeMessagesIn();

/** Why a typed date and time cannot be read (the format, or a time without its date), or undefined when it can. */
export function dateTimeFormatProblem(value: string, rules: { now: Date; timeZone: string; texts?: TimeTexts | undefined }): string | undefined {
  if (parseAppointmentTime(value)) return undefined;
  const example = exampleDateTime(rules.now, rules.timeZone);
  const messages = appointmentTimeMessagesIn(rules.texts);
  return isTimeOnly(value) ? messages.dateMissing(example) : messages.format(example);
}

/**
 * Why a requested time cannot be booked, or undefined when it can: the same rules in the browser
 * (the picker) and on the server. `now` and the time zone decide what "past" means there.
 */
export function appointmentTimeProblem(
  value: string,
  rules: { now: Date; timeZone: string; outpatientHours?: string | null | undefined; texts?: TimeTexts | undefined },
): string | undefined {
  const requested = parseAppointmentTime(value);
  if (!requested) return dateTimeFormatProblem(value, rules);
  const messages = appointmentTimeMessagesIn(rules.texts);
  if (asNumber(requested) < asNumber(wallTimeIn(rules.now, rules.timeZone))) return messages.past;
  const hours = parseOutpatientHours(rules.outpatientHours);
  const minutes = requested.hour * 60 + requested.minute;
  if (hours && (minutes < hours.from || minutes > hours.to)) return messages.hours(hours.label);
  return undefined;
}

/** Today in the hospital's time zone as yyyy-mm-dd (the picker's earliest day). */
export function todayIn(now: Date, timeZone: string): string {
  const t = wallTimeIn(now, timeZone);
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}
