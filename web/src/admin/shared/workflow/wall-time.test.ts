import { describe, expect, it } from 'vitest';
import { isoToWallTime, wallTimeToIso } from './wall-time';

describe('schedule times on the hospital clock', () => {
  it('reads "01/12/2026 09:00" in Kolkata as 03:30 UTC, and shows it back the same way', () => {
    expect(wallTimeToIso('01/12/2026 09:00', 'Asia/Kolkata')).toBe('2026-12-01T03:30:00.000Z');
    expect(isoToWallTime('2026-12-01T03:30:00.000Z', 'Asia/Kolkata')).toBe('01/12/2026 09:00');
  });

  it('follows a zone with daylight saving on either side of the change', () => {
    expect(wallTimeToIso('01/07/2026 09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(wallTimeToIso('01/12/2026 09:00', 'Europe/London')).toBe('2026-12-01T09:00:00.000Z');
  });

  it('refuses what is not a real date and time', () => {
    for (const text of ['31/02/2026 09:00', '2026-12-01 09:00', '01/12/2026 24:00', '01/13/2026 09:00', '']) expect(wallTimeToIso(text, 'Asia/Kolkata'), text).toBeNull();
  });
});
