import { defaultLanguage, siteLanguages } from '@hospital/content/i18n/languages';
import type { Db } from '../db/database';
import { siteSettingsKey } from '../settings/site-settings-operations';

/**
 * The language of a request (issue 32): the optional `language` of a form's body, one of the
 * site's languages; the default language when absent. The site's languages are the site
 * setting `languages` (a list of codes beside the default), read from the stored settings.
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

/** The language a body asks for: the code, `undefined` when it names none, or the refusal's message. */
export function requestLanguage(body: unknown, languages: readonly string[]): { language: string } | { error: string } {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).language : undefined;
  if (value === undefined || value === null || value === '') return { language: defaultLanguage };
  const code = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (languages.includes(code)) return { language: code };
  return { error: `language must be one of: ${languages.join(', ')}.` };
}
