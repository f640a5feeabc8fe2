import { defaultTimeZone, isTimeZone } from './forms/desk-declarations';

/**
 * The one path every time a person reads goes through, in the studio and on the server (messages,
 * e-mails, exports, file names): moments are shown on the hospital's clock (site setting
 * "Hospital's time zone"), never in UTC, whatever the zone of the machine or the browser.
 */

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let known = formatters.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone,
    });
    formatters.set(key, known);
  }
  return known;
}

/** The zone to show times in: the one given when it is a real zone, else the default (Asia/Kolkata). */
export const usableTimeZone = (timeZone: string | null | undefined): string => (timeZone && isTimeZone(timeZone) ? timeZone : defaultTimeZone);

/**
 * A date or a moment as people read it: "22 Nov 2026" or "22 Nov 2026, 09:30", the moment on the
 * hospital's clock. A calendar date (2026-11-22) is that day wherever the reader is. Empty values
 * give `fallback`; unreadable ones are shown as they are.
 */
export function formatHospitalTime(value: unknown, options: { withTime?: boolean; timeZone?: string | null | undefined; fallback?: string } = {}): string {
  const fallback = options.fallback ?? '—';
  if (typeof value !== 'string' || value === '') return fallback;
  if (dateOnly.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? value : formatter('UTC', false).format(day);
  }
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return formatter(usableTimeZone(options.timeZone), options.withTime ?? true).format(moment);
}

/** A formatter per zone as given, made once (making one costs some 50 times its use). */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The year, month, day, hour and minute of a moment on the hospital's clock, zero-padded. */
function clockParts(moment: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: usableTimeZone(timeZone), hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    if (clockFormats.size >= 64) clockFormats.clear();
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, p.value]));
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '' };
}

/** "2026-11-23 16:00" on the hospital's clock: sorts as text and reads in a spreadsheet. */
export function sortableHospitalTime(iso: string, timeZone: string): string {
  const p = clockParts(new Date(iso), timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The hospital's day of a moment, "2026-11-23": for the names of exported files. */
export function hospitalDay(moment: Date, timeZone: string): string {
  const p = clockParts(moment, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}
