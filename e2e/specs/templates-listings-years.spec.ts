import { expect, test, type Page } from '@playwright/test';
import { activeList, apiLogin, createPage, createRecords, isoDate, uniqueSuffix, uploadImage } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { gotoHydrated } from './helpers/navigation';

// Media coverage, events and camps: dated cards under year tabs, newest year first, opening on the
// current year; 6 cards and 6 more per Load More; a tab change starts again at 6 (SPEC §2, §9).

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Nov 21 2026", written here independently of the web code it checks. */
const monDdYyyy = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${months[Number(m) - 1]} ${d} ${y}`;
};

const thisYear = new Date().getUTCFullYear();
const description = 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';

interface Listing {
  template: 'media-coverage' | 'events' | 'camps';
  type: string;
  dateField: string;
  imageField: string;
  detailPath: string;
  empty: string;
  logged: string;
}

const listings: Listing[] = [
  { template: 'media-coverage', type: 'media-coverage', dateField: 'coveragedate', imageField: 'mediaimageUrl', detailPath: '/media-coverage/', empty: 'No media coverage available.', logged: 'Failed to fetch media coverage.' },
  { template: 'events', type: 'events', dateField: 'start_date', imageField: 'imageUrl', detailPath: '/events/', empty: 'No events available.', logged: 'Failed to fetch events.' },
  { template: 'camps', type: 'camps', dateField: 'campsdate', imageField: 'mediaimageUrl', detailPath: '/camps/', empty: 'No Camp available.', logged: 'Failed to fetch Camps.' },
];

type DatedRecord = { _id: string; title: string; slug: string; [field: string]: unknown };

const panel = (page: Page) => page.getByRole('tabpanel');
const cards = (page: Page) => panel(page).getByRole('listitem');
// A link to the next page (issue 30), loaded in place once the script runs.
const loadMore = (page: Page) => page.getByRole('link', { name: 'Load More' });

for (const listing of listings) {
  test.describe(`${listing.template} template`, () => {
    const suffix = uniqueSuffix();
    const route = `e2e-${listing.template}-${suffix}`;

    test.beforeAll(async ({ request }) => {
      const token = await apiLogin(request);
      const image = await uploadImage(request, token, [30, 120, 140]);
      // 14 this year (6 + 6 + 2) and 3 last year; distinct dates so the order is known.
      const bodies = [
        ...Array.from({ length: 14 }, (_, i) => ({ date: isoDate(thisYear, 1 + (i % 11), 1 + i), title: `${listing.template} ${suffix} now ${i}` })),
        ...Array.from({ length: 3 }, (_, i) => ({ date: isoDate(thisYear - 1, 3 + i, 10), title: `${listing.template} ${suffix} before ${i}` })),
      ].map(({ date, title }) => ({ title, [listing.dateField]: date, [listing.imageField]: image, description }));
      await createRecords(request, token, listing.type, bodies);
      await createPage(request, token, { title: `E2E ${listing.template}`, pageRoute: route, template: listing.template, description: '<p>Our latest news.</p>' });
    });

    test('shows year tabs newest first, opens on the current year and pages 6 at a time', async ({ page, request }) => {
      const items = await activeList<DatedRecord>(request, listing.type);
      const yearOf = (item: DatedRecord) => Number(String(item[listing.dateField]).slice(0, 4));
      const years = [...new Set(items.map(yearOf))].sort((a, b) => b - a);
      const newestFirst = (year: number) =>
        items.filter((i) => yearOf(i) === year).sort((a, b) => String(b[listing.dateField]).localeCompare(String(a[listing.dateField])));
      const current = newestFirst(thisYear);

      await gotoHydrated(page, `/${route}`);
      await expect(page.getByText('Our latest news.')).toBeVisible();
      const tabs = page.getByRole('tablist', { name: 'Years' }).getByRole('tab');
      await expect(tabs).toHaveText(years.map(String));
      await expect(page.getByRole('tab', { name: String(thisYear) })).toHaveAttribute('aria-selected', 'true');

      // The first card: the newest item of the year with its image, date, title and text.
      await expect(cards(page)).toHaveCount(Math.min(6, current.length));
      const first = cards(page).first();
      const newest = current[0];
      if (!newest) throw new Error('no items this year');
      await expect(first.getByRole('heading', { name: newest.title })).toBeVisible();
      await expect(first.getByText(monDdYyyy(String(newest[listing.dateField])))).toBeVisible();
      await expect(first.locator('img')).toBeVisible();
      if (listing.template === 'camps') {
        await expect(first.getByText('Date:')).toBeVisible();
        await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', `${listing.detailPath}${newest.slug}`);
      } else {
        await expect(first.getByRole('link', { name: newest.title })).toHaveAttribute('href', `${listing.detailPath}${newest.slug}`);
        if (String(newest.title).includes(suffix)) {
          await expect(first.getByText('One two three four five six seven eight nine ten eleven twelve...')).toBeVisible();
        }
      }

      // Load More adds 6 until the year is exhausted, then disappears; the first new card takes focus.
      let shown = Math.min(6, current.length);
      while (shown < current.length) {
        await loadMore(page).click();
        const next = Math.min(shown + 6, current.length);
        await expect(cards(page)).toHaveCount(next);
        await expect(cards(page).nth(shown)).toBeFocused();
        shown = next;
      }
      await expect(loadMore(page)).toHaveCount(0);

      // Another year shows its own cards from 6; coming back starts again at 6.
      const previous = newestFirst(thisYear - 1);
      await page.getByRole('tab', { name: String(thisYear - 1) }).click();
      await expect(cards(page)).toHaveCount(Math.min(6, previous.length));
      await expect(cards(page).first().getByRole('heading')).toHaveText(previous[0]?.title ?? '');
      await page.getByRole('tab', { name: String(thisYear) }).click();
      await expect(cards(page)).toHaveCount(6);
      await expect(loadMore(page)).toBeVisible();

      await expectNoSeriousA11yViolations(page);
    });
  });
}
