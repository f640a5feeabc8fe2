import { useMemo } from 'react';
import { useApiData, type ApiEntry, type ApiData } from '../data/api-data';
import { matchRoute, resolveRoute, routeApiPaths, type Resolution } from './resolve-route';

const asEntry = (data: ApiData<unknown>): ApiEntry =>
  data.status === 'ready'
    ? { status: 'ready', body: data.body }
    : data.status === 'error' && data.error
      ? { status: 'error', error: data.error }
      : { status: 'loading' };

/** The record the current path shows, loading the lists its route needs (at most two). */
export function useRouteResolution(pathname: string): Resolution {
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const [first = null, second = null] = routeApiPaths(match);
  const a = useApiData<unknown>(first);
  const b = useApiData<unknown>(second);
  const aEntry = first ? asEntry(a) : null;
  const bEntry = second ? asEntry(b) : null;
  return useMemo(
    () => resolveRoute(match, [aEntry, bEntry].filter((e): e is ApiEntry => e !== null)),
    // The entries are rebuilt each render; their content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [match, a.status, a.body, a.error, b.status, b.body, b.error],
  );
}
