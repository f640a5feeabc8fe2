import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebounced } from '../data/site-search';
import { listingSearch, parseListingQuery, type ListingQuery } from '@hospital/content/listing-query';
import { useLanguage } from '../ui/language';
import { inLanguage } from '../ui/language-paths';
import { useLocation, useNavigate } from './location';

/** The listing state the address asks for (issue 30): the server rendered it, the browser shows the same. */
export function useListingQuery(): ListingQuery {
  const { search } = useLocation();
  return useMemo(() => parseListingQuery(search), [search]);
}

/** The address of this listing in another state: the same path in the page's language, the normalised query. */
export function useListingHref(): (query: ListingQuery) => string {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  return useCallback((query: ListingQuery) => `${inLanguage(pathname, language)}${listingSearch(query)}`, [pathname, language]);
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

export interface AddressedSearch {
  /** What the box shows: the address's words, or while typing, the words typed. */
  text: string;
  /** `text` once the typing has paused. */
  settled: string;
  type: (text: string) => void;
}

/**
 * A listing's search box whose words live in the address (`?q=`): typing shows at once, and once it
 * pauses `commit` puts the words in the address (with the listing's state as it is by then). Any
 * other change of the address (Back, Clear Filter, a tab) shows its own words again and drops
 * words not yet written; the box's own writes never take back a later keystroke.
 */
export function useAddressedSearch(addressSearch: string, commit: (text: string) => void): AddressedSearch {
  const { search: locationSearch } = useLocation();
  const [typed, setTyped] = useState<string | null>(null);
  const [written, setWritten] = useState<string | null>(null);
  const [seen, setSeen] = useState(locationSearch);
  const ownWrite = addressSearch === written;
  if (seen !== locationSearch) {
    setSeen(locationSearch);
    if (!ownWrite) setTyped(null);
  }
  const text = typed ?? addressSearch;
  const settled = useDebounced(text, pauseMs);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => {
    if (!ownWrite) clearTimeout(timer.current);
  }, [locationSearch, ownWrite]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = useCallback((value: string) => {
    setTyped(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const words = value.trim();
      setWritten(words);
      latestCommit.current(words);
    }, pauseMs);
  }, []);
  return { text, settled, type };
}

/** How long the typing pauses before the words are searched for and written into the address. */
const pauseMs = 250;
