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

const pattern = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/;

/** The parts of a formatted value, or null when the text is not in that form. */
export function parseDateTime(value: string): DateTimeParts | null {
  const match = pattern.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy, hh, min, period] = match;
  const hour = Number(hh);
  const minute = Number(min);
  if (hour < 1 || hour > 12 || minute > 59 || Number(mm) < 1 || Number(mm) > 12 || Number(dd) < 1 || Number(dd) > 31) return null;
  return { date: `${yyyy}-${mm}-${dd}`, hour, minute, period: period as 'AM' | 'PM' };
}

/** The picker's starting point: the field's value, else the next 5-minute step from now. */
export function initialParts(value: string, now: Date = new Date()): DateTimeParts {
  const parsed = parseDateTime(value);
  if (parsed) return { ...parsed, minute: Math.floor(parsed.minute / minuteStep) * minuteStep };
  const rounded = new Date(now.getTime());
  rounded.setSeconds(0, 0);
  rounded.setMinutes(Math.ceil(rounded.getMinutes() / minuteStep) * minuteStep);
  const h24 = rounded.getHours();
  return {
    date: `${rounded.getFullYear()}-${pad(rounded.getMonth() + 1)}-${pad(rounded.getDate())}`,
    hour: h24 % 12 === 0 ? 12 : h24 % 12,
    minute: rounded.getMinutes(),
    period: h24 < 12 ? 'AM' : 'PM',
  };
}
