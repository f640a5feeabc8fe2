import { expect, test } from '../harness/empty-site';
import { apiLogin, createPage, createRecord, uniqueSuffix, uploadImage } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { waitForHydrated } from './helpers/navigation';

// FAQ and leadership: the two content templates that show an active list.
test.describe.configure({ mode: 'serial' });

const suffix = uniqueSuffix();
const faqPath = `/faqs-${suffix}`;
const leadershipPath = `/our-leadership-${suffix}`;
const leaders: { title: string; slug: string; designation: string }[] = [];

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  await createRecord(request, token, 'faqs', { title: 'What are the visiting hours?', description: '<p>From 4 pm to 7 pm every day.</p>' });
  await createRecord(request, token, 'faqs', { title: 'Is parking available?', description: '<p>Yes, in the basement.</p>' });
  await createRecord(request, token, 'faqs', { title: 'Can I get my reports online?', description: '<p>Through the patient portal.</p>' });
  await createPage(request, token, { title: 'Frequently Asked Questions', pageRoute: faqPath.slice(1), template: 'faq', description: '<p>Answers for patients.</p>' });

  const photo = await uploadImage(request, token, [40, 120, 160]);
  for (const [title, designation, image] of [
    ['Dr. Rana Kapoor', 'Medical Superintendent', photo],
    ['Ms. Leela Das', 'Nursing Superintendent', ''],
  ] as const) {
    const leader = await createRecord(request, token, 'leaders', { title, designation, imageUrl: image || null });
    leaders.push({ title, designation, slug: String(leader.slug) });
  }
  await createPage(request, token, { title: 'Our Leadership', pageRoute: leadershipPath.slice(1), template: 'leadership' });
});

test.describe('faq template', () => {
  test('shows the FAQs as an accordion: the first open, one at a time, the open one closes on click', async ({ page }) => {
    await page.goto(faqPath);
    await expect(page.getByText('Answers for patients.')).toBeVisible();
    const questions = page.getByRole('button', { name: /\?$/ });
    await expect(questions).toHaveCount(3);
    const expanded = () => questions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(['true', 'false', 'false']);
    const first = questions.nth(0);
    const firstAnswer = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(firstAnswer).toBeVisible();

    // A tap before the accordion's script has hydrated it does nothing; the state then changes on
    // the next render, so it is polled rather than read once.
    await waitForHydrated(questions.nth(2));
    await questions.nth(2).click();
    await expect.poll(expanded).toEqual(['false', 'false', 'true']);
    await expect(firstAnswer).toBeHidden();
    await expect(page.locator(`#${await questions.nth(2).getAttribute('aria-controls')}`)).toBeVisible();

    await questions.nth(2).click();
    await expect.poll(expanded).toEqual(['false', 'false', 'false']);

    await questions.nth(0).click();
    await expectNoSeriousA11yViolations(page);
  });

});

test.describe('leadership template', () => {
  test('shows a card per leader with photo, name and designation linking to the profile', async ({ page }) => {
    await page.goto(leadershipPath);
    for (const leader of leaders) {
      const link = page.getByRole('link', { name: new RegExp(leader.title) });
      await expect(link).toHaveAttribute('href', `/our-leadership/${leader.slug}`);
      await expect(link).toContainText(leader.designation);
    }
    await expect(page.getByRole('img', { name: 'Dr. Rana Kapoor' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /Dr\. Rana Kapoor/ }).click();
    await expect(page).toHaveURL(new RegExp(`/our-leadership/${leaders[0]?.slug}$`));
  });

});
