import { describe, expect, it } from 'vitest';
import { schedulePreview } from './schedule-preview';

// Monday 30 November 2026, 08:00 in Kolkata.
const now = new Date('2026-11-30T02:30:00Z');
const options = { now, timeZone: 'Asia/Kolkata' };

describe("the studio's preview of a doctor's OPD schedule", () => {
  it('counts the slots each session makes and those of the coming 7 days, leave closing its days', () => {
    const preview = schedulePreview(
      {
        opd_sessions: [
          { day: 'mon', start: '09:00', end: '13:00', place: 'OPD Block A, Room 12' },
          { day: 'wed', start: '17:00', end: '19:00', place: '' },
          { day: 'fri', start: '', end: '', place: '' },
        ],
        opd_slot_minutes: 20,
        opd_per_slot: 2,
        opd_leave: [{ from: '2026-12-02', to: '2026-12-02', reason: 'Conference' }],
      },
      options,
    );
    expect(preview?.sessions).toEqual([
      { text: 'Monday 09:00–13:00, OPD Block A, Room 12', slots: 12 },
      { text: 'Wednesday 17:00–19:00', slots: 6 },
    ]);
    expect(preview?.notCounted).toBe(1);
    // Monday 30 Nov: 12 slots; Wednesday 2 Dec on leave; the next Monday is the 8th day.
    expect(preview?.slots).toBe(12);
    expect(preview?.seats).toBe(24);
    expect(preview?.days.map((d) => `${d.label} ${d.off ?? d.slots}`)).toEqual(['Mon 30/11 12', 'Tue 1/12 0', 'Wed 2/12 leave', 'Thu 3/12 0', 'Fri 4/12 0', 'Sat 5/12 0', 'Sun 6/12 0']);
  });

  it('leaves out the slots already begun today and the days outside the dates the schedule holds', () => {
    const later = new Date('2026-11-30T05:30:00Z'); // 11:00 in Kolkata
    const preview = schedulePreview({ opd_sessions: [{ day: 'mon', start: '09:00', end: '13:00' }, { day: 'tue', start: '09:00', end: '10:00' }], opd_to: '2026-11-30' }, { ...options, now: later });
    expect(preview?.slots).toBe(7);
    expect(preview?.days[1]?.off).toBe('outside');
  });

  it('is empty without a complete session', () => {
    expect(schedulePreview({ opd_sessions: [{ day: 'mon', start: '13:00', end: '09:00' }] }, options)).toBeNull();
  });
});
