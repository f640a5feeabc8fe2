import { expect, test } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';
import { soon } from './helpers/dates';

/**
 * The studio on a common laptop screen, 1366×768: the lists show their last columns without
 * sideways scrolling, a long menu keeps its Publish and Save draft in reach, the Compare of an
 * edit conflict names every row by its label, and a doctor's address help names a real address.
 */
test.use({ viewport: { width: 1366, height: 768 } });
// The studio's screens load their code on first use: allow for a busy machine.
test.setTimeout(120_000);
const loaded = { timeout: 45_000 };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('Form entries and Doctors show "Assigned to" and "Actions" within the screen', async ({ page }) => {
  await signInToAdmin(page);
  // An appointment (the form with the most columns), with a long message and a long doctor's name.
  const sent = await page.request.post('/api/admin/BookAppointmentForms', {
    data: {
      name: 'Kavitha Raghunathan Subramaniam',
      phone: '9876543210',
      email: 'kavitha.raghunathan.subramaniam@example.com',
      date_time: `${soon.text} 10:30 AM`,
      department: 'Cardiothoracic and Vascular Surgery',
      doctor: 'Dr. Venkataraghavan Ramasubramanian',
      message: 'A long message about the reason for the visit that goes on for a while. '.repeat(3),
      submit_ip: 'Unknown',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto('/admin/contactentries?kind=appointment');
  await expect(page.getByRole('table', { name: /entries/ })).toBeVisible(loaded);
  await expect(page.getByRole('table', { name: /entries/ }).getByRole('row').nth(1)).toBeVisible();
  for (const name of ['Assigned to', 'Actions']) await expect(page.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });

  await page.goto('/admin/experts');
  const doctors = page.getByRole('table').first();
  await expect(doctors.getByRole('row').nth(1)).toBeVisible(loaded);
  await expect(page.getByRole('columnheader', { name: 'Actions', exact: true })).toBeInViewport({ ratio: 1 });
  const firstRow = doctors.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').last()).toBeInViewport({ ratio: 1 });
});

test('Form entries show Subject, Language and Status of a long contact message within the screen, the page never scrolling sideways', async ({ page }) => {
  await signInToAdmin(page);
  const sent = await page.request.post('/api/admin/contactfooter', {
    data: {
      name: 'Kavitha Raghunathan Subramaniam',
      phone: '9876543210',
      email: 'kavitha.raghunathan.subramaniam.longaddress@example-hospital-patients.com',
      subject: 'A question about the visiting hours of the cardiac intensive care unit on weekends',
      message: 'A long message that goes on for a while. '.repeat(4),
      submit_ip: 'Unknown',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto('/admin/contactentries?kind=contact');
  const table = page.getByRole('table', { name: /entries/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible(loaded);
  for (const name of ['Subject', 'Language', 'Status']) await expect(table.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
  await expect(table.getByRole('row').filter({ hasText: 'visiting hours of the cardiac' }).first().getByText(/^New$/)).toBeInViewport({ ratio: 1 });
  // Neither the page nor the table's own box scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await table.evaluate((el) => (el.parentElement ? el.parentElement.scrollWidth - el.parentElement.clientWidth : 0))).toBeLessThanOrEqual(0);
});

test("the menu's Publish and Save draft are within reach without scrolling, also far down a long menu", async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/menus');
  await expect(page.getByRole('button', { name: 'Add item' }).first()).toBeVisible(loaded);
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  const saveDraft = page.getByRole('button', { name: 'Save draft', exact: true });
  await expect(publish).toBeInViewport({ ratio: 1 });
  await expect(saveDraft).toBeInViewport({ ratio: 1 });
  // At the bottom of the page they are still there.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(publish).toBeInViewport({ ratio: 1 });
  await expect(saveDraft).toBeInViewport({ ratio: 1 });
});

test("a doctor's address help names the department's address, and an edit conflict's Compare names each row by its label", async ({ page }) => {
  const token = await signInToAdmin(page);
  const list = await page.request.get('/api/admin/experts?limit=1', { headers: bearer(token) });
  const doctor = ((await list.json()) as { data: { _id: string; slug: string; departments: string[] }[] }).data[0];
  expect(doctor).toBeTruthy();
  if (!doctor) return;
  const department = (await (await page.request.get(`/api/admin/expert-categories/${doctor.departments[0]}`, { headers: bearer(token) })).json()) as { data: { slug: string } };

  await page.goto(`/admin/experts/edit/${doctor._id}`);
  const slug = page.getByRole('textbox', { name: 'Slug' });
  await expect(slug).toBeVisible(loaded);
  const help = page.locator('#field-slug-helper-text');
  await expect(help).toContainText(`/our-experts/${department.data.slug}/${doctor.slug}`);
  await expect(help).not.toContainText('{');

  // A colleague saves a draft while the form is open: this save is refused, and Compare shows why.
  const opened = (await (await page.request.get(`/api/admin/workflow/experts/${doctor._id}/draft`, { headers: bearer(token) })).json()) as { data: { version: number; fields: Record<string, unknown> } };
  const colleague = await page.request.put(`/api/admin/workflow/experts/${doctor._id}/draft`, {
    headers: bearer(token),
    data: { ...opened.data.fields, designation: 'Head of the department (colleague)', version: opened.data.version },
  });
  expect(colleague.status(), await colleague.text()).toBe(200);
  await page.getByRole('textbox', { name: 'Designation' }).fill('Senior Consultant (mine)');
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const compare = page.getByRole('dialog', { name: 'Your changes and the saved version' });
  const rows = compare.getByRole('rowheader');
  await expect(rows.first()).toBeVisible();
  const labels = await rows.allTextContents();
  expect(labels).toContain('Designation');
  // Every row is named as the form names its field: no raw names (_id, createdAt, camelCase).
  for (const label of labels) expect(label, `row "${label}"`).toMatch(/^[A-Z][^_]*$/);
  for (const label of labels) expect(label).not.toMatch(/[a-z][A-Z]/);
});
