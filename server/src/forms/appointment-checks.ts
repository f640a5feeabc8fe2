import { appointmentTimeProblem } from '@hospital/content/forms/appointment-time';
import { messagesFor } from '@hospital/content/i18n/catalogue';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { contentTypeByKey } from '@hospital/content/registry';
import type { Db } from '../db/database';
import { contentTableName } from '../db/database';
import { sql } from 'kysely';

/** The rules of an appointment request that need more than its own fields. */
export interface AppointmentRules {
  now: Date;
  timeZone: string;
  outpatientHours?: string | null | undefined;
  /** The request's language, for the messages. */
  language?: string | undefined;
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
  const time = appointmentTimeProblem(data.date_time ?? '', { ...rules, texts: messagesFor(rules.language ?? defaultLanguage).forms });
  if (time) errors.date_time = time;
  const department = data.department ?? '';
  const doctor = data.doctor ?? '';
  if (department && doctor && contentTypeByKey('experts') && contentTypeByKey('expert-categories')) {
    const departments = await db.kysely
      .selectFrom(contentTableName('expert-categories'))
      .select('id')
      .where('status', '=', 'active')
      .where('title', '=', department)
      .execute();
    const doctors = await db.kysely.selectFrom(contentTableName('experts')).select('id').where('status', '=', 'active').where('title', '=', doctor).execute();
    if (departments.length > 0 && doctors.length > 0) {
      const member = await db.kysely
        .selectFrom('content_relations')
        .select(sql.lit(1).as('one'))
        .where('from_type', '=', 'experts')
        .where('field', '=', 'departments')
        .where(
          'from_id',
          'in',
          doctors.map((d) => d.id),
        )
        .where(
          'to_id',
          'in',
          departments.map((d) => d.id),
        )
        .executeTakeFirst();
      if (!member) errors.doctor = messagesFor(rules.language ?? defaultLanguage).forms.notDoctorOf(doctor, department);
    }
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
