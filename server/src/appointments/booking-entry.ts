import type { Slot } from '@hospital/content/opd/schedule';
import type { BookedAppointment, FreeSlot } from '@hospital/content/wire/appointments';
import type { Db } from '../db/database';
import { slotProblem, slotRefusal } from '../forms/appointment-checks';
import type { Queryable } from '../jobs/job-queue';
import { bookableDoctor, bookedAppointment, hashBookingToken, holdSeat, newBookingToken, type BookableDoctor } from './bookings';
import { hospitalCalendar, type HospitalCalendar } from './free-slots';

/**
 * The booking of a slot on the SPEC's appointment form (`submitForm`): planned before the entry's
 * transaction (the doctor's schedule and the slot asked for), its seat held inside it.
 */

export interface AppointmentPlan {
  /** The database's dialect: how the doctor's slot lock is taken (`lockDoctorSlots`). */
  dialect: Db['dialect'];
  doctor: BookableDoctor;
  slot: Slot;
  calendar: HospitalCalendar;
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
  options: { now: Date; language: string },
): Promise<AppointmentPlan | { errors: Record<string, string>; nextSlots: FreeSlot[] } | undefined> {
  const doctor = await bookableDoctor(db, data.doctor);
  if (!doctor) return undefined;
  const calendar = await hospitalCalendar(db);
  const check = await slotProblem(db, doctor, data.date_time ?? '', { ...options, calendar });
  if ('errors' in check) return check;
  data.date_time = check.slot.dateTime;
  return { dialect: db.dialect, doctor, slot: check.slot, calendar };
}

/** Holds the planned slot's seat for the new entry, in its transaction; throws SeatTakenError when none is left (or the desk blocked it meanwhile). */
export async function bookAppointmentSeat(
  trx: Queryable,
  plan: AppointmentPlan,
  entry: { entryId: string; reference: string; data: Record<string, string>; language: string; now: Date },
): Promise<BookedAppointment> {
  const token = newBookingToken();
  const row = await holdSeat(trx, plan.dialect, { entryId: entry.entryId, reference: entry.reference, doctorId: plan.doctor._id, slot: plan.slot, tokenHash: hashBookingToken(token), now: entry.now });
  if (!row) throw new SeatTakenError();
  return bookedAppointment(row, { data: entry.data, language: entry.language }, token, plan.doctor.record);
}

/** The refusal of a slot whose seats were all held, with the next free ones. */
export async function refuseTakenSlot(db: Db, plan: AppointmentPlan, options: { now: Date; language: string }): Promise<{ errors: Record<string, string>; nextSlots: FreeSlot[] }> {
  return slotRefusal(db, plan.doctor, { reason: 'taken', after: new Date(plan.slot.start) }, { ...options, calendar: plan.calendar });
}
