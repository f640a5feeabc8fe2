import { describe, expect, it } from 'vitest';
import { formatBlogDate, formatDayMonYear, formatLongEnGb, formatMonDdYyyy, monthYearKey, timeOf, yearOf } from './dates';

describe('date formats of SPEC §9', () => {
  it('prints "Mon DD YYYY" for media coverage, events and camps', () => {
    expect(formatMonDdYyyy('2026-11-21')).toBe('Nov 21 2026');
    expect(formatMonDdYyyy('2025-03-05T10:00:00.000Z')).toBe('Mar 05 2025');
  });

  it('prints the en-GB long form for announcements', () => {
    expect(formatLongEnGb('2026-11-21')).toBe('21 November 2026');
    expect(formatLongEnGb('2026-01-02')).toBe('2 January 2026');
  });

  it('prints day, short month and year for blogs and day-Mon-year for CME rows', () => {
    expect(formatBlogDate('2026-02-07')).toBe('07 Feb 2026');
    expect(formatDayMonYear('2026-11-21')).toBe('21-Nov-2026');
  });

  it('gives month-year keys and years, and nothing for unreadable input', () => {
    expect(monthYearKey('2026-11-21')).toBe('November 2026');
    expect(yearOf('2024-12-31')).toBe(2024);
    expect(formatMonDdYyyy('not a date')).toBe('');
    expect(formatMonDdYyyy(null)).toBe('');
    expect(timeOf(undefined)).toBe(Number.NEGATIVE_INFINITY);
  });
});
