import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadMore<T> {
  visible: T[];
  hasMore: boolean;
  loadMore: () => void;
  /** Attach to each shown item: the first newly shown one is scrolled to and focused. */
  itemRef: (index: number) => (element: HTMLElement | null) => void;
}

/**
 * "Load More" paging of SPEC.md §4/§9: `initial` items, `step` more per click; changing `resetKey`
 * (a tab, a filter, a search) goes back to `initial`.
 */
export function useLoadMore<T>(items: readonly T[], initial: number, step: number, resetKey: unknown): LoadMore<T> {
  const [count, setCount] = useState(initial);
  const [lastKey, setLastKey] = useState(resetKey);
  const elements = useRef(new Map<number, HTMLElement>());
  const scrollTo = useRef<number | null>(null);

  // Resetting during render (not in an effect) avoids one frame showing the old count.
  let shown = count;
  if (!Object.is(lastKey, resetKey)) {
    setLastKey(resetKey);
    setCount(initial);
    shown = initial;
  }

  const loadMore = useCallback(() => {
    setCount((current) => {
      scrollTo.current = current;
      return current + step;
    });
  }, [step]);

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

  return { visible: items.slice(0, shown), hasMore: items.length > shown, loadMore, itemRef };
}
