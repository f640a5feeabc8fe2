import { expect, test, type Locator } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';
import { createRecord, solidPng, uniqueSuffix } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { gotoHydrated } from './helpers/navigation';

/** The rendered box of an element: its width over its height. */
async function ratioOf(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box || box.height === 0) throw new Error('the element has no box');
  return box.width / box.height;
}

test('a portrait keeps its name, its focal point on the face is where the doctor card crops, and Used in lists the doctor', async ({ page }) => {
  // Studio and two public pages in one flow: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const token = await signInToAdmin(page);
  const auth = { authorization: `Bearer ${token}` };
  const suffix = uniqueSuffix();
  const fileName = `dr-iyer-portrait-${suffix}.png`;
  const colour: [number, number, number] = [Math.floor(Math.random() * 256), 140, Math.floor(Math.random() * 256)];

  await page.goto('/admin/medias');
  await page.getByTestId('media-file-input').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: solidPng(600, 750, colour) });
  await expect(page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: fileName })).toContainText('Uploaded');

  // Listed by the name it had, searchable by it, in a square thumbnail.
  await page.getByRole('searchbox', { name: 'Search the library' }).fill(`iyer-portrait-${suffix}`);
  const tile = page.getByRole('button', { name: `Open ${fileName}` });
  await expect(tile).toBeVisible();
  await expect(page.getByTestId('media-tile')).toHaveCount(1);
  await expect(tile).toContainText(fileName);
  expect(await ratioOf(tile.getByTestId('media-thumbnail'))).toBeCloseTo(1, 1);

  await tile.click();
  const details = page.getByRole('dialog', { name: fileName });
  await expect(details.getByTestId('media-original-name')).toHaveText(fileName);
  await expect(details.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(fileName);
  await expect(details.getByTestId('media-usage')).toContainText('Not used anywhere on the website yet.');

  // The face is in the upper part of the portrait: click there, then nudge it down with the keyboard.
  const frame = details.getByTestId('focal-point-frame');
  const box = await frame.boundingBox();
  if (!box) throw new Error('the picture has no box');
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.2);
  const marker = details.getByRole('slider', { name: 'Focal point' });
  await expect(marker).toHaveAttribute('aria-valuetext', '50% across, 20% down');
  await marker.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(details.getByTestId('focal-point-readout')).toHaveText('Centred on 50% across, 22% down');
  await expectNoSeriousA11yViolations(page);

  await details.getByRole('textbox', { name: 'Alternative text' }).fill('Dr. Meera Iyer, cardiologist');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  const listed = (await (await page.request.get(`/api/admin/medias?q=${encodeURIComponent(fileName)}`, { headers: auth })).json()) as {
    data: { _id: string; url: string; originalName: string; focalX: number; focalY: number }[];
  };
  const media = listed.data.find((m) => m.originalName === fileName);
  expect(media).toMatchObject({ focalX: 50, focalY: 22 });
  const url = media?.url ?? '';

  // A doctor whose photo is the portrait.
  const department = await createRecord(page.request, token, 'expert-categories', { title: `Cardiology ${suffix}` });
  const doctor = await createRecord(page.request, token, 'experts', {
    title: `Dr. Meera Iyer ${suffix}`,
    designation: 'Consultant Cardiologist',
    departments: [department._id],
    imageUrl: url,
  });

  await page.goto('/admin/medias');
  await page.getByRole('searchbox', { name: 'Search the library' }).fill(fileName);
  await page.getByRole('button', { name: `Open ${fileName}` }).click();
  const reopened = page.getByRole('dialog', { name: fileName });
  const usedIn = reopened.getByTestId('media-usage');
  const doctorLink = usedIn.getByRole('link', { name: `Doctor "Dr. Meera Iyer ${suffix}"` });
  await expect(doctorLink).toHaveAttribute('href', `/admin/experts/edit/${doctor._id}`);
  await expect(reopened.getByRole('slider', { name: 'Focal point' })).toHaveAttribute('aria-valuetext', '50% across, 22% down');
  await expectNoSeriousA11yViolations(page);

  // Used in leads to the doctor's editor, whose image field names the file as the library does.
  await doctorLink.click();
  await expect(page).toHaveURL(new RegExp(`/admin/experts/edit/${doctor._id}$`));
  await expect(page.getByRole('link', { name: fileName })).toHaveAttribute('href', url);

  // The department's doctor cards: a 4:5 portrait box whose crop centres on the face.
  await gotoHydrated(page, `/our-experts/${department.slug}`);
  // The photo is described by the library's alternative text.
  const cardPhoto = page.getByRole('img', { name: 'Dr. Meera Iyer, cardiologist' });
  await expect(cardPhoto).toHaveCSS('object-fit', 'cover');
  await expect(cardPhoto).toHaveCSS('object-position', '50% 22%');
  await expect(cardPhoto).toHaveAttribute('width', '480');
  await expect(cardPhoto).toHaveAttribute('height', '600');
  expect(await ratioOf(cardPhoto)).toBeCloseTo(0.8, 1);

  // The doctor's own page: the same portrait framing.
  await gotoHydrated(page, `/our-experts/${department.slug}/${doctor.slug}`);
  const pagePhoto = page.getByRole('article').getByRole('img', { name: 'Dr. Meera Iyer, cardiologist' });
  await expect(pagePhoto).toHaveCSS('object-position', '50% 22%');
  expect(await ratioOf(pagePhoto)).toBeCloseTo(0.8, 1);
});
