import { hospitalDay } from '@hospital/content/hospital-time';
import { formByKey } from '@hospital/content/forms/index';
import { contentTableName, type Db } from '../db/database';
import { submitForm } from '../forms/form-operations';
import { freeSlots, hospitalCalendar, scheduledDoctors } from './free-slots';

/**
 * A few booked slots for the demo (issue 33): after the demo's content and entries are seeded, two
 * patients book two free slots of each of the first doctors with an OPD schedule, through the
 * appointment form as a patient would (so each is an entry of the requests desk with its booking).
 * Doctors without a schedule get none.
 */

const patients = [
  ['Kavya Raman', '+91 98200 00101', 'kavya.raman@example.com'],
  ['Mohit Bansal', '+91 98200 00102', 'mohit.bansal@example.net'],
  ['Shabnam Qureshi', '+91 98200 00103', 'shabnam.q@example.org'],
  ['Gopal Krishnan', '+91 98200 00104', 'gopal.krishnan@example.com'],
  ['Elizabeth Mathew', '+91 98200 00105', 'elizabeth.mathew@example.com'],
  ['Rajat Chauhan', '+91 98200 00106', 'rajat.chauhan@example.net'],
] as const;

export async function bookDemoAppointments(db: Db, now: Date, options: { doctors?: number } = {}): Promise<number> {
  const form = formByKey('appointment');
  if (!form) return 0;
  const calendar = await hospitalCalendar(db);
  const fromDay = hospitalDay(now, calendar.timeZone);
  let booked = 0;
  for (const doctor of (await scheduledDoctors(db)).slice(0, options.doctors ?? 6)) {
    const relation = await db.kysely
      .selectFrom('content_relations')
      .select('to_id')
      .where('from_type', '=', 'experts')
      .where('field', '=', 'departments')
      .where('from_id', '=', doctor._id)
      .orderBy('position')
      .executeTakeFirst();
    const department = relation ? await db.kysely.selectFrom(contentTableName('expert-categories')).select('title').where('id', '=', relation.to_id).executeTakeFirst() : undefined;
    const free = (await freeSlots(db, doctor, { fromDay, days: 14, now, calendar })).days.flatMap((d) => d.slots);
    // The second and fifth free slots: the first stays free, so "Next available" shows the earliest.
    for (const slot of [free[1], free[4]]) {
      if (!slot) continue;
      const [name, phone, email] = patients[booked % patients.length] ?? patients[0];
      const body = { name, phone, email, date_time: slot.dateTime, department: department?.title ?? '', doctor: doctor.title, message: '', submit_ip: 'Unknown' };
      const result = await submitForm(db, form, body, `192.0.2.${100 + booked}`, { mail: false, entryUrl: () => '', now });
      if (!result.ok) throw new Error(`The demo's booking with ${doctor.title} was refused: ${JSON.stringify('limited' in result ? result.limited : result.errors)}`);
      booked += 1;
    }
  }
  return booked;
}

