import { expect, test, type Page } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';
import { createRecord, setSiteLanguages, uniqueSuffix } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { fillLogin, newPage, strongPassword } from './helpers/staff';

// Issue 32, the studio: translate a doctor beside its English, see the translation report's count
// change, edit the English and see the Hindi marked out of date; a Department editor translates
// only their department's doctors. The demo publishes in English and Hindi.

/** The Hindi counts of the doctors' translation report as the screen shows them. */
async function hindiCounts(page: Page): Promise<{ translated: number; missing: number; outdated: number }> {
  await page.goto('/admin/experts/translations');
  await expect(page.getByRole('heading', { name: 'Translation report: Doctors', level: 1 })).toBeVisible();
  const counts = page.getByTestId('counts-hi');
  await expect(counts).toBeVisible();
  const value = async (label: string) => Number(await counts.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').textContent());
  return { translated: await value('Translated'), missing: await value('Missing'), outdated: await value('Out of date') };
}

test('an editor translates a doctor into Hindi: the report counts it, and an English change marks the Hindi out of date', async ({ page }) => {
  test.setTimeout(120_000);
  const run = uniqueSuffix();
  const token = await signInToAdmin(page);
  // The demo publishes in Hindi; other specs replace the site settings meanwhile.
  await setSiteLanguages(page.request, token, ['hi']);
  const auth = { authorization: `Bearer ${token}` };
  const departments = (await (await page.request.get('/api/admin/expert-categories?limit=100', { headers: auth })).json()) as { data: { _id: string; title: string }[] };
  const cardiology = departments.data.find((d) => d.title === 'Cardiology');
  if (!cardiology) throw new Error('the demo has no Cardiology department');
  const doctor = await createRecord(page.request, token, 'experts', { title: `Dr. Mehta ${run}`, slug: `mehta-${run}`, designation: 'Consultant', departments: [cardiology._id] });

  const before = await hindiCounts(page);
  // The new doctor is listed as missing in Hindi, linking to its edit screen.
  await page.getByRole('button', { name: /^Missing/ }).click();
  await expect(page.getByRole('link', { name: `Dr. Mehta ${run}` })).toHaveAttribute('href', `/admin/experts/edit/${doctor._id}`);
  await expectNoSeriousA11yViolations(page);
  // The list's filter finds it too.
  await page.goto(`/admin/experts?needsTranslation=hi&q=${run}`);
  await expect(page.getByRole('row', { name: new RegExp(`Dr. Mehta ${run}`) })).toBeVisible();

  // Translate it beside the English, and publish.
  await page.goto(`/admin/experts/edit/${doctor._id}`);
  const hindiTab = page.getByRole('tab', { name: /Hindi/ });
  await expect(hindiTab).toContainText('Missing 2');
  await hindiTab.click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/shared by every language/)).toBeVisible();
  const designation = panel.getByRole('region', { name: 'Designation' });
  await expect(designation.getByText('Consultant', { exact: true })).toBeVisible();
  await panel.getByLabel("Doctor's name (Hindi)").fill(`डॉ. मेहता ${run}`);
  await designation.getByLabel('Designation (Hindi)').fill('सलाहकार');
  await expect(hindiTab).toContainText('Translated');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('admin-snackbar')).toHaveText('Doctor published');

  const after = await hindiCounts(page);
  expect(after).toEqual({ translated: before.translated + 1, missing: before.missing - 1, outdated: before.outdated });

  // The English designation changes: the Hindi one is out of date, on the edit screen and in the report.
  await page.goto(`/admin/experts/edit/${doctor._id}`);
  await page.getByLabel('Designation').fill('Senior Consultant');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('admin-snackbar')).toHaveText('Doctor published');
  await page.reload();
  await expect(page.getByRole('tab', { name: /Hindi/ })).toContainText('Out of date 1');
  await page.getByRole('tab', { name: /Hindi/ }).click();
  const changed = page.getByRole('tabpanel').getByRole('region', { name: 'Designation' });
  await expect(changed.getByText('Out of date: the English changed after this was translated')).toBeVisible();
  await expect(changed.getByText('Senior Consultant', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('region', { name: "Doctor's name" }).getByText(/Out of date/)).toHaveCount(0);
  expect(await hindiCounts(page)).toEqual({ translated: before.translated, missing: before.missing - 1, outdated: before.outdated + 1 });
  await page.getByRole('button', { name: /^Out of date/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Dr. Mehta ${run}`) })).toContainText('Out of date: Designation.');
});

test("a department editor translates their department's doctor, and sees only their departments' records in the report", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = uniqueSuffix();
  const token = await signInToAdmin(page);
  // The demo publishes in Hindi; other specs replace the site settings meanwhile.
  await setSiteLanguages(page.request, token, ['hi']);
  const auth = { authorization: `Bearer ${token}` };
  const departments = (await (await page.request.get('/api/admin/expert-categories?limit=100', { headers: auth })).json()) as { data: { _id: string; title: string }[] };
  const cardiology = departments.data.find((d) => d.title === 'Cardiology');
  if (!cardiology) throw new Error('the demo has no Cardiology department');
  const neurology = await createRecord(page.request, token, 'expert-categories', { title: `Neurology ${run}`, slug: `neurology-${run}` });
  const own = await createRecord(page.request, token, 'experts', { title: `Dr. Kaur ${run}`, slug: `kaur-${run}`, designation: 'Consultant', departments: [cardiology._id] });
  const other = await createRecord(page.request, token, 'experts', { title: `Dr. Pillai ${run}`, slug: `pillai-${run}`, designation: 'Consultant', departments: [neurology._id] });
  const email = `translator-${run}@hospital.test`;
  const added = await page.request.post('/api/admin/users', { headers: auth, data: { name: `Translator ${run}`, email, role: 'department_editor', departmentIds: [cardiology._id] } });
  expect(added.status(), await added.text()).toBe(201);
  const link = new URL(((await added.json()) as { link: { url: string } }).link.url, 'http://localhost');
  expect((await page.request.post('/api/admin/set-password', { data: { token: link.searchParams.get('token'), password: strongPassword } })).status()).toBe(200);

  const person = await newPage(browser);
  await fillLogin(person, email, strongPassword);
  await expect(person).toHaveURL(/\/admin\/dashboard$/);

  // Their department's doctor: translated, saved as a draft for review.
  await person.goto(`/admin/experts/edit/${own._id}`);
  await person.getByRole('tab', { name: /Hindi/ }).click();
  await person.getByRole('tabpanel').getByLabel("Doctor's name (Hindi)").fill(`डॉ. कौर ${run}`);
  await person.getByRole('tabpanel').getByLabel('Designation (Hindi)').fill('सलाहकार');
  await person.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(person.getByTestId('admin-snackbar')).toHaveText('Draft saved');
  const draft = (await (await page.request.get(`/api/admin/workflow/experts/${own._id}/draft`, { headers: auth })).json()) as {
    data: { fields: { translations?: { hi?: { values?: Record<string, unknown> } } } };
  };
  expect(draft.data.fields.translations?.hi?.values).toMatchObject({ title: `डॉ. कौर ${run}`, designation: 'सलाहकार' });

  // Another department's doctor is out of reach, so is its translation.
  await person.goto(`/admin/experts/edit/${other._id}`);
  await expect(person.getByText(/not tied to your departments/)).toBeVisible();
  await expect(person.getByRole('tab', { name: /Hindi/ })).toHaveCount(0);

  // The report lists their department's doctors only: the one they translated waits to be published (its draft).
  await person.goto('/admin/experts/translations');
  await expect(person.getByTestId('counts-hi')).toBeVisible();
  await person.getByRole('button', { name: /^Translated, waiting to be published/ }).click();
  await expect(person.getByRole('link', { name: `Dr. Kaur ${run}` })).toBeVisible();
  for (const state of ['Missing', 'Out of date']) {
    await person.getByRole('button', { name: new RegExp(`^${state}`) }).click();
    await expect(person.getByRole('link', { name: `Dr. Pillai ${run}` })).toHaveCount(0);
  }
  await person.context().close();
});
