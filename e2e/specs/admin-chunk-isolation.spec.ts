import { expect, test } from '@playwright/test';

// The admin entry and its lazily loaded screens, as Vite names them.
const adminChunk = /\/assets\/(admin|admin-app|admin-routes|content-(list|edit)-screen)-[\w-]+\.js$/;

test('the admin chunk is not loaded by any public page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });

  // The home page, then the first few pages its navigation links to.
  await page.goto('/');
  const links = await page
    .locator('header a[href^="/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') ?? '/'))].filter((href) => href !== '/' && !href.startsWith('/admin')));
  const paths = ['/', ...links.slice(0, 4), '/no-such-page'];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const html = await (await request.get(path)).text();
    expect(html, `${path} references an admin script`).not.toMatch(/\/assets\/admin(-app)?-[\w-]+\.js/);
  }

  expect(scripts.size).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script, 'a public page loaded an admin chunk').not.toMatch(adminChunk);
    // Nor any code of the studio's libraries (MUI, the rich-text editor).
    const body = await (await request.get(script)).text();
    expect(body, `${script} carries admin libraries`).not.toMatch(/MuiButtonBase|ProseMirror/);
  }

  // The admin itself does load them, so the check above looks for the right names.
  const adminScripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') adminScripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(adminScripts.some((s) => adminChunk.test(s))).toBe(true);
});
