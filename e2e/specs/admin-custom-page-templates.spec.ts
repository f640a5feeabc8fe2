import { expect, test } from '@playwright/test';
import { uniqueSuffix } from './helpers/api';
import { signInToAdmin } from './helpers/admin';

test('a page built with a repeater template: rows added, filled and reordered, shown in that order on the website', async ({ page }) => {
  test.setTimeout(60_000);
  await signInToAdmin(page);
  const route = `affiliations-${uniqueSuffix()}`;
  await page.goto('/admin/pages/create');
  await page.getByRole('textbox', { name: 'Title *', exact: true }).fill('Our affiliations');
  await page.getByRole('textbox', { name: /^Page route/ }).fill(route);
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: 'Table', exact: true }).click();

  const rows = page.getByRole('group', { name: 'Rows' });
  await rows.getByRole('button', { name: 'Add a row to Rows' }).click();
  await rows.getByRole('button', { name: 'Add a row to Rows' }).click();
  const first = rows.getByRole('listitem', { name: 'Rows row 1' });
  const second = rows.getByRole('listitem', { name: 'Rows row 2' });
  await first.getByRole('textbox', { name: 'Label' }).fill('University');
  await first.getByRole('textbox', { name: 'Text' }).fill('State Medical University');
  await second.getByRole('textbox', { name: 'Label' }).fill('Accreditation');
  await second.getByRole('textbox', { name: 'Text' }).fill('National Accreditation Board for Hospitals');
  await rows.getByRole('button', { name: 'Move Rows row 2 up' }).click();
  await expect(rows.getByRole('listitem', { name: 'Rows row 1' }).getByRole('textbox', { name: 'Label' })).toHaveValue('Accreditation');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\//);

  await page.goto(`/${route}`);
  const headers = page.getByRole('rowheader');
  await expect(headers).toHaveText(['Accreditation', 'University']);
  await expect(page.getByRole('row', { name: /Accreditation/ })).toContainText('National Accreditation Board for Hospitals');
});
