import { expect, test, type Page } from '@playwright/test';
import { activeList, apiLogin, createPage, createRecords, uniqueSuffix, uploadImage } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { gotoHydrated } from './helpers/navigation';

// Specialities (8/4, 10-word excerpts), announcements (newest first, en-GB long dates) and
// hospital facilities (20-word excerpts, a popup with the full description): SPEC §2, §8, §9.

const words = (n: number, word = 'word') => Array.from({ length: n }, (_, i) => `${word}${i + 1}`).join(' ');
const suffix = uniqueSuffix();
const routes = { specialities: `e2e-specialities-${suffix}`, announcements: `e2e-announcements-${suffix}`, facilities: `e2e-facilities-${suffix}` };
const gridItems = (page: Page) => page.locator('main ul').last().getByRole('listitem');
// A link to the next page (issue 30), loaded in place once the script runs.
const loadMore = (page: Page) => page.getByRole('link', { name: 'Load More' });

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const image = await uploadImage(request, token, [40, 160, 90]);
  await createRecords(
    request,
    token,
    'specialities',
    Array.from({ length: 13 }, (_, i) => ({ title: `Speciality ${suffix} ${i}`, description: `<p>${words(14, `s${i}w`)}</p>`, mediaimageUrl: image })),
  );
  await createRecords(request, token, 'announcements', [
    { title: `Visiting hours ${suffix}`, date: '2026-03-05', description: '<p>New visiting hours from March.</p>' },
    { title: `New wing ${suffix}`, date: '2026-11-21', description: '<p>The new wing opens.</p>' },
    { title: `Blood drive ${suffix}`, date: '2025-08-09', description: '<p>Give blood.</p>' },
  ]);
  await createRecords(request, token, 'hospitalfacilities', [
    { title: `ICU ${suffix}`, description: `<p>${words(25, 'icu')}</p><p>The last paragraph of the ICU.</p>`, imageUrl: image },
    { title: `Pharmacy ${suffix}`, description: '<p>Open day and night.</p>', imageUrl: image },
  ]);
  await createPage(request, token, { title: 'E2E Specialities', pageRoute: routes.specialities, template: 'specialities' });
  await createPage(request, token, { title: 'E2E Announcements', pageRoute: routes.announcements, template: 'announcements' });
  await createPage(request, token, { title: 'E2E Facilities', pageRoute: routes.facilities, template: 'hospital-facilities' });
});

test.describe('specialities template', () => {
  test('shows 8 cards with image, title, link and 10-word excerpt, then 4 more per Load More', async ({ page, request }) => {
    const items = await activeList<{ title: string; slug: string }>(request, 'specialities');
    await gotoHydrated(page, `/${routes.specialities}`);
    await expect(gridItems(page)).toHaveCount(Math.min(8, items.length));
    const first = gridItems(page).first();
    const newest = items[0];
    if (!newest) throw new Error('no specialities');
    await expect(first.getByRole('link', { name: newest.title })).toHaveAttribute('href', `/our-specialities/${newest.slug}`);
    await expect(first.locator('img')).toBeVisible();
    const mine = items.findIndex((i) => i.title === `Speciality ${suffix} 12`);
    if (mine >= 0 && mine < 8) await expect(gridItems(page).nth(mine)).toContainText(`${words(10, 's12w')}...`);

    let shown = Math.min(8, items.length);
    while (shown < items.length) {
      await loadMore(page).click();
      const next = Math.min(shown + 4, items.length);
      await expect(gridItems(page)).toHaveCount(next);
      await expect(gridItems(page).nth(shown)).toBeFocused();
      shown = next;
    }
    await expect(loadMore(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

});

test.describe('announcements template', () => {
  test('lists announcements newest first with en-GB long dates, title and description', async ({ page }) => {
    await gotoHydrated(page, `/${routes.announcements}`);
    const mine = page.getByRole('article').filter({ hasText: suffix });
    await expect(mine.getByRole('heading')).toHaveText([`New wing ${suffix}`, `Visiting hours ${suffix}`, `Blood drive ${suffix}`]);
    await expect(mine.nth(0)).toContainText('21 November 2026');
    await expect(mine.nth(0)).toContainText('The new wing opens.');
    await expect(mine.nth(1)).toContainText('5 March 2026');
    await expect(mine.nth(2)).toContainText('9 August 2025');
    await expectNoSeriousA11yViolations(page);
  });

});

test.describe('hospital facilities template', () => {
  test('shows cards with 20-word excerpts; Read More opens the full description in a popup', async ({ page }) => {
    await gotoHydrated(page, `/${routes.facilities}`);
    const icu = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `ICU ${suffix}` }) });
    await expect(icu.getByText(`${words(20, 'icu')}...`)).toBeVisible();
    await expect(icu.locator('img')).toBeVisible();
    await expect(icu.getByText('The last paragraph of the ICU.')).toHaveCount(0);

    await icu.getByRole('button', { name: /^Read More/ }).click();
    const dialog = page.getByRole('dialog', { name: `ICU ${suffix}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('The last paragraph of the ICU.')).toBeVisible();
    await expect(dialog.getByText(words(25, 'icu'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('listitem').filter({ hasText: `Pharmacy ${suffix}` }).getByRole('button', { name: /^Read More/ }).click();
    await expect(page.getByRole('dialog', { name: `Pharmacy ${suffix}` }).getByText('Open day and night.')).toBeVisible();
    await page.getByRole('button', { name: 'Close (Esc)' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

});
