// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoadMore } from './load-more';

const items = Array.from({ length: 20 }, (_, i) => i);

describe('Load More paging', () => {
  it('shows the initial count and adds exactly the step per click until exhausted', () => {
    const { result } = renderHook(() => useLoadMore(items, 6, 4, 'all'));
    expect(result.current.visible).toHaveLength(6);
    act(() => result.current.loadMore());
    expect(result.current.visible).toHaveLength(10);
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    expect(result.current.visible).toHaveLength(18);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    expect(result.current.visible).toHaveLength(20);
    expect(result.current.hasMore).toBe(false);
  });

  it('goes back to the initial count when the tab or filter changes', () => {
    const { result, rerender } = renderHook(({ key }) => useLoadMore(items, 6, 6, key), { initialProps: { key: 2026 } });
    act(() => result.current.loadMore());
    expect(result.current.visible).toHaveLength(12);
    rerender({ key: 2025 });
    expect(result.current.visible).toHaveLength(6);
  });

  it('with an address, shows the page it names and asks for the next page instead of counting itself', () => {
    const asked: number[] = [];
    const { result, rerender } = renderHook(({ page }) => useLoadMore(items, 6, 4, 'all', { page, go: (next) => asked.push(next) }), { initialProps: { page: 3 } });
    expect(result.current.visible).toHaveLength(14);
    act(() => result.current.loadMore());
    expect(asked).toEqual([4]);
    expect(result.current.visible).toHaveLength(14);
    rerender({ page: 4 });
    expect(result.current.visible).toHaveLength(18);
    rerender({ page: 500 });
    expect(result.current.visible).toHaveLength(20);
    expect(result.current.hasMore).toBe(false);
  });
});
