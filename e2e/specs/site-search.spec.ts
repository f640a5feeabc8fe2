import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createPage, createRecord, uniqueSuffix, type CreatedRecord } from './helpers/api';
import { signInToAdmin } from './helpers/admin';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { gotoHydrated } from './helpers/navigation';

// Issue 16, the site search: the header's box and the results page (server-rendered, works
// without JavaScript), synonyms and typos ("cardiologist", "cardiolgy"), Find a Doctor on the
// same engine, published records only.

const suffix = uniqueSuffix();
const cardiology = `Cardiology ${suffix}`;
const orthopaedics = `Orthopaedics ${suffix}`;
const findRoute = `e2e-search-find-a-doctor-${suffix}`;
const cardiologists = [`Dr. Alpha ${suffix}`, `Dr. Beta ${suffix}`];
let token: string;
let departments: { cardiology: CreatedRecord; orthopaedics: CreatedRecord };

// A searchbox until the suggestions load, a combobox after: found by its label.
const headerBox = (page: Page) => page.getByRole('search', { name: 'Site search', exact: true }).getByLabel('Search the website', { exact: true });
const doctorResults = (page: Page) => page.getByRole('region', { name: /^Doctors/ }).getByRole('listitem');

test.beforeAll(async ({ request }) => {
  token = await apiLogin(request);
  departments = {
    cardiology: await createRecord(request, token, 'expert-categories', { title: cardiology }),
    orthopaedics: await createRecord(request, token, 'expert-categories', { title: orthopaedics }),
  };
  for (const title of cardiologists) {
    await createRecord(request, token, 'experts', { title, designation: 'Consultant', departments: [departments.cardiology._id] });
  }
  await createRecord(request, token, 'experts', { title: `Dr. Gamma ${suffix}`, designation: 'Consultant', departments: [departments.orthopaedics._id] });
  await createPage(request, token, { title: 'E2E Search Find a doctor', pageRoute: findRoute, template: 'find-a-doctor' });
});

test('the header search finds the cardiology doctors by "cardiologist" and by "cardiolgy", the words marked', async ({ page }) => {
  for (const word of ['cardiologist', 'cardiolgy']) {
    await gotoHydrated(page, '/');
    await headerBox(page).fill(`${word} ${suffix}`);
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(doctorResults(page)).toHaveText(cardiologists.map((name) => new RegExp(name)));
    await expect(page.getByRole('heading', { level: 2, name: 'Doctors (2)' })).toBeVisible();
    await expect(doctorResults(page).first().locator('mark').first()).toHaveText(suffix);
    await expect(doctorResults(page).first().getByRole('link')).toHaveAttribute('href', new RegExp(`/our-experts/${departments.cardiology.slug}/`));
  }
  await expectNoSeriousA11yViolations(page);
});

test('the results page is rendered by the server and works with JavaScript off, and is not indexed', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await headerBox(page).fill(`heart ${suffix}`);
  await headerBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=heart/);
  await expect(doctorResults(page)).toHaveCount(2);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  await page.goto(`/search?q=${encodeURIComponent(`zzqqxx${suffix}`)}`);
  await expect(page.getByText(/^No results for/)).toBeVisible();
  await context.close();
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).not.toContain('/search');
});

test('a doctor published a moment ago is found, an unpublished one is not', async ({ page, request }) => {
  const body = { title: `Dr. Delta ${suffix}`, departments: [departments.cardiology._id] };
  const doctor = await createRecord(request, token, 'experts', { ...body, status: 'inactive' });
  const searchFor = `/search?q=${encodeURIComponent(`delta ${suffix}`)}`;
  const delta = page.getByRole('link', { name: `Dr. Delta ${suffix}` });
  // Without Delta the suffix still finds the other doctors: the page has answered.
  await page.goto(searchFor);
  await expect(page.getByRole('heading', { level: 2, name: /^Doctors/ })).toBeVisible();
  await expect(delta).toHaveCount(0);
  const publish = await request.put(`/api/admin/experts/${doctor._id}`, { headers: { authorization: `Bearer ${token}` }, data: { ...body, status: 'active' } });
  expect(publish.status()).toBe(200);
  await page.goto(searchFor);
  await expect(doctorResults(page)).toHaveText([new RegExp(`Dr. Delta ${suffix}`)]);
  const unpublish = await request.put(`/api/admin/experts/${doctor._id}`, { headers: { authorization: `Bearer ${token}` }, data: { ...body, status: 'inactive' } });
  expect(unpublish.status()).toBe(200);
  await page.goto(searchFor);
  await expect(page.getByRole('heading', { level: 2, name: /^Doctors/ })).toBeVisible();
  await expect(delta).toHaveCount(0);
});

test('Find a Doctor finds the cardiology doctors by "cardiologist" and "cardiolgy", with its exact department filter', async ({ page }) => {
  await gotoHydrated(page, `/${findRoute}`);
  await page.getByLabel('Department', { exact: true }).selectOption(departments.cardiology.slug ?? cardiology);
  const cards = page.getByRole('list', { name: 'Doctors' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  for (const word of ['cardiolgy', 'cardiologist']) {
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(word);
    await expect(cards).toHaveText(cardiologists.map((name) => new RegExp(name)));
  }
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('bone');
  await expect(page.getByText('No doctors found for your search.')).toBeVisible();
  await page.getByLabel('Department', { exact: true }).selectOption(departments.orthopaedics.slug ?? orthopaedics);
  await expect(cards).toHaveText([new RegExp(`Dr. Gamma ${suffix}`)]);
});

test('the header box suggests while typing, as a keyboard and screen reader friendly combobox', async ({ page }) => {
  await gotoHydrated(page, '/');
  const box = headerBox(page);
  await box.focus();
  await expect(page.getByRole('combobox', { name: 'Search the website' })).toBeAttached();
  await box.pressSequentially(`cardiolog ${suffix}`, { delay: 20 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  // Issue 31: the department the words name comes first, then its doctors.
  await expect(list.getByRole('option')).toHaveText([new RegExp(`^${cardiology}, Departments`), new RegExp(cardiologists[0] ?? ''), new RegExp(cardiologists[1] ?? ''), /See all results/]);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expectNoSeriousA11yViolations(page);
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/our-experts/${departments.cardiology.slug}/`));
});

test('the studio edits the synonyms the search understands and shows what patients searched for', async ({ page }) => {
  const word = `ticker${suffix}`;
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(/^No results for/)).toBeVisible();
  await signInToAdmin(page);
  await page.goto('/admin/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Site search' })).toBeVisible();
  const synonyms = page.getByRole('textbox', { name: 'Synonyms' });
  await expect(synonyms).toHaveValue(/cardiac, cardiologist, cardiology, .*heart.* → cardiology, heart, cardiac/);
  await expectNoSeriousA11yViolations(page);
  await synonyms.fill(`${await synonyms.inputValue()}\n${word} → cardiology`);
  await page.getByRole('button', { name: 'Save synonyms' }).click();
  await expect(page.getByText('Synonyms saved')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Searches that found nothing' })).toContainText(word);
  await page.goto(`/search?q=${word}%20${suffix}`);
  await expect(doctorResults(page)).toHaveText(cardiologists.map((name) => new RegExp(name)));
});
