import { parseAppointmentTime, wallTimeIn } from '@hospital/content/forms/appointment-time';

/** "dd/mm/yyyy hh:mm AM/PM" (SPEC §5): the text shown in and sent from the date-time fields. */
export interface DateTimeParts {
  /** yyyy-mm-dd, as a date input holds it. */
  date: string;
  hour: number; // 1–12
  minute: number; // 0–55, 5-minute steps
  period: 'AM' | 'PM';
}

export const minuteStep = 5;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(parts: DateTimeParts): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(parts.date);
  if (!match) return '';
  return `${match[3]}/${match[2]}/${match[1]} ${pad(parts.hour)}:${pad(parts.minute)} ${parts.period}`;
}

/** The parts of a typed value (any spelling the server takes: "27-11-2026 9:30 am"), or null when it cannot be read. */
export function parseDateTime(value: string): DateTimeParts | null {
  const t = parseAppointmentTime(value);
  if (!t) return null;
  return { date: `${t.year}-${pad(t.month)}-${pad(t.day)}`, hour: t.hour % 12 === 0 ? 12 : t.hour % 12, minute: t.minute, period: t.hour < 12 ? 'AM' : 'PM' };
}

/**
 * The picker's starting point: the field's value, else the next 5-minute step from now on the
 * hospital's clock (its time zone), whatever the zone of the phone.
 */
export function initialParts(value: string, timeZone: string, now: Date = new Date()): DateTimeParts {
  const parsed = parseDateTime(value);
  if (parsed) return { ...parsed, minute: Math.floor(parsed.minute / minuteStep) * minuteStep };
  const next = new Date(Math.ceil(now.getTime() / (minuteStep * 60_000)) * minuteStep * 60_000);
  const t = wallTimeIn(next, timeZone);
  return {
    date: `${t.year}-${pad(t.month)}-${pad(t.day)}`,
    hour: t.hour % 12 === 0 ? 12 : t.hour % 12,
    minute: t.minute,
    period: t.hour < 12 ? 'AM' : 'PM',
  };
}
