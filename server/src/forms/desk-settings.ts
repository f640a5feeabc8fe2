import { defaultDeskSettings, deskSettingsSchema, type DeskSettings } from '@hospital/content/forms/desk';
import { issuesToErrors } from '@hospital/content/issues';
import type { Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';

/**
 * The desk's own settings (recipients per form and department, retention, what notifications
 * carry, the patient's acknowledgement), as JSON under one key of the settings table. Staff
 * data: read and written in the studio only.
 */

const deskSettingsKey = 'desk-settings';

/** The stored settings over the defaults, so a setting added later has its default until saved. */
export async function getDeskSettings(db: Db): Promise<DeskSettings> {
  const row = await db.kysely.selectFrom('settings').select('value').where('key', '=', deskSettingsKey).executeTakeFirst();
  if (!row) return defaultDeskSettings;
  const stored = JSON.parse(row.value) as Partial<DeskSettings>;
  const merged = {
    ...defaultDeskSettings,
    ...stored,
    forms: { ...defaultDeskSettings.forms, ...stored.forms },
    acknowledgement: { ...defaultDeskSettings.acknowledgement, ...stored.acknowledgement },
  };
  const parsed = deskSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultDeskSettings;
}

export async function saveDeskSettings(db: Db, input: unknown): Promise<DeskSettings> {
  const parsed = deskSettingsSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError('Please correct the highlighted fields.', issuesToErrors(parsed.error.issues));
  const now = new Date().toISOString();
  const value = JSON.stringify(parsed.data);
  await db.kysely
    .insertInto('settings')
    .values({ key: deskSettingsKey, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
  return parsed.data;
}
