import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../harness/empty-site';
import { apiLogin, createPage, uniqueSuffix, uploadImage } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// Health plan (opacity series, 8-word excerpts, Know More popup), the contact page (address with map
// link, Call Us digits only, Mail Us, the map iframe from an embed snippet) and the three form pages.
test.describe.configure({ mode: 'serial' });

const suffix = uniqueSuffix();
const path = (route: string) => `/${route}-${suffix}`;
const embedUrl = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3430&q=hospital';
const settings = {
  siteTitle: 'City Hospital',
  site_phone_no_1: '+91 (172) 266-5253',
  site_mail_id: 'care@hospital.test',
  site_address: 'Sector 32, Chandigarh',
  google_map_url: 'https://maps.google.com/?q=hospital',
  google_map_iframe: `<iframe src="${embedUrl.replace(/&/g, '&amp;')}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" onload="alert(1)"></iframe>`,
};
const blocks = Array.from({ length: 12 }, (_, i) => ({ title: `Block ${i + 1}`, content: `<p>Block text ${i + 1}.</p>` }));
let sideImage = '';

async function putSettings(request: APIRequestContext, token: string) {
  const current = (await (await request.get('/api/admin/site-settings')).json()) as { data?: Record<string, unknown> | null };
  const keep = Object.fromEntries(Object.entries(current.data ?? {}).filter(([k]) => !['_id', 'createdAt', 'updatedAt'].includes(k)));
  const response = await request.put('/api/admin/site-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...keep, ...settings },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The map's origin is not reachable from the test machine: answer it with a small page. */
const stubMap = (page: Page) =>
  page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }));

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  await putSettings(request, token);
  sideImage = await uploadImage(request, token, [46, 125, 79]);
  const icon = await uploadImage(request, token, [200, 232, 212]);
  const bottom = await uploadImage(request, token, [15, 76, 92]);
  await createPage(request, token, {
    title: 'Health Plans',
    pageRoute: path('health-plan').slice(1),
    template: 'health-plan',
    templateData: [
      { name: 'page_right_section', value: '<p>Plans for every family.</p>' },
      { name: 'page_image', value: sideImage },
      { name: 'health_plan_section', value: null, repeaterValues: blocks },
      { name: 'health_plan_section_title', value: 'Choose Your Plan' },
      {
        name: 'health_plan_section_loop',
        value: null,
        repeaterValues: [
          { icon, title: 'Senior Citizen Plan', content: '<p>One two three four five six seven eight nine ten eleven.</p>' },
          { icon: '', title: 'Child Plan', content: '<p>Vaccines and check-ups.</p>' },
        ],
      },
      { name: 'page_bottom_left_image', value: bottom },
      { name: 'page_bottom_right_content', value: '<p>Call us to enrol.</p>' },
    ],
  });
  await createPage(request, token, { title: 'Contact Us', pageRoute: path('contact').slice(1), template: 'contact', description: '<p>We are here to help.</p>' });
  const formLeft = '<p>Our front desk answers within a day.</p>';
  await createPage(request, token, { title: 'Book an Appointment', pageRoute: path('book').slice(1), template: 'book-appointment', description: '<p>Choose a department.</p>', templateData: [{ name: 'form_left_content', value: formLeft }] });
  await createPage(request, token, { title: 'Feedback', pageRoute: path('feedback').slice(1), template: 'feedback', templateData: [{ name: 'form_left_content', value: formLeft }] });
  await createPage(request, token, { title: 'Get in Touch', pageRoute: path('get-in-touch').slice(1), template: 'get-in-touch', templateData: [{ name: 'form_left_content', value: formLeft }] });
});

test('health-plan: blocks fade by position, cards show 8-word excerpts and Know More opens the full plan', async ({ page }) => {
  await page.goto(path('health-plan'));
  await expect(page.getByText('Plans for every family.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Health Plans' })).toHaveAttribute('src', sideImage);
  const blockSections = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Block \d+$/ }) });
  await expect(blockSections).toHaveCount(12);
  const alphas = await blockSections.evaluateAll((sections) =>
    sections.map((section) => {
      const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(section).backgroundColor);
      const parts = match?.[1]?.split(',').map((p) => Number(p.trim())) ?? [];
      return parts.length === 4 ? parts[3] : 1;
    }),
  );
  expect(alphas).toEqual([1, 0.8, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.05, 0.03, 0.1, 0.1]);
  await expect(page.getByText('Block text 12.')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByText('One two three four five six seven eight...', { exact: true })).toBeVisible();
  await expect(page.getByText('Vaccines and check-ups.', { exact: true })).toBeVisible();
  await expect(page.getByText('Call us to enrol.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: /Know More.*Senior Citizen Plan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Senior Citizen Plan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('One two three four five six seven eight nine ten eleven.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /Know More.*Child Plan/ }).click();
  await expect(page.getByRole('dialog', { name: 'Child Plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Close (Esc)' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('contact: address linked to the map, Call Us with the digits and the leading +, Mail Us and the map iframe from the embed snippet', async ({ page }) => {
  await stubMap(page);
  await page.goto(path('contact'));
  const main = page.locator('main');
  await expect(main.getByText('We are here to help.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Address' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Sector 32, Chandigarh/ })).toHaveAttribute('href', settings.google_map_url);
  await expect(main.getByRole('heading', { name: 'Call Us' })).toBeVisible();
  await expect(main.getByRole('link', { name: settings.site_phone_no_1 })).toHaveAttribute('href', 'tel:+911722665253');
  await expect(main.getByRole('heading', { name: 'Mail Us' })).toBeVisible();
  await expect(main.getByRole('link', { name: settings.site_mail_id })).toHaveAttribute('href', 'mailto:care@hospital.test');
  const map = main.locator('iframe');
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute('title', 'Map of City Hospital');
  // Only the src is taken from the snippet: none of its other attributes reach the page.
  await expect(map).not.toHaveAttribute('onload', /.*/);
  await expect(map).not.toHaveAttribute('src', /.*/);
  // The map loads when asked (issue 19), in the room it will take: nothing of Google's before.
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.google.com/')) mapRequests.push(request.url());
  });
  const room = await map.boundingBox();
  expect(room?.height).toBeGreaterThanOrEqual(360);
  // The map's frame has loaded (its button shows) and asked Google for nothing.
  const frame = page.frameLocator('main iframe');
  await expect(frame.getByRole('link', { name: 'Show the map' })).toBeVisible();
  expect(mapRequests).toEqual([]);
  await frame.getByRole('link', { name: 'Show the map' }).click();
  await expect(frame.getByText('Map', { exact: true })).toBeVisible();
  expect(mapRequests).toEqual([embedUrl]);
  const opened = await map.boundingBox();
  expect([opened?.width, opened?.height]).toEqual([room?.width, room?.height]);
  await expectNoSeriousA11yViolations(page);
});

for (const [route, title, formName, cards] of [
  ['book', 'Book an Appointment', 'Appointment form', false],
  ['feedback', 'Feedback', 'Feedback form', false],
  ['get-in-touch', 'Get in Touch', 'Discharge feedback form', true],
] as const) {
  test(`${route}: form_left_content, the site's phone, email and address, and the page's own form instead of the footer one`, async ({ page }) => {
    await page.goto(path(route));
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText('Our front desk answers within a day.')).toBeVisible();
    if (route === 'book') await expect(main.getByText('Choose a department.')).toBeVisible();
    await expect(main.getByRole('link', { name: settings.site_phone_no_1 }).first()).toHaveAttribute('href', 'tel:+911722665253');
    await expect(main.getByRole('link', { name: settings.site_mail_id }).first()).toHaveAttribute('href', 'mailto:care@hospital.test');
    await expect(main.getByRole('link', { name: /Sector 32, Chandigarh/ }).first()).toHaveAttribute('href', settings.google_map_url);
    await expect(page.getByRole('form', { name: formName })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contact form' })).toHaveCount(0);
    const cardHeadings = main.getByRole('heading', { name: /^(Address|Call Us|Mail Us)$/ });
    if (cards) await expect(cardHeadings).toHaveText(['Address', 'Call Us', 'Mail Us']);
    else await expect(cardHeadings).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
