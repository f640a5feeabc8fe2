import { weekdays, type OpdSchedule, type Weekday } from '../opd/schedule';

/**
 * The hospital network as patients meet it (issue 48): which doctors sit at a location, the cities,
 * the nearest centre, the map link and the schema.org type of a location. Pure functions over the
 * public records, read by the website, the page head and the server alike.
 */

/** What these functions read of a location (the public record of `locations` has these and more). */
export interface NetworkLocation {
  _id: string;
  title: string;
  slug: string;
  location_kind?: string | null;
  /** The main hospital: OPD sessions that name no location are held there. */
  is_main?: boolean | null;
  city?: string | null;
  area?: string | null;
  address?: string | null;
  pin_code?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  phones?: readonly string[] | null;
  emergency_phone?: string | null;
  opening_hours?: readonly { day?: string | null; opens?: string | null; closes?: string | null }[] | null;
  facilities?: readonly string[] | null;
  departments?: unknown;
}

/** The location choice appears only on a network: a single hospital reads as it always did. */
export const isNetwork = (locations: readonly unknown[] | null | undefined): boolean => (locations?.length ?? 0) >= 2;

/**
 * A city's name as addresses carry it (`?city=Ambarpur`, in Hindi `?city=अम्बरपुर`): the name in
 * the page's language, compared without case or extra spaces (a Hindi name has no Latin slug).
 */
export const cityKey = (city: string | null | undefined): string => (city ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The network's cities, each once, in the order of their first location, with the name in the page's language. */
export function citiesOf(locations: readonly NetworkLocation[]): string[] {
  const seen = new Map<string, string>();
  for (const location of locations) {
    const key = cityKey(location.city);
    if (key && !seen.has(key)) seen.set(key, (location.city ?? '').trim().replace(/\s+/g, ' '));
  }
  return [...seen.values()];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The location an OPD session row names (`opd_sessions[].location`): its id, or its slug, or a
 * resolved relation `{ _id }`. Empty when the row names none.
 */
export function sessionLocationKey(row: unknown): string {
  if (!row || typeof row !== 'object') return '';
  const value = (row as Record<string, unknown>).location;
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object') return text((value as Record<string, unknown>)._id);
  return '';
}

type Place = Pick<NetworkLocation, '_id' | 'slug' | 'is_main'>;

/** Whether a session's location key names the location; a session naming none is held at the main hospital. */
const names = (location: Place, key: string): boolean => (key === '' ? location.is_main === true : key === location._id || key === location.slug);

/** Whether a doctor sees patients at a location: one of their OPD sessions names it. */
export function sitsAt(expert: { opd_sessions?: unknown }, location: Place): boolean {
  const rows = Array.isArray(expert.opd_sessions) ? (expert.opd_sessions as unknown[]) : [];
  return rows.some((row) => names(location, sessionLocationKey(row)));
}

/** The doctor's OPD sessions at a location, as the timings read them. */
export function sessionsAt<T extends { opd_sessions?: unknown }>(expert: T, location: Place): T {
  const rows = Array.isArray(expert.opd_sessions) ? (expert.opd_sessions as unknown[]) : [];
  return { ...expert, opd_sessions: rows.filter((row) => names(location, sessionLocationKey(row))) };
}

/** The locations in a city (by its name, `cityKey`). */
export const inCity = <L extends NetworkLocation>(locations: readonly L[], city: string): L[] => locations.filter((l) => cityKey(l.city) === cityKey(city));

/** A location's map position, when it has both halves. */
export function positionOf(location: Pick<NetworkLocation, 'latitude' | 'longitude'>): { lat: number; lng: number } | null {
  const { latitude: lat, longitude: lng } = location;
  return typeof lat === 'number' && Number.isFinite(lat) && typeof lng === 'number' && Number.isFinite(lng) ? { lat, lng } : null;
}

/** The great-circle distance in kilometres between two positions (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The location nearest a position, among those with a map position; null when none has one. */
export function nearestLocation<L extends NetworkLocation>(locations: readonly L[], from: { lat: number; lng: number }): L | null {
  let best: { location: L; km: number } | null = null;
  for (const location of locations) {
    const at = positionOf(location);
    if (!at) continue;
    const km = distanceKm(from, at);
    if (!best || km < best.km) best = { location, km };
  }
  return best?.location ?? null;
}

/**
 * Directions in the patient's map app: a plain link (no map script on the page). Google Maps'
 * directions address opens the app on phones that have it and the website elsewhere; without a
 * position, the address is searched for.
 */
export function directionsHref(location: Pick<NetworkLocation, 'latitude' | 'longitude' | 'address' | 'title'>): string {
  const at = positionOf(location);
  const destination = at ? `${at.lat},${at.lng}` : [location.title, text(location.address)].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The schema.org type of a location: a hospital, a diagnostic lab, else a clinic. */
export function schemaTypeOf(kind: string | null | undefined): 'Hospital' | 'DiagnosticLab' | 'MedicalClinic' {
  if (kind === 'hospital') return 'Hospital';
  if (kind === 'diagnostic-centre') return 'DiagnosticLab';
  return 'MedicalClinic';
}

/** The opening hours as an OPD schedule (the same schema.org and timing readers serve both). */
export function openingHoursSchedule(location: Pick<NetworkLocation, 'opening_hours'>): OpdSchedule | null {
  const sessions = (location.opening_hours ?? [])
    .map((row) => ({ day: text(row.day) as Weekday, start: text(row.opens), end: text(row.closes), place: '' }))
    .filter((s) => weekdays.includes(s.day) && /^\d\d:\d\d$/.test(s.start) && /^\d\d:\d\d$/.test(s.end) && s.end > s.start);
  return sessions.length ? { sessions, slotMinutes: 15, perSlot: 1, leave: [] } : null;
}
