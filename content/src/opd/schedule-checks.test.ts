import { describe, expect, it } from 'vitest';
import { experts } from '../types/experts/index';
import { validateRecord } from '../validation';

const doctor = (overrides: Record<string, unknown> = {}) => ({ title: 'Dr. Asha Mehta', departments: ['d1'], ...overrides });
const errorsOf = (overrides: Record<string, unknown>) => {
  const result = validateRecord(experts, doctor(overrides));
  return result.ok ? {} : result.errors;
};

describe("a doctor's OPD schedule is checked as a whole, the same on the server and in the studio", () => {
  it('accepts a schedule whose sessions, leave and dates make sense', () => {
    const result = validateRecord(
      experts,
      doctor({
        opd_sessions: [
          { day: 'mon', start: '09:00', end: '13:00', place: 'OPD Block A, Room 12' },
          { day: 'mon', start: '13:00', end: '17:00', place: 'OPD Block A, Room 12' },
          { day: 'wed', start: '09:00', end: '13:00', place: '' },
        ],
        opd_slot_minutes: 20,
        opd_from: '2026-12-01',
        opd_to: '2026-12-01',
        opd_leave: [{ from: '2026-12-07', to: '2026-12-07', reason: 'Conference' }, { from: '2026-12-20' }],
      }),
    );
    expect(result.ok).toBe(true);
  });

  it("refuses a session that ends before it starts, beside its end, and one too short for a slot", () => {
    expect(errorsOf({ opd_sessions: [{ day: 'mon', start: '13:00', end: '09:00' }] })).toEqual({ 'opd_sessions.0.end': 'The session must end after it starts (13:00).' });
    expect(errorsOf({ opd_sessions: [{ day: 'mon', start: '09:00', end: '09:00' }] })['opd_sessions.0.end']).toBe('The session must end after it starts (09:00).');
    expect(errorsOf({ opd_slot_minutes: 30, opd_sessions: [{ day: 'tue', start: '09:00', end: '09:20' }] })).toEqual({
      'opd_sessions.0.end': 'The session is shorter than one slot (30 minutes): no patient could book it.',
    });
  });

  it('refuses sessions of one day that overlap, naming the earlier one; other days may share the hours', () => {
    const errors = errorsOf({
      opd_sessions: [
        { day: 'fri', start: '09:00', end: '13:00' },
        { day: 'sat', start: '10:00', end: '12:00' },
        { day: 'fri', start: '12:30', end: '14:00' },
      ],
    });
    expect(errors).toEqual({ 'opd_sessions.2.start': 'It overlaps the Friday session 09:00–13:00 (row 1).' });
  });

  it('refuses a leave that ends before it begins and a schedule that holds until a day before its first', () => {
    expect(errorsOf({ opd_leave: [{ from: '2026-12-10', to: '2026-12-09' }] })).toEqual({ 'opd_leave.0.to': 'The leave must end on or after its first day (2026-12-10).' });
    expect(errorsOf({ opd_from: '2027-01-01', opd_to: '2026-12-31' })).toEqual({ opd_to: 'The schedule must hold until a day on or after it starts (2027-01-01).' });
  });

  it("leaves a time that is not hh:mm to the field's own message", () => {
    expect(errorsOf({ opd_sessions: [{ day: 'mon', start: '9 am', end: '13:00' }] })).toEqual({ 'opd_sessions.0.start': 'Write the time as 09:00 (24-hour clock).' });
  });
});
