import type { Page } from '@playwright/test';
import { apiLogin } from './api';

/**
 * Signs in through the API and opens the admin with the token the login screen would have stored
 * (once per tab: a test that signs out, or whose session the server ends, stays signed out).
 * Returns the token for API calls of the test's own.
 */
export async function signInToAdmin(page: Page): Promise<string> {
  const token = await apiLogin(page.request);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  return token;
}
