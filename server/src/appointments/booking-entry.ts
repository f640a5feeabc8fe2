import type { Slot } from '@hospital/content/opd/schedule';
import type { BookedAppointment, FreeSlot } from '@hospital/content/wire/appointments';
import type { Db } from '../db/database';
import { slotProblem, slotRefusal } from '../forms/appointment-checks';
import type { Queryable } from '../jobs/job-queue';
import { bookableDoctor, bookedAppointment, hashBookingToken, holdSeat, newBookingToken, type BookableDoctor } from './bookings';
import { hospitalCalendar, type HospitalCalendar } from './free-slots';
import { locationAddress, locationIdOf, type NetworkLocation } from './locations';

/**
 * The booking of a slot on the SPEC's appointment form (`submitForm`): planned before the entry's
 * transaction (the doctor's schedule and the slot asked for), its seat held as the last step of
 * that transaction, so the doctor's slot lock is held from there to the commit only.
 */

export interface AppointmentPlan {
  /** The database's dialect: how the doctor's slot lock is taken (`lockDoctorSlots`). */
  dialect: Db['dialect'];
  doctor: BookableDoctor;
  slot: Slot;
  calendar: HospitalCalendar;
  /** The slot's location (issue 48), undefined on a site without locations. */
  location: NetworkLocation | undefined;
}

/** Every seat of the slot was held when the entry tried to take one: the entry's transaction rolls back. */
export class SeatTakenError extends Error {}

/**
 * The slot a request asks of a doctor with an OPD schedule, or its refusal with the next free
 * slots; undefined for a doctor without one (the request is taken as before). The request's
 * `date_time` becomes the slot's own spelling ("1/12/2026 9:30 am" → "01/12/2026 09:30 AM").
 */
export async function planAppointment(
  db: Db,
  data: Record<string, string>,
  options: { now: Date; language: string; calendar?: HospitalCalendar },
): Promise<AppointmentPlan | { errors: Record<string, string>; nextSlots: FreeSlot[] } | undefined> {
  const doctor = await bookableDoctor(db, data.doctor);
  if (!doctor) return undefined;
  const calendar = options.calendar ?? (await hospitalCalendar(db));
  // The desk's blocks are read where the seat is held (`holdSeat`), under the slot's lock: one statement fewer a booking.
  const check = await slotProblem(db, doctor, data.date_time ?? '', { now: options.now, language: options.language, calendar, blocksAtHold: true });
  if ('errors' in check) return check;
  data.date_time = check.slot.dateTime;
  const locationId = locationIdOf(calendar.locations, check.slot.location);
  return { dialect: db.dialect, doctor, slot: check.slot, calendar, location: calendar.locations.find((l) => l._id === locationId) };
}

/**
 * The booking the new entry will hold, as the patient sees it (with its private link's token),
 * before its seat is held: the entry's mails carry it, and `holdAppointmentSeat` then holds the
 * seat as the last step of the entry's transaction.
 */
export function newAppointment(plan: AppointmentPlan, entry: { reference: string; data: Record<string, string>; language: string }): { appointment: BookedAppointment; tokenHash: string } {
  const token = newBookingToken();
  const row = { reference: entry.reference, status: 'booked', slot_start: plan.slot.start, slot_end: plan.slot.end, place: plan.slot.place.slice(0, 200), expires_at: plan.slot.end };
  // A single hospital stays as it was: the location is named only where there are two or more.
  const location = plan.location && plan.calendar.locations.length >= 2 ? locationAddress(plan.location, entry.language) : undefined;
  return { appointment: bookedAppointment(row, { data: entry.data, language: entry.language }, token, plan.doctor.record, location), tokenHash: hashBookingToken(token) };
}

/**
 * Holds the planned slot's seat for the new entry, as the last step of its transaction (the
 * doctor's slot lock is held from here to the commit only); throws SeatTakenError when none is
 * left (or the desk blocked it meanwhile), which rolls the whole entry back.
 */
export async function holdAppointmentSeat(trx: Queryable, plan: AppointmentPlan, entry: { entryId: string; reference: string; tokenHash: string; now: Date }): Promise<void> {
  const row = await holdSeat(trx, plan.dialect, { entryId: entry.entryId, reference: entry.reference, doctorId: plan.doctor._id, slot: plan.slot, locationId: plan.location?._id ?? null, tokenHash: entry.tokenHash, now: entry.now });
  if (!row) throw new SeatTakenError();
}

/** The refusal of a slot whose seats were all held, with the next free ones. */
export async function refuseTakenSlot(db: Db, plan: AppointmentPlan, options: { now: Date; language: string }): Promise<{ errors: Record<string, string>; nextSlots: FreeSlot[] }> {
  return slotRefusal(db, plan.doctor, { reason: 'taken', after: new Date(plan.slot.start) }, { ...options, calendar: plan.calendar });
}
