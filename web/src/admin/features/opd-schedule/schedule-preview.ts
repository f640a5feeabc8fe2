import { addDays, scheduleOf, slotsBetween, slotsOn, weekdayOf, weekdayOptions } from '@hospital/content/opd/schedule';
import { hospitalDay } from '@hospital/content/hospital-time';

/**
 * What the doctor's screen shows under the OPD schedule while it is edited: each session with
 * the slots it makes, and the slots of the coming 7 days, from the pure slot rules
 * (`content/src/opd/schedule.ts`) over the values in the form, before they are saved.
 */

export interface SessionLine {
  text: string;
  slots: number;
}

export interface SchedulePreview {
  sessions: SessionLine[];
  /** Rows of `opd_sessions` not counted: not whole yet, or ending before they start. */
  notCounted: number;
  days: { day: string; label: string; slots: number; off?: 'leave' | 'outside' }[];
  slots: number;
  seats: number;
  slotMinutes: number;
}

const dayName = (value: string): string => weekdayOptions.find((o) => o.value === value)?.label ?? value;

export function schedulePreview(record: Record<string, unknown>, options: { now: Date; timeZone: string }): SchedulePreview | null {
  const schedule = scheduleOf(record);
  if (!schedule) return null;
  const rows = Array.isArray(record.opd_sessions) ? record.opd_sessions.length : 0;
  // One week of a pattern without its dates, leave or holidays: the slots each session makes.
  const pattern = { ...schedule, from: undefined, to: undefined, leave: [] };
  const monday = '2024-01-01';
  const weekSlots = Array.from({ length: 7 }, (_, i) => slotsOn(pattern, addDays(monday, i), { timeZone: options.timeZone, holidays: [] })).flat();
  const sessions = schedule.sessions.map((session, index) => ({
    text: `${dayName(session.day)} ${session.start}–${session.end}${session.place ? `, ${session.place}` : ''}`,
    slots: weekSlots.filter((slot) => slot.session === index).length,
  }));
  const today = hospitalDay(options.now, options.timeZone);
  const coming = slotsBetween(schedule, { fromDay: today, days: 7, timeZone: options.timeZone, holidays: [], now: options.now });
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(today, i);
    const slots = coming.filter((slot) => slot.day === day).length;
    const onLeave = schedule.leave.some((l) => day >= l.from && day <= l.to);
    const outside = (schedule.from !== undefined && day < schedule.from) || (schedule.to !== undefined && day > schedule.to);
    const label = `${dayName(weekdayOf(day)).slice(0, 3)} ${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;
    return { day, label, slots, ...(onLeave ? { off: 'leave' as const } : outside ? { off: 'outside' as const } : {}) };
  });
  return {
    sessions,
    notCounted: rows - schedule.sessions.length,
    days,
    slots: coming.length,
    seats: coming.reduce((sum, slot) => sum + slot.capacity, 0),
    slotMinutes: schedule.slotMinutes,
  };
}
