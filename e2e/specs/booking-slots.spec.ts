import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, createPage, createRecord } from './helpers/api';
import { gotoHydrated } from './helpers/navigation';

// Issue 33, the patient's booking journey: with and without JavaScript a patient books a free
// slot from a doctor's page, sees the confirmation and the calendar file, cancels through the
// link and the slot is free again; a slot taken meanwhile is refused with the next free ones; a
// doctor on leave and a holiday offer no slots; and once in Hindi. The spec makes its own
// department, doctors (an OPD schedule every day, 09:00–13:00 in 30-minute slots of one place)
// and holiday through the admin API.

const run = Math.random().toString(36).slice(2, 8);
const bookingPath = `/book-slot-${run}`;
const department = `Cardiology ${run}`;
const departmentSlug = `cardiology-${run}`;
const doctor = `Dr. Arvind Menon ${run}`;
const doctorSlug = `arvind-menon-${run}`;
const onLeave = `Dr. Away ${run}`;
const place = 'OPD Block A, Room 12';
const sitePhone = '+91 80 4000 1234';
const holidayName = `Founders Day ${run}`;
let token = '';
let patients = 0;
const patient = () => {
  patients += 1;
  return { name: 'Lakshmi Nair', email: `slot.${run}.${patients}@example.org`, phone: `97${String(10_000_000 + Math.floor(Math.random() * 80_000_000))}` };
};

/** A day `offset` days from today as the hospital (Asia/Kolkata) counts them, yyyy-mm-dd. */
const hospitalDay = (offset: number): string => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date()).map((p) => [p.type, p.value]));
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + offset)).toISOString().slice(0, 10);
};
/** The day as the slot picker names it: "Mon 30 Nov". */
const dayName = (day: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(new Date(`${day}T00:00:00Z`)).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}`;
};
const holiday = hospitalDay(2);

test.beforeAll(async ({ request }) => {
  token = await apiLogin(request);
  const headers = { authorization: `Bearer ${token}` };
  const current = await request.get('/api/admin/site-settings/admin', { headers });
  expect(current.status(), await current.text()).toBe(200);
  const settings = ((await current.json()) as { data: Record<string, unknown> }).data;
  const put = await request.put('/api/admin/site-settings', {
    headers,
    data: {
      ...settings,
      siteTitle: settings.siteTitle || 'Hospital',
      site_phone_no_1: sitePhone,
      booking_page_link: bookingPath,
      outpatient_hours: '',
      time_zone: 'Asia/Kolkata',
      phone_country: '',
      languages: ['hi'],
      holidays: [{ date: holiday, name: holidayName }],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  await createPage(request, token, { title: `Book a slot ${run}`, pageRoute: bookingPath.slice(1), template: 'book-appointment' });
  const cardiology = await createRecord(request, token, 'expert-categories', { title: department, slug: departmentSlug });
  const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, start: '09:00', end: '13:00', place }));
  await createRecord(request, token, 'experts', { title: doctor, slug: doctorSlug, departments: [cardiology._id], opd_sessions: everyDay, opd_slot_minutes: 30, opd_per_slot: 1 });
  await createRecord(request, token, 'experts', {
    title: onLeave,
    slug: `away-${run}`,
    departments: [cardiology._id],
    opd_sessions: everyDay,
    opd_slot_minutes: 30,
    opd_leave: [{ from: hospitalDay(0), to: hospitalDay(20), reason: 'Conference' }],
  });
});

interface FreeSlotsBody {
  days: { date: string; slots: { dateTime: string }[]; closed?: { reason: string } }[];
}
async function freeTimes(request: APIRequestContext, who = doctor): Promise<FreeSlotsBody> {
  const response = await request.get(`/api/admin/appointment-slots?doctor=${encodeURIComponent(who)}&days=14`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as FreeSlotsBody;
}
const offered = (body: FreeSlotsBody) => body.days.flatMap((d) => d.slots.map((s) => s.dateTime));

/** Books a slot behind the page's back, as another patient would. */
async function bookThroughApi(request: APIRequestContext, dateTime: string): Promise<void> {
  const who = patient();
  const response = await request.post('/api/admin/BookAppointmentForms', {
    data: { ...who, date_time: dateTime, department, doctor, message: '', submit_ip: 'Unknown' },
    headers: { 'x-forwarded-for': `10.33.0.${patients}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const appointmentForm = (page: Page) => page.getByRole('form', { name: 'Appointment form' });
const slotChoice = (form: Locator) => form.getByRole('group', { name: 'Date & Time (required)', exact: true });

async function fillPatient(form: Locator, who: { name: string; email: string; phone: string }, labels = { name: 'Name (required)', phone: 'Phone number (required)', email: 'Email (required)' }) {
  await form.getByLabel(labels.name).fill(who.name);
  await form.getByLabel(labels.phone).fill(who.phone);
  await form.getByLabel(labels.email).fill(who.email);
}

/** From the confirmation: the calendar file is a real VEVENT; the manage link cancels, and the slot is offered again. */
async function calendarThenCancel(page: Page, request: APIRequestContext, chosen: string) {
  const calendar = page.getByRole('link', { name: 'Add to calendar (.ics)' });
  const ics = await request.get((await calendar.getAttribute('href')) ?? '');
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const file = await ics.text();
  expect(file).toContain('BEGIN:VEVENT');
  expect(file).toContain(doctor);
  expect(offered(await freeTimes(request))).not.toContain(chosen);

  await page.getByRole('link', { name: 'Cancel or change this appointment' }).click();
  await expect(page).toHaveURL(/\/manage-appointment\?token=/);
  await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  await expect(page.locator('dl')).toContainText(doctor);
  await expect(page.locator('dl')).toContainText('Booked');
  await page.getByRole('link', { name: 'Cancel this appointment' }).click();
  await expect(page.getByText('Do you want to cancel this appointment?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your appointment is cancelled.')).toBeVisible();
  await expect(page.locator('dl')).toContainText('Cancelled');
  expect(offered(await freeTimes(request))).toContain(chosen);
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript });

    test('a patient books a free slot from the doctor\'s page, sees the confirmation and the .ics, and cancels through the link: the slot is free again', async ({ page, request }) => {
      if (javaScript) await gotoHydrated(page, `/our-experts/${departmentSlug}/${doctorSlug}`);
      else await page.goto(`/our-experts/${departmentSlug}/${doctorSlug}`);
      await page.getByRole('link', { name: 'Book an appointment', exact: true }).click();
      await expect(page).toHaveURL(/[?&]doctor=/);
      const form = appointmentForm(page);
      const choice = slotChoice(form);
      await expect(choice.getByRole('radio').first()).toBeVisible();
      // No typed date for a doctor with a schedule; no slot on the hospital's holiday.
      await expect(form.getByRole('textbox', { name: 'Date & Time (required)' })).toHaveCount(0);
      await expect(choice).not.toContainText(dayName(holiday));
      await expect(choice).toContainText(`Place: ${place}`);
      const first = choice.getByRole('radio').first();
      const chosen = (await first.getAttribute('value')) ?? '';
      expect(chosen).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
      await first.check();
      await fillPatient(form, patient());
      await form.getByRole('button', { name: /Submit|Send/ }).click();

      const confirmation = page.getByRole('status').filter({ hasText: 'Your appointment is booked.' });
      await expect(confirmation).toBeVisible({ timeout: 10_000 });
      if (!javaScript) await expect(page).toHaveURL(/\?sent=[A-Za-z0-9_-]{43}#form-appointment-thanks$/);
      await expect(confirmation).toContainText(/APT-\d{4}-\d{6}/);
      await expect(confirmation).toContainText(doctor);
      await expect(confirmation).toContainText(place);
      // "Mon 30 Nov 2026, 9:00 AM": the day and time in words, not the form's value.
      await expect(confirmation).toContainText(/[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} (AM|PM)/);
      // A refresh shows the same confirmation: its reference and its private link (issue 43).
      const reference = /APT-\d{4}-\d{6}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
      const manageHref = await confirmation.locator('a[href*="manage-appointment?token="]').first().getAttribute('href');
      await page.reload();
      const again = page.getByRole('status').filter({ hasText: 'Your appointment is booked.' });
      await expect(again).toContainText(reference);
      await expect(again.locator('a[href*="manage-appointment?token="]').first()).toHaveAttribute('href', manageHref ?? '');
      await calendarThenCancel(page, request, chosen);
    });

    test('a slot taken meanwhile is refused with the next free ones, and the offered slots are read again', async ({ page, request }) => {
      const path = `${bookingPath}?department=${encodeURIComponent(department)}&doctor=${encodeURIComponent(doctor)}`;
      if (javaScript) await gotoHydrated(page, path);
      else await page.goto(path);
      const form = appointmentForm(page);
      const choice = slotChoice(form);
      const first = choice.getByRole('radio').first();
      const taken = (await first.getAttribute('value')) ?? '';
      await first.check();
      await fillPatient(form, patient());
      await bookThroughApi(request, taken);
      await form.getByRole('button', { name: /Submit|Send/ }).click();
      await expect(choice).toContainText(/ is no longer free\. The next free times are:/);
      // Only that message (issue 43): no "Server error: 400 - …" beside it.
      await expect(form.getByText(/Server error/)).toHaveCount(0);
      await expect(choice.locator(`input[value="${taken}"]`)).toHaveCount(0);
      await expect(choice.getByRole('radio').first()).toBeVisible();
      await expect(page.getByText('Your appointment is booked.')).toHaveCount(0);
    });

    test('a doctor on leave offers no slots: the page says so with the hospital\'s phone', async ({ page }) => {
      await page.goto(`${bookingPath}?department=${encodeURIComponent(department)}&doctor=${encodeURIComponent(onLeave)}`);
      const choice = slotChoice(appointmentForm(page));
      await expect(choice).toContainText(`No free times in the next 14 days — call us on ${sitePhone}`);
      await expect(choice.getByRole('radio')).toHaveCount(0);
    });
  });
}

test.describe('without JavaScript, steps', () => {
  test.use({ javaScriptEnabled: false });

  test('"Show doctors" chooses the department, "Show free times" the doctor, then the free slots are in the same form', async ({ page }) => {
    await page.goto(bookingPath);
    const first = page.getByRole('form', { name: 'Show doctors' });
    await first.getByRole('combobox').selectOption(department);
    await first.getByRole('button', { name: 'Show doctors' }).click();
    await expect(page).toHaveURL(/[?&]department=/);
    const step = page.getByRole('form', { name: 'Show free times' });
    await step.getByRole('combobox').selectOption(doctor);
    await step.getByRole('button', { name: 'Show free times' }).click();
    await expect(page).toHaveURL(/[?&]doctor=/);
    const form = appointmentForm(page);
    await expect(form.getByLabel('Department (required)')).toHaveValue(department);
    await expect(slotChoice(form).getByRole('radio').first()).toBeVisible();
  });

  test('the holiday is a day without slots in the API too', async ({ request }) => {
    const day = (await freeTimes(request)).days.find((d) => d.date === holiday);
    expect(day?.slots).toEqual([]);
    expect(day?.closed?.reason).toBe('holiday');
  });

  test('once in Hindi: the free slots, the booking and its confirmation in Hindi', async ({ page }) => {
    await page.goto(`/hi${bookingPath}?department=${encodeURIComponent(department)}&doctor=${encodeURIComponent(doctor)}`);
    const form = page.locator('form[method="post"]');
    await expect(form).toContainText('खाली समय');
    const first = form.getByRole('radio').first();
    await first.check();
    const who = patient();
    await form.locator('input[name="name"]').fill(who.name);
    await form.locator('input[name="phone"]').fill(who.phone);
    await form.locator('input[name="email"]').fill(who.email);
    await form.locator('button[type="submit"]').click();
    const confirmation = page.getByRole('status').filter({ hasText: 'आपका अपॉइंटमेंट बुक हो गया है।' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(doctor);
    await expect(page.getByRole('link', { name: 'यह अपॉइंटमेंट रद्द करें या बदलें' })).toHaveAttribute('href', /^\/hi\/manage-appointment\?token=/);
  });
});

test.describe('the manage link', () => {
  test.use({ javaScriptEnabled: false });

  test('moves the appointment to another free time with the same reference; the page is never cached, indexed or sent on as a referrer', async ({ page, request }) => {
    const [first, second] = offered(await freeTimes(request));
    const who = patient();
    const booked = await request.post('/api/admin/BookAppointmentForms', { data: { ...who, date_time: first, department, doctor, message: '', submit_ip: 'Unknown' } });
    expect(booked.status(), await booked.text()).toBe(201);
    const appointment = ((await booked.json()) as { data: { appointment: { reference: string; manageUrl: string } } }).data.appointment;
    const response = await page.goto(appointment.manageUrl);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('link', { name: 'Choose another time' }).click();
    await page.locator(`input[type="radio"][value="${second}"]`).check();
    await page.getByRole('button', { name: 'Move my appointment' }).click();
    await expect(page.getByText('Your appointment has been moved. The reference stays the same.')).toBeVisible();
    await expect(page.locator('dl')).toContainText(appointment.reference);
    const times = offered(await freeTimes(request));
    expect(times).toContain(first);
    expect(times).not.toContain(second);
    // An address no booking has: a clear page with the hospital's phone.
    await page.goto('/manage-appointment?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('link', { name: `call us on ${sitePhone}` })).toBeVisible();
  });
});
