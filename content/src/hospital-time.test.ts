import { describe, expect, it } from 'vitest';
import { formatHospitalTime, hospitalDay, sortableHospitalTime } from './hospital-time';

describe('the one format of times people read', () => {
  it('shows a moment as "22 Nov 2026, 09:30" in the hospital\'s time zone, whatever the machine\'s', () => {
    expect(formatHospitalTime('2026-11-22T04:00:00.000Z', { timeZone: 'Asia/Kolkata' })).toBe('22 Nov 2026, 09:30');
    expect(formatHospitalTime('2026-11-22T04:00:00.000Z', { timeZone: 'Europe/London' })).toBe('22 Nov 2026, 04:00');
    // Late in the evening in India is the next day there.
    expect(formatHospitalTime('2026-11-22T20:00:00.000Z', { timeZone: 'Asia/Kolkata' })).toBe('23 Nov 2026, 01:30');
    expect(formatHospitalTime('2026-11-22T04:00:00.000Z', { timeZone: 'Asia/Kolkata', withTime: false })).toBe('22 Nov 2026');
  });

  it('shows a calendar date as that day in every time zone', () => {
    expect(formatHospitalTime('2026-11-22', { timeZone: 'America/Los_Angeles' })).toBe('22 Nov 2026');
    expect(formatHospitalTime('2026-11-22', { timeZone: 'Pacific/Kiritimati' })).toBe('22 Nov 2026');
  });

  it('falls back to Asia/Kolkata for an unknown zone, and to a dash for nothing', () => {
    expect(formatHospitalTime('2026-11-22T04:00:00.000Z', { timeZone: 'Mars/Olympus' })).toBe('22 Nov 2026, 09:30');
    expect(formatHospitalTime('2026-11-22T04:00:00.000Z')).toBe('22 Nov 2026, 09:30');
    expect(formatHospitalTime('')).toBe('—');
    expect(formatHospitalTime(null)).toBe('—');
    expect(formatHospitalTime('not a date')).toBe('not a date');
  });

  it('gives sortable times and the day for file names on the hospital\'s clock', () => {
    expect(sortableHospitalTime('2026-11-22T20:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-23 01:30');
    expect(hospitalDay(new Date('2026-11-22T20:00:00.000Z'), 'Asia/Kolkata')).toBe('2026-11-23');
    expect(hospitalDay(new Date('2026-11-22T04:00:00.000Z'), 'America/Los_Angeles')).toBe('2026-11-21');
  });
});
