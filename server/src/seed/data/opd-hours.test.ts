import { addDays, scheduleOf, slotsBetween, weekdayOf } from '@hospital/content/opd/schedule';
import { experts as doctorType } from '@hospital/content/types/experts/index';
import { validateRecord } from '@hospital/content/validation';
import { describe, expect, it } from 'vitest';
import { slugify } from '@hospital/content/slug';
import { demoHolidays, expertProfile, experts, opdScheduleOf, opdSessionsOf } from './experts';
import { faqs } from './faqs';
import { hindiOpdHours } from './hindi/hospital';
import { hindiExperts } from './hindi/experts';
import { hindiFaqs } from './hindi/faqs';
import { hindiPages } from './hindi/pages';
import { hindiHolidayNames } from './hindi/site';
import { opdHours } from './hospital';
import { pageSeeds } from './pages';
import { siteSettings } from './site';

/**
 * Issue 33's demo: a doctor's hours have one source, their OPD schedule. Every demo doctor has one
 * that the declaration accepts; every session keeps to the clinics' hours the FAQ, the booking page
 * and the `outpatient_hours` setting name, in English and Hindi; no profile repeats the hours in
 * free text; some doctors are on leave and a holiday closes a day in the coming two weeks.
 */

const now = new Date('2026-11-26T03:00:00Z');
const today = '2026-11-26';
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const within = (session: { start: string; end: string }, hours: { start: string; end: string }) =>
  minutes(session.start) >= minutes(hours.start) && minutes(session.end) <= minutes(hours.end);

describe("the demo doctors' OPD schedules", () => {
  it('gives every demo doctor a schedule the doctor declaration accepts, its checks included', () => {
    for (const expert of experts) {
      const fields = opdScheduleOf(expert, now);
      const result = validateRecord(doctorType, { title: expert.title, departments: ['d1'], ...fields });
      expect(result.ok ? {} : result.errors, expert.title).toEqual({});
      const schedule = scheduleOf(fields);
      expect(schedule?.sessions.length, expert.title).toBe((fields.opd_sessions as unknown[]).length);
      expect(schedule?.sessions.every((s) => s.place !== ''), `${expert.title} has a room for every session`).toBe(true);
    }
  });

  it("keeps every session to the clinics' hours, Monday to Saturday, or to the evening clinics", () => {
    for (const expert of experts) {
      for (const session of scheduleOf(opdScheduleOf(expert, now))?.sessions ?? []) {
        expect(session.day, expert.title).not.toBe('sun');
        expect(within(session, opdHours.clinics) || within(session, opdHours.evening), `${expert.title}: ${session.day} ${session.start}–${session.end}`).toBe(true);
      }
    }
    const [from, to] = siteSettings.outpatient_hours.split('-');
    expect(from).toBe(opdHours.clinics.start);
    expect(to).toBe(opdHours.evening.end);
    // Some doctors hold the evening clinics the texts promise.
    expect(experts.filter((e) => e.opd.some((span) => within(span, opdHours.evening))).length).toBeGreaterThanOrEqual(3);
  });

  it('names the same hours in the FAQ on OPD timings and on the booking page, in English and Hindi, the desk apart', () => {
    const faq = faqs.find((f) => f.title === 'What are the outpatient (OPD) timings?');
    const booking = pageSeeds(now).find((p) => p.pageRoute === 'book-an-appointment');
    const bookingText = `${String(booking?.fields.form_left_content)}`;
    for (const text of [faq?.answer ?? '', bookingText]) {
      expect(text).toContain(opdHours.days);
      expect(text).toContain(opdHours.clinics.text);
      expect(text).toContain(opdHours.evening.text);
    }
    // The desk's longer phone hours are named as the desk's, never as the clinics'.
    expect(bookingText).toMatch(/Appointment desk<\/strong> \(phone\): Monday to Saturday, 8 am to 8 pm/);
    expect(faq?.answer).not.toContain('8 am');
    const hindiFaq = hindiFaqs['what-are-the-outpatient-opd-timings']?.description ?? '';
    const hindiBooking = String(hindiPages['book-an-appointment']?.sections?.form_left_content ?? '');
    for (const text of [hindiFaq, hindiBooking]) {
      expect(text).toContain(hindiOpdHours.days);
      expect(text).toContain(hindiOpdHours.clinics);
      expect(text).toContain(hindiOpdHours.evening);
    }
  });

  it("writes the sessions' rooms and the holidays' names in Hindi too", () => {
    const english = new Map(experts.map((e) => [slugify(e.title), e]));
    for (const [slug, hindi] of Object.entries(hindiExperts)) {
      const doctor = english.get(slug);
      expect(hindi.opd_sessions, slug).toHaveLength(doctor ? opdSessionsOf(doctor).length : -1);
      for (const row of hindi.opd_sessions) expect(row.place, slug).toMatch(/[\u0900-\u097F]/);
    }
    for (const holiday of demoHolidays(now)) expect(hindiHolidayNames[holiday.name], holiday.name).toMatch(/[\u0900-\u097F]/);
  });

  it("leaves the hours out of the doctors' profiles: the page shows the timings made from the schedule", () => {
    for (const expert of experts) expect(expertProfile(expert, ['Cardiology']), expert.title).not.toMatch(/Outpatient clinic|\bOPD\b|\d (am|pm)/);
    for (const [slug, hindi] of Object.entries(hindiExperts)) expect(`${hindi.description}${hindi.seo.description}`, slug).not.toMatch(/(?<![\u0900-\u097F])ओपीडी|बजे/);
  });

  it('puts some doctors on leave in the coming weeks, with an internal reason, and offers them no slots then', () => {
    const onLeave = experts.map((e) => ({ title: e.title, fields: opdScheduleOf(e, now) })).filter((e) => (e.fields.opd_leave as unknown[]).length > 0);
    expect(onLeave.length).toBeGreaterThanOrEqual(2);
    for (const { title, fields } of onLeave) {
      const [leave] = fields.opd_leave as { from: string; to: string; reason: string }[];
      expect(leave?.from && leave.from > today, title).toBe(true);
      expect(leave?.reason, title).not.toBe('');
      const schedule = scheduleOf(fields);
      if (!schedule || !leave) continue;
      const slots = slotsBetween(schedule, { fromDay: today, days: 31, timeZone: 'Asia/Kolkata', holidays: [] });
      expect(slots.some((s) => s.day >= leave.from && s.day <= leave.to), title).toBe(false);
    }
    expect(onLeave.filter(({ fields }) => (fields.opd_leave as { from: string }[])[0]!.from <= addDays(today, 14)).length).toBeGreaterThanOrEqual(2);
  });

  it("closes a working day of the coming two weeks for the hospital's holiday and keeps the year's national holidays", () => {
    const holidays = demoHolidays(now);
    expect(holidays.map((h) => h.date)).toEqual(expect.arrayContaining(['2026-01-26', '2026-08-15', '2026-10-02', '2027-01-26']));
    const coming = holidays.filter((h) => h.date > today && h.date <= addDays(today, 14));
    expect(coming.length).toBeGreaterThanOrEqual(1);
    const closed = coming[0]!;
    expect(weekdayOf(closed.date)).not.toBe('sun');
    // Some doctor would have worked that day; the holiday leaves them no slot.
    const working = experts.map((e) => scheduleOf(opdScheduleOf(e, now))!).filter((s) => s.sessions.some((x) => x.day === weekdayOf(closed.date)));
    expect(working.length).toBeGreaterThan(0);
    for (const schedule of working) {
      expect(slotsBetween(schedule, { fromDay: closed.date, days: 1, timeZone: 'Asia/Kolkata', holidays: holidays.map((h) => h.date) })).toEqual([]);
    }
  });
});
