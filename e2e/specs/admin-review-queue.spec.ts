import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, createRecord, uniqueSuffix } from './helpers/api';

const password = 'cardiology-ward-2026!';

/** A staff account added by the administrator, its password set through its link and signed in: its bearer token. */
async function staffMember(request: APIRequestContext, adminToken: string, name: string, role: 'editor' | 'department_editor', departmentIds: string[] = []): Promise<string> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@hospital.test`;
  const added = await request.post('/api/admin/users', { headers: { authorization: `Bearer ${adminToken}` }, data: { name, email, role, departmentIds } });
  expect(added.status(), await added.text()).toBe(201);
  const link = new URL(((await added.json()) as { link: { url: string } }).link.url, 'http://localhost');
  const set = await request.post('/api/admin/set-password', { data: { token: link.searchParams.get('token'), password } });
  expect(set.status(), await set.text()).toBeLessThan(300);
  const login = await request.post('/api/admin/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The department editor saves a draft of the doctor with a new title and submits it. */
async function submitDraft(request: APIRequestContext, token: string, doctorId: string, title: string, comment: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const copy = (await (await request.get(`/api/admin/workflow/experts/${doctorId}/draft`, { headers: auth })).json()) as { data: { fields: Record<string, unknown>; version: number } };
  const saved = await request.put(`/api/admin/workflow/experts/${doctorId}/draft`, { headers: auth, data: { ...copy.data.fields, title, version: copy.data.version } });
  expect(saved.status(), await saved.text()).toBe(200);
  const submitted = await request.post(`/api/admin/workflow/experts/${doctorId}/submit`, { headers: auth, data: { comment } });
  expect(submitted.status(), await submitted.text()).toBe(201);
}

test("an editor publishes one department editor's submission from the dashboard and sends another back with a comment", async ({ page, browser }) => {
  const run = uniqueSuffix();
  const token = await apiLogin(page.request);
  const department = await createRecord(page.request, token, 'expert-categories', { title: `Heart clinic ${run}`, slug: `heart-clinic-${run}` });
  const first = await createRecord(page.request, token, 'experts', { title: `Dr. Rao ${run}`, slug: `rao-${run}`, departments: [department._id] });
  const second = await createRecord(page.request, token, 'experts', { title: `Dr. Menon ${run}`, slug: `menon-${run}`, departments: [department._id] });
  const coordinator = await staffMember(page.request, token, `Kavya ${run}`, 'department_editor', [department._id]);
  const editor = await staffMember(page.request, token, `Arun ${run}`, 'editor');
  await page.addInitScript((value) => localStorage.setItem('token', value), editor);
  await submitDraft(page.request, coordinator, first._id, `Dr. Rao ${run}, MD`, 'Degree added');
  await submitDraft(page.request, coordinator, second._id, `Dr. Menon ${run}, DM`, 'New title');

  await page.goto('/admin/dashboard');
  const queue = page.getByRole('region', { name: 'Waiting for review' });
  const firstItem = queue.getByTestId('review-item').filter({ hasText: `Dr. Rao ${run}, MD` });
  await expect(firstItem).toContainText(`submitted by Kavya ${run}`);
  await expect(firstItem).toContainText('“Degree added”');
  await firstItem.getByRole('button', { name: `Publish Dr. Rao ${run}, MD` }).click();
  // Publish asks first, with a comment for the author (optional).
  const publishing = page.getByRole('dialog', { name: `Publish “Dr. Rao ${run}, MD”` });
  await publishing.getByLabel('Comment (optional)').fill('Thank you, well written.');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('admin-snackbar')).toHaveText(`Published: Dr. Rao ${run}, MD`);
  await expect(firstItem).toHaveCount(0);
  const live = (await (await page.request.get(`/api/admin/experts/${first._id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { title: string; state: string } };
  expect(live.data).toMatchObject({ title: `Dr. Rao ${run}, MD`, state: 'published' });
  const approved = (await (await page.request.get(`/api/admin/workflow/experts/${first._id}/draft`, { headers: { authorization: `Bearer ${coordinator}` } })).json()) as { review: { status: string; reviewComment: string } };
  expect(approved.review).toMatchObject({ status: 'published', reviewComment: 'Thank you, well written.' });

  const secondItem = queue.getByTestId('review-item').filter({ hasText: `Dr. Menon ${run}, DM` });
  await secondItem.getByRole('button', { name: `Send back Dr. Menon ${run}, DM` }).click();
  const dialog = page.getByRole('dialog', { name: `Send back “Dr. Menon ${run}, DM”` });
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog.getByText('Say what should change: the author reads it.')).toBeVisible();
  await dialog.getByLabel('Comment').fill('Please add the clinic days.');
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('admin-snackbar')).toHaveText(`Sent back to Kavya ${run}`);
  await expect(secondItem).toHaveCount(0);
  // Its author sees the comment with the record; the website keeps the published version.
  const seen = (await (await page.request.get(`/api/admin/workflow/experts/${second._id}/draft`, { headers: { authorization: `Bearer ${coordinator}` } })).json()) as {
    data: { state: string; live: { title: string } };
    review: { status: string; reviewComment: string };
  };
  expect(seen.review).toMatchObject({ status: 'returned', reviewComment: 'Please add the clinic days.' });
  expect(seen.data).toMatchObject({ state: 'changed', live: { title: `Dr. Menon ${run}` } });

  // A department editor's dashboard has no queue: publishing is not theirs.
  const theirs = await browser.newPage();
  await theirs.addInitScript((value) => localStorage.setItem('token', value), coordinator);
  await theirs.goto('/admin/dashboard');
  await expect(theirs.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(theirs.getByRole('heading', { name: 'Coming up on the website' })).toBeVisible();
  await expect(theirs.getByRole('heading', { name: 'Waiting for review' })).toHaveCount(0);
  await theirs.close();
});
