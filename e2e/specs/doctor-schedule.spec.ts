import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '@hospital/content/i18n/messages/site';
import { hi } from '@hospital/content/i18n/messages/site-hi';
import { addDays, scheduleOf } from '@hospital/content/opd/schedule';
import { leaveNote, slotText } from '@hospital/content/opd/timings';
import type { AvailabilityAnswer, FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { apiLogin, createPage, createRecord, setSiteLanguages, uniqueSuffix, type CreatedRecord } from './helpers/api';
import { waitForHydrated } from './helpers/navigation';

// Issue 33: a doctor's page shows the OPD timings made from the schedule and "Next available", in
// English and Hindi, with JavaScript and without; Find a Doctor's "Available this week" keeps only
// the doctors with a free slot in the coming 7 days. The spec makes its own doctors: one free
// every day (on leave the next two days), one on leave for the coming fortnight, one without a schedule.

const suffix = uniqueSuffix();
const place = 'OPD Block A, Room 12';
const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, start: '09:00', end: '17:00', place }));
const privateReason = `Private reason ${suffix}`;
const findRoute = `e2e-doctor-schedule-${suffix}`;

let department: CreatedRecord;
let free: CreatedRecord;
let onLeave: CreatedRecord;
let unscheduled: CreatedRecord;
/** Today on the hospital's clock, as the slots API counts it. */
let today = '';

const doctorPath = (doctor: CreatedRecord) => `/our-experts/${department.slug ?? ''}/${doctor.slug ?? ''}`;

async function freeSlots(request: APIRequestContext, doctor: CreatedRecord): Promise<FreeSlotsAnswer> {
  const response = await request.get(`/api/admin/appointment-slots?doctor=${doctor._id}&days=14`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as FreeSlotsAnswer;
}

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  await setSiteLanguages(request, token, ['hi']);
  department = await createRecord(request, token, 'expert-categories', { title: `Cardiology ${suffix}` });
  const doctor = (name: string, fields: Record<string, unknown>) => createRecord(request, token, 'experts', { title: `Dr. ${name} ${suffix}`, designation: 'Consultant', departments: [department._id], ...fields });
  // Today on the hospital's clock comes from the server: the leave is relative to it.
  const availability = await request.get('/api/admin/appointment-availability?days=7');
  expect(availability.status(), await availability.text()).toBe(200);
  today = ((await availability.json()) as AvailabilityAnswer).from;
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  unscheduled = await doctor('Without Schedule', { description: '<p>Outpatient clinic: Tuesday, 10 am to 1 pm.</p>' });
  free = await doctor('Free This Week', { opd_sessions: everyDay, opd_leave: [{ from: addDays(today, 1), to: addDays(today, 2), reason: privateReason }] });
  onLeave = await doctor('On Leave', { opd_sessions: everyDay, opd_leave: [{ from: today, to: addDays(today, 13), reason: privateReason }] });
  await createPage(request, token, { title: 'E2E Find a doctor (schedules)', pageRoute: findRoute, template: 'find-a-doctor' });
});

/** What the page must say of the free doctor: the API's next slot and leave, in the page's words. */
async function expected(request: APIRequestContext, language: 'en' | 'hi') {
  const options = language === 'en' ? { locale: 'en-IN', texts: en } : { locale: 'hi-IN', texts: hi };
  const next = (await freeSlots(request, free)).next;
  expect(next).not.toBeNull();
  const schedule = scheduleOf({ opd_sessions: everyDay, opd_leave: [{ from: addDays(today, 1), to: addDays(today, 2) }] });
  if (!next || !schedule) throw new Error('the free doctor has a schedule and a free slot');
  return { next: `${options.texts.nextAvailable} ${slotText(next, options)}`, leave: leaveNote(schedule, today, options) ?? '' };
}

async function expectSchedulePage(page: Page, request: APIRequestContext) {
  const response = await page.goto(doctorPath(free));
  expect(response?.status()).toBe(200);
  const { next, leave } = await expected(request, 'en');
  const timings = page.locator('dd', { hasText: 'Monday to Sunday' });
  await expect(page.getByText('OPD timings', { exact: true })).toBeVisible();
  await expect(timings).toContainText(`Monday to Sunday: 9:00 AM – 5:00 PM, ${place}`);
  await expect(timings).toContainText(leave);
  await expect(page.getByText(next)).toBeVisible();
  // Book goes to the booking page with this doctor chosen.
  const book = page.getByRole('link', { name: 'Book an appointment' }).first();
  expect(await book.getAttribute('href')).toContain(`doctor=${encodeURIComponent(String(free.title)).replace(/%20/g, '+')}`);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('"openingHoursSpecification"');
  expect(html).not.toContain(privateReason);
}

test.describe("a doctor's page with JavaScript", () => {
  test('shows the timings from the schedule, the leave of the week without its reason, and the next free time', async ({ page, request }) => {
    await expectSchedulePage(page, request);
    // Hydrated (the header's menu is the page's script's from then on), the page still shows what the server rendered.
    await waitForHydrated(page.locator('header details:has(> nav[aria-label="Main"]) > summary'));
    await expect(page.getByText((await expected(request, 'en')).next)).toBeVisible();
  });

  test("keeps a doctor without a schedule's own text and says nothing of free times", async ({ page }) => {
    await page.goto(doctorPath(unscheduled));
    await expect(page.getByText('Outpatient clinic: Tuesday, 10 am to 1 pm.')).toBeVisible();
    await expect(page.getByText('OPD timings', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/Next available/)).toHaveCount(0);
  });

  test('reads in Hindi under /hi/', async ({ page, request }) => {
    const response = await page.goto(`/hi${doctorPath(free)}`);
    expect(response?.status()).toBe(200);
    const { next, leave } = await expected(request, 'hi');
    await expect(page.getByText('ओपीडी समय', { exact: true })).toBeVisible();
    await expect(page.locator('dd', { hasText: 'सोमवार से रविवार' })).toContainText('सोमवार से रविवार: सुबह 9:00 – शाम 5:00');
    await expect(page.locator('dd', { hasText: 'सोमवार से रविवार' })).toContainText(leave);
    await expect(page.getByText(next)).toBeVisible();
  });

  test('Find a Doctor: "Available this week" applies at once and keeps only the doctors with a free slot', async ({ page, request }) => {
    await page.goto(`/${findRoute}?department=${department.slug ?? ''}`);
    const cards = page.getByRole('list', { name: 'Doctors' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    // "Applies at once" is the filter's script: it must have hydrated the checkbox first.
    await waitForHydrated(page.getByRole('checkbox', { name: 'Available this week' }));
    await page.getByRole('checkbox', { name: 'Available this week' }).check();
    await expect(page).toHaveURL(/available=week/);
    await expect(cards.filter({ hasText: String(free.title) })).toHaveCount(1);
    await expect(cards.filter({ hasText: String(onLeave.title) })).toHaveCount(0);
    await expect(cards.filter({ hasText: String(unscheduled.title) })).toHaveCount(0);
    await expect(cards.filter({ hasText: String(free.title) })).toContainText((await expected(request, 'en')).next);
    await page.getByRole('checkbox', { name: 'Available this week' }).uncheck();
    await expect(cards).toHaveCount(3);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a doctor's page shows the timings and the next free time as the server rendered them", async ({ page, request }) => {
    await expectSchedulePage(page, request);
  });

  test('the Hindi page too', async ({ page, request }) => {
    await page.goto(`/hi${doctorPath(free)}`);
    await expect(page.getByText((await expected(request, 'hi')).next)).toBeVisible();
  });

  test('Find a Doctor\'s "Available this week" is a checkbox of the GET form', async ({ page, request }) => {
    // The search words name the spec's department (Apply Filter is the form's button while no department is chosen).
    await page.goto(`/${findRoute}?q=${suffix}`);
    const cards = page.getByRole('list', { name: 'Doctors' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Available this week' }).check();
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    // The browser sends the form's fields as they are (an empty department too; the demo network's empty city and centre).
    await expect(page).toHaveURL(new RegExp(`\\?q=${suffix}&department=&available=week&city=&location=$`));
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(String(free.title));
    await expect(cards.first()).toContainText((await expected(request, 'en')).next);
    await page.goto(`/hi/${findRoute}?department=${department.slug ?? ''}&available=week`);
    await expect(page.getByRole('checkbox', { name: 'इस सप्ताह उपलब्ध' })).toBeChecked();
    const hindiCards = page.getByRole('list', { name: hi.doctors }).getByRole('listitem');
    await expect(hindiCards).toHaveCount(1);
    await expect(hindiCards.first()).toContainText((await expected(request, 'hi')).next);
  });
});
