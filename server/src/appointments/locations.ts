import { defaultLanguage } from '@hospital/content/i18n/languages';
import { localizeRecord } from '@hospital/content/i18n/localize';
import { locations as locationType } from '@hospital/content/types/locations/index';
import { contentTableName } from '../db/database';
import type { Queryable } from '../jobs/job-queue';
import { SharedRead } from '../lib/shared-read';

/**
 * The network's locations as the appointments read them (issue 48): where a session is held,
 * whose holidays close it, and what a booking's confirmation names. A session that names no
 * location is held at the main hospital: the location ticked "Main hospital", else the first
 * hospital, else the first location. With no location at all, nothing changes: slots carry no
 * location and bookings none.
 */
export interface NetworkLocation {
  _id: string;
  title: string;
  slug: string;
  /** The location's own holidays (yyyy-mm-dd). */
  holidays: string[];
  isMain: boolean;
  /** Its stored fields and translations, for its words in a patient's language. */
  record: Record<string, unknown>;
}

/** A stored record's data; a record whose data cannot be read reads as empty (no sessions, no holidays). */
export const recordOf = (data: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(data);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The active locations, main hospital first, then by name. One query. */
export async function networkLocations(db: Queryable): Promise<NetworkLocation[]> {
  const rows = await db.selectFrom(contentTableName('locations')).select(['id', 'title', 'slug', 'data']).where('status', '=', 'active').orderBy('title').orderBy('id').execute();
  const list = rows.map((row): NetworkLocation => {
    const record = recordOf(row.data);
    const holidays = (Array.isArray(record.holidays) ? (record.holidays as unknown[]) : [])
      .map((h) => (h !== null && typeof h === 'object' ? text((h as Record<string, unknown>).date).slice(0, 10) : ''))
      .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
    return { _id: row.id, title: row.title, slug: row.slug ?? '', holidays, isMain: record.is_main === true, record: { ...record, title: row.title } };
  });
  const main = list.find((l) => l.isMain) ?? list.find((l) => l.record.location_kind === 'hospital') ?? list[0];
  if (!main) return [];
  return [{ ...main, isMain: true }, ...list.filter((l) => l !== main).map((l) => ({ ...l, isMain: false }))];
}

const sharedLocations = new SharedRead((db: Queryable) => networkLocations(db));

/**
 * The active locations as `networkLocations`, one query for the reads that run at once (a burst of
 * 100 bookings asks for them 100 times; issue 43): for reads outside a transaction only.
 */
export const networkLocationsShared = (db: Queryable): Promise<NetworkLocation[]> => sharedLocations.read(db);

/** The location a session or booking is at: its own, or the main hospital's for none named ('' without locations). */
export const locationIdOf = (list: readonly NetworkLocation[], location: string | null | undefined): string => (location ? location : (list[0]?._id ?? ''));

/** Each location's holidays by `_id`, the main hospital's also under '' (its sessions that name no location). */
export function locationHolidaysOf(list: readonly NetworkLocation[]): Record<string, string[]> {
  const out: Record<string, string[]> = Object.fromEntries(list.map((l) => [l._id, l.holidays]));
  if (list[0]) out[''] = list[0].holidays;
  return out;
}

/** A location as a patient reads it (confirmation, mail, calendar file): its name and address in `language`. */
export interface LocationAddress {
  _id: string;
  title: string;
  address: string;
  /** A link to the map app for directions (no third-party script), when the location has a map position. */
  directionsUrl?: string;
}

export function locationAddress(location: NetworkLocation, language: string = defaultLanguage): LocationAddress {
  const local = language === defaultLanguage ? location.record : localizeRecord(locationType, location.record, language);
  const lat = location.record.latitude;
  const lng = location.record.longitude;
  return {
    _id: location._id,
    title: text(local.title) || location.title,
    address: text(local.address) || text(location.record.address),
    ...(typeof lat === 'number' && typeof lng === 'number' ? { directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}` } : {}),
  };
}

/** The location of a booking by its `_id`, whatever its status now (null without one, or once deleted). */
export async function bookingLocation(db: Queryable, id: string | null, language: string): Promise<LocationAddress | undefined> {
  if (!id) return undefined;
  // A single hospital stays as it was: the location is named only where there are two or more.
  const others = await db.selectFrom(contentTableName('locations')).select('id').where('status', '=', 'active').where('id', '!=', id).limit(1).executeTakeFirst();
  if (!others) return undefined;
  const row = await db.selectFrom(contentTableName('locations')).select(['id', 'title', 'slug', 'data']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const record = { ...recordOf(row.data), title: row.title };
  return locationAddress({ _id: row.id, title: row.title, slug: row.slug ?? '', holidays: [], isMain: false, record }, language);
}
