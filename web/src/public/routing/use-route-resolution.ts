import { useEffect, useMemo } from 'react';
import { useApiData, useApiStore, type ApiEntry, type ApiData } from '../data/api-data';
import { isHydrationRecord, isPartialFor, isPartialList, isStubRecord } from '../data/lists';
import { useFirstView } from './location';
import { expertCategoryPath, matchRoute, normalisePath, resolveRoute, routeApiPaths, type Resolution } from './resolve-route';

const asEntry = (data: ApiData<unknown>): ApiEntry =>
  data.status === 'ready'
    ? { status: 'ready', body: data.body }
    : data.status === 'error' && data.error
      ? { status: 'error', error: data.error }
      : { status: 'loading' };

/**
 * The record the current path shows, loading the lists its route needs (at most two). A list the
 * server embedded cut down for the first page (see `partialList`) is loaded whole when the path
 * needs more than it holds: until then the route is loading, not "not found".
 */
export function useRouteResolution(pathname: string): Resolution {
  const store = useApiStore();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const [first = null, second = null] = routeApiPaths(match);
  const a = useApiData<unknown>(first);
  const b = useApiData<unknown>(second);
  const aEntry = first ? asEntry(a) : null;
  const bEntry = second ? asEntry(b) : null;
  const resolution = useMemo(
    () => resolveRoute(match, [aEntry, bEntry].filter((e): e is ApiEntry => e !== null)),
    // The entries are rebuilt each render; their content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [match, a.status, a.body, a.error, b.status, b.body, b.error],
  );
  // A cut list (see `partialList`) holds whole records: enough to show one of them, not to say
  // that a record is missing nor to list a department's doctors. Then the whole list is loaded.
  // A record cut down to what a slider or a list of colleagues shows (`stubRecord`) is not enough to
  // show it on its own page either.
  // A page record cut down for hydrating the first page (`hydrationRecord`) is enough only for that
  // first view, whose static regions keep the server's markup: once the visitor has moved on, the
  // page's static regions render, and need the whole record.
  const firstView = useFirstView();
  const shown = shownRecord(resolution);
  const partialPaths: string[] = [];
  // A department's page cut its lists for its own first view, whose doctors' cards keep the server's markup.
  const department = resolution.state === 'expert-category' ? expertCategoryPath(resolution.category.slug) : null;
  const departmentFirstView = department !== null && firstView && isPartialFor(a.body, department) && isPartialFor(b.body, department);
  // A path's lists cut by the server to its records (none found) for its first view: nothing more to find.
  const missingHere = resolution.state === 'not-found' && firstView && [first, second].every((path, n) => !path || isPartialFor((n === 0 ? a : b).body, normalisePath(pathname)));
  if ((resolution.state === 'not-found' && !missingHere) || resolution.state === 'locations' || (resolution.state === 'expert-category' && !departmentFirstView) || isStubRecord(shown) || (isHydrationRecord(shown) && !firstView)) {
    if (first && isPartialList(a.body)) partialPaths.push(first);
    if (second && isPartialList(b.body)) partialPaths.push(second);
  }
  // A string, so the effect runs when the set of paths changes, not on every render.
  const incomplete = partialPaths.join(' ');
  useEffect(() => {
    if (incomplete) for (const path of incomplete.split(' ')) void store.load(path, true);
  }, [store, incomplete]);
  return incomplete ? { state: 'loading' } : resolution;
}

/** The record a resolved route shows, if any. */
function shownRecord(resolution: Resolution): unknown {
  switch (resolution.state) {
    case 'page':
      return resolution.page;
    case 'detail':
      return resolution.record;
    case 'expert':
      return resolution.expert;
    default:
      return null;
  }
}
