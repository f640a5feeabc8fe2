import { contentTypeByKey } from '@hospital/content/registry';
import { cityKey, inCity, sitsAt, type NetworkLocation } from '@hospital/content/network/locations';
import type { ContentType } from '@hospital/content/content-type';
import { availabilityAnswerOf, slotAnswerMaxAgeMs } from '../appointments/slot-reads';
import { listActive, type ActiveWindow } from '../content/content-operations';
import { parseData, tableOf } from '../content/content-storage';
import type { Db } from '../db/database';
import { search } from '../search/search-query';

/**
 * Find a Doctor's filters as a part of the doctors' public listing (issue 46): the page and the
 * browser ask `experts/active?limit=…&q=…&department=…&city=…&location=…&available=week&match=search`
 * and get the doctors of its page, instead of every doctor to filter in the browser.
 */
export interface DoctorFilters {
  /** A city of the network, by its name (any case): the doctors who sit at any of its centres. */
  city?: string | undefined;
  /** A centre, by its slug: the doctors who sit there (an OPD session names it). */
  location?: string | undefined;
  /** 'week': the doctors with a free slot within the coming week. */
  available?: 'week' | undefined;
  /** 'search': `q` also finds the doctors the site search finds for any of its words (synonyms, near spellings), best first. */
  match?: 'search' | undefined;
}

/** "Available this week": the coming seven days (web/src/public/data/doctor-availability.ts `availableWeekDays`). */
const availableWeekDays = 7;

/** The most doctors the site search adds to a search (as Find a Doctor has always asked it for). */
const searchedDoctors = 500;

/** Whether a window names any of Find a Doctor's own filters. */
export const hasDoctorFilters = (filters: DoctorFilters): boolean => Boolean(filters.city || filters.location || filters.available || filters.match);

/**
 * The window with Find a Doctor's filters resolved to the listing's own (`ranked`, `within`), and
 * until when its answer holds when it depends on the free slots (`available`). A city or centre
 * the network does not have is no filter, as on the page (ui/place-choice.tsx `placeOf`).
 */
export async function doctorWindow(db: Db, type: ContentType, window: ActiveWindow & DoctorFilters, language: string): Promise<{ window: ActiveWindow; validUntil?: number }> {
  const { city, location, available, match, ...rest } = window;
  const out: ActiveWindow = { ...rest };
  let validUntil: number | undefined;
  if (match === 'search' && rest.q) {
    const answer = await search(db, { query: rest.q, group: 'doctors', limit: searchedDoctors, match: 'any' }).catch(() => undefined);
    out.ranked = answer ? answer.groups.flatMap((g) => g.items.map((item) => item._id)) : [];
  }
  let within: Set<string> | undefined;
  if ((city || location) && type.key === 'experts') {
    const centres = await placeCentres(db, city, location, language);
    if (centres) within = await doctorsAt(db, type, centres);
  }
  if (available === 'week') {
    const now = new Date();
    const answer = await availabilityAnswerOf(db, { days: availableWeekDays }, now);
    const free = new Set(Object.entries(answer.doctors).flatMap(([id, entry]) => (entry?.next ? [id] : [])));
    within = within ? new Set([...within].filter((id) => free.has(id))) : free;
    validUntil = now.getTime() + slotAnswerMaxAgeMs;
  }
  if (within) out.within = [...within];
  return { window: out, ...(validUntil === undefined ? {} : { validUntil }) };
}

/** The centres a city or a centre names (the centre within the city, when both), or undefined when neither is the network's. */
async function placeCentres(db: Db, city: string | undefined, location: string | undefined, language: string): Promise<NetworkLocation[] | undefined> {
  const locations = contentTypeByKey('locations');
  if (!locations) return undefined;
  const network = (await listActive(db, locations, language)) as unknown as NetworkLocation[];
  // One location is no network: the page shows no place choice.
  if (network.length < 2) return undefined;
  const inTheCity = city ? inCity(network, city) : [];
  const knownCity = inTheCity.length > 0 ? city : undefined;
  const centre = network.find((l) => l.slug === location && (!knownCity || cityKey(l.city) === cityKey(knownCity)));
  if (centre) return [centre];
  return knownCity ? inTheCity : undefined;
}

/**
 * The active doctors who sit at any of the centres. Their sessions are read from each doctor's
 * record (the one filter the page's first view reads past its page; a city or a centre chosen).
 */
async function doctorsAt(db: Db, type: ContentType, centres: readonly NetworkLocation[]): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom(tableOf(type))
    .select(['id', 'data'])
    .where('status', '=', 'active')
    .execute();
  const ids = new Set<string>();
  for (const row of rows) {
    const sessions = { opd_sessions: parseData(row).opd_sessions };
    if (centres.some((centre) => sitsAt(sessions, centre))) ids.add(row.id);
  }
  return ids;
}

/** `doctorWindow` as the content routes' `narrow` (api/api-routes.ts): the window alone. */
export const narrowDoctors = async (db: Db, type: ContentType, window: ActiveWindow & DoctorFilters, language: string): Promise<ActiveWindow> => (await doctorWindow(db, type, window, language)).window;
