import { expect, test } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';
import { activeList, createRecord } from './helpers/api';

// A list-of-texts field (a doctor's languages) declared once: entered as chips in the studio,
// kept in order, and shown on the doctor's page on the website.
test.describe.configure({ timeout: 60_000 });

test("a doctor's languages: added as chips in the studio, shown on the doctor's page", async ({ page }) => {
  const token = await signInToAdmin(page);
  const [cardiology] = (await activeList<{ _id: string; slug: string; title: string }>(page.request, 'expert-categories')).filter((d) => d.title === 'Cardiology');
  expect(cardiology).toBeDefined();
  const name = `Dr. Lingua ${Date.now().toString(36)}`;
  const doctor = await createRecord(page.request, token, 'experts', { title: name, departments: [cardiology?._id] });

  await page.goto(`/admin/experts/edit/${doctor._id}`);
  const languages = page.getByRole('combobox', { name: 'Languages' });
  await languages.fill('English');
  await languages.press('Enter');
  // A comma adds the entry typed before it; the same language in another case is not added twice.
  await languages.pressSequentially('Tamil,english,');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Tamil', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('admin-snackbar')).toHaveText('Doctor published');
  await page.reload();
  // The studio loads the record again (slow on a busy machine) before its chips show.
  await expect(page.getByLabel("Doctor's name")).toHaveValue(name, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tamil', exact: true })).toBeVisible();

  await page.goto(`/our-experts/${cardiology?.slug}/${doctor.slug}`);
  const fact = page.locator('dt', { hasText: 'Languages' }).locator('xpath=following-sibling::dd[1]');
  await expect(fact).toHaveText('English, Tamil');
});
