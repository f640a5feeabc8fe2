import { defaultTimeZone, isTimeZone, parseEmailList } from '@hospital/content/forms/desk';
import { isEmail } from '@hospital/content/formats';
import { isPhoneCountry } from '@hospital/content/forms/phone';
import { siteSettings } from '@hospital/content/types/site-settings/index';
import { recordSchema } from '@hospital/content/validation';
import type { Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';
import { mapEmbedUrl } from './map-embed';
import { parseInput } from '../lib/parse-input';
import { z } from 'zod';
import { defaultLanguage, siteLanguages } from '@hospital/content/i18n/languages';
import { readTranslations, translationsKey, type Translations } from '@hospital/content/i18n/translations';
import { settleTranslations } from '../content/record-translations';
import { transaction } from '../db/transaction';
import { SharedRead } from '../lib/shared-read';

/**
 * The site settings: one record of the `site-settings` singleton, stored as JSON under one key
 * of the settings table. Every field is text (addresses, paths, wording) but `languages`, the
 * codes of the site's languages besides the default, and the lists of rows (`holidays`):
 * `SiteSettings` holds the texts, which is what most readers want; `SiteSettingsRecord` the whole record.
 */

export type SiteSettings = Record<string, string>;

/** The field that holds the site's languages besides the default (a list of codes, not text). */
export const languagesField = 'languages';

/** The whole record: the texts, the site's languages besides the default, and the texts' translations. */
export type SiteSettingsRecord = Record<string, unknown> & { [languagesField]: string[]; [translationsKey]: Translations };

/** The declared text fields (every field but the languages and the lists of rows). */
export const textFields = siteSettings.fields.filter((f) => f.name !== languagesField && f.type !== 'repeater');

/** The declared lists of rows (the hospital's holidays): kept as lists, [] when not set. */
export const rowFields = siteSettings.fields.filter((f) => f.type === 'repeater');

export const siteSettingsKey = 'site-settings';

/** Staff addresses: for the studio and the server, never in the website's settings. */
export const privateSettingFields: readonly string[] = ['notification_emails'];

/** The texts the website reads: every text field but the private ones. */
export const publicTextFields: readonly string[] = textFields.map((f) => f.name).filter((name) => !privateSettingFields.includes(name));

/** The website's copy of the settings: every field but the private ones. */
export function publicSiteSettings(settings: Record<string, unknown>): SiteSettings {
  return Object.fromEntries(publicTextFields.map((name) => [name, typeof settings[name] === 'string' ? settings[name] : '']));
}

/** The hospital's time zone, for dates of entries, exports and daily jobs. */
export const hospitalTimeZone = (settings: SiteSettings): string => (settings.time_zone && isTimeZone(settings.time_zone) ? settings.time_zone : defaultTimeZone);

/** The fields the server keeps itself; a client that sends them back has them ignored. */
const serverFields = ['_id', 'createdAt', 'updatedAt'];

const mapMessage =
  'Embedded map must be a Google Maps embed address (https://www.google.com/maps/embed?…) or the iframe code copied from Google Maps ("Share" → "Embed a map").';

/** Every declared text field, '' when not set, so the website can read any of them. */
function complete(stored: Record<string, unknown>): SiteSettings {
  const settings: SiteSettings = {};
  for (const field of textFields) {
    const value = stored[field.name];
    settings[field.name] = typeof value === 'string' ? value : '';
  }
  return settings;
}

/** Every declared list of rows, [] when not set. */
function rowsOf(stored: Record<string, unknown>): Record<string, unknown[]> {
  return Object.fromEntries(rowFields.map((field) => [field.name, Array.isArray(stored[field.name]) ? (stored[field.name] as unknown[]) : []]));
}

/** The languages besides the default as stored: each code once, never the default's. */
const otherLanguages = (value: unknown): string[] => siteLanguages(value).slice(1);

/** The whole record from its stored JSON. */
function completeRecord(stored: Record<string, unknown>): SiteSettingsRecord {
  return { ...complete(stored), ...rowsOf(stored), [languagesField]: otherLanguages(stored[languagesField]), [translationsKey]: readTranslations(stored[translationsKey]) };
}

/** The stored JSON, one query for the reads that run at once (a burst of bookings reads it several times each). */
const storedValue = new SharedRead(async (db: Db) => (await db.kysely.selectFrom('settings').select('value').where('key', '=', siteSettingsKey).executeTakeFirst())?.value);

async function readStored(db: Db): Promise<Record<string, unknown>> {
  const value = await storedValue.read(db);
  return value !== undefined ? (JSON.parse(value) as Record<string, unknown>) : {};
}

/**
 * The language a public read asks for (`?lang=`): absent or the default's is the default language
 * (the answer is then as it always was); any other must be one of the site's languages.
 */
export async function visitorLanguage(db: Db, lang: string | undefined): Promise<string> {
  if (lang === undefined || lang === '' || lang === defaultLanguage) return defaultLanguage;
  const languages = await getSiteLanguages(db);
  if (languages.includes(lang)) return lang;
  const message = `There is no language "${lang.slice(0, 20)}" on this site; its languages are ${languages.join(', ')}.`;
  throw new ValidationError(message, { lang: message });
}

/** The `lang` parameter of the public reads, as their routes declare it. */
export const languageQuery = {
  lang: z
    .string()
    .max(20, 'lang must be a language code such as hi.')
    .optional()
    .describe("The visitor's language: one of the site's languages (absent: the default, English); translated words replace the default ones, with _fallback and _translated"),
};

/** The settings' texts. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  return complete(await readStored(db));
}

/** The whole settings record, as the studio edits it. */
export async function getSiteSettingsRecord(db: Db): Promise<SiteSettingsRecord> {
  return completeRecord(await readStored(db));
}

/** The settings, the site's languages and the whole record in one read: a public form's submission needs all three. */
export async function getSiteSettingsAndLanguages(db: Db): Promise<{ settings: SiteSettings; languages: string[]; record: SiteSettingsRecord }> {
  const stored = await readStored(db);
  return { settings: complete(stored), languages: siteLanguages(stored[languagesField]), record: completeRecord(stored) };
}

/** The site's languages, the default first (`siteLanguages`). */
export async function getSiteLanguages(db: Db): Promise<string[]> {
  return siteLanguages((await readStored(db))[languagesField]);
}

/** The site setting "Every change is reviewed" (off unless set): an editor's own change is then published by someone else. */
export async function everyChangeReviewed(db: Db): Promise<boolean> {
  return (await readStored(db)).every_change_reviewed === 'on';
}

/** The last save, for the admin. */
export async function siteSettingsUpdatedAt(db: Db): Promise<string | null> {
  const row = await db.kysely.selectFrom('settings').select('updated_at').where('key', '=', siteSettingsKey).executeTakeFirst();
  return row?.updated_at ?? null;
}

/**
 * How a save treats the translations of the texts: settled against those saved before (a client's
 * save, `record-translations.ts`), or kept as they are (the workflow's publish of checked fields).
 */
export type TranslationsOfSave = { previous: unknown } | { stamped: true };

/**
 * Checks a whole settings object with the declaration's rules and cleans it: the embedded map
 * keeps only a validated Google Maps embed address. Throws ValidationError. The translations may
 * be in any of the languages the same body lists.
 */
export function parseSiteSettings(input: unknown, save: TranslationsOfSave, now = new Date()): SiteSettingsRecord {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ValidationError('Send the settings as a JSON object.');
  }
  const body = Object.fromEntries(Object.entries(input).filter(([key]) => !serverFields.includes(key)));
  const parsed = parseInput(recordSchema(siteSettings), body);
  const settings = complete(parsed);
  const map = mapEmbedUrl(settings.google_map_iframe ?? '');
  if (map === undefined) throw new ValidationError('Please correct the highlighted fields.', { google_map_iframe: mapMessage });
  settings.google_map_iframe = map;
  if (settings.time_zone && !isTimeZone(settings.time_zone)) {
    throw new ValidationError('Please correct the highlighted fields.', { time_zone: 'Use a time zone name such as Asia/Kolkata.' });
  }
  if (settings.phone_country && !isPhoneCountry(settings.phone_country)) {
    throw new ValidationError('Please correct the highlighted fields.', { phone_country: 'Use the two-letter code of a country, e.g. IN for India.' });
  }
  if (settings.phone_country) settings.phone_country = settings.phone_country.trim().toUpperCase();
  if (!parseEmailList(settings.notification_emails ?? '').every(isEmail)) {
    throw new ValidationError('Please correct the highlighted fields.', { notification_emails: 'Enter e-mail addresses separated by commas.' });
  }
  const languages = otherLanguages(parsed[languagesField]);
  const translations =
    'stamped' in save
      ? readTranslations(parsed[translationsKey])
      : settleTranslations(siteSettings, { ...settings, ...rowsOf(parsed) }, parsed[translationsKey], save.previous, [defaultLanguage, ...languages], now);
  return { ...settings, ...rowsOf(parsed), [languagesField]: languages, [translationsKey]: translations };
}

/**
 * Replaces the settings with `input` (the whole object), checked as `parseSiteSettings` does;
 * its translations are settled against those saved, unless the workflow stamped them.
 */
export async function saveSiteSettings(db: Db, input: unknown, save?: TranslationsOfSave): Promise<SiteSettingsRecord> {
  const settings = parseSiteSettings(input, save ?? { previous: (await readStored(db))[translationsKey] });
  const now = new Date().toISOString();
  const value = JSON.stringify(settings);
  await transaction(db, (trx) =>
    trx
      .insertInto('settings')
      .values({ key: siteSettingsKey, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute(),
  );
  storedValue.forget(db);
  return settings;
}
