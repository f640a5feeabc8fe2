import { bookingLocation } from './locations';
import { hospitalDay } from '@hospital/content/hospital-time';
import { wallToInstant, addDays } from '@hospital/content/opd/schedule';
import { messagesFor } from '@hospital/content/i18n/catalogue';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { appointmentLines } from '../forms/entry-mail';
import { slotLabel } from '../forms/appointment-checks';
import type { JobDefinition } from '../jobs/job-queue';
import { queueMail } from '../mail/outbox';
import { getSiteSettings, hospitalTimeZone } from '../settings/site-settings-operations';
import { bookedAppointment, hashBookingToken, newBookingToken } from './bookings';
import { doctorRecord } from './free-slots';
import { transaction } from '../db/transaction';

/**
 * The reminder of a booked appointment, by e-mail to patients who gave one: due at 18:00 on the
 * hospital's clock the day before the slot; a booking made after that (the evening before, or the
 * same morning) is reminded at the job's next run, as long as the slot is more than two hours
 * ahead (nearer than that, a reminder is more noise than help). A recurring job of the jobs
 * table, every 15 minutes. Each booking is claimed by `UPDATE … SET reminded_at WHERE reminded_at
 * IS NULL` in the same transaction as its mail is queued, so it is reminded once whatever the
 * number of server processes; a cancelled booking (status cancelled, no seat) is never claimed,
 * and a moved one is reminded of its new time (a move clears reminded_at).
 */

export const reminderJobName = 'appointment-reminders';
export const reminderEveryMs = 15 * 60 * 1000;
/** 18:00 the day before. */
const reminderHour = 18;
/** No reminder for a slot nearer than this. */
const minimumLeadMs = 2 * 60 * 60 * 1000;
/** The furthest a slot can be from its reminder: 18:00 the day before to the day's last minute. */
const furthestLeadMs = 31 * 60 * 60 * 1000;

/** When a slot's reminder is due: 18:00 on the hospital's clock the day before its day. */
export function reminderDue(slotStart: string, timeZone: string): Date {
  const day = addDays(hospitalDay(new Date(slotStart), timeZone), -1);
  return wallToInstant({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)), hour: reminderHour, minute: 0 }, timeZone);
}

/** Queues the reminders due at `now` (`origin`: the website's, PUBLIC_URL, for the links); answers how many were queued. */
export async function sendDueReminders(db: Db, now: Date, options: { origin?: string } = {}): Promise<{ reminded: number }> {
  const settings = await getSiteSettings(db);
  const timeZone = hospitalTimeZone(settings);
  const candidates = await db.kysely
    .selectFrom('appointment_bookings')
    .innerJoin('form_entries', 'form_entries.id', 'appointment_bookings.entry_id')
    .select(['appointment_bookings.id', 'appointment_bookings.entry_id', 'appointment_bookings.reference', 'appointment_bookings.status', 'appointment_bookings.slot_start', 'appointment_bookings.slot_end', 'appointment_bookings.place', 'appointment_bookings.expires_at', 'appointment_bookings.doctor_id', 'appointment_bookings.location_id', 'form_entries.data', 'form_entries.language'])
    .where('appointment_bookings.status', '=', 'booked')
    .where('appointment_bookings.seat', 'is not', null)
    .where('appointment_bookings.reminded_at', 'is', null)
    .where('appointment_bookings.slot_start', '>', new Date(now.getTime() + minimumLeadMs).toISOString())
    .where('appointment_bookings.slot_start', '<=', new Date(now.getTime() + furthestLeadMs).toISOString())
    .where('form_entries.contact_email', 'is not', null)
    .orderBy('appointment_bookings.slot_start')
    .execute();
  let reminded = 0;
  // The doctors' records, once each: the rooms in the patients' languages.
  const doctors = new Map<string, Promise<Record<string, unknown> | undefined>>();
  const doctorOf = (booking: { doctor_id: string; language: string }): Promise<Record<string, unknown> | undefined> => {
    if (booking.language === defaultLanguage) return Promise.resolve(undefined);
    if (!doctors.has(booking.doctor_id)) doctors.set(booking.doctor_id, doctorRecord(db.kysely, booking.doctor_id));
    return doctors.get(booking.doctor_id) as Promise<Record<string, unknown> | undefined>;
  };
  for (const booking of candidates) {
    if (reminderDue(booking.slot_start, timeZone) > now) continue;
    const data = JSON.parse(booking.data) as Record<string, string>;
    const email = data.email ?? '';
    if (!email) continue;
    const doctor = await doctorOf(booking);
    const location = await bookingLocation(db.kysely, booking.location_id, booking.language);
    // The reminder's own link: a second random token beside the confirmation's (which keeps working).
    const token = newBookingToken();
    const claimed = await transaction(db, async (trx) => {
      const claim = await trx
        .updateTable('appointment_bookings')
        .set({ reminded_at: now.toISOString(), reminder_token_hash: hashBookingToken(token) })
        .where('id', '=', booking.id)
        .where('reminded_at', 'is', null)
        .where('status', '=', 'booked')
        .where('seat', 'is not', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      const texts = messagesFor(booking.language).forms.booking;
      const appointment = bookedAppointment(booking, { data, language: booking.language }, token, doctor, location);
      const lines = [
        texts.reminderText(data.doctor ?? '', slotLabel(booking.slot_start, timeZone, booking.language)),
        '',
        ...appointmentLines({ ...appointment, timeZone, origin: options.origin ?? '' }, booking.language),
        '',
        settings.siteTitle || '',
        settings.site_phone_no_1 || '',
      ];
      await queueMail(trx, { entryId: booking.entry_id, kind: 'reminder', to: [email], subject: texts.reminderSubject(booking.reference), body: `${lines.join('\n').trim()}\n` }, now);
      return true;
    });
    if (claimed) reminded += 1;
  }
  return { reminded };
}

/** The recurring job: every 15 minutes, from the server's start. */
export function reminderJob(db: Db, config: Pick<Config, 'publicUrl'>): JobDefinition<Record<string, never>> {
  return {
    name: reminderJobName,
    run: async (_payload, context) => sendDueReminders(db, context.now, { origin: config.publicUrl }),
    every: { next: (now) => new Date(now.getTime() + reminderEveryMs), first: (now) => now },
  };
}
