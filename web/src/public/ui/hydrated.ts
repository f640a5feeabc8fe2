import { useEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates the page, true from the next render on. Not
 * `useSyncExternalStore`'s server snapshot: Preact, which hydrates the public pages, reads the
 * client's snapshot while hydrating, and hydration keeps the server's attributes, so the page
 * would show a mix of both until something changed.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The second render is the point: it comes after hydration in React and in Preact alike.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
