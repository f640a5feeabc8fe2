import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../../server/test/helpers/smtp';
import { startServer, type RunningServer } from '../harness/server';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { soon } from './helpers/dates';
import { waitForHydrated } from './helpers/navigation';


// The patient requests desk (issue 15) end to end, on a server of its own that sends mail to a
// real SMTP server started here: a patient books, the desk works the entry, the mail arrives
// once; with the mail server down the form still answers 201 and the mail arrives when it is back.

const admin = { email: 'desk-admin@hospital.test', password: 'correct-horse-battery-9' };
const department = 'Cardiology';
const doctor = 'Dr. Heart';

let smtp: TestSmtp;
let server: RunningServer;
let api: APIRequestContext;
let token = '';
// The job runner's clock (JOB_CLOCK_FILE): moved past the mail's back-off instead of waiting it out.
const jobClock = path.join(os.tmpdir(), `hospital-e2e-desk-clock-${process.pid}`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp();
  fs.rmSync(jobClock, { force: true });
  server = await startServer({ JOB_CLOCK_FILE: jobClock, SMTP_URL: smtp.url, MAIL_FROM: 'Front desk <desk@hospital.test>', SEED: 'none', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  const login = await api.post('/api/admin/login', { data: admin });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}` };
  const settings = await api.put('/api/admin/site-settings', { headers, data: { siteTitle: 'Good Health Hospital', notification_emails: 'desk@hospital.test' } });
  expect(settings.status(), await settings.text()).toBe(200);
  const heart = await api.post('/api/admin/expert-categories', { headers, data: { status: 'active', title: department, slug: 'cardiology' } });
  expect(heart.status()).toBe(201);
  const heartId = ((await heart.json()) as { data: { _id: string } }).data._id;
  expect((await api.post('/api/admin/experts', { headers, data: { status: 'active', title: doctor, slug: 'dr-heart', departments: [heartId] } })).status()).toBe(201);
  const page = await api.post('/api/admin/pages', { headers, data: { status: 'active', title: 'Book an appointment', pageRoute: 'book-appointment', template: 'book-appointment', description: '', templateData: [] } });
  expect(page.status(), await page.text()).toBe(201);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await smtp?.stop();
});

/** Fills the website's appointment form as a patient does. */
async function fillAppointment(page: Page, name: string) {
  await page.goto(`${server.url}/book-appointment`);
  const form = page.getByRole('form', { name: 'Appointment form' });
  // Its script picks the doctors of a department: it must have hydrated the form first.
  await waitForHydrated(form);
  await form.getByLabel('Department (required)').selectOption(department);
  await expect(form.getByLabel('Doctor (required)')).toBeEnabled();
  await form.getByLabel('Doctor (required)').selectOption(doctor);
  await form.getByRole('button', { name: 'Choose Date & Time' }).click();
  const picker = form.getByRole('group', { name: 'Date & Time' });
  await picker.getByLabel('Date').fill(soon.iso);
  await picker.getByLabel('Hour').selectOption('4');
  await picker.getByLabel('Minute').selectOption('35');
  await picker.getByLabel('AM/PM').selectOption('PM');
  await picker.getByRole('button', { name: 'Done' }).click();
  await form.getByLabel('Name (required)').fill(name);
  await form.getByLabel('Phone number (required)').fill('+91 98765 43210');
  await form.getByLabel('Email (required)').fill('patient@example.org');
  await expect(form.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  return form;
}

/** Sends the filled form; answers the reference the thank-you view shows under the spec's text. */
async function send(page: Page): Promise<string> {
  const answer = page.waitForResponse('**/api/admin/BookAppointmentForms');
  await page.getByRole('form', { name: 'Appointment form' }).getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByText('Thank You!')).toBeVisible({ timeout: 6000 });
  await expect(page.getByText('Your request was successfully sent.')).toBeVisible();
  const reference = await page.getByText(/^Your reference:/).textContent();
  const match = /APT-\d{4}-\d{6}/.exec(reference ?? '');
  expect(match, reference ?? '').not.toBeNull();
  return match?.[0] ?? '';
}

async function book(page: Page, name: string): Promise<string> {
  await fillAppointment(page, name);
  return send(page);
}

/** Axe on a dialog once its fade-in has ended (mid-fade, text contrast is measured against half-transparent colours). */
async function expectAccessibleDialog(page: Page, name: string) {
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
}

/** Waits until the mail outbox holds no unsent mail (each mail marked sent once the SMTP server took it). */
async function expectOutboxAllSent() {
  await expect
    .poll(async () => {
      const outbox = await api.get('/api/admin/mail-outbox', { headers: { authorization: `Bearer ${token}` } });
      expect(outbox.status()).toBe(200);
      return ((await outbox.json()) as { data: unknown[] }).data.length;
    }, { timeout: 20_000 })
    .toBe(0);
}

async function openDesk(page: Page) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  await page.goto(`${server.url}/admin/contactentries?kind=appointment`);
}

test('a booked appointment reaches the desk as New, is worked to Done, and the desk is mailed exactly once', async ({ page }) => {
  test.setTimeout(90_000);
  const reference = await book(page, 'Ravi Kumar');

  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
  const mail = smtp.received[0];
  expect(mail?.to).toEqual(['desk@hospital.test']);
  expect(mail?.subject).toBe(`New appointment entry ${reference} (${department})`);
  expect(mail?.text).toContain('/admin/contactentries?kind=appointment&entry=');
  expect(mail?.text).not.toContain('Ravi Kumar');

  await openDesk(page);
  await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByLabel('1 new')).toBeVisible();
  const table = page.getByRole('table', { name: 'Appointments entries' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(`${soon.text} 04:35 PM`);
  await expect(row).toContainText(department);
  await expect(row).toContainText(doctor);
  await expect(row).toContainText('New');

  await row.getByRole('button', { name: 'Open the entry of Ravi Kumar' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(reference) });
  await expectAccessibleDialog(page, reference);
  await dialog.getByLabel('Assigned to').click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  await expect(dialog.getByRole('list', { name: 'History of this entry' })).toContainText('Assigned to Administrator');
  await dialog.getByLabel('Internal note').fill('Called back: confirmed for 3 Dec, 4:35 PM.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByRole('list', { name: 'History of this entry' })).toContainText('Called back: confirmed for 3 Dec, 4:35 PM.');
  await dialog.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Done' }).click();
  await expect(dialog.getByRole('list', { name: 'History of this entry' })).toContainText('Status: New → Done');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Done');
  await expect(row).toContainText('Administrator');
  await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByLabel('1 new')).toHaveCount(0);

  // The desk's settings and the erasure dialog are labelled too.
  await page.getByRole('button', { name: 'Desk settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Desk settings' }).getByLabel('Appointments: keep for (days)')).toHaveValue('180');
  await expectAccessibleDialog(page, 'Desk settings');
  await page.getByRole('dialog', { name: 'Desk settings' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: "Erase a person's data" }).click();
  await expectAccessibleDialog(page, "Erase a person's data");
  await page.getByRole('dialog', { name: "Erase a person's data" }).getByRole('button', { name: 'Cancel' }).click();

  // Still one mail, whatever the runner did since: the outbox has marked it sent (a sent mail is
  // never sent again), and the SMTP server has it once.
  await expectOutboxAllSent();
  expect(smtp.received).toHaveLength(1);
});

test('with the mail server down the form still answers 201, the entry is stored, and the mail arrives once it is back', async ({ page }) => {
  test.setTimeout(120_000);
  smtp.received.length = 0;
  await smtp.stop();
  let reference = '';
  try {
    reference = await book(page, 'Meera Iyer');
    await openDesk(page);
    await expect(page.getByRole('table', { name: 'Appointments entries' }).getByRole('row').filter({ hasText: reference })).toContainText('New');
    // The runner has tried and failed: the attempt is recorded, nothing is lost.
    await expect
      .poll(async () => {
        const outbox = await api.get('/api/admin/mail-outbox', { headers: { authorization: `Bearer ${token}` } });
        return ((await outbox.json()) as { data: { attempts: number; lastError: string | null }[] }).data[0]?.lastError ?? '';
      }, { timeout: 20_000 })
      .not.toBe('');
  } finally {
    await smtp.start();
  }
  // The next attempt comes after the back-off (30 s): the runner's clock is moved past it.
  fs.writeFileSync(jobClock, new Date(Date.now() + 45_000).toISOString());
  try {
    await expect.poll(() => smtp.received.length, { timeout: 30_000, intervals: [500] }).toBe(1);
  } finally {
    fs.rmSync(jobClock, { force: true });
  }
  expect(smtp.received[0]?.subject).toBe(`New appointment entry ${reference} (${department})`);
  await expectOutboxAllSent();
  expect(smtp.received).toHaveLength(1);

  // From an open entry, the next one is a key away.
  await page.goto(`${server.url}/admin/contactentries?kind=appointment`);
  const table = page.getByRole('table', { name: 'Appointments entries' });
  await table.getByRole('button', { name: 'Open the entry of Meera Iyer' }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(reference) })).toBeVisible();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByRole('dialog', { name: /Ravi Kumar/ })).toBeVisible();
  await page.keyboard.press('k');
  await expect(page.getByRole('dialog', { name: /Meera Iyer/ })).toBeVisible();
  await page.getByRole('dialog', { name: /Meera Iyer/ }).getByRole('button', { name: 'Close' }).click();

  // Erasure: both bookings came from one phone number; found, reviewed, erased, and recorded.
  await page.getByRole('button', { name: "Erase a person's data" }).click();
  const erasure = page.getByRole('dialog', { name: "Erase a person's data" });
  await erasure.getByLabel('Phone').fill('09876543210');
  await erasure.getByRole('button', { name: 'Find' }).click();
  await expect(erasure.getByRole('list', { name: 'Entries found' }).getByRole('checkbox')).toHaveCount(2);
  await erasure.getByRole('button', { name: 'Erase 2 selected' }).click();
  await erasure.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText('2 entries erased')).toBeVisible();
  await expect(page.getByText('No appointments entries yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Desk settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Desk settings' })).toContainText('Erasure by Administrator: 2 entries deleted (Appointment 2)');
});

test('with the consent checkbox required, the form is not sent until the patient ticks it, and the entry keeps the notice version', async ({ page }) => {
  const headers = { authorization: `Bearer ${token}` };
  const settings = await api.put('/api/admin/site-settings', {
    headers,
    data: { siteTitle: 'Good Health Hospital', notification_emails: 'desk@hospital.test', consent_notice: 'I agree that the hospital keeps my details to answer me.', consent_checkbox: 'required' },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  // The cached form page is rendered again in the background: wait (a few seconds at most) until it carries the notice.
  await expect
    .poll(async () => (await page.request.get(`${server.url}/book-appointment`)).text(), { timeout: 10_000 })
    .toContain('I agree that the hospital keeps my details to answer me.');
  const form = await fillAppointment(page, 'Asha Rao');
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/BookAppointmentForms')) posted = true;
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  const consent = form.getByRole('checkbox', { name: /I agree that the hospital keeps my details to answer me\./ });
  // The message under the checkbox (the summary at the top of the form repeats it as a link).
  await expect(form.locator('p').getByText('Please agree to the use of your details to send this form.', { exact: true })).toBeVisible();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toBeFocused();
  expect(posted).toBe(false);
  await consent.check();
  const reference = await send(page);
  const list = await api.get(`/api/admin/form-entries?kind=appointment&q=${reference}`, { headers });
  const entry = ((await list.json()) as { data: { reference: string; consentVersion: string | null }[] }).data[0];
  expect(entry?.reference).toBe(reference);
  expect(entry?.consentVersion).toMatch(/^v-[0-9a-f]{12}$/);
});
