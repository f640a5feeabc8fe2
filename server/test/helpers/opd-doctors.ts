import { hospitalDay } from '@hospital/content/hospital-time';
import { addDays, weekdays, type OpdSession } from '@hospital/content/opd/schedule';
import { createRecord } from '../../src/content/content-operations';
import type { Db } from '../../src/db/database';
import { createRelatedTargets, sampleBody, typeOf } from './content-factories';

/** The hospital's day `n` days from today on its clock (Asia/Kolkata unless the test sets another). */
export const dayAhead = (n: number, timeZone = 'Asia/Kolkata'): string => addDays(hospitalDay(new Date(), timeZone), n);

/** "2026-12-01", "09:00" → the form's value "01/12/2026 09:00 AM". */
export const formValue = (day: string, time: string): string => {
  const hour = Number(time.slice(0, 2));
  const clock = hour % 12 === 0 ? 12 : hour % 12;
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${String(clock).padStart(2, '0')}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
};

/** Sessions on every day of the week, 09:00–10:00 in "OPD Room 4" unless told. */
export const everyDay = (start = '09:00', end = '10:00', place = 'OPD Room 4'): OpdSession[] => weekdays.map((day) => ({ day, start, end, place }));

let made = 0;

/** A published doctor of a new department with an OPD schedule (15-minute slots for one patient unless told). */
export async function createScheduledDoctor(db: Db, schedule: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}): Promise<{ _id: string; title: string; department: string }> {
  made += 1;
  const targets = await createRelatedTargets(db);
  const department = `Department ${made}`;
  const departmentRecord = await createRecord(db, typeOf('expert-categories'), sampleBody(typeOf('expert-categories'), {}, { title: department }));
  const title = `Dr. Slot ${made} ${Math.random().toString(36).slice(2, 6)}`;
  const doctor = await createRecord(
    db,
    typeOf('experts'),
    sampleBody(typeOf('experts'), targets, { title, departments: [departmentRecord._id], opd_sessions: everyDay(), opd_slot_minutes: 15, opd_per_slot: 1, ...schedule, ...overrides }),
  );
  return { _id: doctor._id, title, department };
}
