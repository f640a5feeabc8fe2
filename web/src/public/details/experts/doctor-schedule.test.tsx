// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays } from '@hospital/content/opd/schedule';
import { todayIn } from '@hospital/content/forms/appointment-time';
import type { FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { render } from '../../entry-server';
import type { ApiLoader } from '../../render-contract';

// A doctor's page (issue 33) as the server renders it: the OPD timings from the schedule, the leave
// of the week (never its reason), "Next available" from the free slots read, in English and Hindi.
const today = todayIn(new Date(), 'Asia/Kolkata');
const cardiology = { _id: 'c1', title: 'Cardiology', slug: 'cardiology', description: '' };
const sessions = ['mon', 'wed', 'fri'].map((day) => ({ day, start: '09:00', end: '13:00', place: 'OPD Block A, Room 12' }));
const scheduled = {
  _id: 'e1',
  title: 'Dr. Arvind Menon',
  slug: 'arvind-menon',
  departments: [cardiology],
  description: '<p>Heart rhythm specialist.</p>',
  status: 'active',
  opd_sessions: sessions,
  opd_leave: [{ from: today, to: addDays(today, 2), reason: 'Cardiology congress' }],
};
const unscheduled = { _id: 'e2', title: 'Dr. Neha Rao', slug: 'neha-rao', departments: [cardiology], description: '<p>Outpatient clinic: Tuesday, 10 am to 1 pm.</p>', status: 'active' };
const slot = { start: '2026-12-01T04:00:00.000Z', end: '2026-12-01T04:15:00.000Z', dateTime: '01/12/2026 09:30 AM', day: '2026-12-01', time: '09:30', free: 1, place: 'OPD Block A, Room 12' };
const slots = (next: FreeSlotsAnswer['next']): FreeSlotsAnswer => ({ doctor: { _id: 'e1', title: scheduled.title, slug: scheduled.slug }, hasSchedule: true, timeZone: 'Asia/Kolkata', days: [], next });

const site = (freeSlots: unknown): Record<string, unknown> => ({
  'site-settings': { data: { siteTitle: 'Good Health Hospital', booking_page_link: '/book-an-appointment', time_zone: 'Asia/Kolkata' }, languages: [{ code: 'en' }, { code: 'hi' }] },
  'public-nav?location=header': [],
  'public-nav?location=quicklinks': [],
  'public-nav?location=footer': [],
  'expert-categories/active': { data: [cardiology] },
  'experts/active': { data: [scheduled, unscheduled] },
  'appointment-slots?doctor=e1&days=14': freeSlots,
});

const loader = (answers: Record<string, unknown>, asked: string[] = []): ApiLoader => async (path) => {
  asked.push(path);
  const body = answers[path.replace(/[?&]lang=[a-z]+/, '')];
  if (body === undefined) throw Object.assign(new Error('not found'), { status: 404, body: { message: 'Not found' } });
  return body;
};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe("a doctor's page with an OPD schedule", () => {
  it('shows the timings made from the schedule, the leave of the week without its reason, and the next free time beside Book', async () => {
    const page = await render('/our-experts/cardiology/arvind-menon', loader(site(slots(slot))), { origin: 'https://hospital.test' });
    expect(page.status).toBe(200);
    const shown = text(page.html);
    expect(shown).toContain('OPD timings Monday, Wednesday and Friday: 9:00 AM – 1:00 PM, OPD Block A, Room 12');
    expect(shown).toMatch(/On leave until \d+ [A-Z][a-z]{2}/);
    expect(shown).toContain('Next available: Tue 1 Dec, 9:30 AM');
    expect(page.html).toMatch(/Next available:[^]*href="\/book-an-appointment\?department=Cardiology&amp;doctor=Dr.\+Arvind\+Menon"/);
    // The reason is internal: the public API leaves it out, and the page never prints it either.
    expect(`${page.html}${page.head}`).not.toContain('congress');
    // The free slots are read for the render, not embedded in the page: the page shows them as rendered.
    expect(page.reads).toContain('appointment-slots?doctor=e1&days=14');
    expect(Object.keys(page.data)).not.toContain('appointment-slots?doctor=e1&days=14');
    expect(page.head).toContain('"openingHoursSpecification"');
  });

  it('says so when no time is free in the next 14 days, and shows no next time when the slots cannot be read', async () => {
    const none = await render('/our-experts/cardiology/arvind-menon', loader(site(slots(null))), { origin: 'https://hospital.test' });
    expect(text(none.html)).toContain('No free time in the next 14 days');
    const failed = await render('/our-experts/cardiology/arvind-menon', loader({ ...site(undefined) }), { origin: 'https://hospital.test' });
    expect(failed.status).toBe(200);
    expect(text(failed.html)).toContain('Monday, Wednesday and Friday: 9:00 AM – 1:00 PM');
    expect(text(failed.html)).not.toContain('Next available');
  });

  it('reads in Hindi under /hi/', async () => {
    const page = await render('/hi/our-experts/cardiology/arvind-menon', loader(site(slots(slot))), { origin: 'https://hospital.test' });
    const shown = text(page.html);
    expect(shown).toContain('ओपीडी समय सोमवार, बुधवार और शुक्रवार: सुबह 9:00 – दोपहर 1:00, OPD Block A, Room 12');
    expect(shown).toMatch(/\d+ [^ ]+ तक अवकाश पर/);
    expect(shown).toContain('अगला खाली समय: मंगल 1 दिस॰, सुबह 9:30');
  });
});

describe("a doctor's page without a schedule", () => {
  it('keeps the profile text and reads no free slots', async () => {
    const asked: string[] = [];
    const page = await render('/our-experts/cardiology/neha-rao', loader(site(slots(slot)), asked), { origin: 'https://hospital.test' });
    const shown = text(page.html);
    expect(shown).toContain('Outpatient clinic: Tuesday, 10 am to 1 pm.');
    expect(shown).not.toContain('OPD timings');
    expect(shown).not.toContain('Next available');
    expect(asked.some((path) => path.startsWith('appointment-'))).toBe(false);
    expect(page.head).not.toContain('openingHoursSpecification');
  });
});
