import { expect, test } from '@playwright/test';
import { uniqueSuffix } from './helpers/api';
import { signInToAdmin } from './helpers/admin';

interface NavItem {
  title: string;
  path: string;
  children?: NavItem[];
}

test('the header menu reordered and nested from the keyboard, and by dragging, changes the website header once saved', async ({ page }) => {
  // Many steps on a shared, slow machine.
  test.setTimeout(60_000);
  const token = await signInToAdmin(page);
  const auth = { authorization: `Bearer ${token}` };
  const suffix = uniqueSuffix();
  const [alpha, beta, gamma] = ['Alpha', 'Beta', 'Gamma'].map((name) => `${name} ${suffix}`) as [string, string, string];
  const existing = ((await (await page.request.get('/api/admin/menus/header', { headers: auth })).json()) as { data: NavItem[] }).data;
  const item = (title: string) => ({ title, path: `/${title.toLowerCase().replace(/\s+/g, '-')}`, openInNewTab: false, custom_class: '', children: [] });
  const put = await page.request.put('/api/admin/menus/header', { headers: auth, data: { items: [...existing, item(alpha), item(beta), item(gamma)] } });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto('/admin/menus');
  await expect(page.getByRole('tab', { name: 'Header', selected: true })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Header menu items' });
  await expect(rows.getByRole('listitem', { name: `${gamma}, level 1` })).toBeVisible();

  // Keyboard: focus "Move Gamma up" and press Enter, then indent Beta under Gamma with Space.
  await page.getByRole('button', { name: `Move ${gamma} up` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Indent ${beta}` }).focus();
  await page.keyboard.press('Space');
  await expect(rows.getByRole('listitem', { name: `${beta}, level 2` })).toBeVisible();
  const titles = async () => (await rows.getByRole('listitem').allTextContents()).filter((t) => t.includes(suffix));
  expect((await titles()).map((t) => t.slice(0, t.indexOf(suffix) + suffix.length))).toEqual([alpha, gamma, beta]);

  // Pointer: drag Alpha's handle below Beta (level 1, as the rows there allow).
  const handle = page.getByRole('button', { name: `Drag ${alpha}` });
  const target = rows.getByRole('listitem', { name: `${beta}, level 2` });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height - 4, { steps: 15 });
  await page.mouse.up();
  await expect(rows.getByRole('listitem', { name: `${alpha}, level 1` })).toBeVisible();
  expect((await titles()).map((t) => t.slice(0, t.indexOf(suffix) + suffix.length))).toEqual([gamma, beta, alpha]);

  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByTestId('admin-snackbar')).toHaveText('Menu saved');
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  const tree = (await (await page.request.get('/api/admin/public-nav?location=header')).json()) as NavItem[];
  const mine = tree.filter((i) => i.title.includes(suffix));
  expect(mine.map((i) => i.title)).toEqual([gamma, alpha]);
  expect(mine[0]?.children?.map((c) => c.title)).toEqual([beta]);

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Beta sits in Gamma's collapsed submenu: read every link, shown or not, in document order.
  const links = (await nav.locator('a').allTextContents()).filter((t) => t.includes(suffix)).map((t) => t.trim());
  expect(links).toEqual([gamma, beta, alpha]);
});

test('site settings: a bad link is refused next to its field, and the saved footer text shows on the website', async ({ page }) => {
  await signInToAdmin(page);
  const footerText = `Caring for the city since 1962 (${uniqueSuffix()}).`;
  await page.goto('/admin/site-settings');
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Changes appear on the website immediately after saving.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Footer text' }).fill(footerText);
  const facebook = page.getByRole('textbox', { name: 'Facebook' });
  await facebook.fill('facebook dot com');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Facebook must be a web address starting with http:// or https://.')).toBeVisible();
  await expect(page.getByTestId('admin-snackbar')).toHaveText('Please correct the marked fields.');

  await facebook.fill('https://www.facebook.com/cityhospital');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('admin-snackbar')).not.toHaveText('Please correct the marked fields.');
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByText(footerText)).toBeVisible();
});
