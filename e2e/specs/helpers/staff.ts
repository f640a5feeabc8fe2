import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiLogin, uniqueSuffix } from './api';

// Staff accounts of issue 14 as the studio's specs use them: added through the API, signed in on
// the login screen, with an authenticator app's codes computed here.

export const strongPassword = 'teal lantern orbits quietly 42';

/** The current code of an authenticator app for `secret`, `stepsAhead` periods of 30 s from now. */
export const totp = (secret: string, stepsAhead = 0): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** An account added through the API with its password set through its link, for the tests that start from one. */
export async function staffAccount(request: APIRequestContext, role = 'editor'): Promise<{ name: string; email: string; password: string }> {
  const token = await apiLogin(request);
  const id = uniqueSuffix();
  const name = `Staff ${id}`;
  const email = `staff-${id}@hospital.test`;
  const added = await request.post('/api/admin/users', { headers: { authorization: `Bearer ${token}` }, data: { name, email, role } });
  expect(added.status(), await added.text()).toBe(201);
  const link = new URL(((await added.json()) as { link: { url: string } }).link.url);
  const set = await request.post('/api/admin/set-password', { data: { token: link.searchParams.get('token'), password: strongPassword } });
  expect(set.status(), await set.text()).toBe(200);
  return { name, email, password: strongPassword };
}

/** Signs in on the login screen as the person (the first step; a second one follows when they have two-factor). */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A page in a browser context of its own (another person at another desk). */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  return context.newPage();
}
