import { describe, expect, it } from 'vitest';
import { en } from '@hospital/content/i18n/messages/site';
import { hi } from '@hospital/content/i18n/messages/site-hi';
import { clockText, dayLabel, slotMomentText } from './slot-texts';

describe('slot texts', () => {
  it('writes a slot as "Mon 1 Dec 2026, 9:30 AM" in English', () => {
    expect(slotMomentText(en, 'en-IN', { day: '2026-11-30', time: '09:30' })).toBe('Mon 30 Nov 2026, 9:30 AM');
    expect(dayLabel('en-IN', '2026-12-01')).toBe('Tue 1 Dec');
    expect(clockText(en, '13:05')).toBe('1:05 PM');
    expect(clockText(en, '00:15')).toBe('12:15 AM');
  });

  it('names the hospital day whatever zone the browser is in', () => {
    // The day is read in UTC: a browser in New York still sees the hospital's Monday.
    const before = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(dayLabel('en-IN', '2026-11-30')).toBe('Mon 30 Nov');
    } finally {
      process.env.TZ = before;
    }
  });

  it('writes the day and time in Hindi on Hindi pages', () => {
    const text = slotMomentText(hi, 'hi-IN', { day: '2026-11-30', time: '09:30' });
    expect(text).toContain('2026');
    expect(text).toContain('सुबह 9:30');
    expect(text).not.toContain('AM');
  });
});
