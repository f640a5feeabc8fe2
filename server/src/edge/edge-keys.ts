import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import type { ContentChange } from '../api/content-events';

/**
 * The surrogate keys (Varnish xkey, Fastly `Surrogate-Key`, Cloudflare `Cache-Tag`) of the public
 * answers, and the keys a change purges (issue 49). A page's keys are what its render read (the
 * page cache's own dependencies, page-cache.ts `reads`): each record list it read is its type's key,
 * the menus and the site settings theirs; every page also carries `site`, which a change that can
 * have touched anything purges. A change purges the key of the type it wrote and of every type
 * whose public list shows that type's records through a relation, so exactly the pages that read
 * one of those lists are purged.
 */

/** Every public answer: purged by a change that can have touched anything (media, redirects, a job's unknown change). */
export const siteKey = 'site';
export const settingsKey = 'settings';
export const menusKey = 'menus';
export const sitemapKey = 'sitemap';
export const redirectsKey = 'redirects';
export const typeKey = (key: string) => `type:${key}`;
/** One record, by id: on the pages that show it (its detail page, a department with its doctors). */
export const recordKey = (id: string) => `record:${id}`;

const listRead = /^([a-z0-9-]+)\/active$/;
const departmentDoctorsRead = /^experts\/expert-categories\/([a-f0-9]{24})$/;

/** The keys of one API path a page read (`experts/active?lang=hi`), none for a read that follows no content change. */
export function keysOfRead(apiPath: string): string[] {
  const [pathname = ''] = apiPath.split('?', 1);
  if (pathname === 'site-settings') return [settingsKey];
  if (pathname === 'public-nav') return [menusKey];
  const list = listRead.exec(pathname)?.[1];
  if (list && contentTypeByKey(list)) return [typeKey(list)];
  const department = departmentDoctorsRead.exec(pathname)?.[1];
  if (department) return [typeKey('experts'), recordKey(department)];
  return [];
}

/** The keys of a page rendered from `reads` (and showing `records`), `site` first, each once. */
export function pageKeys(reads: readonly string[], records: readonly string[] = []): string[] {
  return [...new Set([siteKey, ...reads.flatMap(keysOfRead), ...records.map(recordKey)])];
}

/** The types whose public lists name records of `key` through a relation (a blog's author, a doctor's departments). */
const showingTypes = new Map<string, string[]>();
for (const type of contentTypes) {
  for (const field of type.fields) {
    if (field.type !== 'relation') continue;
    showingTypes.set(field.to, [...(showingTypes.get(field.to) ?? []), type.key]);
  }
}

const apiWrite = /^\/api\/admin\/(?:workflow\/)?([a-z0-9-]+)(?:\/([^/?]+))?(?:\/([^?]*))?(?:\?|$)/;
/** Studio writes whose records no public page shows (a patient's request, a review's date). */
const studioOnly = new Set(['form-entries', 'appointments', 'review-cycles', 'admins', 'translation-report']);
/** Writes that change nothing public: a draft, its revisions, a preview link, a schedule (its job's change purges when it runs). */
const privateStep = /^(?:draft|revisions(?:\/[^/]+)?|preview-links(?:\/.*)?|preview|schedule)$/;

/**
 * The keys a change purges: its type's and those of the types showing it, the sitemap; the
 * settings' or the menus' key; `site` (every page) for a media file, a redirect, or a change whose
 * route is not known here (a job's, or one whose URL is lost). Empty for a write the public never
 * sees (a draft, a form's entry); `site` for a studio route not known here, to be safe.
 */
export function keysOfChange(change: ContentChange): string[] {
  if (!change.url) return [siteKey];
  const match = apiWrite.exec(change.url);
  if (!match) return [siteKey];
  const [, first = '', second, rest = ''] = match;
  if (first === 'site-settings') return [settingsKey];
  if (first === 'menus') return [menusKey];
  if (first === 'medias') return [siteKey];
  if (first === 'redirects') return [siteKey, redirectsKey];
  // A template shapes the pages made from it; an import writes anything.
  if (first === 'templates' || first === 'wordpress-import') return [siteKey];
  if (studioOnly.has(first)) return [];
  // `/workflow/{type}/bulk` and `/workflow/{type}/{id}/{step}`; `/{type}/{id}/publish` from a job.
  const type = contentTypeByKey(first);
  if (!type) return [siteKey];
  if (!type.publicListing) return [];
  if (rest && privateStep.test(rest)) return [];
  if (second === 'preview' || second === 'preview-links') return [];
  return [...new Set([typeKey(type.key), ...(showingTypes.get(type.key) ?? []).map(typeKey), sitemapKey])];
}
