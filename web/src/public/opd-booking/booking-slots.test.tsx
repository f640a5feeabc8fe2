// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import * as siteEnglish from '@hospital/content/i18n/messages/site';
import * as siteHindi from '@hospital/content/i18n/messages/site-hi';

const siteMessages = { en: siteEnglish.en, hi: siteHindi.hi };
import type { BookedAppointment, FreeSlot, FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { ApiDataProvider, ApiDataStore } from '../data/api-data';
import { AppointmentForm } from '../forms/appointment-form';
import { FormPostProvider, type FormPostResult } from '../forms/form-post';
import { StaticLocation } from '../routing/location';
import { LanguageProvider } from '../ui/language';
import { formTexts } from '../ui/form-texts';
import { freeSlotsPath } from './free-slots';
import { ManageAppointmentPage } from './manage-page';

/**
 * Issue 33, the patient's side as the server renders it (what a browser without JavaScript
 * gets): a scheduled doctor's free slots as radio buttons named `date_time` in the appointment
 * form, the "Show free times" step, the empty and failed states, the confirmation of a booked
 * slot, and the manage page. Answers are the contract's shapes (content/src/wire/appointments.ts).
 */

const settings = { siteTitle: 'Lakeside Hospital', site_phone_no_1: '+91 80 4000 1234', time_zone: 'Asia/Kolkata' };
const cardiology = { _id: 'c'.repeat(24), title: 'Cardiology', slug: 'cardiology' };
const menon = { _id: 'a'.repeat(24), title: 'Dr. Arvind Menon', slug: 'arvind-menon', departments: [cardiology._id] };
const rao = { _id: 'b'.repeat(24), title: 'Dr. Kavya Rao', slug: 'kavya-rao', departments: [cardiology._id] };

const slot = (day: string, time: string, place = 'OPD Block A, Room 12'): FreeSlot => {
  const [y, mo, d] = day.split('-');
  const hour = Number(time.slice(0, 2));
  const spec = `${d}/${mo}/${y} ${String(hour % 12 || 12).padStart(2, '0')}:${time.slice(3)} ${hour < 12 ? 'AM' : 'PM'}`;
  return { start: `${day}T${time}:00.000Z`, end: `${day}T${time}:15.000Z`, dateTime: spec, day, time, free: 1, place };
};
const slotsOf = (days: FreeSlotsAnswer['days'], hasSchedule = true): FreeSlotsAnswer => ({
  doctor: { _id: menon._id, title: menon.title, slug: menon.slug },
  hasSchedule,
  timeZone: 'Asia/Kolkata',
  days,
  next: days.flatMap((d) => d.slots)[0] ?? null,
});
const week = slotsOf([
  { date: '2026-11-30', slots: [slot('2026-11-30', '09:00'), slot('2026-11-30', '09:30')] },
  { date: '2026-12-01', slots: [], closed: { reason: 'holiday', name: 'Founders Day' } },
  { date: '2026-12-02', slots: [slot('2026-12-02', '14:15')] },
]);
const booked: BookedAppointment = {
  reference: 'APT-2026-000042',
  status: 'booked',
  doctor: menon.title,
  department: cardiology.title,
  dateTime: '30/11/2026 09:30 AM',
  start: '2026-11-30T04:00:00.000Z',
  end: '2026-11-30T04:15:00.000Z',
  place: 'OPD Block A, Room 12',
  manageUrl: '/manage-appointment?token=tok123',
  calendarUrl: '/api/admin/appointments/calendar.ics?token=tok123',
  expiresAt: '2026-11-30T04:15:00.000Z',
};

function page(element: React.ReactElement, url: string, data: Record<string, unknown>, { language = 'en', post = null }: { language?: string; post?: FormPostResult | null } = {}) {
  const store = new ApiDataStore({
    'site-settings': { data: settings },
    'expert-categories/active': { data: [cardiology] },
    'experts/active': { data: [menon, rao] },
    [`experts/expert-categories/${cardiology._id}`]: { data: [menon, rao] },
    ...data,
  });
  const html = renderToString(
    <ApiDataProvider store={store}>
      <StaticLocation url={url}>
        <LanguageProvider language={language} messages={language === 'hi' ? siteMessages.hi : siteMessages.en} messagesLanguage={language}>
          <FormPostProvider result={post}>{element}</FormPostProvider>
        </LanguageProvider>
      </StaticLocation>
    </ApiDataProvider>,
  );
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

const bookingUrl = `/book-an-appointment?department=Cardiology&doctor=${encodeURIComponent(menon.title)}`;
const radios = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement>('form[method="post"] input[type="radio"][name="date_time"]')];

describe('booking a free slot without JavaScript', () => {
  it('offers a scheduled doctor\'s free slots as radio buttons named date_time in the posted form, by day, with the place', () => {
    const root = page(<AppointmentForm />, bookingUrl, { [freeSlotsPath(menon.title)]: week });
    expect(radios(root).map((r) => r.value)).toEqual(['30/11/2026 09:00 AM', '30/11/2026 09:30 AM', '02/12/2026 02:15 PM']);
    // The date-time text field gives way to the choice; the doctor stays chosen.
    expect(root.querySelector('input[type="text"][name="date_time"]')).toBeNull();
    expect(root.querySelector<HTMLSelectElement>('select[name="doctor"]')?.value).toBe(menon.title);
    const choice = root.querySelector('fieldset#form-appointment-date_time');
    expect(choice?.querySelector('legend')?.textContent).toBe('Date & Time (required)');
    const days = [...root.querySelectorAll('details')];
    expect(days.map((d) => d.querySelector('summary')?.textContent)).toEqual(['Mon 30 Nov 2 free times', 'Wed 2 Dec 1 free time']);
    expect(days.map((d) => d.open)).toEqual([true, false]);
    expect(days[0]?.textContent).toContain('Place: OPD Block A, Room 12');
    expect([...root.querySelectorAll('label')].map((l) => l.textContent)).toContain('2:15 PM');
    // The holiday offers nothing.
    expect(root.textContent).not.toContain('Tue 1 Dec');
  });

  it('keeps the date-time field for a doctor without a schedule, and for one the slots API does not know', () => {
    const without = page(<AppointmentForm />, bookingUrl, { [freeSlotsPath(menon.title)]: slotsOf([], false) });
    expect(without.querySelector('input[type="text"][name="date_time"]')).not.toBeNull();
    expect(radios(without)).toHaveLength(0);
  });

  it('says when no time is free in the next 14 days, with the hospital\'s phone to call', () => {
    const root = page(<AppointmentForm />, bookingUrl, { [freeSlotsPath(menon.title)]: slotsOf(Array.from({ length: 14 }, (_, i) => ({ date: `2026-12-${String(i + 1).padStart(2, '0')}`, slots: [], closed: { reason: 'leave' as const } }))) });
    expect(radios(root)).toHaveLength(0);
    const notice = root.querySelector('fieldset#form-appointment-date_time [role="status"]');
    expect(notice?.textContent).toBe('No free times in the next 14 days — call us on +91 80 4000 1234');
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe('tel:+918040001234');
  });

  it('lists the day\'s times again after a refused post: the error under the choice, the chosen day open', () => {
    const post: FormPostResult = {
      form: 'appointment',
      sent: false,
      values: { name: 'Asha', phone: '98450 12345', email: 'a@example.com', department: 'Cardiology', doctor: menon.title, date_time: '02/12/2026 02:15 PM', message: '' },
      errors: { date_time: 'That time has just been taken. The next free times: Mon 30 Nov, 9:00 AM.' },
    };
    const root = page(<AppointmentForm />, '/book-an-appointment', { [freeSlotsPath(menon.title)]: week }, { post });
    expect(root.querySelector('fieldset#form-appointment-date_time')?.textContent).toContain('That time has just been taken.');
    expect(radios(root).find((r) => r.checked)?.value).toBe('02/12/2026 02:15 PM');
    expect([...root.querySelectorAll('details')].map((d) => d.open)).toEqual([false, true]);
  });

  it('asks for the department first in a GET form ("Show doctors") when none is chosen, never listing every doctor', () => {
    const root = page(<AppointmentForm />, '/book-an-appointment', {});
    const step = root.querySelector<HTMLFormElement>('form[method="get"]');
    expect(step?.getAttribute('aria-label')).toBe('Show doctors');
    expect(step?.getAttribute('action')).toBe('/book-an-appointment');
    expect(step?.querySelector('p')?.textContent).toBe('Choose a department to see its doctors.');
    expect([...(step?.querySelectorAll('select[name="department"] option') ?? [])].map((o) => o.textContent)).toEqual(['Select Department', 'Cardiology']);
    expect(step?.querySelector('button')?.textContent).toBe('Show doctors');
    // No doctor anywhere on the page until a department is chosen; the posted form offers the departments too.
    expect(root.textContent).not.toContain(menon.title);
    expect([...root.querySelectorAll('form[method="post"] select[name="department"] option')].map((o) => o.textContent)).toEqual(['Select Department', 'Cardiology']);
    expect(root.querySelectorAll('select[name="doctor"] option:not([value=""])')).toHaveLength(0);
  });

  it('with a department chosen, asks for one of its doctors ("Show free times"), keeping the department; a doctor alone finds their department', () => {
    const root = page(<AppointmentForm />, '/book-an-appointment?department=Cardiology', {});
    const step = root.querySelector<HTMLFormElement>('form[method="get"][aria-label="Show free times"]');
    expect(step?.getAttribute('action')).toBe('/book-an-appointment');
    expect(step?.querySelector<HTMLInputElement>('input[type="hidden"][name="department"]')?.value).toBe('Cardiology');
    expect([...(step?.querySelectorAll('select[name="doctor"] option') ?? [])].map((o) => o.textContent)).toEqual(['Select Doctor', menon.title, rao.title]);
    expect(step?.querySelector('button')?.textContent).toBe('Show free times');
    expect(root.querySelector('form[aria-label="Show doctors"]')).toBeNull();
    // The posted form's doctor select offers the same doctors.
    expect([...root.querySelectorAll('form[method="post"] select[name="doctor"] option')].map((o) => o.textContent)).toEqual(['Select Doctor', menon.title, rao.title]);
    const named = `experts/active?q=${encodeURIComponent(menon.title)}&limit=5`;
    const chosen = page(<AppointmentForm />, `/book-an-appointment?doctor=${encodeURIComponent(menon.title)}`, { [freeSlotsPath(menon.title)]: week, [named]: { data: [menon] } });
    expect(chosen.querySelector('form[method="get"]')).toBeNull();
    expect(chosen.querySelector<HTMLSelectElement>('select[name="department"]')?.value).toBe('Cardiology');
    expect(radios(chosen)).toHaveLength(3);
  });

  it('confirms a booked slot with the reference, doctor, readable time, place, the calendar file and the manage link', () => {
    const root = page(<AppointmentForm />, '/book-an-appointment?sent=x', {}, { post: { form: 'appointment', sent: true, values: {}, errors: {}, reference: booked.reference, appointment: booked } });
    const text = root.textContent ?? '';
    for (const part of ['Your appointment is booked.', 'APT-2026-000042', 'Dr. Arvind Menon', 'Mon 30 Nov 2026, 9:30 AM', 'OPD Block A, Room 12']) expect(text).toContain(part);
    const links = [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(expect.arrayContaining([['Add to calendar (.ics)', booked.calendarUrl], ['Cancel or change this appointment', booked.manageUrl]]));
  });

  it('books in Hindi on the Hindi page: the times and the words in Hindi, the values as the SPEC writes them', async () => {
    await formTexts.load('hi');
    const root = page(<AppointmentForm />, `/hi${bookingUrl}`, { [freeSlotsPath(menon.title)]: week }, { language: 'hi' });
    expect(radios(root).map((r) => r.value)[0]).toBe('30/11/2026 09:00 AM');
    expect(root.textContent).toContain('सुबह 9:00');
    expect(root.textContent).toContain('2 खाली समय');
  });
});

describe('the manage page', () => {
  const managePath = (token: string) => `appointments/manage?token=${token}`;

  it('shows the appointment with a Cancel that asks to confirm and another time to choose, as links', () => {
    const root = page(<ManageAppointmentPage />, '/manage-appointment?token=tok123', { [managePath('tok123')]: booked });
    expect(root.textContent).toContain('APT-2026-000042');
    expect(root.textContent).toContain('Booked');
    const links = Object.fromEntries([...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links['Cancel this appointment']).toBe('/manage-appointment?token=tok123&step=cancel');
    expect(links['Choose another time']).toBe('/manage-appointment?token=tok123&step=move');
    expect(root.querySelector('form')).toBeNull();
  });

  it('asks before cancelling: a POST form with the token', () => {
    const root = page(<ManageAppointmentPage />, '/manage-appointment?token=tok123&step=cancel', { [managePath('tok123')]: booked });
    const form = root.querySelector<HTMLFormElement>('form[method="post"]');
    expect(form?.getAttribute('action')).toBe('/manage-appointment');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ _form: 'manage-appointment', token: 'tok123', action: 'cancel' });
    expect(form?.textContent).toContain('Do you want to cancel this appointment?');
  });

  it('offers the doctor\'s free slots to move to, in a POST form', () => {
    const root = page(<ManageAppointmentPage />, '/hi/manage-appointment?token=tok123&step=move', { [managePath('tok123')]: booked, [freeSlotsPath(menon.title)]: week }, { language: 'hi' });
    const form = root.querySelector<HTMLFormElement>('form[method="post"]');
    expect(form?.getAttribute('action')).toBe('/hi/manage-appointment');
    expect(radios(root)).toHaveLength(3);
  });

  it('says clearly when the link is unknown or the appointment has passed, with the hospital\'s phone', () => {
    const store = (status: number) => new ApiDataStore({ 'site-settings': { data: settings } }, undefined, false, { [managePath('old')]: { status, message: 'x', body: null } });
    for (const [status, text] of [[404, 'The link is not known.'], [410, 'This appointment has passed']] as const) {
      const html = renderToString(
        <ApiDataProvider store={store(status)}>
          <StaticLocation url="/manage-appointment?token=old">
            <LanguageProvider language="en" messages={siteMessages.en} messagesLanguage="en">
              <ManageAppointmentPage />
            </LanguageProvider>
          </StaticLocation>
        </ApiDataProvider>,
      );
      expect(html).toContain('This link does not work');
      expect(html).toContain(text);
      expect(html).toContain('tel:+918040001234');
    }
  });
});
