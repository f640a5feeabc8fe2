import { useApiData } from './api-data';

/** Site settings as `GET site-settings` returns them in `data` (SPEC §3). Every field may be empty. */
export interface SiteSettings {
  siteTitle?: string | null;
  header_logo?: string | null;
  header_logoAlt?: string | null;
  footer_logo?: string | null;
  footer_logoAlt?: string | null;
  footerText?: string | null;
  site_mail_id?: string | null;
  site_phone_no_1?: string | null;
  site_address?: string | null;
  google_map_url?: string | null;
  google_map_iframe?: string | null;
  facebook_link?: string | null;
  twitter_link?: string | null;
  instagram_link?: string | null;
  linkedin_link?: string | null;
  youtube_link?: string | null;
  headerbtnLink?: string | null;
  nameplaceholder?: string | null;
  phoneplaceholder?: string | null;
  emailplaceholder?: string | null;
  subjectplaceholder?: string | null;
  messageplaceholder?: string | null;
  submitbuttontext?: string | null;
  footerformsubtitle?: string | null;
  footerformtitle?: string | null;
  footerformdescription?: string | null;
  time_zone?: string | null;
  /** The page with the appointment form, which doctors' pages and cards link to. */
  booking_page_link?: string | null;
  /** "09:00-17:00": the hours appointment requests must fall within. */
  outpatient_hours?: string | null;
  consent_notice?: string | null;
  privacy_policy_link?: string | null;
  /** `required`: the forms show a consent checkbox the visitor must tick. */
  consent_checkbox?: string | null;
}

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

/** A setting's text, or '' when unset: templates and layout read them the same way. */
export const settingText = (settings: SiteSettings | null, name: keyof SiteSettings): string => {
  const value = settings?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
