import { defaultTimeZone, isTimeZone, parseEmailList } from '@hospital/content/forms/desk';
import { isEmail } from '@hospital/content/formats';
import { isPhoneCountry } from '@hospital/content/forms/phone';
import { siteSettings } from '@hospital/content/types/site-settings/index';
import { recordSchema } from '@hospital/content/validation';
import type { Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';
import { mapEmbedUrl } from './map-embed';
import { parseInput } from '../lib/parse-input';

/**
 * The site settings: one record of the `site-settings` singleton, stored as JSON under one key
 * of the settings table. Every field is text (addresses, paths, wording).
 */

export type SiteSettings = Record<string, string>;

export const siteSettingsKey = 'site-settings';

/** Staff addresses: for the studio and the server, never in the website's settings. */
export const privateSettingFields: readonly string[] = ['notification_emails'];

/** The website's copy of the settings: every field but the private ones. */
export function publicSiteSettings(settings: SiteSettings): SiteSettings {
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !privateSettingFields.includes(key)));
}

/** The hospital's time zone, for dates of entries, exports and daily jobs. */
export const hospitalTimeZone = (settings: SiteSettings): string => (settings.time_zone && isTimeZone(settings.time_zone) ? settings.time_zone : defaultTimeZone);

/** The fields the server keeps itself; a client that sends them back has them ignored. */
const serverFields = ['_id', 'createdAt', 'updatedAt'];

const mapMessage =
  'Embedded map must be a Google Maps embed address (https://www.google.com/maps/embed?…) or the iframe code copied from Google Maps ("Share" → "Embed a map").';

/** Every declared field, '' when not set, so the website can read any of them. */
function complete(stored: Record<string, unknown>): SiteSettings {
  const settings: SiteSettings = {};
  for (const field of siteSettings.fields) {
    const value = stored[field.name];
    settings[field.name] = typeof value === 'string' ? value : '';
  }
  return settings;
}

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const row = await db.kysely.selectFrom('settings').select('value').where('key', '=', siteSettingsKey).executeTakeFirst();
  return complete(row ? (JSON.parse(row.value) as Record<string, unknown>) : {});
}

/** The last save, for the admin. */
export async function siteSettingsUpdatedAt(db: Db): Promise<string | null> {
  const row = await db.kysely.selectFrom('settings').select('updated_at').where('key', '=', siteSettingsKey).executeTakeFirst();
  return row?.updated_at ?? null;
}

/**
 * Checks a whole settings object with the declaration's rules and cleans it: the embedded map
 * keeps only a validated Google Maps embed address. Throws ValidationError.
 */
export function parseSiteSettings(input: unknown): SiteSettings {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ValidationError('Send the settings as a JSON object.');
  }
  const body = Object.fromEntries(Object.entries(input).filter(([key]) => !serverFields.includes(key)));
  const settings = complete(parseInput(recordSchema(siteSettings), body));
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
  return settings;
}

/** Replaces the settings with `input` (the whole object), checked as `parseSiteSettings` does. */
export async function saveSiteSettings(db: Db, input: unknown): Promise<SiteSettings> {
  const settings = parseSiteSettings(input);
  const now = new Date().toISOString();
  const value = JSON.stringify(settings);
  await db.kysely
    .insertInto('settings')
    .values({ key: siteSettingsKey, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
  return settings;
}
