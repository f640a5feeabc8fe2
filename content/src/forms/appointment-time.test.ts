import { describe, expect, it } from 'vitest';
import { appointmentTimeMessages, appointmentTimeProblem, exampleDateTime, normaliseDateTime, parseAppointmentTime, parseDay, parseOutpatientHours, todayIn } from './appointment-time';

// 10:00 in Kolkata on 23 Nov 2026.
const now = new Date('2026-11-23T04:30:00Z');
const rules = { now, timeZone: 'Asia/Kolkata' };

describe('appointment times', () => {
  it('reads dd/mm/yyyy hh:mm AM/PM as a wall time, refusing days that do not exist', () => {
    expect(parseAppointmentTime('25/11/2026 04:35 PM')).toEqual({ year: 2026, month: 11, day: 25, hour: 16, minute: 35 });
    expect(parseAppointmentTime('25/11/2026 12:05 AM')?.hour).toBe(0);
    expect(parseAppointmentTime('31/02/2027 10:00 AM')).toBeNull();
    expect(parseAppointmentTime('2026-11-25 10:00')).toEqual({ year: 2026, month: 11, day: 25, hour: 10, minute: 0 });
    expect(parseAppointmentTime('2026-11-25T10:00')?.hour).toBe(10);
    expect(parseAppointmentTime('25 Nov 2026 10:00 am')?.month).toBe(11);
    expect(parseAppointmentTime('25/11/2026 13:05 PM')).toBeNull();
    expect(parseAppointmentTime('25/11/2026 9')).toBeNull();
    expect(normaliseDateTime('5.1.2027 9:05am')).toBe('05/01/2027 09:05 AM');
    expect(normaliseDateTime('25/11/2026, 12:00 p.m.')).toBe('25/11/2026 12:00 PM');
  });

  it('reads a date alone in the usual typed forms, and keeps it as dd/mm/yyyy only where the field allows it', () => {
    for (const typed of ['27/10/2026', '27-10-2026', '27.10.2026', '27/10/2026 ', '2026-10-27', '27 Oct 2026', '27 October 2026', '27-oct-2026', '27 Oct, 2026', '27/10/2026']) {
      expect(parseDay(typed), typed).toEqual({ year: 2026, month: 10, day: 27 });
      expect(normaliseDateTime(typed, { dayAlone: true }), typed).toBe('27/10/2026');
      // An appointment's field needs its time.
      expect(normaliseDateTime(typed), typed).toBeNull();
    }
    expect(normaliseDateTime('27/10/2026 4 pm', { dayAlone: true })).toBe('27/10/2026 04:00 PM');
    for (const notADay of ['31/02/2026', '27/13/2026', '27 Smarch 2026', '27/10', '10:30 am', '2026-10-27 noon', '']) {
      expect(parseDay(notADay), notADay).toBeNull();
      expect(normaliseDateTime(notADay, { dayAlone: true }), notADay).toBeNull();
    }
  });

  it('refuses a time that has passed in the hospital\'s time zone, and takes one from now on', () => {
    expect(appointmentTimeProblem('23/11/2026 09:55 AM', rules)).toBe(appointmentTimeMessages.past);
    expect(appointmentTimeProblem('22/11/2026 04:00 PM', rules)).toBe(appointmentTimeMessages.past);
    expect(appointmentTimeProblem('23/11/2026 10:00 AM', rules)).toBeUndefined();
    expect(appointmentTimeProblem('23/11/2026 11:00 AM', rules)).toBeUndefined();
    // The same moment is still the 22nd in New York.
    expect(appointmentTimeProblem('22/11/2026 11:45 PM', { now, timeZone: 'America/New_York' })).toBeUndefined();
    expect(appointmentTimeProblem('tomorrow', rules)).toBe(appointmentTimeMessages.format('24/11/2026 10:30 AM'));
    expect(appointmentTimeProblem('27/11/2026 9:30 am', rules)).toBeUndefined();
  });

  it("gives an example that is tomorrow on the hospital's clock, never a day already past", () => {
    expect(exampleDateTime(now, 'Asia/Kolkata')).toBe('24/11/2026 10:30 AM');
    // 23:50 in Kolkata on 31 Dec: tomorrow is the next year's first day there (still the 31st in UTC).
    expect(exampleDateTime(new Date('2026-12-31T18:20:00Z'), 'Asia/Kolkata')).toBe('01/01/2027 10:30 AM');
  });

  it('refuses a time outside the outpatient hours when the hospital set them', () => {
    const withHours = { ...rules, outpatientHours: '09:00-17:00' };
    expect(appointmentTimeProblem('24/11/2026 08:30 AM', withHours)).toBe('Please choose a time within outpatient hours (09:00–17:00).');
    expect(appointmentTimeProblem('24/11/2026 09:30 PM', withHours)).toBe('Please choose a time within outpatient hours (09:00–17:00).');
    expect(appointmentTimeProblem('24/11/2026 09:00 AM', withHours)).toBeUndefined();
    expect(appointmentTimeProblem('24/11/2026 05:00 PM', withHours)).toBeUndefined();
    expect(parseOutpatientHours('17:00-09:00')).toBeNull();
    expect(parseOutpatientHours('')).toBeNull();
    expect(todayIn(now, 'Asia/Kolkata')).toBe('2026-11-23');
  });
});
