import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activeList, busyDepartment } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { gotoHydrated } from './helpers/navigation';

// Issue 30: listings work as HTML first. Every state has an address the server renders; filters
// are GET forms, Load More and the year and month tabs are links, which the script takes over to
// show the next state in place. Empty results offer a call, booking and the other search.
// What the server answers for an address (following Load More reaches every doctor; unknown
// values give the default state; one state, one cached page) is checked over HTTP in
// server/test/listing-states-over-http.test.ts.

interface PageRecord {
  pageRoute?: string;
  template?: string;
}

async function routeOf(request: APIRequestContext, template: string): Promise<string> {
  const pages = await activeList<PageRecord>(request, 'pages');
  const found = pages.find((p) => p.template === template && p.pageRoute);
  if (!found?.pageRoute) throw new Error(`the demo hospital has no ${template} page`);
  return `/${found.pageRoute}`;
}

const doctorCards = (page: Page) => page.getByRole('list', { name: 'Doctors' }).getByRole('listitem');
const loadMore = (page: Page) => page.getByRole('link', { name: 'Load More' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a patient filters Find a Doctor by department, goes to page 2, opens a doctor and reaches the booking page', async ({ page, request }) => {
    const find = await routeOf(request, 'find-a-doctor');
    const department = await busyDepartment(request);
    await page.goto(find);
    await page.getByRole('combobox', { name: 'Department' }).selectOption(department.slug);
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`${find}\\?(q=&)?department=${department.slug}(&city=&location=)?$`));
    await expect(doctorCards(page)).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Clear Filter' })).toHaveAttribute('href', find);

    await loadMore(page).click();
    await expect(page).toHaveURL(`${find}?department=${department.slug}&page=2#more`);
    await expect(doctorCards(page)).toHaveCount(Math.min(10, department.count));
    // The next page opens at the first card it added.
    await expect(page.locator('#more')).toBeInViewport();

    const seventh = doctorCards(page).nth(6);
    const name = (await seventh.getByRole('heading').innerText()).trim();
    await seventh.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Book an appointment' }).first().click();
    await expect(page).toHaveURL(/[?&]doctor=/);
    await expect(page.getByRole('main').locator('form').first()).toBeVisible();
  });

  test('the year and month tabs of events, camps and the blog are links to their addresses', async ({ page, request }) => {
    for (const template of ['events', 'camps']) {
      const route = await routeOf(request, template);
      await page.goto(route);
      const tabs = page.getByRole('tablist', { name: 'Years' }).getByRole('tab');
      if ((await tabs.count()) < 2) continue;
      const other = tabs.nth(1);
      const year = (await other.innerText()).trim();
      await other.click();
      await expect(page).toHaveURL(`${route}?year=${year}`);
      await expect(page.getByRole('tab', { name: year })).toHaveAttribute('aria-selected', 'true');
    }
    const blog = await routeOf(request, 'blog');
    await page.goto(blog);
    const month = page.getByRole('tablist', { name: 'Months' }).getByRole('tab').nth(1);
    const label = (await month.innerText()).trim();
    await month.click();
    await expect(page).toHaveURL(new RegExp(`${blog}\\?month=\\d{4}-\\d{2}$`));
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  test('empty results offer a call, booking and the other search', async ({ page, request }) => {
    const find = await routeOf(request, 'find-a-doctor');
    await page.goto(`${find}?q=zzqxv`);
    await expect(page.getByText('No doctors found for your search.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Call us on / })).toHaveAttribute('href', /^tel:\+?\d{6,}$/);
    await expect(main.getByRole('link', { name: 'Book an appointment' })).toBeVisible();
    await main.getByRole('link', { name: 'Search the whole website' }).click();
    await expect(page).toHaveURL('/search?q=zzqxv');
    await expect(page.getByText('No results for “zzqxv”.')).toBeVisible();
    await expect(main.getByRole('link', { name: /^Call us on / })).toHaveAttribute('href', /^tel:/);
    await expect(main.getByRole('link', { name: 'Book an appointment' })).toBeVisible();
    await main.getByRole('link', { name: 'Find a Doctor' }).click();
    await expect(page).toHaveURL(`/find-a-doctor?q=zzqxv`);
    await expect(page.getByText('No doctors found for your search.')).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('filters in place with the address following, loads more in place, and Back returns to the same place', async ({ page, request }) => {
    const find = await routeOf(request, 'find-a-doctor');
    const department = await busyDepartment(request);
    await gotoHydrated(page, find);
    await page.getByRole('combobox', { name: 'Department' }).selectOption(department.slug);
    await expect(page).toHaveURL(`${find}?department=${department.slug}`);
    await expect(page.getByRole('link', { name: 'Clear Filter' })).toBeVisible();
    await expect(doctorCards(page)).toHaveCount(6);

    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') requests.push(r.url());
    });
    await loadMore(page).click();
    await expect(doctorCards(page)).toHaveCount(Math.min(10, department.count));
    await expect(page).toHaveURL(`${find}?department=${department.slug}&page=2`);
    await expect(doctorCards(page).nth(6)).toBeFocused();
    expect(requests, 'Load More is shown in place, not by loading a page').toEqual([]);

    const seventh = doctorCards(page).nth(6);
    await seventh.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    const name = (await seventh.getByRole('heading').innerText()).trim();
    await seventh.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${find}?department=${department.slug}&page=2`);
    await expect(doctorCards(page)).toHaveCount(Math.min(10, department.count));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
    await expectNoSeriousA11yViolations(page);
  });

  test('a department chosen before the script ran is not lost', async ({ page, request }) => {
    const find = await routeOf(request, 'find-a-doctor');
    const department = await busyDepartment(request);
    // The page's scripts are held back until the department has been chosen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(find, { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Department' }).selectOption(department.slug);
    release();
    await expect(page).toHaveURL(`${find}?department=${department.slug}`);
    await expect(page.getByRole('link', { name: 'Clear Filter' })).toBeVisible();
    await expect(doctorCards(page)).toHaveCount(6);
  });

  test('the events year tab and the blog month put their state in the address', async ({ page, request }) => {
    const events = await routeOf(request, 'events');
    await gotoHydrated(page, events);
    const tabs = page.getByRole('tablist', { name: 'Years' }).getByRole('tab');
    if ((await tabs.count()) > 1) {
      const year = (await tabs.nth(1).innerText()).trim();
      await tabs.nth(1).click();
      await expect(page).toHaveURL(`${events}?year=${year}`);
      await page.goBack();
      await expect(page).toHaveURL(events);
    }
    const blog = await routeOf(request, 'blog');
    await gotoHydrated(page, blog);
    await page.getByRole('tablist', { name: 'Months' }).getByRole('tab').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${blog}\\?month=\\d{4}-\\d{2}$`));
    await page.getByRole('searchbox', { name: 'Search' }).last().fill('zzqxv');
    await expect(page).toHaveURL(new RegExp(`${blog}\\?q=zzqxv&month=\\d{4}-\\d{2}$`));
    await expect(page.getByText('No Blog Post Found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Call us on / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
