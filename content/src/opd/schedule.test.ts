import { describe, expect, it } from 'vitest';
import { slotsOn, wallToInstant, type OpdSchedule } from './schedule';

const schedule = (start: string, end: string): OpdSchedule => ({ sessions: [{ day: 'sun', start, end, place: '' }], slotMinutes: 30, perSlot: 1, leave: [] });
const each = (day: string, times: string[], timeZone: string) =>
  times.map((t) => wallToInstant({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)), hour: Number(t.slice(0, 2)), minute: Number(t.slice(3, 5)) }, timeZone).toISOString());

describe("a day's slots on the hospital's clock", () => {
  it('reads every slot of a session its own instant when a clock change falls inside it, and the same instants as slot by slot otherwise', () => {
    // Europe/London moves from 01:00 to 02:00 on Sunday 28 March 2027.
    const across = slotsOn(schedule('00:00', '04:00'), '2027-03-28', { timeZone: 'Europe/London', holidays: [] });
    const times = ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30'];
    const byTime = [...across].sort((a, b) => a.time.localeCompare(b.time));
    expect(byTime.map((s) => s.time)).toEqual(times);
    expect(byTime.map((s) => s.start)).toEqual(each('2027-03-28', times, 'Europe/London'));
    expect(byTime[0]?.start).toBe('2027-03-28T00:00:00.000Z');
    expect(byTime[4]?.start).toBe('2027-03-28T01:00:00.000Z');
    const calm = slotsOn(schedule('09:00', '13:00'), '2027-03-28', { timeZone: 'Europe/London', holidays: [] });
    expect(calm.map((s) => s.start)).toEqual(each('2027-03-28', ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'], 'Europe/London'));
    expect(calm[0]?.start).toBe('2027-03-28T08:00:00.000Z');
    const kolkata = slotsOn(schedule('09:00', '10:00'), '2026-11-29', { timeZone: 'Asia/Kolkata', holidays: [] });
    expect(kolkata.map((s) => [s.start, s.dateTime])).toEqual([
      ['2026-11-29T03:30:00.000Z', '29/11/2026 09:00 AM'],
      ['2026-11-29T04:00:00.000Z', '29/11/2026 09:30 AM'],
    ]);
  });
});
