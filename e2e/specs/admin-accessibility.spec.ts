import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, seriousA11yViolations } from './helpers/axe';
import { signInToAdmin } from './helpers/admin';

test('the login screen has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => signInToAdmin(page));

  // One tab walks the screens (each test paid a context, a sign-in and the studio's first load
  // before its one scan); every screen is scanned and the failure names each screen's violations.
  test('the dashboard, a list, a create and an edit screen, the menu manager, the site settings and the form entries have no serious or critical violation', async ({ page }) => {
    // The time the seven tests had (30 s each, the menu manager's 60 s: axe takes a while over its
    // whole header tree on a loaded machine).
    test.setTimeout(240_000);
    const found: Record<string, string[]> = {};
    const scan = async (screen: string) => {
      found[screen] = await seriousA11yViolations(page);
    };

    // The dashboard, with its menu and new-entries panel.
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('dashboard-card')).toHaveCount(12);
    await expect(page.getByRole('heading', { name: 'New form entries since your last visit' })).toBeVisible();
    await scan('dashboard');

    await page.goto('/admin/experts');
    await expect(page.getByRole('heading', { name: 'Doctors', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await scan('list');

    await page.goto('/admin/blogs/create');
    await expect(page.getByRole('heading', { name: 'Create blog post' })).toBeVisible();
    await scan('create');

    await page.goto('/admin/blogs');
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^Edit blog post:/ })).toBeVisible();
    await scan('edit');

    await page.goto('/admin/menus');
    await expect(page.getByTestId('menu-row').first()).toBeVisible();
    await scan('menu manager');

    // The site settings, with their workflow panel.
    await page.goto('/admin/site-settings');
    await expect(page.getByRole('button', { name: 'Save draft', exact: true })).toBeVisible();
    await scan('site settings');

    await page.goto('/admin/contactentries');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await scan('form entries');

    expect(Object.keys(found)).toHaveLength(7);
    expect(Object.fromEntries(Object.entries(found).filter(([, violations]) => violations.length > 0))).toEqual({});
  });

  test('the menu marks the video gallery as current on its singular create screen', async ({ page }) => {
    await page.goto('/admin/videogallery/create');
    await expect(page.getByRole('heading', { name: /^Create video/ })).toBeVisible();
    const current = page.getByRole('navigation', { name: 'Admin menu' }).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/admin/videogalleries');
  });

  test('a refused save puts the keyboard on the first marked field', async ({ page }) => {
    await page.goto('/admin/videogallery/create');
    await page.getByLabel('Title').fill('A video without a link');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please correct the marked fields.')).toBeVisible();
    await expect(page.getByLabel(/^Video link/)).toBeFocused();

    // The same for a field the server refuses.
    await page.getByLabel(/^Video link/).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.route('**/api/admin/video-galleries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Validation failed', errors: { title: 'This title is taken.' } }) })
        : route.continue(),
    );
    await page.getByLabel(/^Video link/).focus();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This title is taken.')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
  });

  test('at 390 px the menu manager fits the screen and its rows keep their titles readable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/menus');
    const row = page.getByTestId('menu-row').first();
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const title = row.locator('p').first();
    // The title has the row's width, not what six buttons leave of it.
    expect((await title.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  });
});
