import { useCallback, useMemo } from 'react';
import { listingSearch, parseListingQuery, type ListingQuery } from '@hospital/content/listing-query';
import { useLocation, useNavigate } from './location';

/** The listing state the address asks for (issue 30): the server rendered it, the browser shows the same. */
export function useListingQuery(): ListingQuery {
  const { search } = useLocation();
  return useMemo(() => parseListingQuery(search), [search]);
}

/** The address of this listing in another state: the same path, the normalised query. */
export function useListingHref(): (query: ListingQuery) => string {
  const { pathname } = useLocation();
  return useCallback((query: ListingQuery) => `${pathname}${listingSearch(query)}`, [pathname]);
}

/**
 * Shows another state of this listing in place and puts it in the address. `replace` (typing, Load
 * More) changes the current history entry; otherwise (a tab, a filter) Back returns to the state before.
 */
export function useGoToListing(): (query: ListingQuery, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const href = useListingHref();
  return useCallback((query: ListingQuery, options?: { replace?: boolean }) => navigate(href(query), options), [navigate, href]);
}
