import { homeRoute, publicPages, recordPath, type PublicPageType } from '@hospital/content/public-urls';
import { listFrom, invalidDataMessage, partialList, stubRecord } from '../data/lists';
import type { ApiEntry } from '../data/api-data';
import type { PublicPage } from '../templates/template-types';
import { manageAppointmentPath } from '../opd-booking/manage-path';
import { colleaguesOf, departmentIds, type Expert, type ExpertCategory, type Location, type PublicRecord } from './public-records';

/**
 * The public routes of SPEC §2, as data: which record a path shows and which API lists it needs.
 * The same functions serve the React tree, the page head and the HTTP status, on the server and in
 * the browser, so they always agree.
 */

type DetailType = Exclude<PublicPageType, 'experts' | 'expert-categories' | 'locations'>;

/** The first part of a public page's path: "blogs" of /blogs/{slug}. */
const prefixOf = (type: PublicPageType): string => publicPages[type].path.split('/')[1] ?? '';

/** A record type with a detail page /{prefix}/{slug}: its URL prefix, API list and title suffix (§9), from the public page table. */
const detailOf = (type: DetailType) => ({ type, prefix: prefixOf(type), list: type, suffix: publicPages[type].titleSuffix });

/** The router's names for the record types with a detail page of their own. */
export const detailKinds = {
  leader: detailOf('leaders'),
  blog: detailOf('blogs'),
  event: detailOf('events'),
  mediaCoverage: detailOf('media-coverage'),
  speciality: detailOf('specialities'),
  camp: detailOf('camps'),
  career: detailOf('hirings'),
} as const;

export type DetailKind = keyof typeof detailKinds;

export const expertsPrefix = prefixOf('experts');
/** The hospital network's locations (issue 48): `/locations` lists them, `/locations/{slug}` is one. */
export const locationsPrefix = prefixOf('locations');
/** The site search's results page (issue 16): a route of its own, before any page route. */
export const searchPath = '/search';
export { manageAppointmentPath };

export type RouteMatch =
  | { kind: 'page'; pageRoute: string }
  | { kind: 'detail'; detail: DetailKind; slug: string }
  | { kind: 'expert-category'; categorySlug: string }
  | { kind: 'expert'; categorySlug: string; expertSlug: string }
  | { kind: 'search' }
  | { kind: 'manage-appointment' }
  | { kind: 'locations' }
  | { kind: 'location'; slug: string }
  | { kind: 'none' };

/** A path without query, hash, duplicate or trailing slashes, and decoded ("/about-us"). */
export function normalisePath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? '';
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A malformed escape: keep the raw path, it will simply not match anything.
  }
  const trimmed = decoded.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

const byPrefix = new Map<string, DetailKind>(Object.entries(detailKinds).map(([kind, d]) => [d.prefix, kind as DetailKind]));

/** Which kind of page a path asks for, before any data is known. */
export function matchRoute(pathname: string): RouteMatch {
  const path = normalisePath(pathname);
  if (path === '/') return { kind: 'page', pageRoute: homeRoute };
  if (path === searchPath) return { kind: 'search' };
  if (path === manageAppointmentPath) return { kind: 'manage-appointment' };
  const segments = path.slice(1).split('/');
  const [first, second, third] = segments;
  if (first === locationsPrefix && segments.length === 1) return { kind: 'locations' };
  if (first === locationsPrefix && second && segments.length === 2) return { kind: 'location', slug: second };
  if (first === expertsPrefix && second && segments.length === 2) return { kind: 'expert-category', categorySlug: second };
  if (first === expertsPrefix && second && third && segments.length === 3) return { kind: 'expert', categorySlug: second, expertSlug: third };
  const detail = first ? byPrefix.get(first) : undefined;
  if (detail && second && segments.length === 2) return { kind: 'detail', detail, slug: second };
  // Page routes may hold slashes ("patients/admission"); "home" lives at "/" only.
  const pageRoute = segments.join('/');
  if (pageRoute === homeRoute) return { kind: 'none' };
  return { kind: 'page', pageRoute };
}

/** The API paths a route needs to be resolved (at most two). */
export function routeApiPaths(match: RouteMatch): string[] {
  switch (match.kind) {
    case 'page':
      return ['pages/active'];
    case 'detail':
      return [`${detailKinds[match.detail].list}/active`];
    case 'expert-category':
    case 'expert':
      return ['expert-categories/active', 'experts/active'];
    case 'locations':
    case 'location':
      return ['locations/active'];
    case 'search':
    case 'manage-appointment':
    case 'none':
      return [];
  }
}

/** A record's slug as a department filter (`experts/active?department=…`) names it, or undefined when it cannot be one. */
const departmentSlug = (slug: string): string | undefined => (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug.toLowerCase()) ? slug.toLowerCase() : undefined);

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/**
 * The paths a server's render reads to resolve a route (issue 46: the records it shows, not every
 * record of their types): a page's own record (`pages/active?route=…`), a post's, an event's…
 * (`blogs/active?slug=…`), a doctor's and its department's, a department and its doctors; else
 * `routeApiPaths`. One per path of `routeApiPaths`, in its order: read alike, they resolve alike
 * (`resolveRoute`).
 */
export function routeReadPaths(match: RouteMatch): string[] {
  const paths = routeApiPaths(match);
  const [first = '', second = ''] = paths;
  switch (match.kind) {
    case 'page':
      return [withQuery(first, { route: match.pageRoute })];
    case 'detail':
      return [withQuery(first, { slug: match.slug })];
    case 'expert':
      return [withQuery(first, { slug: match.categorySlug }), withQuery(second, { slug: match.expertSlug })];
    case 'expert-category': {
      const department = departmentSlug(match.categorySlug);
      return department ? [withQuery(first, { slug: match.categorySlug }), withQuery(second, { department })] : paths;
    }
    default:
      return paths;
  }
}

/**
 * The small side lists a record's page shows besides its record, as reads of parts of the route's
 * lists (`[list, read]`): a post's newest others of its list (at most 8 and itself), a doctor's
 * colleagues of the department (6 and itself). What they show is read from these, united with
 * the record (`relatedRecords`, `colleaguesOf`).
 */
export function routeSideReadPaths(match: RouteMatch): [list: string, read: string][] {
  const [first = '', second = ''] = routeApiPaths(match);
  if (match.kind === 'detail') return [[first, withQuery(first, { limit: '9' })]];
  const department = match.kind === 'expert' ? departmentSlug(match.categorySlug) : undefined;
  if (department) return [[second, withQuery(second, { department, limit: '7' })]];
  return [];
}

/**
 * The page a route's lists cut to its records (a server's render: `routeReadPaths`) are for, when
 * it reads them so (`isPartialFor`): a doctor's page, a department's, and a path whose record is
 * not found (on its first view, the cut lists are enough to say so: `useRouteResolution`).
 */
export function routeListsOwner(match: RouteMatch, pathname: string, resolution: Resolution): string | undefined {
  if (resolution.state === 'expert') return expertPath(resolution.category.slug, resolution.expert.slug);
  if (resolution.state === 'expert-category') return expertCategoryPath(resolution.category.slug);
  if (resolution.state === 'not-found' && match.kind !== 'none') return normalisePath(pathname);
  return undefined;
}

export type Resolution =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'not-found' }
  | { state: 'page'; page: PublicPage }
  | { state: 'detail'; detail: DetailKind; record: PublicRecord }
  | { state: 'expert-category'; category: ExpertCategory; experts: Expert[] }
  | { state: 'expert'; expert: Expert; category: ExpertCategory }
  | { state: 'locations'; locations: Location[] }
  | { state: 'location'; location: Location }
  | { state: 'search' }
  | { state: 'manage-appointment' };

type Lists = { state: 'lists'; lists: unknown[][] } | Extract<Resolution, { state: 'loading' | 'error' }>;

function readLists(entries: readonly ApiEntry[]): Lists {
  const lists: unknown[][] = [];
  for (const entry of entries) {
    if (entry.status === 'loading') return { state: 'loading' };
    if (entry.status === 'error') return { state: 'error', message: entry.error.message };
    const list = listFrom<unknown>(entry.body);
    if (!list) return { state: 'error', message: invalidDataMessage };
    lists.push(list);
  }
  return { state: 'lists', lists };
}

const bySlug = <T extends { slug?: unknown }>(list: readonly T[], slug: string): T | undefined =>
  list.find((item) => typeof item.slug === 'string' && item.slug.toLowerCase() === slug.toLowerCase());

/** The record a path shows, from the API entries of `routeApiPaths(match)` in the same order. */
export function resolveRoute(match: RouteMatch, entries: readonly ApiEntry[]): Resolution {
  if (match.kind === 'none') return { state: 'not-found' };
  // The results page loads its own answer (see `search/search-page.tsx`).
  if (match.kind === 'search') return { state: 'search' };
  // So does the manage page (appointments/manage-page.tsx), by its token.
  if (match.kind === 'manage-appointment') return { state: 'manage-appointment' };
  const read = readLists(entries);
  if (read.state !== 'lists') return read;
  const [first = [], second = []] = read.lists;
  switch (match.kind) {
    case 'page': {
      const page = (first as PublicPage[]).find((p) => p.pageRoute === match.pageRoute);
      return page ? { state: 'page', page } : { state: 'not-found' };
    }
    case 'detail': {
      const record = bySlug(first as PublicRecord[], match.slug);
      return record ? { state: 'detail', detail: match.detail, record } : { state: 'not-found' };
    }
    case 'expert-category': {
      const category = bySlug(first as ExpertCategory[], match.categorySlug);
      if (!category) return { state: 'not-found' };
      const experts = (second as Expert[]).filter((e) => departmentIds(e).includes(category._id));
      return { state: 'expert-category', category, experts };
    }
    case 'expert': {
      const category = bySlug(first as ExpertCategory[], match.categorySlug);
      const expert = bySlug(second as Expert[], match.expertSlug);
      // Only under a department the expert belongs to, matched by id (SPEC §2).
      if (!category || !expert || !departmentIds(expert).includes(category._id)) return { state: 'not-found' };
      return { state: 'expert', expert, category };
    }
    case 'locations': {
      const locations = first as Location[];
      return locations.length ? { state: 'locations', locations } : { state: 'not-found' };
    }
    case 'location': {
      const location = bySlug(first as Location[], match.slug);
      return location ? { state: 'location', location } : { state: 'not-found' };
    }
  }
}

/** What a doctor's page shows of a colleague (and `colleaguesOf` reads). */
const colleagueFields = ['_id', 'title', 'slug', 'designation', 'departments'] as const;

/**
 * The route's lists as the page embeds them. A page route embeds `pages/active` cut down to the
 * page it shows: nothing else reads that list, and the whole of it (every page's blocks) would
 * otherwise ride in every page. A doctor's page embeds the doctor and the colleagues it lists;
 * other detail routes embed their record alone.
 */
export function embeddedRouteLists(
  match: RouteMatch,
  resolution: Resolution,
  entries: readonly ApiEntry[],
  /** The page record as the page embeds it (pages/page-for-hydration.ts): whole unless told. */
  embeddedPage: (page: PublicPage) => PublicPage = (page) => page,
): Record<string, unknown> {
  const paths = routeApiPaths(match);
  if (match.kind === 'page' && resolution.state === 'page' && paths[0] && entries[0]?.status === 'ready') {
    return { [paths[0]]: partialList(entries[0].body, [embeddedPage(resolution.page)]) };
  }
  // A doctor's page shows that doctor, the departments and a few colleagues (their names and
  // designations): the rest of the doctors and departments (tens of KB) are loaded when the
  // visitor moves on.
  const [categories, experts] = entries;
  if (match.kind === 'expert' && resolution.state === 'expert' && paths[0] && paths[1] && categories?.status === 'ready' && experts?.status === 'ready') {
    const { expert, category } = resolution;
    const owner = expertPath(category.slug, expert.slug);
    const own = new Set([category._id, ...departmentIds(expert)]);
    return {
      [paths[0]]: partialList(categories.body, (listFrom<ExpertCategory>(categories.body) ?? []).filter((c) => own.has(c._id)), owner),
      [paths[1]]: partialList(experts.body, [expert, ...colleaguesOf(expert, category, listFrom<Expert>(experts.body) ?? []).map((c) => stubRecord(c, colleagueFields))], owner),
    };
  }
  // A department's page: its doctors' cards are a static region (details/experts/expert-category-page.tsx),
  // so it embeds the department and none of the doctors, for that page only; a later view of it
  // loads both lists whole.
  if (match.kind === 'expert-category' && resolution.state === 'expert-category' && paths[0] && paths[1] && categories?.status === 'ready' && experts?.status === 'ready') {
    const owner = expertCategoryPath(resolution.category.slug);
    return { [paths[0]]: partialList(categories.body, [resolution.category], owner), [paths[1]]: partialList(experts.body, [], owner) };
  }
  // A blog post, an event, a leader…: the record alone. Its side list of related records is read
  // inside a static region (details/shared/detail-article.tsx), so the browser keeps it as the
  // server rendered it and loads the list only when it renders that list itself.
  const [list] = entries;
  if (match.kind === 'detail' && resolution.state === 'detail' && paths[0] && list?.status === 'ready') {
    return { [paths[0]]: partialList(list.body, [resolution.record]) };
  }
  // A location's page: the location alone; its doctors are read inside a static region.
  if (match.kind === 'location' && resolution.state === 'location' && paths[0] && list?.status === 'ready') {
    return { [paths[0]]: partialList(list.body, [resolution.location], locationPath(resolution.location.slug)) };
  }
  return {};
}

/** The public path of a record of a detail kind. */
export const detailPath = (detail: DetailKind, slug: string) => recordPath(detailKinds[detail].type, { slug }) ?? '/';
export const locationPath = (slug: string) => recordPath('locations', { slug }) ?? '/';
export const locationsPath = `/${locationsPrefix}`;
export const expertCategoryPath = (categorySlug: string) => recordPath('expert-categories', { slug: categorySlug }) ?? '/';
export const expertPath = (categorySlug: string, expertSlug: string) =>
  recordPath('experts', { departmentSlug: categorySlug, slug: expertSlug }) ?? '/';
