import { expect, test } from '@playwright/test';
import { gotoUntil } from './helpers/navigation';
import { solidPng } from './helpers/api';
import { signInToAdmin } from './helpers/admin';

const cards = [
  ['Total Pages', '/admin/pages', 'pages'],
  ['Total Banner', '/admin/banners', 'banners'],
  ['Total Gallery List', '/admin/galleries', 'galleries'],
  ['Total Experts', '/admin/experts', 'experts'],
  ['Total Events', '/admin/events', 'events'],
  ['Total FAQs', '/admin/faqs', 'faqs'],
  ['Total Leaders', '/admin/leaders', 'leaders'],
  ['Total Camps', '/admin/camps', 'camps'],
  ['Total Hospital Facilities', '/admin/hospitalfacilities', 'hospitalfacilities'],
  ['Total Media Coverages', '/admin/media-coverage', 'media-coverage'],
  ['Total Hiring', '/admin/hirings', 'hirings'],
  ['Total Announcements', '/admin/announcements', 'announcements'],
] as const;

test('the dashboard shows the 12 cards in order with the real counts, each linking to its list', async ({ page }) => {
  const token = await signInToAdmin(page);
  const auth = { authorization: `Bearer ${token}` };
  const dashboard = (await (await page.request.get('/api/admin/dashboard', { headers: auth })).json()) as { data: { counts: Record<string, number> } };
  const settings = (await (await page.request.get('/api/admin/site-settings', { headers: auth })).json()) as { data: { siteTitle?: string } | null };

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  if (settings.data?.siteTitle) await expect(page.getByText(`Welcome to the ${settings.data.siteTitle} content studio`)).toBeVisible();

  const shown = page.getByTestId('dashboard-card');
  await expect(shown).toHaveCount(12);
  for (const [index, [label, path, key]] of cards.entries()) {
    const card = shown.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(label);
    await expect(card).toHaveAttribute('href', path);
    // The count climbs from 0 over 2 s and ends on the API's count.
    await expect(card.locator('p')).toHaveText(String(dashboard.data.counts[key] ?? 0));
  }
  // The media coverage card shows the media coverage count (the spec's camps count was a defect).
  await expect(page.getByRole('heading', { name: 'New form entries since your last visit' })).toBeVisible();

  await shown.nth(9).click();
  await expect(page).toHaveURL(/\/admin\/media-coverage$/);
});

test('an image uploaded with its progress bar is described, then picked for a banner that the home page shows', async ({ page }) => {
  const token = await signInToAdmin(page);
  const auth = { authorization: `Bearer ${token}` };
  const colour: [number, number, number] = [Math.floor(Math.random() * 256), Math.floor(Math.random() * 256), 77];
  const fileName = `ward-${Date.now()}.png`;

  await page.goto('/admin/medias');
  await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible();
  await page.getByTestId('media-file-input').setInputFiles([
    { name: fileName, mimeType: 'image/png', buffer: solidPng(800, 400, colour) },
    { name: 'not-really.png', mimeType: 'image/png', buffer: Buffer.from('#!/bin/sh\necho this is no image\n') },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  const good = uploads.getByRole('listitem').filter({ hasText: fileName });
  await expect(good.getByRole('progressbar', { name: `Upload of ${fileName}` })).toHaveAttribute('aria-valuenow', '100');
  await expect(good).toContainText('Uploaded');
  // The refused file shows the server's own reason, not a generic failure.
  const refused = uploads.getByRole('listitem').filter({ hasText: 'not-really.png' });
  await expect(refused.getByRole('alert')).not.toBeEmpty();
  await expect(refused.getByRole('alert')).not.toHaveText('Uploaded');

  const list = (await (await page.request.get(`/api/admin/medias?q=${encodeURIComponent(fileName)}&limit=5`, { headers: auth })).json()) as {
    data: { _id: string; url: string; originalName?: string }[];
  };
  const media = list.data.find((m) => m.originalName === fileName) ?? list.data[0];
  expect(media, 'the upload is in the library').toBeTruthy();
  const url = media?.url ?? '';

  await page.getByRole('searchbox', { name: 'Search the library' }).fill(fileName);
  await page.getByRole('button', { name: `Open ${fileName}` }).click();
  const details = page.getByRole('dialog', { name: fileName });
  await details.getByRole('textbox', { name: 'Alternative text' }).fill('The new cardiac ward, seen from the garden');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('admin-snackbar')).toBeVisible();
  await expect(details).toBeHidden();
  const saved = (await (await page.request.get(`/api/admin/medias/${media?._id}`, { headers: auth })).json()) as { data: { alt: string } };
  expect(saved.data.alt).toBe('The new cardiac ward, seen from the garden');

  await page.goto('/admin/banners/create');
  const title = `Cardiac ward opening ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Choose Image from library or upload' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('searchbox', { name: 'Search the library' }).fill(fileName);
  await picker.getByRole('button', { name: `Select ${fileName}` }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('preview-imageUrl')).toHaveAttribute('src', url);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('admin-snackbar')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/banners\/edit\//);

  const banners = (await (await page.request.get('/api/admin/banners/active')).json()) as { data: { title: string; imageUrl: string }[] };
  expect(banners.data.find((b) => b.title === title)?.imageUrl).toBe(url);
  await gotoUntil(page, '/', () => expect(page.locator(`img[src="${url}"]`).first()).toBeAttached({ timeout: 1_000 }));
});
