import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../harness/server';
import { apiLogin, createRecord, uniqueSuffix } from './helpers/api';
import { signInToAdmin } from './helpers/admin';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { gotoHydrated } from './helpers/navigation';

// Issue 31, search that answers what patients mean, on the demo hospital: a facility found by its
// service word, Hindi in Devanagari and Hinglish finding the right department, "child specialist"
// in Find a Doctor, the studio's "Add a synonym" on a search that found nothing, and each
// address's fair share of the search.

const suffix = uniqueSuffix();

/** The result links of the results page, in the order shown (a "Best match" block, then the groups). */
const resultLinks = (page: Page) => page.getByRole('main').getByRole('region').getByRole('listitem').getByRole('link');
const firstThree = async (page: Page) => (await resultLinks(page).allTextContents()).slice(0, 3).map((text) => text.trim());

async function expectInFirstThree(page: Page, query: string, wanted: RegExp): Promise<void> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(resultLinks(page).first(), `"${query}" finds something`).toBeVisible();
  const top = await firstThree(page);
  expect(top.some((title) => wanted.test(title)), `"${query}": ${wanted} in the first three results, which are ${JSON.stringify(top)}`).toBe(true);
}

test('a facility is found by its service word: "MRI" finds the Imaging Centre', async ({ page }) => {
  await expectInFirstThree(page, 'MRI', /^Imaging Centre$/);
});

test('a Hindi query in Devanagari finds the department: "दिल का डॉक्टर" finds Cardiology', async ({ page }) => {
  await expectInFirstThree(page, 'दिल का डॉक्टर', /^(Cardiology|Cardiac Sciences)$/);
});

test('Hinglish queries find the department: "dil ka doctor" finds Cardiology, "haddi ka doctor" Orthopaedics', async ({ page }) => {
  await expectInFirstThree(page, 'dil ka doctor', /^(Cardiology|Cardiac Sciences)$/);
  await expectInFirstThree(page, 'haddi ka doctor', /^Orthopaedics/);
});

test('Find a Doctor finds the paediatricians for "child specialist", best matches first', async ({ page }) => {
  // The demo hospital's doctors in Paediatrics.
  const paediatricians = ['Dr. Sameer Kulkarni', 'Dr. Anjali Bose', 'Dr. Joseph Mathew', 'Dr. Ishita Banerjee', 'Dr. Ayesha Khan'];
  await gotoHydrated(page, '/find-a-doctor');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('child specialist');
  const cards = page.getByRole('list', { name: 'Doctors' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Dr. Sameer Kulkarni' })).toBeVisible();
  await expect(page.getByText('No doctors found for your search.')).toHaveCount(0);
  const firstCard = (await cards.first().textContent()) ?? '';
  expect(paediatricians.some((name) => firstCard.includes(name)), `the first card is a paediatrician: ${firstCard}`).toBe(true);
});

test('"Add a synonym" on a search that found nothing changes the next answer for it', async ({ page, request }) => {
  const token = await apiLogin(request);
  const word = `ghabrahat${suffix}`;
  const clinic = `calmcare${suffix}`;
  const faqTitle = `Is there a ${clinic} clinic for anxiety?`;
  await createRecord(request, token, 'faqs', { title: faqTitle, description: '<p>Every Tuesday, 9 am to 1 pm.</p>' });

  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(/^No results for/)).toBeVisible();

  await signInToAdmin(page);
  await page.goto('/admin/search');
  const row = page.getByRole('table', { name: 'Searches that found nothing' }).getByRole('row').filter({ hasText: word });
  const add = row.getByRole('button', { name: 'Add a synonym' });
  await expect(add).toHaveAttribute('aria-expanded', 'false');
  await add.click();
  await expect(add).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: `Add a synonym for “${word}”` });
  await expect(form.getByLabel('Words patients type')).toHaveValue(word);
  await expectNoSeriousA11yViolations(page);
  // Nothing to look for: told so, nothing sent.
  await form.getByRole('button', { name: 'Add synonym' }).click();
  await expect(form.getByText('Give the words to look for.')).toBeVisible();
  await form.getByLabel('Words to look for').fill(clinic);
  await form.getByRole('button', { name: 'Add synonym' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Synonym added' });
  await expect(result).toContainText(`${word} → ${clinic}`);
  await expect(result).toContainText(`A search for “${word}” now finds 1 result: ${faqTitle}.`);
  // The list above shows the new line too.
  await expect(page.getByRole('textbox', { name: 'Synonyms' })).toHaveValue(new RegExp(`${word} → ${clinic}`));

  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(faqTitle)).toBeVisible();
});

test.describe('each address\'s fair share of the search (its own server behind a "proxy")', () => {
  const admin = { email: 'fair-share@hospital.test', password: 'correct-horse-battery-9' };
  const flooder = { 'x-forwarded-for': '203.0.113.70' };
  const visitor = { 'x-forwarded-for': '198.51.100.90' };
  let server: RunningServer;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer({ SEED: 'none', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, TRUST_PROXY: 'true', SEARCH_IN_FLIGHT: '1', SEARCH_PER_SECOND: '2' });
    api = await playwrightRequest.newContext({ baseURL: server.url });
    const login = await api.post('/api/admin/login', { data: admin, headers: { 'x-forwarded-for': '192.0.2.10' } });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const department = await api.post('/api/admin/expert-categories', { headers: { authorization: `Bearer ${token}` }, data: { status: 'active', title: 'Heart Institute' } });
    expect(department.status(), await department.text()).toBe(201);
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test('one address flooding the search (suggestions included) is answered 429 in plain words, while another visitor\'s suggestions answer', async ({ browser }) => {
    test.setTimeout(60_000);
    const box = (page: Page) => page.getByRole('search', { name: 'Site search', exact: true }).getByLabel('Search the website', { exact: true });
    const visitorContext = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: visitor });
    const floodedContext = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: flooder });
    const [visitorPage, floodedPage] = [await visitorContext.newPage(), await floodedContext.newPage()];
    // Both open the results page (itself a search the fair share counts) before the flood.
    for (const page of [visitorPage, floodedPage]) {
      await gotoHydrated(page, '/search');
      await box(page).focus();
    }
    let flooding = true;
    const answers: { status: number; body: string }[] = [];
    // Six searches of the flooding address in flight all the time.
    const flood = Promise.all(
      Array.from({ length: 6 }, async () => {
        while (flooding) {
          const answer = await api.get('/api/admin/search?q=heart&limit=3', { headers: flooder });
          answers.push({ status: answer.status(), body: await answer.text() });
        }
      }),
    );
    try {
      await box(visitorPage).pressSequentially('heart', { delay: 20 });
      await expect(visitorPage.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toHaveText(/Heart Institute/);
      // The flood may leave a moment's gap at the turn of a second: a few words, each a new search.
      const refusedText = floodedPage.getByText('Too many searches at once: wait a moment, then press Enter to search.');
      for (const word of ['heart', 'hearts', 'heart ward', 'heart care', 'heart unit']) {
        await box(floodedPage).fill('');
        await box(floodedPage).pressSequentially(word, { delay: 20 });
        await expect(floodedPage.getByRole('status').filter({ hasText: /suggestions?\.$|Too many searches/ })).toBeAttached();
        if (await refusedText.count()) break;
      }
      await expect(refusedText).toBeAttached();
    } finally {
      flooding = false;
      await flood;
      await visitorContext.close();
      await floodedContext.close();
    }
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length, answers.map((answer) => answer.status).join(',')).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    expect(JSON.parse(refused[0]?.body ?? '{}')).toEqual({ message: 'Too many searches from your address at once. Please wait a moment and search again.', code: 'TOO_MANY_REQUESTS' });
  });
});
