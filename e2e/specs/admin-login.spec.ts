import { expect, test, type Locator } from '@playwright/test';

const email = process.env.E2E_ADMIN_EMAIL ?? '';
const password = process.env.E2E_ADMIN_PASSWORD ?? '';

/** The snackbar's background as [r, g, b]. */
async function backgroundRgb(alert: Locator): Promise<[number, number, number]> {
  const color = await alert.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  return [r, g, b];
}

test('signing in with a wrong then a right password: red then green snackbar, dashboard 1 s after success', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveTitle('Admin Dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

  await page.getByLabel('Username').fill(email);
  const passwordInput = page.getByLabel('Password', { exact: true });
  await passwordInput.fill('not-the-password');
  await expect(passwordInput).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordInput).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(passwordInput).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Login' }).click();
  const snackbar = page.getByTestId('admin-snackbar');
  await expect(snackbar).toHaveText('Invalid email or password');
  const [r1, g1, b1] = await backgroundRgb(snackbar);
  expect(r1).toBeGreaterThan(g1 + 60);
  expect(r1).toBeGreaterThan(b1 + 60);
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await passwordInput.fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(snackbar).toHaveText('Login successful');
  const shownAt = Date.now();
  const [r2, g2, b2] = await backgroundRgb(snackbar);
  expect(g2).toBeGreaterThan(r2 + 30);
  expect(g2).toBeGreaterThan(b2 + 30);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  // Still on the login for a moment, then the dashboard about a second later.
  await expect(page).toHaveURL(/\/admin$/);
  await page.waitForURL('**/admin/dashboard', { timeout: 5000 });
  const waited = Date.now() - shownAt;
  expect(waited).toBeGreaterThan(600);
  expect(waited).toBeLessThan(2500);
  await expect(page).toHaveTitle('Admin Dashboard');
});

test('the snackbar hides after 6 seconds', async ({ page }) => {
  // The page's clock is moved on instead of waited out (it also flows as usual).
  await page.clock.install();
  await page.goto('/admin');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-again');
  await page.getByRole('button', { name: 'Login' }).click();
  const snackbar = page.getByTestId('admin-snackbar');
  await expect(snackbar).toBeVisible();
  await page.clock.runFor(4500);
  await expect(snackbar).toBeVisible();
  // 6 s, and its closing transition.
  await page.clock.runFor(2000);
  await expect(snackbar).toBeHidden();
});

test('a visitor with a stored session goes straight to the dashboard, and signing out returns to the login', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');

  await page.goto('/admin');
  await page.waitForURL('**/admin/dashboard');
  await expect(page.getByTestId('signed-in-name')).not.toBeEmpty();
  const nav = page.getByRole('navigation', { name: 'Admin menu' });
  for (const section of ['Content', 'People', 'Media', 'Site', 'Forms', 'Account']) {
    await expect(nav.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
