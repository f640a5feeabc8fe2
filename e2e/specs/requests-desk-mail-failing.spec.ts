import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../../server/test/helpers/smtp';
import { startServer, type RunningServer } from '../harness/server';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// Mail failing is seen at once: with the mail server down, the first failed attempt shows on the
// requests desk and the dashboard, in plain words, with Retry now; the open entry names people
// and says what went wrong without internal ids or error codes; Retry now sends the mail at once
// once the mail server is back. On a server of its own, mailing a real SMTP server started here.

const admin = { email: 'mail-admin@hospital.test', password: 'correct-horse-battery-9' };
const contact = { name: 'Farah Khan', phone: '+91 98111 22333', email: 'farah@example.org', subject: 'Visiting hours', message: 'When may I visit my father?' };

let smtp: TestSmtp;
let server: RunningServer;
let api: APIRequestContext;
let headers: Record<string, string> = {};
let token = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Front desk <desk@hospital.test>', SEED: 'none', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  const login = await api.post('/api/admin/login', { data: admin });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  headers = { authorization: `Bearer ${token}` };
  const settings = await api.put('/api/admin/site-settings', { headers, data: { siteTitle: 'Good Health Hospital', notification_emails: 'desk@hospital.test' } });
  expect(settings.status(), await settings.text()).toBe(200);
  for (const [title, slug] of [
    ['Cardiology', 'cardiology'],
    ['Neurology', 'neurology'],
  ]) {
    expect((await api.post('/api/admin/expert-categories', { headers, data: { status: 'active', title, slug } })).status()).toBe(201);
  }
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await smtp?.stop();
});

async function signIn(page: Page) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
}

/** What must never reach desk staff: raw mail errors and codes, 24-hex record ids, a consent version's hash. */
const internals = /ECONNREFUSED|ESOCKET|ETIMEDOUT|EAUTH|connect \d|\b[a-f0-9]{24}\b|\bv-[0-9a-f]{12}\b/;

test('mail that fails once shows on the desk and the dashboard in plain words, and Retry now sends it at once', async ({ page }) => {
  test.setTimeout(120_000);
  await smtp.stop();
  let reference = '';
  try {
    const sent = await api.post('/api/admin/contactfooter', { data: contact });
    expect(sent.status()).toBe(201);
    reference = ((await sent.json()) as { data: { reference: string } }).data.reference;
    // The job runner tries within a few seconds and fails: from then on the studio says so.
    await expect
      .poll(async () => ((await (await api.get('/api/admin/mail-outbox', { headers })).json()) as { retrying: number }).retrying, { timeout: 20_000 })
      .toBe(1);

    await signIn(page);
    await page.goto(`${server.url}/admin/contactentries?kind=contact`);
    const deskPanel = page.getByRole('alert').filter({ hasText: '1 e-mail could not be sent' });
    // Asked for on opening the screen, then every 15 s.
    await expect(deskPanel).toContainText('The mail server could not be reached.', { timeout: 20_000 });
    await expect(deskPanel).toContainText(`New contact entry ${reference}`);
    await expect(deskPanel.getByRole('button', { name: 'Retry now' })).toBeVisible();
    await expect(deskPanel).not.toContainText(internals);
    await expectNoSeriousA11yViolations(page);

    // The entry: names and plain words, no internal ids or error codes.
    await page.getByRole('table', { name: 'Contact entries' }).getByRole('button', { name: `Open the entry of ${contact.name}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(reference) });
    await expect(dialog.getByRole('list', { name: 'History of this entry' })).toContainText('Notification to desk@hospital.test: not sent yet: the server will try again. The mail server could not be reached.');
    await expect(dialog.getByRole('button', { name: 'Retry now: the notification to desk@hospital.test' })).toBeVisible();
    await expect(dialog).toContainText('“We use the details you send only to answer this request');
    await dialog.getByLabel('Assigned to').click();
    await page.getByRole('option', { name: 'Administrator' }).click();
    await expect(dialog.getByRole('list', { name: 'History of this entry' })).toContainText('Assigned to Administrator');
    await expect(dialog.getByLabel('Assigned to')).toHaveText('Administrator');
    expect(await dialog.innerText()).not.toMatch(internals);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The dashboard says the same, with Retry now.
    await page.goto(`${server.url}/admin/dashboard`);
    const dashboardPanel = page.getByRole('alert').filter({ hasText: '1 e-mail could not be sent' });
    await expect(dashboardPanel).toContainText('The mail server could not be reached.', { timeout: 20_000 });
    await expect(dashboardPanel).not.toContainText(internals);
  } finally {
    await smtp.start();
  }

  // The mail server is back: Retry now sends at once, not at the next attempt of the back-off.
  const dashboardPanel = page.getByRole('alert').filter({ hasText: '1 e-mail could not be sent' });
  await dashboardPanel.getByRole('button', { name: 'Retry now' }).click();
  await expect(page.getByText('The e-mail will be tried again now')).toBeVisible();
  await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
  expect(smtp.received[0]?.subject).toBe(`New contact entry ${reference}`);
  await expect(dashboardPanel).toHaveCount(0, { timeout: 20_000 });
  // Sent by the retry's own first attempt (its back-off started afresh), not by the automatic second one.
  const list = (await (await api.get(`/api/admin/form-entries?kind=contact&q=${reference}`, { headers })).json()) as { data: { _id: string }[] };
  const history = (await (await api.get(`/api/admin/form-entries/${list.data[0]?._id}/history`, { headers })).json()) as { data: { mail: { status: string; attempts: number }[] } };
  expect(history.data.mail[0]).toMatchObject({ status: 'sent', attempts: 1 });
  // The retry is in the activity log.
  await page.goto(`${server.url}/admin/activity`);
  await expect(page.getByText('Asked for 1 e-mail that could not be sent to be tried again now')).toBeVisible();
});

test("the per-department address is chosen from the site's departments", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/admin/contactentries?kind=appointment`);
  await page.getByRole('button', { name: 'Desk settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desk settings' });
  await dialog.getByRole('button', { name: 'Add a department' }).click();
  await dialog.getByRole('combobox', { name: 'Department' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['Cardiology', 'Neurology']);
  await page.getByRole('option', { name: 'Neurology' }).click();
  await dialog.getByRole('textbox', { name: 'Notify', exact: true }).fill('neuro@hospital.test');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Desk settings saved')).toBeVisible();
  const saved = (await (await api.get('/api/admin/desk-settings', { headers })).json()) as { data: { departmentRecipients: unknown[] } };
  expect(saved.data.departmentRecipients).toEqual([{ department: 'Neurology', recipients: 'neuro@hospital.test' }]);
});
