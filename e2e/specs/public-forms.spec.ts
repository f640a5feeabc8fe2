import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, createPage, createRecord } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { soon } from './helpers/dates';
import { waitForHydrated } from './helpers/navigation';

// The four public forms (issue 6, SPEC §4, §5, §8): validation, sending state, thank-you view,
// error texts, the appointment form's department → doctor selects, and a post without JavaScript.

const run = Math.random().toString(36).slice(2, 8);
const paths = { contact: `/contact-form-${run}`, appointment: `/appointment-${run}`, feedback: `/feedback-${run}`, getintouch: `/discharge-${run}` };
let cardiology = '';
let neurology = '';

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const current = await request.get('/api/admin/site-settings');
  const existing = ((await current.json()) as { data?: Record<string, unknown> }).data ?? {};
  const keep = Object.fromEntries(Object.entries(existing).filter(([k]) => !['_id', 'createdAt', 'updatedAt'].includes(k)));
  // No custom form texts: the placeholders fall back to the wording without the asterisk.
  const cleared = { nameplaceholder: '', phoneplaceholder: '', emailplaceholder: '', subjectplaceholder: '', messageplaceholder: '', submitbuttontext: '' };
  const put = await request.put('/api/admin/site-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...keep, siteTitle: keep.siteTitle || 'Hospital', ...cleared, booking_page_link: paths.appointment, outpatient_hours: '08:00-20:00' },
  });
  expect(put.status(), await put.text()).toBe(200);
  await createPage(request, token, { title: `Contact ${run}`, pageRoute: paths.contact.slice(1), template: 'default', description: '<p>Reach us.</p>' });
  await createPage(request, token, { title: `Book ${run}`, pageRoute: paths.appointment.slice(1), template: 'book-appointment' });
  await createPage(request, token, { title: `Feedback ${run}`, pageRoute: paths.feedback.slice(1), template: 'feedback' });
  await createPage(request, token, { title: `Discharge ${run}`, pageRoute: paths.getintouch.slice(1), template: 'get-in-touch' });
  cardiology = `Cardiology ${run}`;
  neurology = `Neurology ${run}`;
  const heart = await createRecord(request, token, 'expert-categories', { title: cardiology, slug: `cardiology-${run}` });
  const brain = await createRecord(request, token, 'expert-categories', { title: neurology, slug: `neurology-${run}` });
  await createRecord(request, token, 'experts', { title: `Dr. Heart ${run}`, slug: `heart-${run}`, departments: [heart._id] });
  await createRecord(request, token, 'experts', { title: `Dr. Brain ${run}`, slug: `brain-${run}`, departments: [brain._id] });
});


const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });
/** A field's message under it (the summary at the top of the form repeats it as a link). */
const fieldError = (form: Locator, message: string) => form.locator('p').getByText(message, { exact: true });

async function fillContact(form: Locator) {
  await form.getByLabel('Name (required)').fill('Priya Sharma');
  await form.getByLabel('Phone number (required)').fill('+91 98765 43210');
  await form.getByLabel('Email (required)').fill('priya@example.org');
  await form.getByLabel('Subject (required)').fill('Visiting hours');
  await form.getByLabel('Message').fill('When can I visit?');
}

test('the contact form checks required fields, shows its placeholders, sends and thanks', async ({ page }) => {
  await page.goto(paths.contact);
  const form = contactForm(page);
  await waitForHydrated(form);
  await expect(form.getByLabel('Name (required)')).toHaveAttribute('placeholder', 'Your Name');
  await expect(form.getByLabel('Phone number (required)')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('Email (required)')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Message')).toHaveAttribute('placeholder', 'Your Message');
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['Name is required.', 'Phone number is required.', 'Email is required.', 'Subject is required.']) {
    await expect(fieldError(form, message)).toBeVisible();
  }
  await expect(form.getByLabel('Name (required)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name (required)')).toHaveAttribute('aria-describedby', /error/);
  await expect(form.getByLabel('Message')).not.toHaveAttribute('aria-invalid', 'true');

  await fillContact(form);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/contactfooter', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  const busy = form.getByRole('button', { name: 'Sending...' });
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByText('Thank You!')).toBeVisible({ timeout: 6000 });
  await expect(page.getByText('Your request was successfully sent.')).toBeVisible();
});

test('what a patient types before the scripts arrive is kept when the form comes alive, and sent', async ({ page }) => {
  // The scripts are held back while the first fields are typed, as on a slow phone.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(paths.contact, { waitUntil: 'domcontentloaded' });
  const form = contactForm(page);
  await form.getByLabel('Name (required)').fill('Priya Sharma');
  await form.getByLabel('Phone number (required)').fill('+91 98765 43210');
  releaseScripts();
  await waitForHydrated(form);
  await form.getByLabel('Email (required)').fill('priya@example.org');
  await form.getByLabel('Subject (required)').fill('Visiting hours');
  await form.getByLabel('Message').fill('When can I visit?');
  await expect(form.getByLabel('Name (required)')).toHaveValue('Priya Sharma');
  await expect(form.getByLabel('Phone number (required)')).toHaveValue('+91 98765 43210');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/admin/contactfooter'));
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Priya Sharma', phone: '+91 98765 43210', email: 'priya@example.org', subject: 'Visiting hours' });
  await expect(page.getByText('Thank You!')).toBeVisible({ timeout: 10_000 });
});

test('the contact form shows the server error and the missing response under the form', async ({ page }) => {
  await page.goto(paths.contact);
  const form = contactForm(page);
  await waitForHydrated(form);
  await fillContact(form);
  await page.route('**/api/admin/contactfooter', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database down' }) }));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Server error: 500 - Database down')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await page.unroute('**/api/admin/contactfooter');
  await page.route('**/api/admin/contactfooter', (route) => route.abort());
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('No response from the server. Please try again later.')).toBeVisible();
  // Under the form: after the button.
  const texts = await form.locator('button[type="submit"], [role="alert"]').allTextContents();
  expect(texts).toEqual(['Submit', 'No response from the server. Please try again later.']);
});

test('the appointment form loads doctors for the chosen department, clears them on change, and books', async ({ page }) => {
  await page.goto(paths.appointment);
  const form = page.getByRole('form', { name: 'Appointment form' });
  await waitForHydrated(form);
  const department = form.getByLabel('Department (required)');
  const doctor = form.getByLabel('Doctor (required)');
  await expect(doctor).toBeDisabled();
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['Name is required.', 'Phone number is required.', 'Email is required.', 'Date & Time is required.', 'Department is required.', 'Doctor is required.']) {
    await expect(fieldError(form, message)).toBeVisible();
  }
  await department.selectOption(cardiology);
  await expect(doctor).toBeEnabled();
  await expect(doctor.locator('option')).toHaveText(['Select Doctor', `Dr. Heart ${run}`]);
  await doctor.selectOption(`Dr. Heart ${run}`);
  await department.selectOption(neurology);
  await expect(doctor).toHaveValue('');
  await expect(doctor.locator('option')).toHaveText(['Select Doctor', `Dr. Brain ${run}`]);
  await doctor.selectOption(`Dr. Brain ${run}`);

  // The date-time picker: a 12-hour clock in 5-minute steps, written as dd/mm/yyyy hh:mm AM/PM.
  await form.getByRole('button', { name: 'Choose Date & Time' }).click();
  const picker = form.getByRole('group', { name: 'Date & Time' });
  await picker.getByLabel('Date').fill(soon.iso);
  await picker.getByLabel('Hour').selectOption('4');
  await picker.getByLabel('Minute').selectOption('35');
  await picker.getByLabel('AM/PM').selectOption('PM');
  await expect(picker.getByLabel('Minute').locator('option')).toHaveCount(12);
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(form.getByLabel('Date & Time (required)')).toHaveValue(`${soon.text} 04:35 PM`);

  await form.getByLabel('Name (required)').fill('Ravi Kumar');
  await form.getByLabel('Phone number (required)').fill('9876543210');
  await form.getByLabel('Email (required)').fill('ravi@example.org');
  const sent = page.waitForRequest('**/api/admin/BookAppointmentForms');
  await form.getByRole('button', { name: 'Submit' }).click();
  const body = (await sent).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({ department: neurology, doctor: `Dr. Brain ${run}`, date_time: `${soon.text} 04:35 PM`, submit_ip: 'Unknown' });
  await expect(page.getByText('Thank You!')).toBeVisible({ timeout: 6000 });
});

test('the feedback form shows its required messages and a failure above the button', async ({ page }) => {
  await page.goto(paths.feedback);
  const form = page.getByRole('form', { name: 'Feedback form' });
  await waitForHydrated(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['Name is required.', 'Phone number is required.', 'Email is required.', 'Subject is required.']) {
    await expect(fieldError(form, message)).toBeVisible();
  }
  await form.getByLabel('Name (required)').fill('Anil');
  await form.getByLabel('Phone number (required)').fill('9876500000');
  await form.getByLabel('Email (required)').fill('anil@example.org');
  await form.getByLabel('Subject (required)').fill('Great nurses');
  await page.route('**/api/admin/feedbackforms', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream failed' }));
  await form.getByRole('button', { name: 'Submit' }).click();
  const error = form.getByText('Server error: 500 - upstream failed');
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
  const texts = await form.locator('button[type="submit"], [role="alert"]').allTextContents();
  expect(texts).toEqual(['Server error: 500 - upstream failed', 'Submit']);
});

test('the discharge feedback form requires its ten fields and says when the server is unreachable', async ({ page }) => {
  await page.goto(paths.getintouch);
  const form = page.getByRole('form', { name: 'Discharge feedback form' });
  await waitForHydrated(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  const messages = [
    'Patient Name is required.',
    'UHID No is required.',
    'Date Time of Admission is required.',
    'Date Time of Discharge is required.',
    'Full Name is required.',
    'Relationship to The Patient is required.',
    'City is required.',
    'State is required.',
    'Phone is required.',
    'Email is required.',
  ];
  for (const message of messages) await expect(fieldError(form, message)).toBeVisible();
  const fill = { 'Patient Name': 'Meera', 'UHID No': 'UH-1001', 'Full Name': 'Kiran', 'Relationship to The Patient': 'Son', City: 'Ambarpur', State: 'Karnataka', Phone: '9876511111', Email: 'kiran@example.org' };
  for (const [label, value] of Object.entries(fill)) await form.getByLabel(`${label} (required)`, { exact: true }).fill(value);
  await form.getByLabel('Date Time of Admission (required)').fill('01/11/2026 09:00 AM');
  await form.getByLabel('Date Time of Discharge (required)').fill('05/11/2026 05:30 PM');
  await page.route('**/api/admin/getintouchforms', (route) => route.abort());
  await form.getByRole('button', { name: 'Submit' }).click();
  const error = form.getByText('No response from the server. Please try again later.');
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
  await page.unroute('**/api/admin/getintouchforms');
  const submitting = page.waitForResponse('**/api/admin/getintouchforms');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await submitting).status()).toBe(201);
  await expect(page.getByText('Thank You!')).toBeVisible({ timeout: 6000 });
});

test('each form page has no serious accessibility violations', async ({ page }) => {
  for (const path of Object.values(paths)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
});

test("a doctor's page books with that doctor: the form opens with the department and doctor chosen", async ({ page }) => {
  const doctorPage = `/our-experts/cardiology-${run}/heart-${run}`;
  // A cached page is rendered again in the background after the settings change of this file's
  // set-up: wait (a few seconds at most) until it links to the booking page.
  await expect.poll(async () => (await page.request.get(doctorPage)).text(), { timeout: 10_000 }).toContain(`${paths.appointment}?department=`);
  await page.goto(doctorPage);
  await page.getByRole('main').getByRole('link', { name: 'Book an appointment', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.appointment}\\?department=`));
  const form = page.getByRole('form', { name: 'Appointment form' });
  await expect(form.getByLabel('Department (required)')).toHaveValue(cardiology);
  await expect(form.getByLabel('Doctor (required)')).toHaveValue(`Dr. Heart ${run}`);
});

test('a time that has passed or falls outside outpatient hours is refused in the browser, and the picker starts at today', async ({ page }) => {
  await page.goto(paths.appointment);
  const form = page.getByRole('form', { name: 'Appointment form' });
  await waitForHydrated(form);
  await form.getByLabel('Name (required)').fill('Ravi Kumar');
  await form.getByLabel('Phone number (required)').fill('9876543210');
  await form.getByLabel('Email (required)').fill('ravi@example.org');
  await form.getByLabel('Department (required)').selectOption(cardiology);
  await form.getByLabel('Doctor (required)').selectOption(`Dr. Heart ${run}`);
  const when = form.getByLabel('Date & Time (required)');
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().includes('BookAppointmentForms')) posted += 1;
  });
  await when.fill('01/01/2024 10:00 AM');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(fieldError(form, 'Please choose a date and time from now on: this one has passed.')).toBeVisible();
  await when.fill(`${soon.text} 09:30 PM`);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(fieldError(form, 'Please choose a time within outpatient hours (08:00–20:00).')).toBeVisible();
  expect(posted).toBe(0);
  await form.getByRole('button', { name: 'Choose Date & Time' }).click();
  const min = await form.getByRole('group', { name: 'Date & Time' }).getByLabel('Date').getAttribute('min');
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(new Date(`${min}T23:59:59Z`).getTime()).toBeGreaterThanOrEqual(Date.now() - 24 * 60 * 60 * 1000);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an appointment goes in one submit: a booking link chooses the doctor, and the doctor list holds the chosen department\'s doctors', async ({ page }) => {
    await page.goto(`${paths.appointment}?department=${encodeURIComponent(cardiology)}&doctor=${encodeURIComponent(`Dr. Heart ${run}`)}`);
    const form = page.getByRole('form', { name: 'Appointment form' });
    await expect(form.getByLabel('Department (required)')).toHaveValue(cardiology);
    const doctor = form.getByLabel('Doctor (required)');
    await expect(doctor).toHaveValue(`Dr. Heart ${run}`);
    await expect(doctor).toBeEnabled();
    await expect(doctor.locator(`optgroup[label="${cardiology}"] option`)).toHaveText([`Dr. Heart ${run}`]);
    // Not every department's doctors (issue 46: a large hospital's page would carry them all).
    await expect(doctor.locator('optgroup')).toHaveCount(1);
    await form.getByLabel('Name (required)').fill('Offline Patient');
    await form.getByLabel('Phone number (required)').fill('9876533333');
    await form.getByLabel('Email (required)').fill('offline.patient@example.org');
    await form.getByLabel('Date & Time (required)').fill(`${soon.text} 11:00 AM`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank You!')).toBeVisible();
    // The reference comes without JavaScript too.
    await expect(page.getByText(/^Your reference: APT-\d{4}-\d{6}$/)).toBeVisible();
  });

  test('the department comes first ("Show doctors"), and the server refuses a doctor of another department', async ({ page }) => {
    await page.goto(paths.appointment);
    const step = page.getByRole('form', { name: 'Show doctors' });
    await step.getByRole('combobox').selectOption(neurology);
    await step.getByRole('button', { name: 'Show doctors' }).click();
    await expect(page).toHaveURL(/[?&]department=/);
    const form = page.getByRole('form', { name: 'Appointment form' });
    await expect(form.getByLabel('Doctor (required)').locator('option')).toHaveText(['Select Doctor', `Dr. Brain ${run}`]);
    await form.getByLabel('Name (required)').fill('Offline Patient');
    await form.getByLabel('Phone number (required)').fill('9876544444');
    await form.getByLabel('Email (required)').fill('offline.two@example.org');
    await form.getByLabel('Date & Time (required)').fill(`${soon.text} 11:00 AM`);
    await form.getByLabel('Department (required)').selectOption(cardiology);
    await form.getByLabel('Doctor (required)').selectOption(`Dr. Brain ${run}`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldError(form, `Dr. Brain ${run} is not a doctor of ${cardiology}. Please choose one of its doctors.`)).toBeVisible();
  });

  test('the contact form posts to the page and the server answers with its errors, then the thank-you view', async ({ page }) => {
    await page.goto(paths.contact);
    const form = contactForm(page);
    await form.getByLabel('Name (required)').fill('Offline Visitor');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
    await expect(fieldError(form, 'Phone number is required.')).toBeVisible();
    await expect(form.getByLabel('Name (required)')).toHaveValue('Offline Visitor');
    await form.getByLabel('Phone number (required)').fill('9876522222');
    await form.getByLabel('Email (required)').fill('offline@example.org');
    await form.getByLabel('Subject (required)').fill('No script');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank You!')).toBeVisible();
    await expect(page.getByText('Your request was successfully sent.')).toBeVisible();
  });
});
