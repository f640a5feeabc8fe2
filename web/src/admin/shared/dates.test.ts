import { describe, expect, it } from 'vitest';
import { formatStudioDate } from './dates';

describe('the studio date format', () => {
  it('shows a moment as "22 Nov 2026, 09:30" in the hospital\'s time zone, whatever the browser\'s', () => {
    expect(formatStudioDate('2026-11-22T04:00:00.000Z', { timeZone: 'Asia/Kolkata' })).toBe('22 Nov 2026, 09:30');
    expect(formatStudioDate('2026-11-22T04:00:00.000Z', { timeZone: 'Europe/London' })).toBe('22 Nov 2026, 04:00');
    // Late in the evening in India is the next day there.
    expect(formatStudioDate('2026-11-22T20:00:00.000Z', { timeZone: 'Asia/Kolkata' })).toBe('23 Nov 2026, 01:30');
    expect(formatStudioDate('2026-11-22T04:00:00.000Z', { timeZone: 'Asia/Kolkata', withTime: false })).toBe('22 Nov 2026');
  });

  it('shows a calendar date as that day in every time zone', () => {
    expect(formatStudioDate('2026-11-22', { timeZone: 'America/Los_Angeles' })).toBe('22 Nov 2026');
    expect(formatStudioDate('2026-11-22', { timeZone: 'Pacific/Kiritimati' })).toBe('22 Nov 2026');
  });

  it('falls back to Asia/Kolkata for a zone the browser does not know, and to a dash for nothing', () => {
    expect(formatStudioDate('2026-11-22T04:00:00.000Z', { timeZone: 'Mars/Olympus' })).toBe('22 Nov 2026, 09:30');
    expect(formatStudioDate('')).toBe('—');
    expect(formatStudioDate(null)).toBe('—');
    expect(formatStudioDate('not a date')).toBe('not a date');
  });
});
