import { expect, test, type Page } from '@playwright/test';
import { activeList, apiLogin, createPage, createRecord, createRecords, solidPng, uniqueSuffix, uploadImage } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { gotoHydrated } from './helpers/navigation';

// Photo gallery (category tabs, 6/3, lightbox with looping navigation and "%curr% of %total%")
// and video gallery (thumbnails, default image, popup player, 3/3): SPEC §2, §8, §9.

const suffix = uniqueSuffix();
const routes = { photos: `e2e-photos-${suffix}`, videos: `e2e-videos-${suffix}` };
const categories = { wards: `Wards ${suffix}`, events: `Events ${suffix}`, empty: `Empty ${suffix}` };
const youtube = { ok: 'aaaaaaaaaa1', failing: 'bbbbbbbbbb2', plain: 'cccccccccc3' };

const photos = (page: Page) => page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
const videos = (page: Page) => page.getByRole('list', { name: 'Videos' }).getByRole('listitem');
// A link to the next page (issue 30), loaded in place once the script runs.
const loadMore = (page: Page) => page.getByRole('link', { name: 'Load More' });

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const [wards, events] = [
    await createRecord(request, token, 'gallery-categories', { title: categories.wards }),
    await createRecord(request, token, 'gallery-categories', { title: categories.events }),
  ];
  await createRecord(request, token, 'gallery-categories', { title: categories.empty });
  const images: string[] = [];
  for (let i = 0; i < 10; i++) images.push(await uploadImage(request, token, [20 * i, 100, 150]));
  await createRecords(request, token, 'galleries', images.slice(0, 8).map((imageUrl, i) => ({ title: `Ward photo ${i} ${suffix}`, imageUrl, galleryCategory: wards?._id })));
  await createRecords(request, token, 'galleries', images.slice(8).map((imageUrl, i) => ({ title: `Event photo ${i} ${suffix}`, imageUrl, galleryCategory: events?._id })));

  const thumbnail = await uploadImage(request, token, [250, 200, 10]);
  await createRecords(request, token, 'video-galleries', [
    { title: `Tour ${suffix}`, videoLink: `https://www.youtube.com/watch?v=${youtube.ok}` },
    { title: `Broken thumbnail ${suffix}`, videoLink: `https://youtu.be/${youtube.failing}` },
    { title: `Own thumbnail ${suffix}`, videoLink: `https://www.youtube.com/watch?v=${youtube.plain}`, thumbnailUrl: thumbnail },
    { title: `Elsewhere ${suffix}`, videoLink: 'https://vimeo.com/123456789' },
    ...Array.from({ length: 3 }, (_, i) => ({ title: `Talk ${i} ${suffix}`, videoLink: `https://www.youtube.com/watch?v=${youtube.plain}` })),
  ]);
  await createPage(request, token, { title: 'E2E Photo gallery', pageRoute: routes.photos, template: 'photo-gallery' });
  await createPage(request, token, { title: 'E2E Video gallery', pageRoute: routes.videos, template: 'video-gallery' });
});

test.describe('photo-gallery template', () => {
  test('category tabs page 6 then 3, reset on tab change, and say when a category is empty', async ({ page, request }) => {
    const all = (await activeList<{ imageUrl?: string }>(request, 'galleries')).filter((p) => p.imageUrl);
    await gotoHydrated(page, `/${routes.photos}`);
    const tabs = page.getByRole('tablist', { name: 'Gallery categories' });
    await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(photos(page)).toHaveCount(Math.min(6, all.length));

    await tabs.getByRole('tab', { name: categories.wards }).click();
    await expect(photos(page)).toHaveCount(6);
    await loadMore(page).click();
    await expect(photos(page)).toHaveCount(8);
    await expect(photos(page).nth(6)).toBeFocused();
    await expect(loadMore(page)).toHaveCount(0);

    await tabs.getByRole('tab', { name: categories.events }).click();
    await expect(photos(page)).toHaveCount(2);
    await tabs.getByRole('tab', { name: categories.wards }).click();
    await expect(photos(page)).toHaveCount(6);

    await tabs.getByRole('tab', { name: categories.empty }).click();
    await expect(page.getByText('No images found in this category')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the lightbox shows the counter and loops with the buttons and arrow keys', async ({ page }) => {
    await gotoHydrated(page, `/${routes.photos}`);
    await page.getByRole('tab', { name: categories.wards }).click();
    await photos(page).nth(2).getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('3 of 8')).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('4 of 8')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByText('1 of 8')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByText('8 of 8')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('1 of 8')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Straight after opening, focus rests on the close button: the arrows move the photo all the same.
    await page.keyboard.press('Escape');
    await photos(page).nth(2).getByRole('button').click();
    await expect(dialog.getByText('3 of 8')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('4 of 8')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('2 of 8')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('video-gallery template', () => {
  test.beforeEach(async ({ page }) => {
    // No real network: YouTube's thumbnails answer from here (one fails), the player is blocked.
    await page.route('https://i.ytimg.com/**', (route) =>
      route.request().url().includes(youtube.failing) ? route.abort() : route.fulfill({ contentType: 'image/png', body: solidPng(16, 9, [200, 0, 0]) }),
    );
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
  });

  test('shows thumbnails, titles and links, 3 then 3 more, and plays in a popup', async ({ page, request }) => {
    const total = (await activeList(request, 'video-galleries')).length;
    await gotoHydrated(page, `/${routes.videos}`);
    let shown = Math.min(3, total);
    await expect(videos(page)).toHaveCount(shown);
    while (shown < total) {
      await loadMore(page).click();
      const next = Math.min(shown + 3, total);
      await expect(videos(page)).toHaveCount(next);
      await expect(videos(page).nth(shown)).toBeFocused();
      shown = next;
    }
    await expect(loadMore(page)).toHaveCount(0);

    const card = (title: string) => videos(page).filter({ has: page.getByRole('heading', { name: `${title} ${suffix}` }) });
    await expect(card('Tour').locator('img')).toHaveAttribute('src', `https://i.ytimg.com/vi/${youtube.ok}/hqdefault.jpg`);
    await expect(card('Broken thumbnail').locator('img')).toHaveAttribute('src', '/static/video-thumbnail.svg');
    await expect(card('Own thumbnail').locator('img')).toHaveAttribute('src', /^\/uploads\//);
    await expect(card('Elsewhere').locator('img')).toHaveAttribute('src', '/static/video-thumbnail.svg');
    await expect(card('Tour').getByRole('link', { name: /^Watch on YouTube/ })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${youtube.ok}`);
    await expect(card('Elsewhere').getByRole('link', { name: `Play video: Elsewhere ${suffix} (opens in a new tab)` })).toHaveAttribute('target', '_blank');
    await expectNoSeriousA11yViolations(page);

    await card('Tour').getByRole('button', { name: `Play video: Tour ${suffix}` }).click();
    const player = page.getByRole('dialog', { name: `Tour ${suffix}` }).locator('iframe');
    await expect(player).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${youtube.ok}`));
    await expect(player).toHaveAttribute('title', `Tour ${suffix} (YouTube video player)`);
    await page.getByRole('button', { name: 'Close (Esc)' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
