import { describe, expect, it } from 'vitest';
import { groupByYear, initialYear } from './year-tabs';

const item = (date: string | null) => ({ date });

describe('year tabs', () => {
  it('groups by year, newest year and newest item first, dropping undated items', () => {
    const { years, byYear } = groupByYear([item('2024-05-01'), item('2026-01-10'), item(null), item('2026-11-02'), item('2025-07-07')], (i) => i.date);
    expect(years).toEqual([2026, 2025, 2024]);
    expect(byYear.get(2026)?.map((i) => i.date)).toEqual(['2026-11-02', '2026-01-10']);
  });

  it('opens on the current year when it has items, else on the newest', () => {
    expect(initialYear([2026, 2025], new Date('2026-11-21T00:00:00Z'))).toBe(2026);
    expect(initialYear([2025, 2024], new Date('2026-11-21T00:00:00Z'))).toBe(2025);
    expect(initialYear([], new Date('2026-11-21T00:00:00Z'))).toBeUndefined();
  });
});
