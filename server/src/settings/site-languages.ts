import { siteLanguages } from '@hospital/content/i18n/languages';
import type { Db } from '../db/database';
import { getSiteSettings } from './site-settings-operations';

/** The site's languages as its settings give them, the default first (`content/src/i18n/languages.ts`). */
export async function siteLanguagesOf(db: Db): Promise<string[]> {
  const settings = (await getSiteSettings(db)) as Record<string, unknown>;
  return siteLanguages(settings.languages);
}
