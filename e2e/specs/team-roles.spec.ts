import { expect, test, type Locator } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';
import { createRecord, setSiteLanguages, uniqueSuffix } from './helpers/api';
import { fillLogin, newPage, staffAccount, strongPassword } from './helpers/staff';

// Issue 14's "Done when" (a department editor made on Users, with two-factor, submits a doctor an
// editor publishes, the log naming each step) is walked by admin-users-activity.spec.ts: the
// account and its link on Users, the set-password and sign-in screens (its first test), two-factor
// (its third) and the submission, refusal, review, website and log (its fourth).

test("a department editor sees a doctor's other department by name and cannot remove it, and is shown only what they can change", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = uniqueSuffix();
  const token = await signInToAdmin(page);
  const auth = { authorization: `Bearer ${token}` };
  const departments = (await (await page.request.get('/api/admin/expert-categories?limit=100', { headers: auth })).json()) as { data: { _id: string; title: string }[] };
  const cardiology = departments.data.find((d) => d.title === 'Cardiology');
  if (!cardiology) throw new Error('the demo has no Cardiology department');
  const neurology = await createRecord(page.request, token, 'expert-categories', { title: `Neurology ${run}`, slug: `neurology-${run}` });
  const doctor = await createRecord(page.request, token, 'experts', { title: `Dr. Iyer ${run}`, slug: `iyer-${run}`, designation: 'Consultant', departments: [cardiology._id, neurology._id] });
  const email = `coordinator-${run}@hospital.test`;
  const added = await page.request.post('/api/admin/users', { headers: auth, data: { name: `Coordinator ${run}`, email, role: 'department_editor', departmentIds: [cardiology._id] } });
  expect(added.status(), await added.text()).toBe(201);
  const link = new URL(((await added.json()) as { link: { url: string } }).link.url, 'http://localhost');
  expect((await page.request.post('/api/admin/set-password', { data: { token: link.searchParams.get('token'), password: strongPassword } })).status()).toBe(200);

  const person = await newPage(browser);
  await fillLogin(person, email, strongPassword);
  await expect(person).toHaveURL(/\/admin\/dashboard$/);
  // Their menu lists what is theirs to work on; no FAQs or banners they could only look at.
  const menu = person.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu.getByRole('link', { name: 'Doctors' })).toBeVisible();
  for (const hidden of ['FAQs', 'Banners']) await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  // A type they cannot change: read-only list without Create, and no blank Create form.
  await person.goto('/admin/faqs');
  await expect(person.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
  await expect(person.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await person.goto('/admin/faqs/create');
  await expect(person.getByRole('heading', { name: "You don't have access to this" })).toBeVisible();
  await expect(person.getByRole('button', { name: 'Save draft' })).toHaveCount(0);

  // The doctor's other department is named and fixed; their own stays removable.
  await person.goto(`/admin/experts/edit/${doctor._id}`);
  const field = person.getByRole('combobox', { name: /^Departments/ });
  await expect(field).toBeVisible();
  const chips = person.locator('.MuiAutocomplete-root').filter({ has: field }).locator('.MuiChip-root');
  await expect(chips).toHaveText(['Cardiology', `Neurology ${run}`]);
  await expect(person.getByText(/missing record/)).toHaveCount(0);
  await expect(person.getByText(`Neurology ${run} is not one of your departments: it stays (only an editor can change that).`, { exact: false })).toBeVisible();
  await expect(chips.filter({ hasText: `Neurology ${run}` }).locator('.MuiChip-deleteIcon')).toHaveCount(0);
  await expect(chips.filter({ hasText: 'Cardiology' }).locator('.MuiChip-deleteIcon')).toHaveCount(1);
  await person.getByLabel('Designation').fill(`Senior Consultant ${run}`);
  await person.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(person.getByTestId('admin-snackbar')).toHaveText('Draft saved');
  const draft = (await (await page.request.get(`/api/admin/workflow/experts/${doctor._id}/draft`, { headers: auth })).json()) as { data: { fields: { departments: string[]; designation: string } } };
  expect(draft.data.fields).toMatchObject({ designation: `Senior Consultant ${run}` });
  expect([...draft.data.fields.departments].sort()).toEqual([cardiology._id, neurology._id].sort());
  // Backspace in the field takes the chips a person may remove, never the fixed one.
  await field.focus();
  await person.keyboard.press('Backspace');
  await person.keyboard.press('Backspace');
  await expect(chips).toHaveText([`Neurology ${run}`]);
  await person.context().close();
});

// Issue 44's "Done when" as one journey: an administrator adds an author and a Hindi translator on
// Users; the author writes a doctor's page and submits it (through the API: that screen is not the
// subject); the translator's screen opens on Hindi, they translate, preview the Hindi page and
// submit; a reviewer publishes it from the queue with a comment both see; the Hindi page is live.
test('an author writes and a Hindi translator translates; a reviewer approves with a comment, and the Hindi page is live', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const run = uniqueSuffix();
  const token = await signInToAdmin(page);
  const auth = { authorization: `Bearer ${token}` };
  await setSiteLanguages(page.request, token, ['hi']);
  const department = await createRecord(page.request, token, 'expert-categories', { title: `Geriatrics ${run}`, slug: `geriatrics-${run}` });

  // 1. The administrator adds them on Users: the author for doctors, the translator for Hindi.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/users');
  const add = async (name: string, role: string, choose: (dialog: Locator) => Promise<void>): Promise<{ email: string; token: string }> => {
    const email = `${name.split(' ')[0]?.toLowerCase()}-${run}@hospital.test`;
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: role, exact: true }).click();
    await choose(dialog);
    await dialog.getByRole('button', { name: 'Add user' }).click();
    const added = page.getByRole('dialog', { name: `${name} was added` });
    await added.getByRole('button', { name: 'Copy link' }).click();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    await added.getByRole('button', { name: 'Done' }).click();
    // The password through its link's API: the set-password screen is another test's subject.
    const set = await page.request.post('/api/admin/set-password', { data: { token: link.searchParams.get('token'), password: strongPassword } });
    expect(set.status(), await set.text()).toBe(200);
    const login = await page.request.post('/api/admin/login', { data: { email, password: strongPassword } });
    return { email, token: ((await login.json()) as { token: string }).token };
  };
  const author = await add(`Asha ${run}`, 'Author', async (dialog) => {
    await dialog.getByLabel('Content types').click();
    await page.getByRole('option', { name: 'Doctors', exact: true }).click();
  });
  await expect(page.getByRole('row', { name: new RegExp(`Asha ${run}`) })).toContainText('Writes Doctors');
  const translator = await add(`Hema ${run}`, 'Translator', async (dialog) => {
    await dialog.getByLabel('Languages').click();
    await page.getByRole('option', { name: 'Hindi (hi)' }).click();
  });
  await expect(page.getByRole('row', { name: new RegExp(`Hema ${run}`) })).toContainText('Translates into Hindi');

  // The reviewer's account is there before the submissions, so its notifications list them.
  const reviewer = await staffAccount(page.request, 'reviewer');

  // 2. The author writes a doctor's page and submits it; publishing is not theirs.
  const asAuthor = { authorization: `Bearer ${author.token}` };
  const written = await page.request.post('/api/admin/experts', { headers: asAuthor, data: { title: `Dr. Verma ${run}`, slug: `verma-${run}`, designation: 'Geriatrician', departments: [department._id], status: 'inactive' } });
  expect(written.status(), await written.text()).toBe(201);
  const doctorId = ((await written.json()) as { data: { _id: string } }).data._id;
  expect((await page.request.post(`/api/admin/workflow/experts/${doctorId}/submit`, { headers: asAuthor, data: { comment: 'New doctor' } })).status()).toBe(201);
  expect((await page.request.post(`/api/admin/workflow/experts/${doctorId}/publish`, { headers: asAuthor, data: {} })).status()).toBe(403);

  // 3. The translator's screen opens on Hindi; they translate, preview the Hindi page, and submit.
  const hema = await newPage(browser);
  await fillLogin(hema, translator.email, strongPassword);
  await expect(hema).toHaveURL(/\/admin\/dashboard$/);
  await hema.goto(`/admin/experts/edit/${doctorId}`);
  await expect(hema.getByRole('tab', { name: /Hindi/ })).toHaveAttribute('aria-selected', 'true');
  await hema.getByRole('tabpanel').getByLabel("Doctor's name (Hindi)").fill(`डॉ. वर्मा ${run}`);
  await hema.getByRole('tabpanel').getByLabel('Designation (Hindi)').fill('वृद्धावस्था रोग विशेषज्ञ');
  await hema.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(hema.getByTestId('admin-snackbar')).toHaveText('Draft saved');
  const popup = hema.waitForEvent('popup');
  await hema.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = await popup;
  await preview.waitForURL(/\/hi\/.*[?&]studio-preview=/);
  await expect(preview.getByText('वृद्धावस्था रोग विशेषज्ञ').first()).toBeVisible();
  await preview.close();
  await hema.getByRole('button', { name: 'Submit for review' }).click();
  await hema.getByRole('dialog', { name: 'Submit for review' }).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(hema.getByTestId('admin-snackbar')).toContainText('submitted for review');
  // The English stayed the author's.
  const draft = (await (await page.request.get(`/api/admin/workflow/experts/${doctorId}/draft`, { headers: auth })).json()) as { data: { fields: { designation: string } } };
  expect(draft.data.fields.designation).toBe('Geriatrician');

  // 4. The reviewer's notifications say it awaits them (read once opened); they compare it in words, then publish it from the queue with a comment.
  const ravi = await newPage(browser);
  await fillLogin(ravi, reviewer.email, reviewer.password);
  const bell = ravi.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const notes = ravi.getByRole('dialog', { name: 'Notifications' });
  await expect(notes.getByText(`submitted "Dr. Verma ${run}" for your review`).first()).toBeVisible();
  await ravi.keyboard.press('Escape');
  await expect(ravi.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  const item = ravi.getByRole('region', { name: 'Waiting for review' }).getByTestId('review-item').filter({ hasText: `Dr. Verma ${run}` });
  await item.getByRole('button', { name: `Compare Dr. Verma ${run}` }).click();
  const compare = ravi.getByRole('dialog', { name: `Changes in “Dr. Verma ${run}”` });
  const changes = compare.getByRole('table', { name: /^Changes from/ });
  await expect(changes.getByRole('row', { name: /^Designation/ })).toContainText('Geriatrician');
  await expect(changes.getByRole('row', { name: /^Translations/ })).toContainText('वृद्धावस्था रोग विशेषज्ञ');
  await expect(changes).not.toContainText('{"');
  await compare.getByRole('button', { name: 'Close' }).click();
  await item.getByRole('button', { name: `Publish Dr. Verma ${run}` }).click();
  const publishing = ravi.getByRole('dialog', { name: `Publish “Dr. Verma ${run}”` });
  await publishing.getByLabel('Comment (optional)').fill('Welcome, Dr. Verma');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expect(ravi.getByTestId('admin-snackbar')).toHaveText(`Published: Dr. Verma ${run}`);

  // 5. The author and the translator see it on the record; the Hindi page is live.
  for (const who of [author.token, translator.token]) {
    const seen = (await (await page.request.get(`/api/admin/workflow/experts/${doctorId}/draft`, { headers: { authorization: `Bearer ${who}` } })).json()) as { review: { status: string; reviewComment: string } };
    expect(seen.review).toMatchObject({ status: 'published', reviewComment: 'Welcome, Dr. Verma' });
  }
  const published = (await (await page.request.get('/api/admin/notifications', { headers: asAuthor })).json()) as { data: { kind: string; recordId: string; comment: string | null }[]; unread: number };
  expect(published.data.find((n) => n.recordId === doctorId)).toMatchObject({ kind: 'review_published', comment: 'Welcome, Dr. Verma' });
  await hema.goto(`/admin/experts/edit/${doctorId}`);
  await expect(hema.getByTestId('review-published')).toContainText('with: “Welcome, Dr. Verma”');
  // The translator's header counts it; the list says who published it with what word.
  await hema.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(hema.getByRole('dialog', { name: 'Notifications' }).getByText(`"Dr. Verma ${run}" was published by ${reviewer.name} with: Welcome, Dr. Verma`)).toBeVisible();
  await hema.keyboard.press('Escape');
  await expect
    .poll(async () => (await page.request.get(`/hi/our-experts/${department.slug}/verma-${run}`)).text(), { timeout: 20_000 })
    .toContain('वृद्धावस्था रोग विशेषज्ञ');
  await hema.context().close();
  await ravi.context().close();
});
