import { sql, type RawBuilder } from 'kysely';
import { contentTypeByKey } from '@hospital/content/registry';
import { cityKey, inCity, type NetworkLocation } from '@hospital/content/network/locations';
import type { ContentType } from '@hospital/content/content-type';
import { availabilityAnswerOf, slotAnswerMaxAgeMs } from '../appointments/slot-reads';
import { listActive, type ActiveWindow } from '../content/content-operations';
import { tableOf } from '../content/content-storage';
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
  if ((city || location) && type.key === 'experts') {
    const centres = await placeCentres(db, city, location, language);
    if (centres) out.withinQuery = doctorsAt(db, type, centres);
  }
  if (available === 'week') {
    const now = new Date();
    const answer = await availabilityAnswerOf(db, { days: availableWeekDays }, now);
    out.within = Object.entries(answer.doctors).flatMap(([id, entry]) => (entry?.next ? [id] : []));
    validUntil = now.getTime() + slotAnswerMaxAgeMs;
  }
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
 * The active doctors who sit at any of the centres (`sitsAt`: one of their OPD sessions names the
 * centre by its id or slug, or names none and the centre is the main hospital), as a subquery of
 * the listing's read: the database looks through the sessions, so a city or centre chosen reads
 * the doctors of its page, not every doctor's record (issue 46).
 */
function doctorsAt(db: Db, type: ContentType, centres: readonly NetworkLocation[]): RawBuilder<string> {
  const keys = [...new Set(centres.flatMap((centre) => [centre._id, centre.slug]).filter((key): key is string => typeof key === 'string' && key !== ''))];
  const main = centres.some((centre) => centre.is_main === true);
  const table = sql.table(tableOf(type));
  // Each session's location key, as `sessionLocationKey` reads it: a string, or a relation's `_id`; '' for none.
  const [sessions, key] =
    db.dialect === 'postgres'
      ? [
          sql`cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data::jsonb -> 'opd_sessions') = 'array' then d.data::jsonb -> 'opd_sessions' else '[]'::jsonb end) as s(value)`,
          sql`(case jsonb_typeof(s.value -> 'location') when 'string' then btrim(s.value ->> 'location') when 'object' then (case when jsonb_typeof(s.value -> 'location' -> '_id') = 'string' then btrim(s.value -> 'location' ->> '_id') else '' end) else '' end)`,
        ]
      : [
          sql`join json_each(case when json_type(d.data, '$.opd_sessions') = 'array' then json_extract(d.data, '$.opd_sessions') else '[]' end) as s`,
          sql`(case when s.type = 'object' then (case json_type(s.value, '$.location') when 'text' then trim(json_extract(s.value, '$.location')) when 'object' then (case when json_type(s.value, '$.location._id') = 'text' then trim(json_extract(s.value, '$.location._id')) else '' end) else '' end) else '' end)`,
        ];
  const named = keys.length > 0 ? sql`${key} in (${sql.join(keys)})` : sql`1 = 0`;
  const at = main ? sql`(${named} or ${key} = '')` : named;
  return sql<string>`(select distinct d.id from ${table} as d ${sessions} where d.status = 'active' and ${at})`;
}

/** `doctorWindow` as the content routes' `narrow` (api/api-routes.ts): the window alone. */
export const narrowDoctors = async (db: Db, type: ContentType, window: ActiveWindow & DoctorFilters, language: string): Promise<ActiveWindow> => (await doctorWindow(db, type, window, language)).window;
