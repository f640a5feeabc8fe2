import { defaultLanguage, isLanguageCode, languagePath, splitLanguagePath } from '@hospital/content/i18n/languages';

/**
 * The addresses of the site's languages: a page's path in a language (`/hi/…`), and a public API
 * read in a language (`?lang=hi`, the i18n contract). Plain functions, for the renderer, the
 * browser and the server alike.
 */

/** Site paths that are never a page, and so never take a language's prefix. */
const notPages = /^\/(?:api|uploads|assets|static|admin)(?:[/?#]|$)/;

/**
 * An internal path of the site in a language: `/doctors/x` → `/hi/doctors/x`; the default
 * language's, a path already in the language, a fragment, another site or a file stay as they are.
 */
export function inLanguage(path: string, language: string): string {
  if (language === defaultLanguage || !path.startsWith('/') || path.startsWith('//') || notPages.test(path)) return path;
  if (splitLanguagePath(path, [language]).language === language) return path;
  return languagePath(path, language);
}

/** A path of the page's language without its prefix (`/hi/doctors/x` → `/doctors/x`). */
export const withoutLanguage = (path: string, language: string): string => splitLanguagePath(path, [language]).path;

/** The language of the page the browser shows, as the server printed it in `<html lang>`. */
export function documentLanguage(doc: Document): string {
  const lang = doc.documentElement.lang.toLowerCase();
  return isLanguageCode(lang) ? lang : defaultLanguage;
}

/** The query parameter that asks a public API read for a language (the i18n contract). */
const langParam = 'lang';

/** A public API path read in a language: `experts/active` → `experts/active?lang=hi`; the default language's unchanged. */
export function localizedApiPath(apiPath: string, language: string): string {
  if (language === defaultLanguage) return apiPath;
  return `${apiPath}${apiPath.includes('?') ? '&' : '?'}${langParam}=${encodeURIComponent(language)}`;
}

/** A public API path without its language (`localizedApiPath` undone), as the page's data store names it. */
export function unlocalizedApiPath(apiPath: string): string {
  const at = apiPath.indexOf('?');
  if (at < 0) return apiPath;
  const rest = apiPath
    .slice(at + 1)
    .split('&')
    .filter((part) => !part.startsWith(`${langParam}=`));
  return rest.length ? `${apiPath.slice(0, at)}?${rest.join('&')}` : apiPath.slice(0, at);
}

/** The cookie that remembers the language a visitor chose with the switch (read only in the browser). */
export const languageCookie = 'site-lang';
