import { expect, test } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';
import { uniqueSuffix } from './helpers/api';

/** "22 Nov 2026, 09:30": the one way the studio shows a moment. */
const studioMoment = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}$/;

test('a new page takes its route from the title until one is typed, and keeps a typed one', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/pages/create');
  const title = page.getByRole('textbox', { name: 'Title *', exact: true });
  const route = page.getByRole('textbox', { name: /^Page route/ });
  await title.fill('Visitor Parking & Drop-off');
  await expect(route).toHaveValue('visitor-parking-drop-off');
  await title.fill('Visitor Parking');
  await expect(route).toHaveValue('visitor-parking');

  const own = `parking-${uniqueSuffix()}`;
  await route.fill(own);
  await title.fill('Parking for visitors');
  await expect(route).toHaveValue(own);
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: 'Single image', exact: true }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\//);

  // A saved page's route does not move with its title.
  await title.fill('Car park');
  await expect(route).toHaveValue(own);
});

test('the pages list names each template and shows dates one way', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/pages?q=campus');
  const row = page.getByRole('row', { name: /Campus Map/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Single image', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'single-image', exact: true })).toHaveCount(0);
  const updated = await row.getByRole('cell').filter({ hasText: /\d{4}, \d{2}:\d{2}/ }).first().textContent();
  expect(updated?.trim()).toMatch(studioMoment);
});

test('an empty list of departments asks to choose one', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/experts/create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose at least one department.')).toBeVisible();
  await expect(page.getByText('Departments is required.')).toHaveCount(0);
});

test("the desk's date filters are typed and shown as DD/MM/YYYY", async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/contactentries?kind=contact');
  const from = page.getByRole('group', { name: 'From' });
  await expect(from).toHaveText(/DD\s*\/\s*MM\s*\/\s*YYYY/);
  await from.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type('31122099');
  await expect(from).toHaveText(/31\s*\/\s*12\s*\/\s*2099/);
  await expect(page.getByText(/No contact entries match these filters\./)).toBeVisible();
});
