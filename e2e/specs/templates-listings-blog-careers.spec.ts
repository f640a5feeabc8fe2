import { expect, test, type Page } from '@playwright/test';
import { activeList, apiLogin, createPage, createRecord, createRecords, uniqueSuffix, uploadImage } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { gotoHydrated } from './helpers/navigation';

// Blog (title search, month-year and category tabs, Latest Post list of 3, 3/3, 12-word
// excerpts, "DD Mon YYYY") and careers (job cards with Apply Now): SPEC §2, §5, §8, §9.

const suffix = uniqueSuffix();
const routes = { blog: `e2e-blog-${suffix}`, careers: `e2e-careers-${suffix}` };
const health = `Health ${suffix}`;
const news = `News ${suffix}`;
const body = 'Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron';

type Post = { title: string; date: string; slug: string };
const cards = (page: Page) => page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');
// A link to the next page (issue 30), loaded in place once the script runs.
const loadMore = (page: Page) => page.getByRole('link', { name: 'Load More' });

async function expectPaging(page: Page, total: number): Promise<void> {
  let shown = Math.min(3, total);
  await expect(cards(page)).toHaveCount(shown);
  while (shown < total) {
    await loadMore(page).click();
    const next = Math.min(shown + 3, total);
    await expect(cards(page)).toHaveCount(next);
    await expect(cards(page).nth(shown)).toBeFocused();
    shown = next;
  }
  await expect(loadMore(page)).toHaveCount(0);
}

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const image = await uploadImage(request, token, [90, 40, 160]);
  const healthCategory = await createRecord(request, token, 'blog-categories', { title: health });
  const newsCategory = await createRecord(request, token, 'blog-categories', { title: news });
  const post = (title: string, date: string, category: string) => ({ title: `${title} ${suffix}`, date, blogCategory: category, imageUrl: image, description: `<p>${body}</p>` });
  await createRecords(request, token, 'blogs', [
    post('Heart health in winter', '2026-11-18', healthCategory._id),
    post('Healthy heart diet', '2026-11-09', healthCategory._id),
    post('Sleep and recovery', '2026-11-02', healthCategory._id),
    post('Heart screening week', '2026-10-20', healthCategory._id),
    post('Walking every day', '2026-10-11', healthCategory._id),
    post('New MRI suite', '2026-10-05', newsCategory._id),
    post('Monsoon fevers', '2025-07-14', newsCategory._id),
    post('Hospital anniversary', '2025-07-01', newsCategory._id),
  ]);
  await createRecords(request, token, 'hirings', [
    { title: `Staff Nurse ${suffix}`, date: '2026-11-10', department: 'Nursing', subGroup: 'Clinical', educationalQualification: 'B.Sc. Nursing', experience: '2-5 years' },
    { title: `Lab Technician ${suffix}`, date: '2026-11-15', department: 'Laboratory', subGroup: 'Paramedical', educationalQualification: 'DMLT', experience: '1 year' },
  ]);
  await createPage(request, token, { title: 'E2E Blog', pageRoute: routes.blog, template: 'blog' });
  await createPage(request, token, { title: 'E2E Careers', pageRoute: routes.careers, template: 'careers' });
});

test.describe('blog template', () => {
  test('shows the latest posts, cards with their fields, and pages 3 at a time', async ({ page, request }) => {
    const posts = (await activeList<Post>(request, 'blogs')).sort((a, b) => b.date.localeCompare(a.date));
    await gotoHydrated(page, `/${routes.blog}`);
    const latest = page.getByRole('region', { name: 'Latest Post' });
    await expect(latest.getByRole('link')).toHaveText(posts.slice(0, 3).map((p) => p.title));

    const first = cards(page).first();
    const newest = posts[0];
    if (!newest) throw new Error('no posts');
    await expect(first.getByRole('link', { name: newest.title })).toHaveAttribute('href', `/blogs/${newest.slug}`);
    if (newest.title.includes(suffix)) {
      await expect(first.getByText('18 Nov 2026')).toBeVisible();
      await expect(first.getByText('Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu...')).toBeVisible();
      await expect(first.locator('img')).toBeVisible();
    }
    await expectPaging(page, posts.length);
    await expectNoSeriousA11yViolations(page);
  });

  test('filters by category, month and title search, starting again at 3 on each change', async ({ page, request }) => {
    const posts = await activeList<Post>(request, 'blogs');
    await gotoHydrated(page, `/${routes.blog}`);
    await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: health }).click();
    await expectPaging(page, 5);

    const months = page.getByRole('tablist', { name: 'Months' });
    await expect(months.getByRole('tab', { name: 'November 2026' })).toBeVisible();
    await months.getByRole('tab', { name: 'October 2026' }).click();
    await expect(cards(page)).toHaveCount(2);
    await months.getByRole('tab', { name: 'November 2026' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(loadMore(page)).toHaveCount(0);

    // Search is case-insensitive over titles, within the chosen tabs.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`HEART HEALTH IN WINTER ${suffix}`.toUpperCase());
    await expect(cards(page)).toHaveCount(1);
    await search.fill('no post has this title');
    await expect(page.getByText('No Blog Post Found')).toBeVisible();

    await search.fill('');
    await months.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'All Categories' }).click();
    await expect(cards(page)).toHaveCount(Math.min(3, posts.length));
    await search.fill(`heart ${suffix}`.slice(0, 5));
    const hearts = posts.filter((p) => p.title.toLowerCase().includes('heart'));
    await expect(cards(page)).toHaveCount(Math.min(3, hearts.length));
  });
});

test.describe('careers template', () => {
  test('shows job cards newest first with their details and an Apply Now link', async ({ page, request }) => {
    const jobs = await activeList<{ title: string; slug: string }>(request, 'hirings');
    await gotoHydrated(page, `/${routes.careers}`);
    const mine = page.getByRole('article').filter({ hasText: suffix });
    await expect(mine.getByRole('heading')).toHaveText([`Lab Technician ${suffix}`, `Staff Nurse ${suffix}`]);
    const nurse = mine.nth(1);
    for (const text of ['Department:', 'Nursing', 'Sub Group:', 'Clinical', 'Qualification:', 'B.Sc. Nursing', 'Experience:', '2-5 years', '10 November 2026']) {
      await expect(nurse.getByText(text, { exact: true })).toBeVisible();
    }
    const slug = jobs.find((j) => j.title === `Staff Nurse ${suffix}`)?.slug;
    await expect(nurse.getByRole('link', { name: /^Apply Now/ })).toHaveAttribute('href', `/career/${slug}`);
    await expectNoSeriousA11yViolations(page);
  });
});
