import { useCallback, useState } from 'react';

/** Moves one item of a list; out-of-range moves return the list unchanged. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

let next = 0;
const newId = (): string => `row-${++next}`;

/**
 * Stable ids for rows that have none of their own (repeater rows, field definitions), so drag
 * and drop and React keys follow a row when it moves. Rows changed from outside (a reset, a
 * template switch) get fresh ids.
 */
export function useRowIds(count: number) {
  const [ids, setIds] = useState<string[]>(() => Array.from({ length: count }, newId));
  let current = ids;
  if (ids.length !== count) {
    current = Array.from({ length: count }, (_, i) => ids[i] ?? newId());
    setIds(current);
  }
  const move = useCallback((from: number, to: number) => setIds((list) => moveItem(list, from, to)), []);
  const remove = useCallback((index: number) => setIds((list) => list.filter((_, i) => i !== index)), []);
  const add = useCallback(() => setIds((list) => [...list, newId()]), []);
  return { ids: current, move, remove, add };
}
