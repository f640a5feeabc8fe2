import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadMore<T> {
  visible: T[];
  hasMore: boolean;
  loadMore: () => void;
  /** Attach to each shown item: the first newly shown one is scrolled to and focused. */
  itemRef: (index: number) => (element: HTMLElement | null) => void;
}

/** Paging kept in the address (`?page=3`, issue 30): the page shown, and how to show another. */
export interface PageAddress {
  page: number;
  go: (page: number) => void;
}

/**
 * "Load More" paging of SPEC.md §4/§9: `initial` items, `step` more per click; changing `resetKey`
 * (a tab, a filter, a search) goes back to `initial`. With `address` the count is the address's
 * page (`initial + (page - 1) × step`) and Load More asks for the next page; the caller's filters
 * leave the page out of the address when they change.
 */
export function useLoadMore<T>(items: readonly T[], initial: number, step: number, resetKey: unknown, address?: PageAddress): LoadMore<T> {
  const [ownCount, setCount] = useState(initial);
  const [lastKey, setLastKey] = useState(resetKey);
  const elements = useRef(new Map<number, HTMLElement>());
  const scrollTo = useRef<number | null>(null);

  // Resetting during render (not in an effect) avoids one frame showing the old count.
  let shown = ownCount;
  if (!Object.is(lastKey, resetKey)) {
    setLastKey(resetKey);
    setCount(initial);
    shown = initial;
  }
  const count = address ? initial + (address.page - 1) * step : shown;
  const addressRef = useRef(address);
  useEffect(() => {
    addressRef.current = address;
  });

  const loadMore = useCallback(() => {
    const paged = addressRef.current;
    if (paged) {
      scrollTo.current = initial + (paged.page - 1) * step;
      paged.go(paged.page + 1);
      return;
    }
    setCount((current) => {
      scrollTo.current = current;
      return current + step;
    });
  }, [initial, step]);

  useEffect(() => {
    const index = scrollTo.current;
    if (index === null) return;
    scrollTo.current = null;
    const element = elements.current.get(index);
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  }, [count]);

  const itemRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      if (element) elements.current.set(index, element);
      else elements.current.delete(index);
    },
    [],
  );

  return { visible: items.slice(0, count), hasMore: items.length > count, loadMore, itemRef };
}
