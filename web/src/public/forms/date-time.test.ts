import { describe, expect, it } from 'vitest';
import { formatDateTime, initialParts, parseDateTime } from './date-time';

describe('date-time field values', () => {
  it('prints day/month/year hour:minute with a 12-hour clock', () => {
    expect(formatDateTime({ date: '2026-11-05', hour: 9, minute: 5, period: 'AM' })).toBe('05/11/2026 09:05 AM');
    expect(formatDateTime({ date: '2026-01-31', hour: 12, minute: 30, period: 'PM' })).toBe('31/01/2026 12:30 PM');
  });

  it('reads back what it prints and refuses other text', () => {
    expect(parseDateTime('05/11/2026 09:05 AM')).toEqual({ date: '2026-11-05', hour: 9, minute: 5, period: 'AM' });
    expect(parseDateTime('2026-11-05 09:05')).toBeNull();
    expect(parseDateTime('05/13/2026 09:05 AM')).toBeNull();
    expect(parseDateTime('05/11/2026 13:05 PM')).toBeNull();
  });

  it('starts the picker at the next 5-minute step when the field is empty', () => {
    expect(initialParts('', new Date(2026, 10, 21, 13, 42))).toEqual({ date: '2026-11-21', hour: 1, minute: 45, period: 'PM' });
    expect(initialParts('', new Date(2026, 10, 21, 0, 0))).toEqual({ date: '2026-11-21', hour: 12, minute: 0, period: 'AM' });
    expect(initialParts('05/11/2026 09:07 AM')).toEqual({ date: '2026-11-05', hour: 9, minute: 5, period: 'AM' });
  });
});
