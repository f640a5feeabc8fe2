import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, createPage, createRecord } from './helpers/api';
import { soon } from './helpers/dates';
import { gotoUntil, waitForHydrated } from './helpers/navigation';

// Issue 30, the forms part: Post/Redirect/Get without JavaScript (a refresh never books twice),
// the confirmation and the errors brought to the patient with JavaScript, phone numbers and dates
// as people type them (the same rule in the browser, the API and the post without JavaScript),
// the message's characters left, and limits that count stored submissions and say so plainly.

const run = Math.random().toString(36).slice(2, 8);
const bookingPath = `/book-${run}`;
const contactPath = `/reach-${run}`;
const department = `Dermatology ${run}`;
const doctor = `Dr. Skin ${run}`;
const sitePhone = '+91 80 4000 1234';
const phoneMessage = /^Please enter a phone number we can call back: a 10-digit mobile number/;
let token = '';
/** A new patient for each submission: the limits count stored requests per phone and e-mail. */
let patients = 0;
const patient = () => {
  patients += 1;
  return { email: `patient.${run}.${patients}@example.org`, phone: `98${String(10_000_000 + Math.floor(Math.random() * 80_000_000))}` };
};

/** Today and tomorrow as the hospital (Asia/Kolkata) counts them. */
const hospitalDay = (offsetDays = 0): { iso: string; text: string } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date()).map((p) => [p.type, p.value]),
  );
  const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + offsetDays));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { iso: day.toISOString().slice(0, 10), text: `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}` };
};

test.beforeAll(async ({ request }) => {
  token = await apiLogin(request);
  const current = ((await (await request.get('/api/admin/site-settings')).json()) as { data?: Record<string, unknown> }).data ?? {};
  const keep = Object.fromEntries(Object.entries(current).filter(([k]) => !['_id', 'createdAt', 'updatedAt'].includes(k)));
  const put = await request.put('/api/admin/site-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...keep, siteTitle: keep.siteTitle || 'Hospital', site_phone_no_1: sitePhone, outpatient_hours: '', time_zone: '', phone_country: '' },
  });
  expect(put.status(), await put.text()).toBe(200);
  await createPage(request, token, { title: `Book ${run}`, pageRoute: bookingPath.slice(1), template: 'book-appointment' });
  await createPage(request, token, { title: `Reach ${run}`, pageRoute: contactPath.slice(1), template: 'default', description: '<p>Reach us.</p>' });
  const skin = await createRecord(request, token, 'expert-categories', { title: department, slug: `dermatology-${run}` });
  await createRecord(request, token, 'experts', { title: doctor, slug: `skin-${run}`, departments: [skin._id] });
});

/** The entries the desk has from one e-mail address. */
async function entriesOf(request: APIRequestContext, email: string): Promise<Record<string, string>[]> {
  const response = await request.get(`/api/admin/form-entries?q=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, string>[] }).data;
}

const appointmentForm = (page: Page) => page.getByRole('form', { name: 'Appointment form' });
const fieldError = (form: Locator, message: string | RegExp) => form.locator('p').getByText(message, typeof message === 'string' ? { exact: true } : {});

async function fillAppointment(form: Locator, who: { email: string; phone: string }, when: string) {
  await form.getByLabel('Name (required)').fill('Lakshmi Nair');
  await form.getByLabel('Phone number (required)').fill(who.phone);
  await form.getByLabel('Email (required)').fill(who.email);
  await form.getByLabel('Date & Time (required)').fill(when);
  await form.getByLabel('Department (required)').selectOption(department);
  await form.getByLabel('Doctor (required)').selectOption(doctor);
}

/** The booking page with the department chosen ("Show doctors"): without JavaScript the doctor select then lists its doctors. */
const withDepartment = () => `${bookingPath}?department=${encodeURIComponent(department)}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a booking answers 303 to a confirmation with its reference; a refresh shows it again and books nothing more', async ({ page }) => {
    const who = patient();
    // The department made for this run is on the page once the server's cached list has it (≤ 5 s).
    await gotoUntil(page, withDepartment(), () => expect(appointmentForm(page).getByLabel('Department (required)')).toHaveValue(department, { timeout: 1000 }));
    const form = appointmentForm(page);
    // Typed the ordinary way: dashes, one-digit hour, lower-case am; a number with spaces.
    await fillAppointment(form, { ...who, phone: `${who.phone.slice(0, 5)} ${who.phone.slice(5)}` }, `${soon.text.replace(/\//g, '-')} 9:30 am`);
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), form.locator('button[type="submit"]').click()]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(new RegExp(`${bookingPath}\\?sent=[A-Za-z0-9_-]{43}#form-appointment-thanks$`));
    expect(page.url()).not.toContain(who.email.split('@')[0] ?? '-');
    expect(page.url()).not.toContain(who.phone);
    await expect(page.getByText('Thank You!')).toBeVisible();
    const reference = (await page.getByText(/^Your reference: APT-\d{4}-\d{6}$/).textContent()) ?? '';
    // The confirmation holds the reference, never what the patient wrote.
    expect(await page.content()).not.toContain(who.email);
    await page.reload();
    await expect(page.getByText('Thank You!')).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    const stored = await entriesOf(page.request, who.email);
    expect(stored).toHaveLength(1);
    // Stored in one form: E.164, and the SPEC's dd/mm/yyyy hh:mm AM/PM.
    expect(stored[0]).toMatchObject({ phone: `+91${who.phone}`, date_time: `${soon.text} 09:30 AM` });
  });

  test('wrong fields come back with status 400, the values kept, a summary linking to each field, and the rules of the browser', async ({ page }) => {
    const who = patient();
    // The department made for this run is on the page once the server's cached list has it (≤ 5 s).
    await gotoUntil(page, withDepartment(), () => expect(appointmentForm(page).getByLabel('Department (required)')).toHaveValue(department, { timeout: 1000 }));
    const form = appointmentForm(page);
    await fillAppointment(form, { ...who, phone: '1-2-3' }, '10:30 am');
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), form.locator('button[type="submit"]').click()]);
    expect(response.status()).toBe(400);
    await expect(fieldError(form, phoneMessage)).toBeVisible();
    // A time without its date is refused, asking for the date with an example from tomorrow on the hospital's clock.
    await expect(fieldError(form, `Please add the date before the time, e.g. ${hospitalDay(1).text} 10:30 AM.`)).toBeVisible();
    await expect(form.getByText('Please correct 2 fields:')).toBeVisible();
    await expect(form.getByRole('link', { name: phoneMessage })).toHaveAttribute('href', '#form-appointment-phone');
    await expect(form.getByLabel('Phone number (required)')).toHaveValue('1-2-3');
    await expect(form.getByLabel('Email (required)')).toHaveValue(who.email);
    expect(await entriesOf(page.request, who.email)).toHaveLength(0);
    // "12345" is no number either.
    await form.getByLabel('Phone number (required)').fill('12345');
    await form.getByLabel('Date & Time (required)').fill(`${soon.text} 10:30 AM`);
    await form.locator('button[type="submit"]').click();
    await expect(fieldError(form, phoneMessage)).toBeVisible();
    expect(await entriesOf(page.request, who.email)).toHaveLength(0);
  });
});

test.describe('with JavaScript on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Pacific/Pago_Pago' });

  test('after sending, the thank-you box and its reference are on screen and focused', async ({ page }) => {
    const who = patient();
    await page.goto(bookingPath);
    await page.waitForLoadState('networkidle');
    const form = appointmentForm(page);
    await fillAppointment(form, who, `${soon.text} 11:00 AM`);
    await form.getByLabel('Message').fill('First visit.');
    await form.locator('button[type="submit"]').click();
    const thanks = page.locator('#form-appointment-thanks');
    await expect(thanks.getByText('Thank You!')).toBeVisible({ timeout: 6000 });
    await expect(thanks.getByText(/^Your reference: APT-\d{4}-\d{6}$/)).toBeInViewport();
    await expect(thanks).toBeFocused();
    expect(await entriesOf(page.request, who.email)).toHaveLength(1);
  });

  test('an error moves focus to the first wrong field, under a summary whose links lead to each field', async ({ page }) => {
    await page.goto(bookingPath);
    await page.waitForLoadState('networkidle');
    const form = appointmentForm(page);
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('BookAppointmentForms')) posted += 1;
    });
    await form.getByLabel('Name (required)').fill('Lakshmi Nair');
    await form.getByLabel('Phone number (required)').fill('12345');
    await form.getByLabel('Email (required)').fill('lakshmi@example.org');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByLabel('Phone number (required)')).toBeFocused();
    await expect(form.getByText('Please correct 4 fields:')).toBeVisible();
    await expect(fieldError(form, phoneMessage)).toBeVisible();
    await form.getByRole('link', { name: 'Department is required.' }).click();
    await expect(form.getByLabel('Department (required)')).toBeFocused();
    await expect(form.getByLabel('Department (required)')).toBeInViewport();
    expect(posted).toBe(0);
  });

  test('dates as people type them are accepted and written the SPEC way; the keyboard has letters; the picker opens on the hospital\'s today', async ({ page }) => {
    await page.goto(bookingPath);
    await page.waitForLoadState('networkidle');
    const form = appointmentForm(page);
    const when = form.getByLabel('Date & Time (required)');
    await expect(when).not.toHaveAttribute('inputmode', 'numeric');
    // The form is an island (issue 47) started when first reached for: its script writes the dates.
    await waitForHydrated(form);
    for (const [typed, written] of [
      [`${soon.text} 9:30 am`, `${soon.text} 09:30 AM`],
      [`${soon.text.replace(/\//g, '.')} 4:05 pm`, `${soon.text} 04:05 PM`],
      [`${soon.text.replace(/\//g, '-')} 10:30 AM`, `${soon.text} 10:30 AM`],
    ]) {
      await when.fill(typed ?? '');
      await when.blur();
      await expect(when).toHaveValue(written ?? '');
    }
    await when.fill('');
    // The phone is in Pago Pago (UTC−11); the hospital is in Kolkata: the picker starts on the hospital's day.
    await form.getByRole('button', { name: 'Choose Date & Time' }).click();
    await expect(form.getByRole('group', { name: 'Date & Time' }).getByLabel('Date')).toHaveValue(hospitalDay().iso);
    await form.getByRole('group', { name: 'Date & Time' }).getByRole('button', { name: 'Done' }).click();
    // A time alone asks for the date, with tomorrow's as the example; nothing is sent.
    await when.fill('10:30 am');
    await form.locator('button[type="submit"]').click();
    await expect(fieldError(form, `Please add the date before the time, e.g. ${hospitalDay(1).text} 10:30 AM.`)).toBeVisible();
  });

  test('the message shows the characters left, and a message too long is refused in words, never cut', async ({ page }) => {
    const who = patient();
    await page.goto(contactPath);
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Contact form' });
    const message = form.getByLabel('Message');
    await expect(form.getByText('5,000 characters left')).toBeVisible();
    // The form is an island (issue 47) started when first reached for: its script counts.
    await waitForHydrated(form);
    await page.waitForLoadState('networkidle');
    await message.fill('Hello');
    await expect(form.getByText('4,995 characters left')).toBeVisible();
    await expect(message).toHaveAttribute('aria-describedby', /counter/);
    await form.getByLabel('Name (required)').fill('Lakshmi Nair');
    await form.getByLabel('Phone number (required)').fill(who.phone);
    await form.getByLabel('Email (required)').fill(who.email);
    await form.getByLabel('Subject (required)').fill('A long letter');
    await message.fill('x'.repeat(6300));
    await expect(form.getByText('1,300 characters too many')).toBeVisible();
    await expect(message).toHaveValue('x'.repeat(6300));
    await form.locator('button[type="submit"]').click();
    await expect(fieldError(form, 'Message is too long: at most 5,000 characters (this one has 6,300).')).toBeVisible();
    await expect(message).toBeFocused();
    expect(await entriesOf(page.request, who.email)).toHaveLength(0);
  });

  test('the limit counts stored requests only, and its refusal is in plain words with the hospital phone', async ({ page, request }) => {
    const who = patient();
    const body = { name: 'Lakshmi Nair', phone: who.phone, email: who.email, subject: 'Visiting hours', message: '' };
    // Refused fields cost nothing...
    for (let i = 0; i < 8; i++) expect((await request.post('/api/admin/contactfooter', { data: { ...body, phone: '12345' } })).status()).toBe(400);
    // ...five stored requests from one phone and e-mail in ten minutes are the allowance.
    for (let i = 0; i < 5; i++) expect((await request.post('/api/admin/contactfooter', { data: body })).status()).toBe(201);
    await page.goto(contactPath);
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name (required)').fill('Lakshmi Nair');
    await form.getByLabel('Phone number (required)').fill(who.phone);
    await form.getByLabel('Email (required)').fill(who.email);
    await form.getByLabel('Subject (required)').fill('Visiting hours');
    await form.locator('button[type="submit"]').click();
    const refusal = form.getByRole('alert');
    await expect(refusal).toHaveText(
      `We have already received 5 requests from this phone number or e-mail address in the last few minutes, so this one was not sent. Please try again in a few minutes, or call us on ${sitePhone}.`,
    );
    await expect(refusal).not.toContainText('Server error');
    expect(await entriesOf(page.request, who.email)).toHaveLength(5);
  });
});
