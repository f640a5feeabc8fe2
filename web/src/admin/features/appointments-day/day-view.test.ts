import type { DayView } from '@hospital/content/wire/appointments';
import { describe, expect, it } from 'vitest';
import { blockSpan, chosenDoctors, csvQuery, departmentsOf, longDay, shiftDay, totalsOf } from './day-view';

const booking = (status: 'booked' | 'cancelled' | 'attended' | 'no_show') => ({ _id: status, entryId: 'e', reference: 'APT-1', status, patientName: 'A', phone: '1', doctorId: 'd', doctor: 'D', start: '', time: '09:00', place: '' });
const doctor = (id: string, departments: string[], statuses: ('booked' | 'cancelled' | 'attended' | 'no_show')[]) => ({
  _id: id,
  title: id,
  departments,
  slots: [{ start: '', time: '09:00', endTime: '09:15', place: '', capacity: 2, blocked: false, bookings: statuses.map(booking) }],
  sessions: [],
  blocks: [],
});
const view: DayView = {
  date: '2026-12-01',
  timeZone: 'Asia/Kolkata',
  doctors: [doctor('menon', ['Cardiology'], ['booked', 'cancelled']), doctor('iyer', ['Neurology', 'Cardiology'], ['attended']), doctor('das', ['Neurology'], ['no_show'])],
  totals: { booked: 1, cancelled: 1, attended: 1, no_show: 1 },
  holidays: [],
};

describe("the desk's day view", () => {
  it('shows one doctor, a department’s doctors, or all, with the totals of those shown', () => {
    expect(chosenDoctors(view, {}).map((d) => d._id)).toEqual(['menon', 'iyer', 'das']);
    expect(chosenDoctors(view, { doctor: 'iyer' }).map((d) => d._id)).toEqual(['iyer']);
    expect(chosenDoctors(view, { department: 'Cardiology' }).map((d) => d._id)).toEqual(['menon', 'iyer']);
    expect(totalsOf(chosenDoctors(view, { department: 'Cardiology' }))).toEqual({ booked: 1, cancelled: 1, attended: 1, no_show: 0 });
    expect(departmentsOf(view)).toEqual(['Cardiology', 'Neurology']);
  });

  it('moves a day at a time across months and years, whatever the browser’s zone', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(longDay('2026-12-01')).toBe('Tuesday, 1 December 2026');
  });

  it('asks the CSV for the same day and choice', () => {
    expect(csvQuery('2026-12-01', { doctor: 'iyer' }).toString()).toBe('date=2026-12-01&doctor=iyer');
    expect(csvQuery('2026-12-01', { department: 'Cardiology' }).toString()).toBe('date=2026-12-01&department=Cardiology');
    expect(blockSpan({ start: null, end: null })).toBe('Whole day');
    expect(blockSpan({ start: '09:00', end: '13:00' })).toBe('09:00–13:00');
  });
});
