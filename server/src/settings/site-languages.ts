import { siteLanguages } from '@hospital/content/i18n/languages';
import type { Db } from '../db/database';
import { siteSettingsKey } from './site-settings-operations';

/**
 * The site's languages, default first: the site setting `languages` (a list of codes beside the
 * default) as the settings store it. For the servers' checks of a request's or a search's language.
 */
export async function siteLanguagesOf(db: Db): Promise<string[]> {
  const row = await db.kysely.selectFrom('settings').select('value').where('key', '=', siteSettingsKey).executeTakeFirst();
  let stored: unknown;
  try {
    stored = row ? (JSON.parse(row.value) as { languages?: unknown }).languages : undefined;
  } catch {
    stored = undefined;
  }
  return siteLanguages(stored);
}
