import { expect, test } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';

// The headers of every class of answer and the paths that begin with // or /\ are checked over
// HTTP in server/test/security-headers.test.ts; a browser is needed only to see the studio's
// screens run under their policy.

test('the studio runs under its strict policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await signInToAdmin(page);
  for (const screen of ['/admin', '/admin/pages', '/admin/experts', '/admin/medias', '/admin/menus', '/admin/site-settings']) {
    await page.goto(screen);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  }
  // An edit screen with the rich-text editor and the image picker.
  await page.goto('/admin/experts/create');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  expect(violations).toEqual([]);
});
