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

const pattern = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/;

/** The wall time a formatted value names, or null when it is not "dd/mm/yyyy hh:mm AM/PM" or no real day. */
export function parseAppointmentTime(value: string): WallTime | null {
  const match = pattern.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy, hh, min, period] = match;
  const hour12 = Number(hh);
  const minute = Number(min);
  const year = Number(yyyy);
  const month = Number(mm);
  const day = Number(dd);
  if (hour12 < 1 || hour12 > 12 || minute > 59 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const hour = (hour12 % 12) + (period === 'PM' ? 12 : 0);
  return { year, month, day, hour, minute };
}

/** The wall time of a moment in a time zone. */
export function wallTimeIn(moment: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
      .formatToParts(moment)
      .map((p) => [p.type, Number(p.value)]),
  );
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

export const appointmentTimeMessages = {
  format: 'Please enter the date and time as dd/mm/yyyy hh:mm AM/PM, e.g. 25/11/2026 10:30 AM.',
  past: 'Please choose a date and time from now on: this one has passed.',
  hours: (label: string) => `Please choose a time within outpatient hours (${label}).`,
};

/**
 * Why a requested time cannot be booked, or undefined when it can: the same rules in the browser
 * (the picker) and on the server. `now` and the time zone decide what "past" means there.
 */
export function appointmentTimeProblem(value: string, rules: { now: Date; timeZone: string; outpatientHours?: string | null | undefined }): string | undefined {
  const requested = parseAppointmentTime(value);
  if (!requested) return appointmentTimeMessages.format;
  if (asNumber(requested) < asNumber(wallTimeIn(rules.now, rules.timeZone))) return appointmentTimeMessages.past;
  const hours = parseOutpatientHours(rules.outpatientHours);
  const minutes = requested.hour * 60 + requested.minute;
  if (hours && (minutes < hours.from || minutes > hours.to)) return appointmentTimeMessages.hours(hours.label);
  return undefined;
}

/** Today in the hospital's time zone as yyyy-mm-dd (the picker's earliest day). */
export function todayIn(now: Date, timeZone: string): string {
  const t = wallTimeIn(now, timeZone);
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}
