import { expect, test } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';
import { activeList, apiLogin, uniqueSuffix } from './helpers/api';
import { fillLogin, newPage, staffAccount, totp } from './helpers/staff';

// Trust in the details, sign-in and previews: a Preview needs the session of whoever opens it
// (no address of theirs works signed out), and a locked account says so and is unlocked on Users.

test.describe.configure({ timeout: 90_000 });

const snackbar = (page: import('@playwright/test').Page) => page.getByTestId('admin-snackbar');

test("a viewer's Preview shows the draft with their session only: signed out, or after signing out, the address shows nothing, and no shared link of theirs exists", async ({ page, browser }) => {
  const adminToken = await apiLogin(page.request);
  const admin = { authorization: `Bearer ${adminToken}` };
  const [doctor] = await activeList<{ _id: string; title: string }>(page.request, 'experts');
  if (!doctor) throw new Error('the demo hospital has no doctors');
  const designation = `Consultant in sleep medicine ${uniqueSuffix()}`;
  const copy = (await (await page.request.get(`/api/admin/workflow/experts/${doctor._id}/draft`, { headers: admin })).json()) as { data: { version: number; fields: Record<string, unknown> } };
  const saved = await page.request.put(`/api/admin/workflow/experts/${doctor._id}/draft`, { headers: admin, data: { ...copy.data.fields, designation, version: copy.data.version } });
  expect(saved.status(), await saved.text()).toBe(200);

  const viewer = await staffAccount(page.request, 'viewer');
  const desk = await newPage(browser);
  await fillLogin(desk, viewer.email, viewer.password);
  await expect(desk).toHaveURL(/\/admin\/dashboard$/);
  await desk.goto(`/admin/experts/edit/${doctor._id}`);
  // A viewer reads: Preview, no Share preview.
  await expect(desk.getByRole('button', { name: 'Share preview' })).toHaveCount(0);
  const popup = desk.waitForEvent('popup');
  await desk.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = await popup;
  await preview.waitForURL(/[?&]studio-preview=/);
  await expect(preview.getByText(designation)).toBeVisible();
  const address = preview.url();
  expect(address).not.toContain('/preview/');

  // The same address in a browser that never signed in: no draft, a way to sign in.
  const outsider = await newPage(browser);
  const answer = await outsider.goto(address);
  expect(answer?.status()).toBe(401);
  await expect(outsider.getByRole('heading', { name: 'Preview unavailable' })).toBeVisible();
  await expect(outsider.getByRole('link', { name: 'Sign in to the studio' })).toBeVisible();
  expect(await outsider.content()).not.toContain(designation);

  // Nothing the viewer did made a link that works signed out.
  const links = (await (await page.request.get(`/api/admin/workflow/experts/${doctor._id}/preview-links`, { headers: admin })).json()) as { data: { createdBy: string | null }[] };
  expect(links.data.filter((link) => link.createdBy === viewer.name)).toEqual([]);

  // Signed out, their own browser's preview ends with the session.
  const token = await desk.evaluate(() => localStorage.getItem('token'));
  expect((await desk.request.post('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  expect((await preview.reload())?.status()).toBe(401);
  expect(await preview.content()).not.toContain(designation);

  const { data: drafted } = (await saved.json()) as { data: { version: number } };
  expect((await page.request.delete(`/api/admin/workflow/experts/${doctor._id}/draft?version=${drafted.version}`, { headers: admin })).status()).toBe(200);
  await outsider.context().close();
  await desk.context().close();
});

test('a locked account is told so, with until when; an administrator sees the lock on Users and unlocks it, and the person signs in at once', async ({ page, browser }) => {
  const person = await staffAccount(page.request, 'editor');
  for (let i = 0; i < 5; i += 1) {
    const wrong = await page.request.post('/api/admin/login', { data: { email: person.email, password: 'not their password at all' } });
    expect(((await wrong.json()) as { message: string }).message).toBe('Invalid email or password');
  }

  const desk = await newPage(browser);
  await fillLogin(desk, person.email, person.password);
  await expect(snackbar(desk)).toHaveText(/^This account is locked after too many wrong attempts, until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \([A-Za-z_/]+\)\. Try again then, or ask an administrator to unlock it\.$/);
  await expect(desk).toHaveURL(/\/admin(\/login)?$/);

  await signInToAdmin(page);
  await page.goto('/admin/users');
  const row = page.getByTestId('user-row').filter({ hasText: person.email });
  await expect(row.getByText(/^Locked until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await row.getByRole('button', { name: `Unlock ${person.name}` }).click();
  await expect(snackbar(page)).toHaveText('Account unlocked: they can sign in now');
  await expect(row.getByText(/Locked until/)).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Unlock ${person.name}` })).toHaveCount(0);

  await fillLogin(desk, person.email, person.password);
  await expect(desk).toHaveURL(/\/admin\/dashboard$/);
  await desk.context().close();
});

test('wrong two-factor codes over two sign-ins lock the account: the fifth code says until when, and the screen goes back to the email and password', async ({ page, browser }) => {
  const person = await staffAccount(page.request, 'editor');
  // The person turns two-factor on for themselves, through the API as their profile screen does.
  const signedIn = await page.request.post('/api/admin/login', { data: { email: person.email, password: person.password } });
  const own = { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
  const setup = (await (await page.request.post('/api/admin/profile/two-factor/setup', { headers: own })).json()) as { data: { secret: string } };
  const enabled = await page.request.post('/api/admin/profile/two-factor/enable', { headers: own, data: { secret: setup.data.secret, code: totp(setup.data.secret), currentPassword: person.password } });
  expect(enabled.status(), await enabled.text()).toBe(200);

  const desk = await newPage(browser);
  const wrongCodes = async (count: number) => {
    await fillLogin(desk, person.email, person.password);
    const code = desk.getByLabel('Code');
    for (let i = 0; i < count; i += 1) {
      await code.fill(`00000${i}`);
      await desk.getByRole('button', { name: 'Login' }).click();
      if (i < count - 1) await expect(snackbar(desk)).toHaveText('That code is not right. Check your authenticator app, or use a recovery code.');
    }
  };
  // Three wrong codes, then a new sign-in with the password: the count goes on from three.
  await wrongCodes(3);
  await desk.reload();
  await wrongCodes(2);
  await expect(snackbar(desk)).toHaveText(/^This account is locked after too many wrong attempts, until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \([A-Za-z_/]+\)\./);
  await expect(desk.getByLabel('Code')).toHaveCount(0);
  await expect(desk.getByLabel('Username')).toBeVisible();
  await desk.context().close();
});
