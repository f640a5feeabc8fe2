import crypto from 'node:crypto';
import { contentTypeByKey } from '@hospital/content/registry';
import type { ApiLoader } from '../../../web/src/public/render-contract';
import { isSlotRead, slotRead } from '../appointments/slot-reads';
import { activeListing, departmentDoctors } from '../content/content-routes';
import { activeDepartmentCounts, activeMonths, activeYears, type ActiveWindow } from '../content/content-operations';
import { maxListingPage, maxListingSearchLength } from '@hospital/content/listing-query';
import type { ContentChange } from '../api/content-events';
import type { Db } from '../db/database';
import { HttpError } from '../errors/http-errors';
import { publicNav } from '../menus/menu-routes';
import { publicSiteSettingsAnswer } from '../settings/site-settings-routes';
import { visitorLanguage } from '../settings/site-settings-operations';
import { doctorWindow, hasDoctorFilters, type DoctorFilters } from '../find-a-doctor/doctor-window';

/** Thrown by the API loader when the API answers an error, so the renderer can show its error state. */
export class ApiLoadError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

const departmentPath = /^experts\/expert-categories\/([^/?]+)$/;
const activePath = /^([a-z0-9-]+)\/active$/;
const activeYearsPath = /^([a-z0-9-]+)\/active-years$/;
const activeMonthsPath = /^([a-z0-9-]+)\/active-months$/;
const activeDepartmentsPath = /^([a-z0-9-]+)\/active-departments$/;

/**
 * The part of a listing a `{key}/active?limit=…&page=…&q=…&department=…&year=…&month=…&category=…` read names, when every
 * value is one the API takes (the limit up to a listing's deepest page: the website's own reads
 * ask for the cards up to an address's page at once); undefined otherwise (the API answers it).
 */
function activeWindow(params: URLSearchParams): (ActiveWindow & DoctorFilters) | undefined {
  const window: ActiveWindow & DoctorFilters = {};
  for (const [name, value] of params) {
    if (name === 'lang') continue;
    if (name === 'limit' || name === 'page') {
      if (!/^[1-9]\d{0,5}$/.test(value)) return undefined;
      const n = Number(value);
      if (name === 'limit' && n > maxWindowLimit) return undefined;
      if (name === 'page' && n > maxListingPage) return undefined;
      window[name] = n;
    } else if (name === 'q') {
      const q = value.trim();
      if (q.length > maxListingSearchLength) return undefined;
      if (q) window.q = q;
    } else if (name === 'month') {
      if (!/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/.test(value)) return undefined;
      window.month = value;
    } else if (name === 'category') {
      if (!/^[a-f0-9]{24}$/.test(value)) return undefined;
      window.category = value;
    } else if (name === 'year') {
      if (!/^(19|20|21)\d\d$/.test(value)) return undefined;
      window.year = Number(value);
    } else if (name === 'route') {
      // A page's route (`patients/admission`): the page a render shows, not every page (issue 46).
      if (!/^[^\s?#]{1,300}$/.test(value)) return undefined;
      window.route = value;
    } else if (name === 'slug') {
      // A record's slug as its address names it (any case): the record a page shows (issue 46).
      if (!/^[^/?#]{1,200}$/.test(value)) return undefined;
      window.slug = value;
    } else if (name === 'city') {
      const city = value.trim();
      if (city.length > 120) return undefined;
      if (city) window.city = city;
    } else if (name === 'location') {
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || value.length > 120) return undefined;
      window.location = value;
    } else if (name === 'available') {
      if (value !== 'week') return undefined;
      window.available = value;
    } else if (name === 'match') {
      if (value !== 'search') return undefined;
      window.match = value;
    } else if (name === 'department') {
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || value.length > 120) return undefined;
      window.department = value;
    } else return undefined;
  }
  return Object.keys(window).length > 0 ? window : undefined;
}

/** The most records one read of the website's own asks for: every card up to a listing's deepest page. */
const maxWindowLimit = 2000;

/** Whether a listing's part reads the free slots (Find a Doctor's "available this week"): it goes out of date with them. */
const readsSlots = (apiPath: string): boolean => /^[a-z0-9-]+\/active\?(?:.*&)?available=/.test(apiPath);

/** A read's answer, and until when it holds without a change (slot reads: bookings and the clock). */
interface Answer {
  body: unknown;
  validUntil?: number;
}
type Read = () => Promise<Answer>;
const untimed =
  (read: () => Promise<unknown>): Read =>
  async () => ({ body: await read() });

/**
 * The website's reads of SPEC §7 (`site-settings`, `public-nav?location=…`, `{key}/active`, a
 * department's doctors), each in the visitor's language (`lang=`), answered by the same operations
 * as their routes, without HTTP. Each language's answer is its own path, kept and refreshed apart.
 * The public slot reads too (`appointment-slots?…`, `appointment-availability?…`), kept until a
 * booking or a schedule changes or until the answer's time is up (issue 47).
 */
function directRead(db: Db, apiPath: string): Read | undefined {
  const [pathname = '', query = ''] = apiPath.split('?', 2);
  const params = new URLSearchParams(query);
  const lang = params.get('lang') ?? undefined;
  const onlyLanguage = [...params.keys()].every((name) => name === 'lang');
  if (pathname === 'site-settings' && onlyLanguage) return untimed(() => publicSiteSettingsAnswer(db, lang));
  if (pathname === 'public-nav') return untimed(() => publicNav(db, params.get('location') ?? undefined, lang));
  const department = departmentPath.exec(pathname)?.[1];
  if (department && onlyLanguage) {
    return untimed(async () => {
      if (!/^[a-f0-9]{24}$/.test(department)) throw new ApiLoadError(400, { message: 'departmentId must be a record id.' });
      return departmentDoctors(db, department, lang);
    });
  }
  const key = activePath.exec(pathname)?.[1];
  const type = key ? contentTypeByKey(key) : undefined;
  if (type?.publicListing && onlyLanguage) return untimed(() => activeListing(db, type, lang));
  // A dated listing's years (its tabs), read by the website's renders alone (issue 46).
  const datedKey = activeYearsPath.exec(pathname)?.[1];
  const dated = datedKey ? contentTypeByKey(datedKey) : undefined;
  if (dated?.publicListing && onlyLanguage) return untimed(async () => ({ data: await activeYears(db, dated) }));
  const monthlyKey = activeMonthsPath.exec(pathname)?.[1];
  const monthly = monthlyKey ? contentTypeByKey(monthlyKey) : undefined;
  if (monthly?.publicListing && onlyLanguage) return untimed(async () => ({ data: await activeMonths(db, monthly) }));
  // Its records' number in each department (Find a Doctor's department choice), by the departments' slugs.
  const countedKey = activeDepartmentsPath.exec(pathname)?.[1];
  const counted = countedKey ? contentTypeByKey(countedKey) : undefined;
  if (counted?.publicListing && onlyLanguage) return untimed(async () => ({ data: await activeDepartmentCounts(db, counted) }));
  // A page of a listing (issue 46: a render reads the cards it shows, not the whole list).
  const window = type?.publicListing ? activeWindow(params) : undefined;
  if (type && window && hasDoctorFilters(window)) {
    // Find a Doctor's filters (its city, centre, free slots and the site search's doctors), resolved first.
    return async () => {
      const { window: resolved, validUntil } = await doctorWindow(db, type, window, await visitorLanguage(db, lang));
      return { body: await activeListing(db, type, lang, resolved), ...(validUntil === undefined ? {} : { validUntil }) };
    };
  }
  if (type && window) return untimed(() => activeListing(db, type, lang, window));
  return slotRead(db, pathname, params);
}

/**
 * What a change made through the admin API can have changed besides records of content types: the
 * site settings, the menus, the media library (its images' sizes and focal points are in the
 * answers). A change of content, a job's, or one whose route is not known here can have changed
 * anything.
 */
export type ChangedPart = 'site-settings' | 'menus' | 'medias' | 'slots';
const partRoute = /^\/api\/admin\/(site-settings|menus|medias)(?:[/?]|$)/;

/** The one part a change touched, or undefined when it may have touched anything. */
export function changedPart(change: ContentChange | undefined): ChangedPart | undefined {
  if (!change || change.unknown || !change.url) return undefined;
  return partRoute.exec(change.url)?.[1] as ChangedPart | undefined;
}

/**
 * Whether a kept answer can have changed with a change of `part`: the site settings read the
 * settings and the media library (their images' sizes), a menu reads its menu (and content, for
 * its links' status), a list reads content and the media library, the free slots read the
 * bookings and blocks ('slots') and the settings (the holidays, the time zone).
 */
function readsPart(apiPath: string, part: ChangedPart): boolean {
  if (isSlotRead(apiPath)) return part === 'slots' || part === 'site-settings';
  // Find a Doctor's doctors free this week: the free slots and the content alike.
  if (readsSlots(apiPath)) return true;
  if (part === 'slots') return false;
  if (apiPath.split('?', 1)[0] === 'site-settings') return part === 'site-settings' || part === 'medias';
  if (apiPath.startsWith('public-nav')) return part === 'menus';
  return part === 'medias';
}

/** An operation's error as the API would have answered it. */
async function asApiAnswer(read: Read): Promise<Answer> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError) throw new ApiLoadError(error.statusCode, { message: error.message, code: error.code });
    throw error;
  }
}

/** One answer the website read, kept with a digest of it so a change can be told from a reload. */
interface Entry {
  body: Promise<unknown>;
  digest: string | undefined;
  /** When the answer no longer holds by itself (a slot read's): read again by the next render after it. */
  validUntil?: number | undefined;
}

const digestOf = (body: unknown) => crypto.createHash('sha1').update(JSON.stringify(body) ?? '').digest('base64url');

/**
 * The answers of the website's reads, shared by every render of the process: site settings, the
 * three menus and each list are read once, not once per page. Each page records the paths it read;
 * after a content change `refresh` reads every kept answer again and tells which changed (by a
 * digest of each), so only the pages that read those are rendered again.
 */
export class PublicData {
  private readonly entries = new Map<string, Entry>();

  /** `fallback` answers any other path (the search results, never kept): the API in-process. */
  constructor(
    private readonly db: Db,
    private readonly fallback: ApiLoader,
  ) {}

  private read(path: string): Promise<Answer> {
    const direct = directRead(this.db, path);
    return direct ? asApiAnswer(direct) : this.fallback(path).then((body) => ({ body }));
  }

  /**
   * Whether a path's answer may be kept by a render thread (it changes only with a content change,
   * which makes the thread forget it): not a slot read's, which also goes out of date with the clock.
   */
  keeps(path: string): boolean {
    return directRead(this.db, path) !== undefined && !isSlotRead(path) && !readsSlots(path);
  }

  /** The answer of a path, read once and then kept (until its time is up, for a slot read); a failed read is not kept. */
  load: ApiLoader = (path) => {
    const known = this.entries.get(path);
    if (known && !(known.validUntil !== undefined && Date.now() >= known.validUntil)) return known.body;
    if (!directRead(this.db, path)) return this.fallback(path);
    const answer = this.read(path);
    const entry: Entry = { body: answer.then((a) => a.body), digest: undefined };
    this.entries.set(path, entry);
    answer.then(
      (a) => {
        entry.digest = digestOf(a.body);
        entry.validUntil = a.validUntil;
      },
      () => {
        if (this.entries.get(path) === entry) this.entries.delete(path);
      },
    );
    return entry.body;
  };

  /**
   * Reads the kept paths again that the changes of `parts` can have changed (every kept path when
   * `parts` is undefined: a change of content, or one not known); answers the paths whose answer
   * changed (or failed, and is then dropped, to be read again by the next render). One path at a
   * time, with a turn of the event loop between them: SQLite's reads hold the thread they run on,
   * and reading every list at once (about 100 ms for the demo hospital on a busy machine) kept
   * every visitor's request waiting behind it, cached pages included. A change of the site settings
   * reads them alone again, not the 20-odd lists and menus (issue 18: each read costs a visitor's
   * request its wait).
   */
  async refresh(parts?: ReadonlySet<ChangedPart>): Promise<Set<string>> {
    const changed = new Set<string>();
    const affected = (path: string) => !parts || [...parts].some((part) => readsPart(path, part));
    for (const [path, entry] of [...this.entries].filter(([path]) => affected(path))) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      // Dropped meanwhile (a failed read), or read again by a render: nothing to compare.
      if (this.entries.get(path) !== entry) continue;
      // A slot answer whose time is up is read again by the next render that wants it, not here: a
      // booking reads again only the answers pages read within the last minute, whatever the number of doctors.
      if (entry.validUntil !== undefined && Date.now() >= entry.validUntil) {
        this.entries.delete(path);
        continue;
      }
      try {
        const { body, validUntil } = await this.read(path);
        const digest = digestOf(body);
        if (digest === entry.digest) {
          entry.validUntil = validUntil;
          continue;
        }
        this.entries.set(path, { body: Promise.resolve(body), digest, validUntil });
      } catch {
        this.entries.delete(path);
      }
      changed.add(path);
    }
    return changed;
  }
}
