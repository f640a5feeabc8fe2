import { expect, test } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';

test('without a token a protected screen sends the visitor to the login', async ({ page }) => {
  await page.goto('/admin/pages');
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('a token the server refuses (401) is removed and the visitor is back at the login', async ({ page }) => {
  await page.goto('/admin');
  await page.evaluate(() => localStorage.setItem('token', 'bogus-token-that-the-server-does-not-know'));
  await page.goto('/admin/pages');
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a session ended on the server (401 on the next call) returns the editor to the login', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/faqs');
  await expect(page.getByRole('heading', { name: 'FAQs' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const logout = await page.request.post('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);
  await page.getByLabel('Search faqs').fill('anything');
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('every route of the admin table opens its screen, and an unknown one shows not found inside the shell', async ({ page }) => {
  // Ten full page loads of the studio on a shared 2-core machine.
  test.setTimeout(90_000);
  await signInToAdmin(page);
  const screens: [string, string][] = [
    ['pages', 'Pages'],
    ['pages/create', 'Create page'],
    ['videogalleries', 'Video gallery'],
    ['videogallery/create', 'Create video'],
    ['our-speciality', 'Specialities'],
    ['our-speciality/create', 'Create speciality'],
    ['hospitalfacilities', 'Hospital facilities'],
    ['expert-categories/create', 'Create department'],
    ['templates', 'Templates'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle('Admin Dashboard');
  }
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
});
