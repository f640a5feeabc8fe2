import { describe, expect, it } from 'vitest';
import { formatDateTime, initialParts, parseDateTime } from './date-time';

describe('date-time field values', () => {
  it('prints day/month/year hour:minute with a 12-hour clock', () => {
    expect(formatDateTime({ date: '2026-11-05', hour: 9, minute: 5, period: 'AM' })).toBe('05/11/2026 09:05 AM');
    expect(formatDateTime({ date: '2026-01-31', hour: 12, minute: 30, period: 'PM' })).toBe('31/01/2026 12:30 PM');
  });

  it('reads back what it prints, what people type, and refuses other text', () => {
    expect(parseDateTime('05/11/2026 09:05 AM')).toEqual({ date: '2026-11-05', hour: 9, minute: 5, period: 'AM' });
    expect(parseDateTime('5-11-2026 9:05 pm')).toEqual({ date: '2026-11-05', hour: 9, minute: 5, period: 'PM' });
    // A browser's own date field's spelling, yyyy-mm-dd, is read too (issue 43).
    expect(parseDateTime('2026-11-05 09:05')).toEqual({ date: '2026-11-05', hour: 9, minute: 5, period: 'AM' });
    expect(parseDateTime('05/13/2026 09:05 AM')).toBeNull();
    expect(parseDateTime('05/11/2026 13:05 PM')).toBeNull();
  });

  it("starts the picker at the next 5-minute step on the hospital's clock when the field is empty", () => {
    // 13:42 in Kolkata is 08:12 UTC; a phone set to New York would say 03:12.
    expect(initialParts('', 'Asia/Kolkata', new Date('2026-11-21T08:12:00Z'))).toEqual({ date: '2026-11-21', hour: 1, minute: 45, period: 'PM' });
    // 23:58 on the 21st in Kolkata: the next step is midnight, the 22nd there.
    expect(initialParts('', 'Asia/Kolkata', new Date('2026-11-21T18:28:00Z'))).toEqual({ date: '2026-11-22', hour: 12, minute: 0, period: 'AM' });
    expect(initialParts('05/11/2026 09:07 AM', 'Asia/Kolkata')).toEqual({ date: '2026-11-05', hour: 9, minute: 5, period: 'AM' });
  });
});
