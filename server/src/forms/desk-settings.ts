import { defaultDeskSettings, deskSettingsSchema, type DeskSettings } from '@hospital/content/forms/desk';
import { issuesToErrors } from '@hospital/content/issues';
import { contentTableName, type Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';
import { SharedRead } from '../lib/shared-read';

/**
 * The desk's own settings (recipients per form and department, retention, what notifications
 * carry, the patient's acknowledgement), as JSON under one key of the settings table. Staff
 * data: read and written in the studio only.
 */

const deskSettingsKey = 'desk-settings';

/** The stored JSON, one query for the reads that run at once (`SharedRead`). */
const storedValue = new SharedRead(async (db: Db) => (await db.kysely.selectFrom('settings').select('value').where('key', '=', deskSettingsKey).executeTakeFirst())?.value);

/** The stored settings over the defaults, so a setting added later has its default until saved. */
export async function getDeskSettings(db: Db): Promise<DeskSettings> {
  const value = await storedValue.read(db);
  if (value === undefined) return defaultDeskSettings;
  const stored = JSON.parse(value) as Partial<DeskSettings>;
  const merged = {
    ...defaultDeskSettings,
    ...stored,
    forms: { ...defaultDeskSettings.forms, ...stored.forms },
    acknowledgement: { ...defaultDeskSettings.acknowledgement, ...stored.acknowledgement },
  };
  const parsed = deskSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultDeskSettings;
}

/**
 * The site's departments by title, on the website or not yet, for the desk's per-department
 * addresses: an appointment names its department by title.
 */
export async function siteDepartments(db: Db): Promise<string[]> {
  const rows = await db.kysely.selectFrom(contentTableName('expert-categories')).select('title').distinct().where('title', 'is not', null).execute();
  return rows
    .map((r) => String(r.title ?? '').trim())
    .filter((title) => title !== '')
    .sort((a, b) => a.localeCompare(b, 'en'));
}

export async function saveDeskSettings(db: Db, input: unknown): Promise<DeskSettings> {
  const parsed = deskSettingsSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError('Please correct the highlighted fields.', issuesToErrors(parsed.error.issues));
  // A per-department address is for one of the site's departments, spelt as the site spells it
  // (appointments are matched by its title): any other text would never be mailed.
  const departments = new Map((await siteDepartments(db)).map((title) => [title.toLowerCase(), title]));
  const errors: Record<string, string> = {};
  const departmentRecipients = parsed.data.departmentRecipients.map((rule, index) => {
    const title = departments.get(rule.department.trim().toLowerCase());
    if (!title) errors[`departmentRecipients.${index}.department`] = `"${rule.department}" is not one of the site's departments. Choose a department from the list.`;
    return { ...rule, department: title ?? rule.department };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError('Please correct the highlighted fields.', errors);
  const settings = { ...parsed.data, departmentRecipients };
  const now = new Date().toISOString();
  const value = JSON.stringify(settings);
  await db.kysely
    .insertInto('settings')
    .values({ key: deskSettingsKey, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
  storedValue.forget(db);
  return settings;
}
