import { expect, test } from '@playwright/test';

test('the home page is rendered on the server and answers 200', async ({ page, request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).toContain('<div id="root"><');

  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
});

test('/admin shows the admin login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveTitle('Admin Dashboard');
});

test('health and version endpoints answer', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const version = await request.get('/version.txt');
  expect(version.status()).toBe(200);
  expect(version.headers()['cache-control']).toContain('no-store');
  expect((await version.text()).trim().length).toBeGreaterThan(0);
});
