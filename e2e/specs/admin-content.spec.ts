import { expect, test, type Page } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';

// Each test walks through several screens on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const snackbar = (page: Page) => page.getByTestId('admin-snackbar');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function deleteFromList(page: Page, listPath: string, searchLabel: string, title: string) {
  await page.goto(listPath);
  await page.getByLabel(searchLabel).fill(title);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(snackbar(page)).toHaveText('Deleted');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
}

test('a doctor with departments (relation): create, find in the list, edit, delete', async ({ page }) => {
  await signInToAdmin(page);
  const name = `Dr. Test ${unique()}`;
  await page.goto('/admin/experts');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/experts\/create$/);
  await expect(page.locator('label', { hasText: "Doctor's name *" })).toBeVisible();

  await page.getByLabel("Doctor's name").fill(name);
  // The slug follows the name while it has not been typed.
  await expect(page.getByLabel('Slug')).toHaveValue(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
  await page.getByLabel('Designation').fill('Consultant');
  const departments = page.getByRole('combobox', { name: 'Departments' });
  await departments.click();
  await departments.fill('Cardio');
  await page.getByRole('option', { name: 'Cardiology', exact: true }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Doctor created');
  await expect(page).toHaveURL(/\/admin\/experts\/edit\/[^/]+$/);
  const id = page.url().split('/').pop() ?? '';

  // In the list, found by search, with its department's title.
  await page.goto('/admin/experts');
  await page.getByLabel('Search doctors').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name.replace(/\./g, '\\.')) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cardiology');
  await expect(row).toContainText('Consultant');

  // Edit: stays on the record, the stored title shows after a reload.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/experts/edit/${id}$`));
  await expect(page.getByRole('button', { name: 'Cardiology' })).toBeVisible();
  await page.getByLabel('Designation').fill('Senior Consultant');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Doctor published');
  await expect(page).toHaveURL(new RegExp(`/admin/experts/edit/${id}$`));
  await page.reload();
  await expect(page.getByLabel('Designation')).toHaveValue('Senior Consultant');
  // The doctor's page on the website lives under their first department.
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const view = page.getByRole('link', { name: 'View on website' });
  await expect(view).toHaveAttribute('href', new RegExp(`^/our-experts/[a-z0-9-]*cardiology[a-z0-9-]*/${slug}$`));
  const website = await page.request.get((await view.getAttribute('href')) ?? '');
  expect(website.status()).toBe(200);
  expect(await website.text()).toContain(name);

  await deleteFromList(page, '/admin/experts', 'Search doctors', name);
});

test('deleting a department doctors still use is refused, naming them', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/expert-categories');
  await page.getByLabel('Search departments').fill('Cardiology');
  await page.getByRole('button', { name: 'Delete Cardiology' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('dialog').getByRole('alert');
  await expect(alert).toContainText('Dr. Arvind Menon');
  await expect(snackbar(page)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: 'Cardiology', exact: true })).toBeVisible();
});

test('a banner with an image uploaded through the picker: create, list, edit, delete', async ({ page }) => {
  await signInToAdmin(page);
  const title = `Banner ${unique()}`;
  const fileName = `banner-${unique()}.png`;
  await page.goto('/admin/banners/create');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Choose Image from library or upload' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByLabel('Files to upload').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  });
  await picker.getByRole('button', { name: `Select ${fileName}` }).click();
  await expect(picker).toBeHidden();
  const preview = page.getByRole('img', { name: 'Image preview' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\//);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Banner created');
  await expect(page).toHaveURL(/\/admin\/banners\/edit\//);

  await page.goto('/admin/banners');
  await page.getByLabel('Search banners').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('img')).toHaveAttribute('src', /^\/uploads\//);

  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: 'Remove Image' }).click();
  await expect(page.getByRole('img', { name: 'Image preview' })).toHaveCount(0);
  await page.getByLabel('Top title').fill('Now without a picture');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Banner published');

  await deleteFromList(page, '/admin/banners', 'Search banners', title);
});

test('an FAQ with a rich-text answer: create with formatting, list, edit, delete', async ({ page }) => {
  const token = await signInToAdmin(page);
  const question = `Visiting hours ${unique()}?`;
  await page.goto('/admin/faqs/create');
  await page.getByLabel('Question').fill(question);
  const answer = page.getByRole('textbox', { name: 'Answer' });
  await answer.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Daily');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' from 10 am to 8 pm.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('FAQ created');
  const id = page.url().split('/').pop() ?? '';
  const stored = await page.request.get(`/api/admin/faqs/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await stored.json()) as { data: { description: string } }).data.description).toContain('<strong>Daily</strong> from 10 am to 8 pm.');

  await page.goto('/admin/faqs');
  await page.getByLabel('Search faqs').fill(question);
  await expect(page.getByRole('row', { name: new RegExp(question.replace('?', '\\?')) })).toContainText('Published');

  await page.getByRole('link', { name: `Edit ${question}` }).click();
  await page.getByRole('textbox', { name: 'Answer' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Closed on holidays.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(snackbar(page)).toHaveText('FAQ published');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Answer' })).toContainText('Closed on holidays.');

  await deleteFromList(page, '/admin/faqs', 'Search faqs', question);
});

test('validation: required fields are marked by the shared schema, and a server refusal shows next to its field', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/experts/create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("Doctor's name is required.")).toBeVisible();
  await expect(page.getByText('Choose at least one department.')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  // A slug another doctor has: only the server knows.
  await page.getByLabel("Doctor's name").fill(`Dr. Duplicate ${unique()}`);
  await page.getByLabel('Slug').fill('dr-arvind-menon');
  const departments = page.getByRole('combobox', { name: 'Departments' });
  await departments.click();
  await departments.fill('Cardio');
  await page.getByRole('option', { name: 'Cardiology', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const slugHelp = page.locator('#field-slug-helper-text');
  await expect(slugHelp).toContainText('already used');
  await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  const colour = await snackbar(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(r).toBeGreaterThan(g);
  // What was typed is still there.
  await expect(page.getByLabel('Slug')).toHaveValue('dr-arvind-menon');
});

test('leaving with unsaved changes asks first; staying keeps the text', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/faqs/create');
  await page.getByLabel('Question').fill('Half-written question');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Banners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/faqs\/create$/);
  await expect(page.getByLabel('Question')).toHaveValue('Half-written question');

  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Banners' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/banners$/);
});

test('a double-click on Save creates one record, not two', async ({ page }) => {
  const token = await signInToAdmin(page);
  const question = `Double click ${unique()}?`;
  await page.goto('/admin/faqs/create');
  await page.getByLabel('Question').fill(question);
  await page.getByRole('textbox', { name: 'Answer' }).click();
  await page.keyboard.type('Only once.');
  // Every save the page sends is watched until it is answered, instead of waiting a second.
  const saves: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (['POST', 'PUT'].includes(request.method()) && new URL(request.url()).pathname.startsWith('/api/admin/faqs')) saves.push(request.response());
  });
  await page.getByRole('button', { name: 'Save' }).dblclick();
  await expect(snackbar(page)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/faqs\/edit\//);
  await Promise.all(saves);
  expect(saves.length).toBeGreaterThanOrEqual(1);
  const list = await page.request.get(`/api/admin/faqs?q=${encodeURIComponent(question)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await list.json()) as { total: number }).total).toBe(1);
});

test('a page edit screen shows its template fields and links to the page on the website', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto('/admin/pages');
  await page.getByLabel('Search pages').fill('about-us');
  await page.getByRole('row', { name: /about-us/ }).getByRole('link', { name: /^Edit / }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\//);
  await expect(page.getByRole('combobox', { name: 'Template' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on website' })).toHaveAttribute('href', '/about-us');
  // The about-us template's own fields are offered.
  await expect(page.getByText(/Section 1/i).first()).toBeVisible();
});

test("a list's bulk actions take records off the website and put them back, without opening them", async ({ page }) => {
  const token = await signInToAdmin(page);
  const question = `Parking for visitors ${unique()}?`;
  const created = await page.request.post('/api/admin/faqs', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: question, description: '<p>In the basement, free for the first hour.</p>' },
  });
  expect(created.status()).toBe(201);
  const { _id: id, description } = ((await created.json()) as { data: { _id: string; description: string } }).data;
  const onWebsite = async () => ((await (await page.request.get('/api/admin/faqs/active')).json()) as { data: { _id: string }[] }).data.some((f) => f._id === id);
  expect(await onWebsite()).toBe(true);

  await page.goto('/admin/faqs');
  await page.getByLabel('Search faqs').fill(question);
  const row = page.getByRole('row', { name: new RegExp(question.replace('?', '\\?')) });
  await expect(row).toContainText('Published');
  await row.getByRole('checkbox', { name: `Select ${question}` }).check();
  await page.getByRole('button', { name: 'Unpublish selected (1)' }).click();
  await expect(snackbar(page)).toHaveText('Unpublished 1 faq');
  await expect(row).toContainText('Draft');
  expect(await onWebsite()).toBe(false);
  // Nothing else of the record changed.
  const stored = ((await (await page.request.get(`/api/admin/faqs/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { title: string; description: string; status: string } }).data;
  expect(stored).toMatchObject({ title: question, description, status: 'inactive' });

  // The state filter finds it among the drafts.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Draft', exact: true }).click();
  await expect(row).toBeVisible();
  await row.getByRole('checkbox', { name: `Select ${question}` }).check();
  await page.getByRole('button', { name: 'Publish selected (1)', exact: true }).click();
  await expect(snackbar(page)).toHaveText('Published 1 faq');
  expect(await onWebsite()).toBe(true);
  await page.request.delete(`/api/admin/faqs/${id}`, { headers: { authorization: `Bearer ${token}` } });
});
