import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiLogin, uniqueSuffix } from './helpers/api';
import { signInToAdmin } from './helpers/admin';

const email = process.env.E2E_ADMIN_EMAIL ?? '';
const password = process.env.E2E_ADMIN_PASSWORD ?? '';

test('a contact request sent from the website is read, exported as CSV and deleted in the form entries', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Lakshmi Iyer ${uniqueSuffix()}`;
  const subject = 'Visiting hours in the maternity ward';
  const sent = await page.request.post('/api/admin/contactfooter', {
    data: { name, phone: '+91 98450 12345', email: 'lakshmi@example.com', subject, message: 'Can my mother stay overnight?\nThank you.', submit_ip: '203.0.113.7' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInToAdmin(page);
  await page.goto('/admin/contactentries?kind=contact');
  await expect(page.getByRole('heading', { name: 'Form entries', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Contact \(\d+ new\)$/, selected: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const table = page.getByRole('table', { name: 'Contact entries' });
  await expect(table.getByRole('row')).toHaveCount(2);
  // Stored in one normalised form (E.164), whatever the spacing typed (issue 30).
  await expect(table.getByRole('row').nth(1)).toContainText('+919845012345');

  await page.getByRole('button', { name: `Open the entry of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Contact entry from ${name}` });
  await expect(dialog.getByRole('definition').filter({ hasText: subject })).toBeVisible();
  await expect(dialog).toContainText('Can my mother stay overnight?');
  await expect(dialog).toContainText('203.0.113.7');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  expect(csv).toContain(name);
  expect(csv).toContain(subject);

  await page.getByRole('button', { name: `Delete the entry of ${name}` }).click();
  await page.getByRole('dialog', { name: `Delete the entry of ${name}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('admin-snackbar')).toBeVisible();
  await expect(page.getByText(/No contact entries match these filters\./)).toBeVisible();
});

test('changing the password needs the current one, shows the server error beside it, and signs out other sessions', async ({ page }) => {
  test.setTimeout(60_000);
  const otherSession = await apiLogin(page.request);
  const profile = await page.request.get('/api/admin/profile', { headers: { authorization: `Bearer ${otherSession}` } });
  const { name } = ((await profile.json()) as { data: { name: string } }).data;
  await signInToAdmin(page);
  const newPassword = `new-password-${uniqueSuffix()}`;
  await page.goto('/admin/change-profile');
  await expect(page.getByRole('heading', { name: 'Change profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

  const current = page.getByLabel('Current password *', { exact: true });
  await current.fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Show current password' }).click();
  await expect(current).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('The current password is not correct.').first()).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill(password);
  try {
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByTestId('admin-snackbar')).toHaveText('Profile saved. Your other sessions have been signed out.');
    const me = await page.request.get('/api/admin/me', { headers: { authorization: `Bearer ${otherSession}` } });
    expect(me.status()).toBe(401);
    const login = await page.request.post('/api/admin/login', { data: { email, password: newPassword } });
    expect(login.status()).toBe(200);
  } finally {
    // Put the harness password back for the other specs.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const restore = await page.request.put('/api/admin/profile', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, email, currentPassword: newPassword, newPassword: password },
    });
    if (restore.status() !== 200) {
      await page.request.put('/api/admin/profile', {
        headers: { authorization: `Bearer ${token}` },
        data: { name, email, currentPassword: password },
      });
    }
  }
});

test('leaving the profile with a change not saved asks first, and Stay keeps what was typed', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/change-profile');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).not.toHaveValue('');
  await name.fill('A name not saved yet');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/change-profile$/);
  await expect(name).toHaveValue('A name not saved yet');
});
