/**
 * The site's languages. Which ones a hospital publishes in is a site setting (`languages`, a list
 * of codes); the default language is English, at today's addresses, and every other language
 * lives under its prefix (`/hi/…`). A code the table below does not know still works: its name
 * is the code itself and its dates use the code as the Intl locale.
 */

export const defaultLanguage = 'en';

/** A language's code as it appears in addresses and `lang` attributes: ISO 639-1/639-3, lower case. */
export const languageCodePattern = /^[a-z]{2,3}$/;

export interface LanguageInfo {
  /** The name in the language itself, as the language switch shows it ("हिन्दी"). */
  name: string;
  /** The English name, for the studio ("Hindi"). */
  englishName: string;
  /** The Intl locale of dates and numbers ("hi-IN"). */
  locale: string;
}

/** India's scheduled languages most hospitals publish in, and English. */
export const knownLanguages: Readonly<Record<string, LanguageInfo>> = {
  en: { name: 'English', englishName: 'English', locale: 'en-IN' },
  hi: { name: 'हिन्दी', englishName: 'Hindi', locale: 'hi-IN' },
  mr: { name: 'मराठी', englishName: 'Marathi', locale: 'mr-IN' },
  bn: { name: 'বাংলা', englishName: 'Bengali', locale: 'bn-IN' },
  ta: { name: 'தமிழ்', englishName: 'Tamil', locale: 'ta-IN' },
  te: { name: 'తెలుగు', englishName: 'Telugu', locale: 'te-IN' },
  gu: { name: 'ગુજરાતી', englishName: 'Gujarati', locale: 'gu-IN' },
  kn: { name: 'ಕನ್ನಡ', englishName: 'Kannada', locale: 'kn-IN' },
  ml: { name: 'മലയാളം', englishName: 'Malayalam', locale: 'ml-IN' },
  pa: { name: 'ਪੰਜਾਬੀ', englishName: 'Punjabi', locale: 'pa-IN' },
  or: { name: 'ଓଡ଼ିଆ', englishName: 'Odia', locale: 'or-IN' },
  ur: { name: 'اردو', englishName: 'Urdu', locale: 'ur-IN' },
};

export const languageInfo = (code: string): LanguageInfo =>
  knownLanguages[code] ?? { name: code, englishName: code, locale: code };

export const isLanguageCode = (value: unknown): value is string => typeof value === 'string' && languageCodePattern.test(value);

/**
 * The site's languages from the setting's value: the default first, each code once, anything
 * malformed dropped, so a bad setting can never take English away.
 */
export function siteLanguages(setting: unknown): string[] {
  const codes = Array.isArray(setting) ? setting : [];
  const out = [defaultLanguage];
  for (const code of codes) {
    const c = typeof code === 'string' ? code.trim().toLowerCase() : '';
    if (isLanguageCode(c) && !out.includes(c)) out.push(c);
  }
  return out;
}

/**
 * The language of a public path and the path without its prefix: `/hi/doctors/x` →
 * `{ language: 'hi', path: '/doctors/x' }`; `/hi` and `/hi/` → `/`; a path with no known prefix is the
 * default language's, as it is.
 */
export function splitLanguagePath(path: string, languages: readonly string[]): { language: string; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$|\?)/.exec(path);
  if (match && match[1] !== defaultLanguage && languages.includes(match[1]!)) {
    const rest = path.slice(match[0].length);
    return { language: match[1]!, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
  }
  return { language: defaultLanguage, path };
}

/** The address of a default-language path in a language: `/doctors/x` → `/hi/doctors/x`; `/` → `/hi/`. */
export function languagePath(path: string, language: string): string {
  if (language === defaultLanguage) return path;
  if (path === '' || path.startsWith('?')) return `/${language}/${path}`;
  return `/${language}${path}`;
}
