import { expect, test, type Page } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { createRecord, uniqueSuffix } from './helpers/api';

// Steps that change what the website shows, or everyone's sign-in, ask first in a dialog that
// says what will happen; Cancel changes nothing.

const snackbar = (page: Page) => page.getByTestId('admin-snackbar');

test('Unpublish asks first: Cancel leaves the record on the website, Unpublish takes it off', async ({ page }) => {
  const token = await signInToAdmin(page);
  const auth = { authorization: `Bearer ${token}` };
  const title = `Is parking free at night ${uniqueSuffix()}?`;
  const faq = await createRecord(page.request, token, 'faqs', { title, description: '<p>Yes, after 8 pm.</p>', status: 'active' });
  const stateOf = async () => ((await (await page.request.get(`/api/admin/faqs/${faq._id}`, { headers: auth })).json()) as { data: { state: string } }).data.state;

  await page.goto(`/admin/faqs/edit/${faq._id}`);
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Unpublish this faq?' });
  await expect(dialog).toContainText(`“${title}” leaves the website at once`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  expect(await stateOf()).toBe('published');

  // Escape is a Cancel too.
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await stateOf()).toBe('published');

  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await dialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('FAQ unpublished');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  expect(await stateOf()).toBe('draft');
});

test('requiring two-factor of everyone asks first: Cancel leaves the rule off, the confirm turns it on', async ({ page }) => {
  const token = await signInToAdmin(page);
  const auth = { authorization: `Bearer ${token}` };
  const required = async () => ((await (await page.request.get('/api/admin/users', { headers: auth })).json()) as { twoFactorRequired: boolean }).twoFactorRequired;
  try {
    await page.goto('/admin/users');
    const rule = page.getByLabel('Require two-factor sign-in for everyone');
    await expect(rule).not.toBeChecked();
    await rule.click();
    const dialog = page.getByRole('dialog', { name: 'Require two-factor sign-in for everyone?' });
    await expect(dialog).toContainText('must set it up at their next sign-in');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rule).not.toBeChecked();
    expect(await required()).toBe(false);

    await rule.click();
    await dialog.getByRole('button', { name: 'Require two-factor' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rule).toBeChecked();
    expect(await required()).toBe(true);

    // Turning it off again is not asked: it takes nothing from anyone.
    await rule.click();
    await expect(dialog).toHaveCount(0);
    await expect(rule).not.toBeChecked();
    expect(await required()).toBe(false);
  } finally {
    // Later specs sign in without two-factor.
    await page.request.put('/api/admin/users/two-factor', { headers: auth, data: { required: false } });
  }
});
