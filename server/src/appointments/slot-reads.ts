import { hospitalDay } from '@hospital/content/hospital-time';
import { defaultSlotDays, maxSlotDays } from '@hospital/content/opd/schedule';
import type { AvailabilityAnswer, FreeSlot, FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { z } from 'zod';
import type { Db } from '../db/database';
import { NotFoundError } from '../errors/http-errors';
import { withDefaultTitles } from '../forms/appointment-checks';
import { languageQuery, visitorLanguage } from '../settings/site-settings-operations';
import { availability, findDoctor, freeSlots, hospitalCalendar } from './free-slots';

/**
 * The public slot reads (`GET /api/admin/appointment-slots`, `…/appointment-availability`), as the
 * routes answer them and as the website's renders read them without HTTP (web/public-data.ts),
 * which keeps an answer until a booking, a schedule, a leave or a holiday changes (issue 47: the
 * doctor's page worked its free slots out on every render) or until `validUntil`.
 */

const dayQuery = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'from must be a date like 2026-12-01.');
const daysQuery = (fallback: number) =>
  z.coerce
    .number({ error: `days must be a whole number from 1 to ${maxSlotDays}.` })
    .int(`days must be a whole number from 1 to ${maxSlotDays}.`)
    .min(1, `days must be a whole number from 1 to ${maxSlotDays}.`)
    .max(maxSlotDays, `days must be a whole number from 1 to ${maxSlotDays}.`)
    .default(fallback);

/** Only the slots at one location of the network (issue 48): its `_id`. */
const locationQuery = z.string().trim().max(40, 'location must be a location id.').optional();

export const slotsQuery = z.object({
  doctor: z.string({ error: 'doctor is required: a doctor id or name.' }).trim().min(1, 'doctor is required: a doctor id or name.').max(200, 'doctor must be at most 200 characters.'),
  from: dayQuery.optional(),
  days: daysQuery(defaultSlotDays),
  location: locationQuery,
  ...languageQuery,
});

export const availabilityQuery = z.object({ from: dayQuery.optional(), days: daysQuery(7), location: locationQuery });

/** A doctor's free slots (by `_id` or title, in a page's language), as `GET /appointment-slots` answers. */
export async function slotsAnswer(db: Db, query: z.infer<typeof slotsQuery>, now: Date): Promise<FreeSlotsAnswer> {
  const { doctor: asked, from, days, lang, location } = query;
  const language = await visitorLanguage(db, lang);
  // A page in another language names the doctor by their translated title.
  const doctor = (await findDoctor(db, asked)) ?? (await findDoctor(db, (await withDefaultTitles(db, { doctor: asked }, language)).doctor ?? asked));
  if (!doctor) throw new NotFoundError(`There is no doctor "${asked.slice(0, 80)}" on this site.`);
  const calendar = await hospitalCalendar(db);
  return freeSlots(db, doctor, { fromDay: from ?? hospitalDay(now, calendar.timeZone), days, now, calendar, language, location });
}

/** Every scheduled doctor's next free slot, as `GET /appointment-availability` answers. */
export async function availabilityAnswerOf(db: Db, query: z.infer<typeof availabilityQuery>, now: Date): Promise<AvailabilityAnswer> {
  const calendar = await hospitalCalendar(db);
  return availability(db, { fromDay: query.from ?? hospitalDay(now, calendar.timeZone), days: query.days, now, calendar, location: query.location });
}

/**
 * How long a slot answer may be kept at most without a change heard: a booking made by another
 * server process is not heard here, and "today" moves on. The page cache keeps a page that read
 * one as long (web/page-cache.ts `timeBoundMaxAgeMs`).
 */
export const slotAnswerMaxAgeMs = 60_000;

/** Until when an answer read at `now` holds: the first offered slot leaves it when it starts, and no answer is kept over `slotAnswerMaxAgeMs`. */
function validUntil(now: Date, firstSlots: Iterable<FreeSlot | null | undefined>): number {
  let until = now.getTime() + slotAnswerMaxAgeMs;
  for (const slot of firstSlots) {
    const start = slot ? Date.parse(slot.start) : Number.NaN;
    if (start < until) until = Math.max(start, now.getTime());
  }
  return until;
}

/** A slot read's answer, with until when it holds without a change. */
export interface TimedAnswer {
  body: unknown;
  validUntil: number;
}

/** Whether an API path is a slot read (its answer changes with bookings and the clock, not with content alone). */
export const isSlotRead = (apiPath: string): boolean => /^appointment-(?:slots|availability)(?:\?|$)/.test(apiPath);

/**
 * The read of a public slot path (`appointment-slots?doctor=…&days=14`, `appointment-availability?days=7`)
 * without HTTP, or undefined when the path is not one or its query is refused (the route answers
 * those, with its 400).
 */
export function slotRead(db: Db, pathname: string, params: URLSearchParams): (() => Promise<TimedAnswer>) | undefined {
  const query = Object.fromEntries(params);
  if (pathname === 'appointment-slots') {
    const parsed = slotsQuery.safeParse(query);
    if (!parsed.success) return undefined;
    return async () => {
      const now = new Date();
      const body = await slotsAnswer(db, parsed.data, now);
      return { body, validUntil: validUntil(now, [body.next]) };
    };
  }
  if (pathname === 'appointment-availability') {
    const parsed = availabilityQuery.safeParse(query);
    if (!parsed.success) return undefined;
    return async () => {
      const now = new Date();
      const body = await availabilityAnswerOf(db, parsed.data, now);
      return { body, validUntil: validUntil(now, Object.values(body.doctors).map((entry) => entry?.next)) };
    };
  }
  return undefined;
}
