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
});
