import { describe, expect, it } from 'vitest';
import { intlDates } from './local-dates';

describe("dates in a language's locale", () => {
  it('print the same day through Intl in hi-IN, and nothing for an unreadable date', () => {
    const dates = intlDates('hi-IN');
    expect(dates.long('2026-11-21')).toBe('21 नवंबर 2026');
    expect(dates.short('2026-11-21T23:30:00.000Z')).toMatch(/^21 नव.* 2026$/);
    expect(dates.short('not a date')).toBe('');
  });

  it('fall back to Indian English for a code Intl does not take as a locale', () => {
    expect(intlDates('zz-invalid-locale-!').long('2026-11-21')).toBe('21 November 2026');
  });
});
