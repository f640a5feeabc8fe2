import { expect, test, type Page } from '@playwright/test';
import { activeList, apiLogin, createPage, createRecord, createRecords, uniqueSuffix, uploadImage, type CreatedRecord } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { gotoHydrated } from './helpers/navigation';

// Find-a-doctor (search over names and department titles, exact department filter, the Apply
// Filter / Clear Filter button, 6/4) and the specialist doctor listing (12/8): SPEC §2, §5, §9.

const suffix = uniqueSuffix();
const cardiology = `Cardiology ${suffix}`;
const neurology = `Neurology ${suffix}`;
const routes = { find: `e2e-find-a-doctor-${suffix}`, specialists: `e2e-specialists-${suffix}` };
let departments: { cardiology: CreatedRecord; neurology: CreatedRecord };
let both: CreatedRecord;
let withoutPhoto: CreatedRecord;

const doctorCards = (page: Page) => page.getByRole('list', { name: 'Doctors' }).getByRole('listitem');
// A link to the next page (issue 30), loaded in place once the script runs.
const loadMore = (page: Page) => page.getByRole('link', { name: 'Load More' });

/** Clicks Load More until it is gone, checking each click adds `step` (or the rest). */
async function loadAll(page: Page, initial: number, step: number, total: number): Promise<void> {
  let shown = Math.min(initial, total);
  await expect(doctorCards(page)).toHaveCount(shown);
  while (shown < total) {
    await loadMore(page).click();
    const next = Math.min(shown + step, total);
    await expect(doctorCards(page)).toHaveCount(next);
    await expect(doctorCards(page).nth(shown)).toBeFocused();
    shown = next;
  }
  await expect(loadMore(page)).toHaveCount(0);
}

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const photo = await uploadImage(request, token, [200, 200, 220]);
  departments = {
    cardiology: await createRecord(request, token, 'expert-categories', { title: cardiology }),
    neurology: await createRecord(request, token, 'expert-categories', { title: neurology }),
  };
  const doctor = (name: string, ids: string[], image: string | null = photo) => ({
    title: `Dr. ${name} ${suffix}`,
    designation: 'Senior Consultant',
    education: 'MBBS, MD',
    departments: ids,
    imageUrl: image,
  });
  // 21 cardiologists, one doctor in both departments (neurology first), 2 neurologists: 22 in cardiology.
  await createRecords(request, token, 'experts', Array.from({ length: 20 }, (_, i) => doctor(`Heart ${String(i).padStart(2, '0')}`, [departments.cardiology._id])));
  withoutPhoto = await createRecord(request, token, 'experts', doctor('Heart 20', [departments.cardiology._id], null));
  both = await createRecord(request, token, 'experts', doctor('Both 00', [departments.neurology._id, departments.cardiology._id]));
  await createRecords(request, token, 'experts', [doctor('Brain 00', [departments.neurology._id]), doctor('Brain 01', [departments.neurology._id])]);
  await createPage(request, token, { title: 'E2E Find a doctor', pageRoute: routes.find, template: 'find-a-doctor' });
  await createPage(request, token, {
    title: 'E2E Cardiologists',
    pageRoute: routes.specialists,
    template: 'specialist-doctors',
    templateData: [
      { name: 'page_small_title', value: 'Our team' },
      { name: 'page_sub_title', value: 'Meet our cardiologists' },
      { name: 'department', value: departments.cardiology._id },
    ],
  });
});

test.describe('find-a-doctor template', () => {
  test('filters by department and search, resets paging, and toggles Apply / Clear Filter', async ({ page, request }) => {
    const everyone = (await activeList(request, 'experts')).length;
    await gotoHydrated(page, `/${routes.find}`);
    const search = page.getByRole('searchbox', { name: 'Search' });
    const select = page.getByRole('combobox', { name: 'Department' });
    // Apply Filter submits the form; Clear Filter is a link to the page's own address (issue 30).
    const filterButton = page.getByRole('search', { name: 'Find a doctor' }).locator('button, a').filter({ hasText: /Filter$/ });
    await expect(filterButton).toHaveText('Apply Filter');
    await expect(doctorCards(page)).toHaveCount(Math.min(6, everyone));

    // Choosing a department applies it at once: 22 cardiology doctors, 6 then 4 more per click.
    await select.selectOption(String(departments.cardiology.slug));
    await expect(filterButton).toHaveText('Clear Filter');
    await loadAll(page, 6, 4, 22);

    // Searching narrows within the department and starts again at 6.
    await search.fill('HEART 1');
    await expect(doctorCards(page)).toHaveCount(6);
    await expect(loadMore(page)).toBeVisible();
    await search.fill(`both 00 ${suffix}`);
    await expect(doctorCards(page)).toHaveCount(1);
    const card = doctorCards(page).first();
    await expect(card.getByRole('link', { name: `Dr. Both 00 ${suffix}` })).toHaveAttribute('href', `/our-experts/${departments.neurology.slug}/${both.slug}`);
    await expect(card).toContainText('Senior Consultant');
    await expect(card).toContainText(`${neurology}, ${cardiology}`);
    await expect(card.locator('img')).toBeVisible();

    // Clear Filter clears the department and the search.
    await filterButton.click();
    await expect(filterButton).toHaveText('Apply Filter');
    await expect(select).toHaveValue('');
    await expect(search).toHaveValue('');
    await expect(doctorCards(page)).toHaveCount(Math.min(6, everyone));

    // The search also matches department titles, case-insensitively, as a substring.
    await search.fill(`NEUROLOGY ${suffix}`.toUpperCase());
    await expect(doctorCards(page)).toHaveCount(3);
    await search.fill('no such doctor anywhere');
    await expect(page.getByText('No doctors found for your search.')).toBeVisible();
    await expect(doctorCards(page)).toHaveCount(0);

    // The department filter matches the title exactly: neurology does not list the cardiologists.
    await search.fill('');
    await select.selectOption(String(departments.neurology.slug));
    await expect(doctorCards(page)).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('specialist-doctors template', () => {
  test("shows the titles and the department's doctors, 12 then 8 more, with Department of and Know More", async ({ page }) => {
    await gotoHydrated(page, `/${routes.specialists}`);
    // Scoped to main: see the report on outlined Suspense boundaries (a hidden copy of the page can follow the body).
    await expect(page.getByRole('main').getByText('Our team')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meet our cardiologists' })).toBeVisible();
    await loadAll(page, 12, 8, 22);

    const card = doctorCards(page).filter({ hasText: `Dr. Both 00 ${suffix}` });
    await expect(card.getByRole('heading', { name: `Dr. Both 00 ${suffix}` })).toBeVisible();
    await expect(card.getByText('Senior Consultant')).toBeVisible();
    await expect(card.getByText(`Department of ${neurology}, ${cardiology}`)).toBeVisible();
    await expect(card.getByText('MBBS, MD')).toBeVisible();
    // Through the page's department, not the doctor's first one.
    await expect(card.getByRole('link', { name: /^Know More/ })).toHaveAttribute('href', `/our-experts/${departments.cardiology.slug}/${both.slug}`);

    const placeholder = doctorCards(page).filter({ hasText: `Dr. Heart 20 ${suffix}` }).locator('img');
    await expect(placeholder).toHaveAttribute('src', '/static/doctor-placeholder.svg');
    await expect(placeholder).toBeVisible();
    expect(withoutPhoto.slug).toBeTruthy();
    await expectNoSeriousA11yViolations(page);

    // The doctor's own page shows the same placeholder, not an empty space.
    await page.goto(`/our-experts/${departments.cardiology.slug}/${withoutPhoto.slug}`);
    const portrait = page.getByRole('main').getByRole('img', { name: `Dr. Heart 20 ${suffix}` });
    await expect(portrait).toHaveAttribute('src', '/static/doctor-placeholder.svg');
    await expect(portrait).toBeVisible();
  });
});
