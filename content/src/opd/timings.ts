import type { SiteMessages } from '../i18n/messages/site';
import { addDays, weekdays, type OpdSchedule, type Weekday } from './schedule';

/**
 * What patients read of a doctor's OPD schedule (issue 33), in the page's language: the timings
 * lines, the leave of the coming week, a slot's day and time. Day and month names come from Intl
 * in the language's locale, the words around them from the site's catalogue. A leave's reason is
 * internal and never read here: only its dates.
 */

/** The catalogue's words these texts are made of. */
export type TimingTexts = Pick<SiteMessages, 'weekdayList' | 'weekdayRange' | 'clockTime' | 'opdLine' | 'opdFrom' | 'onLeaveUntil' | 'onLeaveFromTo' | 'onLeaveOn' | 'slotAt'>;

export interface TimingOptions {
  /** The Intl locale of the page's language ("en-IN", "hi-IN"). */
  locale: string;
  texts: TimingTexts;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Intl's names of a calendar day, read in UTC so that the day is the one written. */
function dayParts(locale: string, day: string, options: Intl.DateTimeFormatOptions): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    } catch {
      // A code Intl does not take as a locale (a language the settings added): Indian English.
      format = new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]));
}

/** 2024-01-01 was a Monday: the days of that week name the weekdays. */
const weekdayName = (locale: string, day: Weekday): string => dayParts(locale, addDays('2024-01-01', weekdays.indexOf(day)), { weekday: 'long' }).weekday ?? day;

/** "5 Dec" ("5 दिस॰" in Hindi). */
export const shortDate = (locale: string, day: string): string => {
  const parts = dayParts(locale, day, { day: 'numeric', month: 'short' });
  return `${parts.day ?? ''} ${parts.month ?? ''}`.trim();
};

/** A wall time "09:30" in the catalogue's words ("9:30 AM"). */
const clock = (texts: TimingTexts, time: string): string => texts.clockTime(Number(time.slice(0, 2)), Number(time.slice(3, 5)));

/** Days named as a list, with three or more days running named as a range ("Monday to Saturday"). */
function daysText(days: readonly Weekday[], { locale, texts }: TimingOptions): string {
  const indexes = [...new Set(days.map((d) => weekdays.indexOf(d)))].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === index - 1) run.push(index);
    else runs.push([index]);
  }
  const name = (index: number) => weekdayName(locale, weekdays[index] ?? 'mon');
  const names = runs.flatMap((run) => (run.length >= 3 ? [texts.weekdayRange(name(run[0] ?? 0), name(run[run.length - 1] ?? 0))] : run.map(name)));
  return texts.weekdayList(names);
}

/**
 * The schedule's timings, one line per time span and place, its days together, in the order of
 * the week: "Monday, Wednesday and Friday: 9:00 AM – 1:00 PM, OPD Block A, Room 12". A pattern
 * that begins after `today` says from when; one that has ended has no lines.
 */
export function opdTimingLines(schedule: OpdSchedule, today: string, options: TimingOptions): string[] {
  if (schedule.to && schedule.to < today) return [];
  const groups = new Map<string, { start: string; end: string; place: string; days: Weekday[] }>();
  for (const session of schedule.sessions) {
    const key = `${session.start}\u0000${session.end}\u0000${session.place}`;
    const group = groups.get(key) ?? { start: session.start, end: session.end, place: session.place, days: [] };
    group.days.push(session.day);
    groups.set(key, group);
  }
  const first = (days: Weekday[]) => Math.min(...days.map((d) => weekdays.indexOf(d)));
  const lines = [...groups.values()]
    .sort((a, b) => first(a.days) - first(b.days) || a.start.localeCompare(b.start))
    .map((g) => options.texts.opdLine(daysText(g.days, options), clock(options.texts, g.start), clock(options.texts, g.end), g.place));
  if (schedule.from && schedule.from > today) lines.unshift(options.texts.opdFrom(shortDate(options.locale, schedule.from)));
  return lines;
}

/**
 * The doctor's leave in the week from `today` (dates only): "On leave until 5 Dec" when it has
 * begun, "On leave from 3 Dec to 5 Dec" (or "on 3 Dec") when it begins within the week; null without
 * leave then.
 * Ranges that touch or overlap count as one.
 */
export function leaveNote(schedule: OpdSchedule, today: string, options: TimingOptions): string | null {
  const ranges = [...schedule.leave].sort((a, b) => a.from.localeCompare(b.from));
  const merged: { from: string; to: string }[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.from <= addDays(last.to, 1)) last.to = range.to > last.to ? range.to : last.to;
    else merged.push({ ...range });
  }
  const weekEnd = addDays(today, 6);
  const leave = merged.find((range) => range.to >= today && range.from <= weekEnd);
  if (!leave) return null;
  const to = shortDate(options.locale, leave.to);
  if (leave.from <= today) return options.texts.onLeaveUntil(to);
  return leave.from === leave.to ? options.texts.onLeaveOn(to) : options.texts.onLeaveFromTo(shortDate(options.locale, leave.from), to);
}

/** A slot's day and wall time (`FreeSlot.day`, `.time`): "Mon 1 Dec, 9:30 AM". */
export function slotText(slot: { day: string; time: string }, options: TimingOptions): string {
  const parts = dayParts(options.locale, slot.day, { weekday: 'short', day: 'numeric', month: 'short' });
  const day = `${parts.weekday ?? ''} ${parts.day ?? ''} ${parts.month ?? ''}`.trim();
  return options.texts.slotAt(day, clock(options.texts, slot.time));
}

const schemaDays: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

/** The schedule as schema.org `openingHoursSpecification` (a physician's structured data), one per time span, its days together. */
export function openingHoursSpecification(schedule: OpdSchedule): Record<string, unknown>[] {
  const groups = new Map<string, { opens: string; closes: string; days: Weekday[] }>();
  for (const session of schedule.sessions) {
    const key = `${session.start}-${session.end}`;
    const group = groups.get(key) ?? { opens: session.start, closes: session.end, days: [] };
    if (!group.days.includes(session.day)) group.days.push(session.day);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: weekdays.filter((d) => g.days.includes(d)).map((d) => schemaDays[d]),
    opens: g.opens,
    closes: g.closes,
    ...(schedule.from ? { validFrom: schedule.from } : {}),
    ...(schedule.to ? { validThrough: schedule.to } : {}),
  }));
}
