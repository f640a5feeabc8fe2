import { describe, expect, it } from 'vitest';
import { en } from '../i18n/messages/site';
import { hi } from '../i18n/messages/site-hi';
import { scheduleOf } from './schedule';
import { leaveNote, openingHoursSpecification, opdTimingLines, slotText } from './timings';

const english = { locale: 'en-IN', texts: en };
const hindi = { locale: 'hi-IN', texts: hi };
const session = (day: string, start: string, end: string, place = 'OPD Block A, Room 12') => ({ day, start, end, place });
const doctor = (fields: Record<string, unknown>) => {
  const schedule = scheduleOf(fields);
  if (!schedule) throw new Error('the factory needs a doctor with a schedule');
  return schedule;
};
const today = '2026-11-26'; // a Thursday

describe('opdTimingLines', () => {
  it('groups the days with the same span and place into one line, in the order of the week', () => {
    const schedule = doctor({ opd_sessions: [session('fri', '09:00', '13:00'), session('mon', '09:00', '13:00'), session('wed', '09:00', '13:00'), session('tue', '17:00', '19:30', 'Evening clinic, Room 3')] });
    expect(opdTimingLines(schedule, today, english)).toEqual([
      'Monday, Wednesday and Friday: 9:00 AM – 1:00 PM, OPD Block A, Room 12',
      'Tuesday: 5:00 PM – 7:30 PM, Evening clinic, Room 3',
    ]);
  });

  it('names three or more days running as a range, and keeps apart the same hours in another place', () => {
    const week = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => session(day, '09:00', '17:00'));
    expect(opdTimingLines(doctor({ opd_sessions: week }), today, english)).toEqual(['Monday to Saturday: 9:00 AM – 5:00 PM, OPD Block A, Room 12']);
    const split = doctor({ opd_sessions: [session('mon', '09:00', '12:00'), session('tue', '09:00', '12:00'), session('wed', '09:00', '12:00'), session('fri', '09:00', '12:00'), session('sat', '09:00', '12:00', 'Annexe')] });
    expect(opdTimingLines(split, today, english)).toEqual(['Monday to Wednesday and Friday: 9:00 AM – 12:00 PM, OPD Block A, Room 12', 'Saturday: 9:00 AM – 12:00 PM, Annexe']);
  });

  it('writes a session without a place without a trailing comma, and a morning and an evening of one day as two lines', () => {
    const schedule = doctor({ opd_sessions: [session('mon', '17:00', '19:00', ''), session('mon', '08:30', '12:00', '')] });
    expect(opdTimingLines(schedule, today, english)).toEqual(['Monday: 8:30 AM – 12:00 PM', 'Monday: 5:00 PM – 7:00 PM']);
  });

  it('reads in Hindi with day names from Intl and the words and parts of the day from the catalogue', () => {
    const schedule = doctor({ opd_sessions: [session('mon', '09:00', '13:00', 'ओपीडी ब्लॉक ए, कक्ष 12'), session('wed', '09:00', '13:00', 'ओपीडी ब्लॉक ए, कक्ष 12'), session('fri', '09:00', '13:00', 'ओपीडी ब्लॉक ए, कक्ष 12'), session('sat', '17:00', '19:00', '')] });
    expect(opdTimingLines(schedule, today, hindi)).toEqual(['सोमवार, बुधवार और शुक्रवार: सुबह 9:00 – दोपहर 1:00, ओपीडी ब्लॉक ए, कक्ष 12', 'शनिवार: शाम 5:00 – शाम 7:00']);
  });

  it('says from when a pattern that has not begun holds, and has no lines once it has ended', () => {
    const sessions = [session('mon', '09:00', '13:00')];
    expect(opdTimingLines(doctor({ opd_sessions: sessions, opd_from: '2026-12-07' }), today, english)).toEqual(['From 7 Dec', 'Monday: 9:00 AM – 1:00 PM, OPD Block A, Room 12']);
    expect(opdTimingLines(doctor({ opd_sessions: sessions, opd_from: '2026-12-07' }), today, hindi)[0]).toBe('7 दिस॰ से');
    expect(opdTimingLines(doctor({ opd_sessions: sessions, opd_to: '2026-11-25' }), today, english)).toEqual([]);
    expect(opdTimingLines(doctor({ opd_sessions: sessions, opd_to: today }), today, english)).toHaveLength(1);
  });
});

describe('leaveNote', () => {
  const sessions = [session('mon', '09:00', '13:00')];
  it('says until when a leave that has begun lasts, ranges that touch taken as one, and never the reason', () => {
    const schedule = doctor({ opd_sessions: sessions, opd_leave: [{ from: '2026-11-24', to: '2026-11-30', reason: 'Conference in Pune' }, { from: '2026-12-01', to: '2026-12-05', reason: 'Family' }] });
    expect(leaveNote(schedule, today, english)).toBe('On leave until 5 Dec');
    expect(leaveNote(schedule, today, hindi)).toBe('5 दिस॰ तक अवकाश पर');
    expect(JSON.stringify([leaveNote(schedule, today, english), opdTimingLines(schedule, today, english)])).not.toMatch(/Pune|Family/);
  });

  it('names the dates of a leave that begins within the week, and nothing for leave later or past', () => {
    expect(leaveNote(doctor({ opd_sessions: sessions, opd_leave: [{ from: '2026-12-02', to: '2026-12-04' }] }), today, english)).toBe('On leave from 2 Dec to 4 Dec');
    expect(leaveNote(doctor({ opd_sessions: sessions, opd_leave: [{ from: '2026-12-02', to: '2026-12-04' }] }), today, hindi)).toBe('2 दिस॰ से 4 दिस॰ तक अवकाश पर');
    expect(leaveNote(doctor({ opd_sessions: sessions, opd_leave: [{ from: '2026-12-02' }] }), today, english)).toBe('On leave on 2 Dec');
    expect(leaveNote(doctor({ opd_sessions: sessions, opd_leave: [{ from: '2026-12-02' }] }), today, hindi)).toBe('2 दिस॰ को अवकाश पर');
    expect(leaveNote(doctor({ opd_sessions: sessions, opd_leave: [{ from: '2026-12-03', to: '2026-12-09' }] }), today, english)).toBeNull();
    expect(leaveNote(doctor({ opd_sessions: sessions, opd_leave: [{ from: '2026-11-20', to: '2026-11-25' }] }), today, english)).toBeNull();
    expect(leaveNote(doctor({ opd_sessions: sessions }), today, english)).toBeNull();
  });
});

describe('slotText', () => {
  it('writes a slot as its short day, date and time', () => {
    expect(slotText({ day: '2026-12-01', time: '09:30' }, english)).toBe('Tue 1 Dec, 9:30 AM');
    expect(slotText({ day: '2026-11-30', time: '12:15' }, english)).toBe('Mon 30 Nov, 12:15 PM');
    expect(slotText({ day: '2026-12-01', time: '09:30' }, hindi)).toBe('मंगल 1 दिस॰, सुबह 9:30');
  });
});

describe('openingHoursSpecification', () => {
  it("gives schema.org's opening hours, one per time span with its days in the week's order, and the pattern's dates", () => {
    const schedule = doctor({ opd_sessions: [session('fri', '09:00', '13:00'), session('mon', '09:00', '13:00', 'Annexe'), session('tue', '17:00', '19:00')], opd_from: '2026-12-01' });
    expect(openingHoursSpecification(schedule)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Friday'], opens: '09:00', closes: '13:00', validFrom: '2026-12-01' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Tuesday'], opens: '17:00', closes: '19:00', validFrom: '2026-12-01' },
    ]);
  });
});
