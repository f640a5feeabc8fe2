import { useSyncExternalStore } from 'react';
import { isNetwork } from '@hospital/content/network/locations';
import { centreParam, rememberedCentre } from '@hospital/content/network/centre-choice';
import type { Location } from '../routing/public-records';
import { embeddedErrorsKey, useApiStore, useInStaticRegion, useIslandRead } from './api-data';
import { listFrom, partialList, stubRecord } from './lists';

/**
 * The hospital network's locations as every page knows them (issue 48). A single hospital (fewer
 * than two locations) reads as it always did: its pages embed no list of locations
 * (`embeddedNetwork`), and the browser, finding none in the page, loads none: the choice of a
 * city or a centre appears only on a network. On a network every page embeds the few facts of
 * each location that the header and the filters read.
 */
export const networkPath = 'locations/active';

/** What the header and the filters read of a location; the location's page loads the whole record. */
const networkFields = ['_id', 'title', 'slug', 'location_kind', 'is_main', 'city', 'area', 'emergency_phone', 'latitude', 'longitude'] as const;

const none: readonly Location[] = [];

/** The network's locations; none on a single hospital. Never loads anything in the browser. */
export function useNetworkLocations(): readonly Location[] {
  const store = useApiStore();
  const hydrated = !useInStaticRegion();
  useIslandRead(store, networkPath);
  const read = () => store.get(networkPath, hydrated);
  const entry = useSyncExternalStore(store.subscribe, read, read);
  const items = entry.status === 'ready' ? listFrom<Location>(entry.body) : null;
  return items && isNetwork(items) ? items : none;
}

/**
 * The page's embedded answers with the network's list as every page carries it: cut to the facts
 * `useNetworkLocations` reads, and left out on a single hospital (its pages stay as they were).
 * A list the route embeds itself (a location's page) is kept as the route cut it.
 */
export function embeddedNetwork(data: Record<string, unknown>, cutByRoute: boolean): Record<string, unknown> {
  const errors = data[embeddedErrorsKey] as Record<string, unknown> | undefined;
  if (errors && networkPath in errors && !cutByRoute) {
    // A site whose list of locations failed reads as a single hospital, as it did before there were any.
    const { [networkPath]: _failed, ...rest } = errors;
    const out = { ...data };
    if (Object.keys(rest).length) out[embeddedErrorsKey] = rest;
    else delete out[embeddedErrorsKey];
    return out;
  }
  const body = data[networkPath];
  if (body === undefined || cutByRoute) return data;
  const items = listFrom<Location>(body);
  const out = { ...data };
  if (!items || !isNetwork(items)) delete out[networkPath];
  else out[networkPath] = partialList(body, items.map((location) => stubRecord(location, [...networkFields])));
  return out;
}

/**
 * The location the patient chose, of the network's: the one the address names (`?location=`, a
 * location's page), else the one remembered (on the server, the `centre` the page was rendered
 * with; in the browser, the cookie, which the server read for the same page).
 */
export function chosenLocation(locations: readonly Location[], pathname: string, search: string, cookie: string | undefined): Location | undefined {
  if (locations.length === 0) return undefined;
  const params = new URLSearchParams(search);
  const routeSlug = /^\/locations\/([^/]+)$/.exec(pathname)?.[1];
  const slug = params.get('location') ?? routeSlug ?? params.get(centreParam) ?? rememberedCentre(cookie);
  return slug ? locations.find((l) => l.slug === slug) : undefined;
}
