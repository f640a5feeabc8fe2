import { hospitalDay } from '@hospital/content/hospital-time';
import { appointmentTimeProblem, parseAppointmentTime } from '@hospital/content/forms/appointment-time';
import { slotAt, wallToInstant, type OpdSchedule, type Slot } from '@hospital/content/opd/schedule';
import type { FreeSlot } from '@hospital/content/wire/appointments';
import { messagesFor } from '@hospital/content/i18n/catalogue';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { contentTypeByKey } from '@hospital/content/registry';
import type { Db } from '../db/database';
import { contentTableName } from '../db/database';
import { sql } from 'kysely';
import { blockCovers, freeSlots, slotOptionsOf, type HospitalCalendar, type ScheduledDoctor } from '../appointments/free-slots';

/** The rules of an appointment request that need more than its own fields. */
export interface AppointmentRules {
  now: Date;
  timeZone: string;
  outpatientHours?: string | null | undefined;
  /** The request's language, for the messages. */
  language?: string | undefined;
  /** The doctor has an OPD schedule: the time must be one of their slots (`slotProblem`), not merely within the outpatient hours. */
  scheduled?: boolean | undefined;
}

/**
 * The default language's titles of the department and doctor a request names. A page in another
 * language offers them by their translated titles (the names the patient reads); the desk, its
 * routing of mail by department and the checks below work with the records' own titles, so a
 * translated title is turned back into its record's title. A title no record has is kept as sent.
 */
export async function withDefaultTitles(db: Db, data: Record<string, string>, language: string | undefined): Promise<Record<string, string>> {
  if (!language || language === defaultLanguage) return data;
  const out = { ...data };
  for (const [field, key] of [['department', 'expert-categories'], ['doctor', 'experts']] as const) {
    const value = data[field];
    if (!value || !contentTypeByKey(key)) continue;
    const own = await db.kysely.selectFrom(contentTableName(key)).select('id').where('status', '=', 'active').where('title', '=', value).executeTakeFirst();
    if (own) continue;
    const rows = await db.kysely.selectFrom(contentTableName(key)).select(['title', 'data']).where('status', '=', 'active').execute();
    const match = rows.find((row) => translatedTitle(row.data, language) === value);
    if (match?.title) out[field] = match.title;
  }
  return out;
}

/** A stored record's title in a language, from the `translations` of its JSON data. */
function translatedTitle(data: string, language: string): string | undefined {
  try {
    const parsed = JSON.parse(data) as { translations?: Record<string, { values?: { title?: unknown } }> };
    const title = parsed.translations?.[language]?.values?.title;
    return typeof title === 'string' ? title : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why an appointment request cannot be taken, by field, or undefined: the requested time must
 * not have passed and, when the hospital set outpatient hours, fall within them (the browser's
 * picker says the same); and a doctor the website lists must belong to the department asked for
 * (without JavaScript the doctor list offers every department's doctors). A department or doctor
 * the website does not list (renamed while the form was open) is left to the desk.
 */
export async function appointmentProblems(db: Db, data: Record<string, string>, rules: AppointmentRules): Promise<Record<string, string> | undefined> {
  const errors: Record<string, string> = {};
  const time = rules.scheduled ? undefined : appointmentTimeProblem(data.date_time ?? '', { ...rules, texts: messagesFor(rules.language ?? defaultLanguage).forms });
  if (time) errors.date_time = time;
  const department = data.department ?? '';
  const doctor = data.doctor ?? '';
  if (department && doctor && contentTypeByKey('experts') && contentTypeByKey('expert-categories')) {
    // One statement (each is a round trip, issue 43's burst): is each listed, and is a doctor of that title one of that department's?
    const categories = contentTableName('expert-categories');
    const experts = contentTableName('experts');
    const found = await db.kysely
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom(categories).select(sql.lit(1).as('one')).where('status', '=', 'active').where('title', '=', department)).as('department_listed'),
        eb.exists(eb.selectFrom(experts).select(sql.lit(1).as('one')).where('status', '=', 'active').where('title', '=', doctor)).as('doctor_listed'),
        eb
          .exists(
            eb
              .selectFrom('content_relations')
              .select(sql.lit(1).as('one'))
              .where('from_type', '=', 'experts')
              .where('field', '=', 'departments')
              .where('from_id', 'in', eb.selectFrom(experts).select('id').where('status', '=', 'active').where('title', '=', doctor))
              .where('to_id', 'in', eb.selectFrom(categories).select('id').where('status', '=', 'active').where('title', '=', department)),
          )
          .as('member'),
      ])
      .executeTakeFirstOrThrow();
    const yes = (value: unknown) => value === true || Number(value) === 1;
    if (yes(found.department_listed) && yes(found.doctor_listed) && !yes(found.member)) errors.doctor = messagesFor(rules.language ?? defaultLanguage).forms.notDoctorOf(doctor, department);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** How many free times a refusal of a slot names, and how many it offers to pick from. */
const namedTimes = 3;
const offeredSlots = 5;

/** A slot's time as a patient reads it: "Mon 1 Dec, 9:30 AM" (in Hindi, the Hindi names). */
export function slotLabel(start: string, timeZone: string, language: string): string {
  const locale = language === defaultLanguage ? 'en-IN' : `${language}-IN`;
  const date = new Date(start);
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(date);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(date).toUpperCase();
  return `${day}, ${time}`;
}

/** The free slots after a moment (the time asked for, or now), the first few of the coming days (their rooms in `language`). */
export async function nextFreeSlots(db: Db, doctor: ScheduledDoctor, after: Date, options: { now: Date; calendar: HospitalCalendar; days?: number; language?: string }): Promise<FreeSlot[]> {
  const from = after > options.now ? after : options.now;
  const answer = await freeSlots(db, doctor, { fromDay: hospitalDay(from, options.calendar.timeZone), days: options.days ?? 14, now: from, calendar: options.calendar, language: options.language });
  return answer.days.flatMap((d) => d.slots).slice(0, offeredSlots);
}

export type SlotCheck = { slot: Slot } | { errors: Record<string, string>; nextSlots: FreeSlot[] };

/**
 * Whether the time asked of a doctor with an OPD schedule can be booked, as far as it can be told
 * before a seat is held: it must be one of their slots (not on a day off), not started, not
 * blocked by the desk (`blocksAtHold`: left to `holdSeat`, which refuses a blocked slot as taken). A refusal names the next free times and offers them (`nextSlots`). Whether
 * a seat is left is settled by holding one (`holdSeat`), never by counting first.
 */
export async function slotProblem(
  db: Db,
  doctor: ScheduledDoctor & { schedule: OpdSchedule },
  dateTime: string,
  options: { now: Date; calendar: HospitalCalendar; language: string; blocksAtHold?: boolean },
): Promise<SlotCheck> {
  const { calendar, now } = options;
  const wall = parseAppointmentTime(dateTime);
  const slot = wall ? slotAt(doctor.schedule, wall, slotOptionsOf(calendar)) : null;
  const taken = async (): Promise<boolean> => {
    // A booking's seat is held only where the desk has not blocked the slot (`holdSeat` reads the blocks under its lock): no read before.
    if (!slot || options.blocksAtHold) return false;
    const blocks = await db.kysely.selectFrom('appointment_blocks').select(['day', 'start_time', 'end_time']).where('doctor_id', '=', doctor._id).where('day', '=', slot.day).execute();
    return blocks.some((b) => blockCovers(b, slot));
  };
  // A time that has passed is refused as passed, whether or not it was ever a slot.
  const past = wall !== null && (slot ? new Date(slot.start) : wallToInstant(wall, calendar.timeZone)) <= now;
  if (slot && !past && !(await taken())) return { slot };
  return slotRefusal(db, doctor, { reason: past ? 'past' : !slot ? 'notOffered' : 'taken', after: slot && !past ? new Date(slot.start) : now }, options);
}

/** The refusal of a slot, in the request's language, with the next free slots; a taken one names the time asked for (`after`: its start). */
export async function slotRefusal(
  db: Db,
  doctor: ScheduledDoctor,
  refusal: { reason: 'notOffered' | 'past' | 'taken'; after: Date },
  options: { now: Date; calendar: HospitalCalendar; language: string },
): Promise<{ errors: Record<string, string>; nextSlots: FreeSlot[] }> {
  const texts = messagesFor(options.language).forms.booking;
  const nextSlots = await nextFreeSlots(db, doctor, refusal.after, options);
  const times = nextSlots
    .slice(0, namedTimes)
    .map((s) => slotLabel(s.start, options.calendar.timeZone, options.language))
    .join('; ');
  const message =
    nextSlots.length === 0
      ? texts.noFreeSlots(doctor.title)
      : refusal.reason === 'notOffered'
        ? texts.slotNotOffered(doctor.title, times)
        : refusal.reason === 'past'
          ? texts.slotPast(times)
          : texts.slotTaken(slotLabel(refusal.after.toISOString(), options.calendar.timeZone, options.language), times);
  return { errors: { date_time: message }, nextSlots };
}
