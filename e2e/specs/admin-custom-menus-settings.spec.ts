import { expect, test } from '@playwright/test';
import { createRecord, uniqueSuffix } from './helpers/api';
import { signInToAdmin } from './helpers/admin';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { menuLinks } from './helpers/html';

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
  // The studio's first screen of the test: its scripts load first (slower on a busy machine).
  await expect(page.getByRole('tab', { name: 'Header', selected: true })).toBeVisible({ timeout: 20_000 });
  const rows = page.getByRole('tree', { name: 'Header menu items' });
  await expect(rows.getByRole('treeitem', { name: gamma, exact: true, level: 1 })).toBeVisible();

  // Keyboard: focus "Move Gamma up" and press Enter, then indent Beta under Gamma with Space.
  await page.getByRole('button', { name: `Move ${gamma} up` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Indent ${beta}` }).focus();
  await page.keyboard.press('Space');
  await expect(rows.getByRole('treeitem', { name: beta, exact: true, level: 2 })).toBeVisible();
  const titles = async () => (await rows.getByRole('treeitem').allTextContents()).filter((t) => t.includes(suffix));
  expect((await titles()).map((t) => t.slice(0, t.indexOf(suffix) + suffix.length))).toEqual([alpha, gamma, beta]);

  // Pointer: drag Alpha's handle below Beta (level 1, as the rows there allow).
  const handle = page.getByRole('button', { name: `Drag ${alpha}` });
  const target = rows.getByRole('treeitem', { name: beta, exact: true, level: 2 });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height - 4, { steps: 15 });
  await page.mouse.up();
  await expect(rows.getByRole('treeitem', { name: alpha, exact: true, level: 1 })).toBeVisible();
  expect((await titles()).map((t) => t.slice(0, t.indexOf(suffix) + suffix.length))).toEqual([gamma, beta, alpha]);

  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('admin-snackbar')).toHaveText('Header menu published');
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  const tree = (await (await page.request.get('/api/admin/public-nav?location=header')).json()) as NavItem[];
  const mine = tree.filter((i) => i.title.includes(suffix));
  expect(mine.map((i) => i.title)).toEqual([gamma, alpha]);
  expect(mine[0]?.children?.map((c) => c.title)).toEqual([beta]);

  // The cached home page is rendered again in the background after the change (a few seconds at
  // most): its HTML is asked for until it shows it. Every link of the menu, shown or in a closed
  // submenu, in document order: Beta in Gamma's submenu (the server's HTML: no browser needed).
  const header = async () => menuLinks(await (await page.request.get('/')).text()).filter((link) => link.text.includes(suffix)).map((link) => [...link.under, link.text].join(' > '));
  await expect.poll(header, { timeout: 10_000 }).toEqual([gamma, `${gamma} > ${beta}`, alpha]);
});

test('an item added under "Patient Care" from a picked page shows nested before saving, is a submenu item on the website, and follows the page when its route changes', async ({ page }) => {
  // Many steps and two accessibility scans on a shared, slow machine.
  test.setTimeout(150_000);
  const token = await signInToAdmin(page);
  const auth = { authorization: `Bearer ${token}` };
  const suffix = uniqueSuffix();
  const title = `Visiting hours ${suffix}`;
  const existing = ((await (await page.request.get('/api/admin/menus/header', { headers: auth })).json()) as { data: NavItem[] }).data;
  const visiting = await createRecord(page.request, token, 'pages', { title, pageRoute: `visiting-hours-${suffix}`, template: 'default' });

  await page.goto('/admin/menus');
  const tree = page.getByRole('tree', { name: 'Header menu items' });
  const patientCare = tree.getByRole('treeitem', { name: 'Patient Care', exact: true, level: 1 });
  // The machine is shared: the first load may take a while.
  await expect(patientCare).toBeVisible({ timeout: 20_000 });

  // The menus stop at three levels, and say so where an item could not go deeper.
  await tree.getByRole('button', { name: 'Add item near Heart Institute', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: /Add item under Heart Institute/ })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: /Add item under Heart Institute/ })).toContainText('menus have at most 3 levels');
  await page.keyboard.press('Escape');
  // The refused indent stays reachable from the keyboard and tells why.
  await tree.getByRole('button', { name: 'Indent Mother & Child Centre', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('Menus may be nested at most 3 levels deep: "Mother & Child Centre" cannot go under "Heart Institute".')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await tree.getByRole('button', { name: 'Add item near Patient Care', exact: true }).click();
  await page.getByRole('menuitem', { name: /Add item under Patient Care/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a menu item' });
  await expect(dialog.getByRole('combobox', { name: 'Place in the menu' })).toHaveText('Under Patient Care');
  await dialog.getByRole('combobox', { name: 'Page or record *' }).fill(`visiting hours ${suffix}`);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await expect(dialog.getByRole('textbox', { name: 'Title *' })).toHaveValue(title);
  await expect(dialog.getByText(`Page at /visiting-hours-${suffix}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add' }).click();

  // Before saving: a second-level item, drawn indented on a guide line under Patient Care.
  const added = tree.getByRole('treeitem', { name: title, exact: true, level: 2 });
  await expect(added).toBeVisible();
  await expect(added.getByTestId('menu-guide')).toHaveCount(1);
  const parentBox = await patientCare.locator('.menu-row-card').boundingBox();
  const childBox = await added.locator('.menu-row-card').boundingBox();
  expect((childBox?.x ?? 0) - (parentBox?.x ?? 0)).toBeGreaterThanOrEqual(32);
  // The keyboard walks the tree: Left goes to the parent.
  await added.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(patientCare).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('admin-snackbar')).toHaveText('Header menu published');

  const navPath = async () => {
    const nav = (await (await page.request.get('/api/admin/public-nav?location=header')).json()) as NavItem[];
    return nav.find((i) => i.title === 'Patient Care')?.children?.find((c) => c.title === title)?.path;
  };
  expect(await navPath()).toBe(`/visiting-hours-${suffix}`);
  // In the submenu of the "Patient Care" entry, not beside it, in the home page's HTML (asked for
  // until the page rendered again in the background shows it).
  const onWebsite = async () => menuLinks(await (await page.request.get('/')).text()).filter((link) => link.text === title).map((link) => ({ under: link.under, href: link.href }));
  await expect.poll(onWebsite, { timeout: 10_000 }).toEqual([{ under: ['Patient Care'], href: `/visiting-hours-${suffix}` }]);

  // The page moves: the menu item follows it, on the website and in the studio.
  const moved = await page.request.put(`/api/admin/pages/${visiting._id}`, {
    headers: auth,
    data: { status: 'active', title, pageRoute: `patient-care/visiting-${suffix}`, template: 'default' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  expect(await navPath()).toBe(`/patient-care/visiting-${suffix}`);
  await expect.poll(onWebsite, { timeout: 10_000 }).toEqual([{ under: ['Patient Care'], href: `/patient-care/visiting-${suffix}` }]);
  await page.goto('/admin/menus');
  await expect(tree.getByRole('treeitem', { name: title, exact: true, level: 2 })).toContainText(`/patient-care/visiting-${suffix}`, { timeout: 20_000 });

  // Leave the header as it was.
  const restored = await page.request.put('/api/admin/menus/header', { headers: auth, data: { items: existing } });
  expect(restored.status(), await restored.text()).toBe(200);
  expect((await page.request.delete(`/api/admin/pages/${visiting._id}`, { headers: auth })).status()).toBe(200);
});

test('dragging an item right shows, before the drop, the item it will go under and its level', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await signInToAdmin(page);
  const auth = { authorization: `Bearer ${token}` };
  const suffix = uniqueSuffix();
  const [parent, child] = [`Parent ${suffix}`, `Child ${suffix}`];
  const existing = ((await (await page.request.get('/api/admin/menus/header', { headers: auth })).json()) as { data: NavItem[] }).data;
  const item = (title: string) => ({ title, path: '#', openInNewTab: false, custom_class: '', children: [] });
  const put = await page.request.put('/api/admin/menus/header', { headers: auth, data: { items: [...existing, item(parent), item(child)] } });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto('/admin/menus');
  const tree = page.getByRole('tree', { name: 'Header menu items' });
  await expect(tree.getByRole('treeitem', { name: child, exact: true, level: 1 })).toBeVisible({ timeout: 20_000 });
  const handle = tree.getByRole('button', { name: `Drag ${child}` });
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  if (!from) throw new Error('row not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2 + 45, from.y + from.height / 2, { steps: 10 });
  await expect(tree.getByText(`Drops under "${parent}", level 2`)).toBeVisible();
  await page.mouse.up();
  await expect(tree.getByRole('treeitem', { name: child, exact: true, level: 2 })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  const restored = await page.request.put('/api/admin/menus/header', { headers: auth, data: { items: existing } });
  expect(restored.status(), await restored.text()).toBe(200);
});

test('site settings: a bad link is refused next to its field, and the saved footer text shows on the website', async ({ page }) => {
  await signInToAdmin(page);
  const footerText = `Caring for the city since 1962 (${uniqueSuffix()}).`;
  await page.goto('/admin/site-settings');
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Publish puts your changes on the website at once; Save draft keeps them here, to preview, share or publish later.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Footer text' }).fill(footerText);
  const facebook = page.getByRole('textbox', { name: 'Facebook' });
  await facebook.fill('facebook dot com');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Facebook must be a web address starting with http:// or https://.')).toBeVisible();
  await expect(page.getByTestId('admin-snackbar')).toHaveText('Please correct the marked fields.');

  await facebook.fill('https://www.facebook.com/cityhospital');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('admin-snackbar')).not.toHaveText('Please correct the marked fields.');
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  // The cached home page is rendered again in the background after a change (a few seconds at
  // most): its HTML is asked for until its footer (the page's only <footer>, its contentinfo) shows the text.
  const footer = async () => /<footer\b[\s\S]*?<\/footer>/.exec(await (await page.request.get('/')).text())?.[0] ?? '(no footer)';
  await expect.poll(footer, { timeout: 10_000 }).toContain(footerText);
});
