import { defaultLanguage } from '@hospital/content/i18n/languages';
import type { ApiEntry } from '../data/api-data';
import { localizedApiPath } from '../ui/language-paths';
import { resolveRoute, routeApiPaths, routeReadPaths, type Resolution, type RouteMatch } from './resolve-route';

/**
 * Which languages a page exists in. A record read in a language carries `_translated` (its title
 * is translated: the record exists in that language) and `_fallback` (its translatable fields
 * shown in the default language), the i18n contract; a page (a listing or template page too)
 * exists in a language when the record it shows is translated, and always in the default language.
 */

/** What a localized record carries besides its fields. */
export interface LocalizedMarks {
  _translated?: unknown;
  _fallback?: unknown;
}

/** The record a resolved route shows: the page, the detail record, the doctor or the department. */
export function shownRecord(resolution: Resolution): LocalizedMarks | null {
  switch (resolution.state) {
    case 'page':
      return resolution.page as LocalizedMarks;
    case 'detail':
      return resolution.record as LocalizedMarks;
    case 'expert':
      return resolution.expert as LocalizedMarks;
    case 'expert-category':
      return resolution.category as LocalizedMarks;
    case 'location':
      return resolution.location as LocalizedMarks;
    default:
      return null;
  }
}

/** Whether the page a route shows exists in the language its record was read in. */
export function existsInLanguage(resolution: Resolution, language: string): boolean {
  if (language === defaultLanguage) return true;
  return shownRecord(resolution)?._translated === true;
}

/** The translatable fields of the shown record that are in the default language (`_fallback`). */
export function fallbackFields(record: LocalizedMarks | null): ReadonlySet<string> {
  const fields = record?._fallback;
  return new Set(Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : []);
}

/**
 * The languages of the site the page exists in, default first, and the API paths read to tell
 * (they are the page's dependencies: a translation published later adds its language). `resolution`
 * is the route read in `language`; every other language's lists are read alike. Only a record's
 * pages have alternates: the search page and a page not found are their language's alone.
 */
export async function pageLanguages(
  match: RouteMatch,
  resolution: Resolution,
  language: string,
  languages: readonly string[],
  load: (apiPath: string) => Promise<unknown>,
): Promise<{ languages: string[]; reads: string[] }> {
  if (!shownRecord(resolution)) return { languages: [language], reads: [] };
  const out: string[] = [];
  const reads: string[] = [];
  for (const other of languages) {
    if (other === language) {
      if (existsInLanguage(resolution, language)) out.push(other);
      continue;
    }
    if (other === defaultLanguage) {
      out.push(other);
      continue;
    }
    const readAll = (paths: string[]) => Promise.all(paths.map((path) => load(path).then((body): ApiEntry => ({ status: 'ready', body }), (): ApiEntry => ({ status: 'loading' }))));
    // The page's own record in that language; the whole list when that read is not answered.
    let paths = routeReadPaths(match).map((path) => localizedApiPath(path, other));
    let entries = await readAll(paths);
    if (entries.some((entry) => entry.status !== 'ready')) {
      paths = routeApiPaths(match).map((path) => localizedApiPath(path, other));
      entries = await readAll(paths);
    }
    reads.push(...paths);
    if (existsInLanguage(resolveRoute(match, entries), other)) out.push(other);
  }
  return { languages: out, reads };
}
