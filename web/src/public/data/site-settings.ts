import type { PublicListing } from '@hospital/content/records';
import { siteLanguages } from '@hospital/content/i18n/languages';
import { useApiData } from './api-data';

/**
 * Site settings as `GET site-settings` returns them in `data` (SPEC §3), from the declaration:
 * every field may be empty or absent.
 */
export type SiteSettings = { [K in Exclude<keyof PublicListing<'site-settings'>, '_id' | 'createdAt' | 'updatedAt'>]?: PublicListing<'site-settings'>[K] | null };

export const siteSettingsPath = 'site-settings';

/** The settings inside a `site-settings` answer, or null when it holds none. */
export function settingsFrom(body: unknown): SiteSettings | null {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as SiteSettings) : null;
}

export interface SiteSettingsState {
  /** Null while loading or after a failure (logged): header and footer then show what they can. */
  settings: SiteSettings | null;
  loaded: boolean;
}

/** The site settings, loaded once and cached by the data store (SPEC §3, §4). */
export function useSiteSettings(): SiteSettingsState {
  const { status, body } = useApiData<unknown>(siteSettingsPath);
  return { settings: status === 'ready' ? settingsFrom(body) : null, loaded: status !== 'loading' };
}

/**
 * The site's languages in a `site-settings` answer (`languages`, each with its code and names),
 * the default first; the default alone when the answer has none.
 */
export function languagesFrom(body: unknown): string[] {
  const listed = (body as { languages?: unknown } | null | undefined)?.languages;
  return siteLanguages(Array.isArray(listed) ? listed.map((language) => (language as { code?: unknown } | null)?.code) : []);
}

/** A setting's text, or '' when unset: templates and layout read them the same way. */
export const settingText = (settings: SiteSettings | null, name: keyof SiteSettings): string => {
  const value = settings?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
