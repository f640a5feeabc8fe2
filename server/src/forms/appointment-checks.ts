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
