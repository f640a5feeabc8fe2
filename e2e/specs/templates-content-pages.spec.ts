import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../harness/empty-site';
import { apiLogin, createPage, uniqueSuffix, uploadImage, type PageInput } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { gotoSettled } from './helpers/navigation';

// The content templates that read only their page's fields: each page is created through the API
// once, then every named field is looked for on the rendered page and the page is scanned by axe.

const suffix = uniqueSuffix();
const path = (route: string) => `/${route}-${suffix}`;
const images: string[] = [];
const image = (n: number) => images[n] ?? '';

async function open(page: Page, route: string, title: string) {
  await page.goto(path(route));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** How many slides of a carousel fit its viewport at once. */
const slidesInView = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"]').first().evaluate((slide) => {
    const viewport = slide.parentElement?.parentElement;
    return viewport ? Math.round(viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width) : 0;
  });

/** The `src` of the image with that accessible name (its uploaded path, or a variant of it). */
const imageSrc = (page: Page, name: string) => page.getByRole('img', { name, exact: true }).getAttribute('src');

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  for (let n = 0; n < 12; n++) images.push(await uploadImage(request, token, [(n * 40) % 256, (n * 90 + 30) % 256, (n * 20 + 120) % 256]));
  const v = (name: string, value: string) => ({ name, value });
  const rows = (name: string, repeaterValues: Record<string, string | null>[]) => ({ name, value: null, repeaterValues });
  const pages: PageInput[] = [
    {
      title: 'Why Choose Us',
      pageRoute: path('why-choose').slice(1),
      template: 'why-choose',
      description: '<p>Care you can trust.</p>',
      templateData: [
        rows('why_gmch_loop', [
          { text: 'Expert doctors', content: '<p>Over 200 specialists.</p>' },
          { text: 'Round-the-clock emergency', content: '<p>Open 24 hours.</p>' },
        ]),
        v('page_image', image(0)),
      ],
    },
    {
      title: 'Vision and Mission',
      pageRoute: path('vision').slice(1),
      template: 'vision-mission',
      description: '<p>Our vision is a healthy district.</p>',
      templateData: [
        v('mission_title', 'Our Mission'),
        v('mission_text', '<p>Affordable care for all.</p>'),
        v('value_title', 'Our Values'),
        v('value_text', '<p>What guides us.</p>'),
        rows('value_center_image_loop', [
          { icon: image(1), title: 'Compassion', text: 'We listen first.' },
          { icon: image(2), title: 'Integrity', text: 'We keep our word.' },
        ]),
      ],
    },
    {
      title: 'Accreditation',
      pageRoute: path('accreditation').slice(1),
      template: 'accreditation',
      templateData: [
        rows('top_section_left_loop', [
          { date: '2015', title: 'NABH entry level' },
          { date: '2019', title: 'NABL accredited laboratory' },
        ]),
        rows('awards_section_loop', [
          { title: 'Award one (oldest)', image: image(3) },
          { title: 'Award two', image: image(4) },
          { title: 'Award three (newest)', image: image(5) },
        ]),
      ],
    },
    {
      title: 'Employee Engagement',
      pageRoute: path('engagement').slice(1),
      template: 'employee-engagement',
      templateData: [
        ...[1, 2, 3, 4].map((n) => v(`image_${n}`, image(n))),
        rows('employee_activities_section', [{ activities_title: 'Annual sports day' }, { activities_title: 'Yoga on Fridays' }]),
        rows('employee_activities_gallery_section', [1, 2, 3, 4, 5, 6].map((n) => ({ activity_image: image(n) }))),
      ],
    },
    {
      title: 'Image Text Normal',
      pageRoute: path('image-text').slice(1),
      template: 'image-text',
      description: '<p>Text beside an image.</p>',
      templateData: [v('page_image', image(6)), v('small_heading_text', 'Since 1991'), v('reverse_layout', 'false')],
    },
    {
      title: 'Image Text Reversed',
      pageRoute: path('image-text-reversed').slice(1),
      template: 'image-text',
      description: '<p>Image first.</p>',
      templateData: [v('page_image', image(6)), v('reverse_layout', 'true')],
    },
    {
      title: 'Image Text Alone',
      pageRoute: path('image-text-alone').slice(1),
      template: 'image-text',
      description: '<p>A page with no picture.</p>',
      templateData: [v('small_heading_text', 'Text only')],
    },
    {
      title: 'Why Choose Alone',
      pageRoute: path('why-choose-alone').slice(1),
      template: 'why-choose',
      description: '<p>Reasons without a picture.</p>',
      templateData: [rows('why_gmch_loop', [{ text: 'Close to home', content: '<p>On the ring road.</p>' }])],
    },
    {
      title: 'Four Images',
      pageRoute: path('four-images').slice(1),
      template: 'four-images',
      description: '<p>Our campus.</p>',
      templateData: [1, 2, 3, 4].map((n) => v(`image_${n}`, image(n + 4))),
    },
    {
      title: 'About Us',
      pageRoute: path('about').slice(1),
      template: 'about-us',
      description: '<p>Serving since 1991.</p>',
      templateData: [1, 2, 3].flatMap((n) => [
        v(`section_${n}_image`, image(n)),
        v(`section_${n}_title`, `Section title ${n}`),
        v(`section_${n}_content`, `<p>Section content ${n}.</p>`),
      ]),
    },
    {
      title: 'Cardiac Centre',
      pageRoute: path('service').slice(1),
      template: 'service',
      description: '<p>Heart care under one roof.</p>',
      templateData: [
        v('service_logo', image(7)),
        v('service_content', '<p>Intro of the centre.</p>'),
        rows('service_speciality_loop_section', [{ title: 'Angioplasty' }, { title: 'Bypass surgery' }]),
        rows('services_sub_loop_section', [
          { title: 'Cath lab', content: '<p>Two cath labs.</p>', image: image(8) },
          { title: 'Cardiac ICU', content: '<p>Twenty beds.</p>', image: image(9) },
        ]),
        v('page_bottom_right_content', '<p>Closing words of the centre.</p>'),
        rows('service_image_section', [{ service_image: image(10) }, { service_image: image(11) }]),
      ],
    },
    {
      title: 'Single Image',
      pageRoute: path('single-image').slice(1),
      template: 'single-image',
      templateData: [v('page_image', image(3))],
    },
    {
      title: 'Affiliations',
      pageRoute: path('table').slice(1),
      template: 'table',
      description: '<p>Text after the table.</p>',
      templateData: [
        rows('table_section', [
          { label: 'University', text: 'State Health University' },
          { label: 'Council', text: 'National Medical Commission' },
        ]),
      ],
    },
    {
      title: 'Patient Rights',
      pageRoute: path('patient-rights').slice(1),
      template: 'patient-responsibilities',
      description: '<p>Every patient has rights.</p>',
      templateData: [
        v('page_image', image(1)),
        v('section_left_image', image(2)),
        v('section_right_content', '<p>Responsibilities of the patient.</p>'),
        v('expected_content', '<p>Carry your ID card.</p>'),
        v('unexpected_content', '<p>Do not smoke on the campus.</p>'),
      ],
    },
    {
      title: 'Admission Process',
      pageRoute: path('admission').slice(1),
      template: 'admission-discharge',
      description: '<p>How admission works.</p>',
      templateData: [
        v('page_image', image(5)),
        rows('admission_discharge_process_loop_section', [
          { image: image(6), content: '<p>Step one: registration.</p>' },
          { image: image(7), content: '<p>Step two: ward allotment.</p>' },
        ]),
      ],
    },
    {
      title: 'Book via App',
      pageRoute: path('app-booking').slice(1),
      template: 'app-booking',
      description: '<p>Download our app.</p>',
      templateData: [v('android_qr_image', image(8))],
    },
    {
      title: 'Visiting Consultants',
      pageRoute: path('custom-doctors').slice(1),
      template: 'custom-doctors',
      templateData: [
        rows('custom_doctor_listing_section', [
          {
            image: image(9),
            name: 'Dr. Nisha Rao',
            education: 'MBBS, MD',
            designation: 'Visiting Consultant',
            departments: 'Cardiology, Medicine',
            address: 'Clinic 4, Sector 17',
            email: 'nisha.rao@example.org',
            phone_number: '+91 98765-43210',
          },
          { image: '', name: 'Dr. Arun Bose', education: 'MS', designation: 'Surgeon', departments: 'Surgery', address: '', email: '', phone_number: '' },
        ]),
      ],
    },
    {
      title: 'Empanelment',
      pageRoute: path('empanelment').slice(1),
      template: 'empanelment',
      templateData: [
        rows('empanelment_scheme_section', [
          { scheme_image: image(10), scheme_title: 'State Health Scheme', scheme_text: 'Cashless care for card holders.' },
          { scheme_image: image(11), scheme_title: 'Employees Insurance', scheme_text: 'For insured workers.' },
        ]),
      ],
    },
    { title: 'Empanelment Empty', pageRoute: path('empanelment-empty').slice(1), template: 'empanelment' },
  ];
  for (const page of pages) await createPage(request, token, page);
});

test('why-choose shows the reasons with their text and the page image', async ({ page }) => {
  await open(page, 'why-choose', 'Why Choose Us');
  await expect(page.getByText('Care you can trust.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Expert doctors' })).toBeVisible();
  await expect(page.getByText('Over 200 specialists.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Round-the-clock emergency' })).toBeVisible();
  expect(await imageSrc(page, 'Why Choose Us')).toBe(image(0));
  await expectNoSeriousA11yViolations(page);
});

test('a template keeps its own spacing on the first, server-rendered visit (its stylesheet comes after the global one)', async ({ page }) => {
  await open(page, 'why-choose', 'Why Choose Us');
  // The space between the title banner and the first line of the page: the template's padding,
  // which the global `.container` rule must not override.
  const bannerBottom = await page.locator('h1').evaluate((h1) => h1.parentElement?.parentElement?.getBoundingClientRect().bottom ?? 0);
  const textTop = await page.getByText('Care you can trust.').evaluate((text) => text.getBoundingClientRect().top);
  expect(textTop - bannerBottom).toBeGreaterThanOrEqual(16);
});

test('vision-mission shows the description, mission, values and value cards with icons', async ({ page }) => {
  await open(page, 'vision', 'Vision and Mission');
  await expect(page.getByText('Our vision is a healthy district.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(page.getByText('Affordable care for all.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Values' })).toBeVisible();
  await expect(page.getByText('What guides us.')).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Compassion');
  await expect(cards.nth(0)).toContainText('We listen first.');
  await expect(cards.nth(1)).toContainText('Integrity');
  await expect(cards.nth(0).locator('img')).toHaveAttribute('src', image(1));
  await expectNoSeriousA11yViolations(page);
});

test('accreditation shows the timeline and the awards in reverse order', async ({ page }) => {
  await open(page, 'accreditation', 'Accreditation');
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveText(['2015NABH entry level', '2019NABL accredited laboratory']);
  const awards = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Awards' }) }).getByRole('listitem');
  await expect(awards).toHaveText(['Award three (newest)', 'Award two', 'Award one (oldest)']);
  // The title under the picture names the award: the picture itself is not announced again.
  await expect(awards.first().locator('img')).toHaveAttribute('src', image(5));
  await expect(awards.first().locator('img')).toHaveAttribute('alt', '');
  await expectNoSeriousA11yViolations(page);
});

test('employee-engagement shows four images, the activities and the photo slider (5 slides in view on a wide screen)', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await open(page, 'engagement', 'Employee Engagement');
  for (const n of [1, 2, 3, 4]) expect(await imageSrc(page, `Employee Engagement, image ${n}`)).toBe(image(n));
  await expect(page.getByText('Annual sports day')).toBeVisible();
  await expect(page.getByText('Yoga on Fridays')).toBeVisible();
  const slider = page.getByRole('region', { name: 'Activity photos' }).first();
  await expect(slider.getByRole('img')).toHaveCount(6);
  expect(await slidesInView(slider)).toBe(5);
  await expect(slider.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('image-text shows the small heading and the image beside the text, reversed when asked', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await open(page, 'image-text', 'Image Text Normal');
  await expect(page.getByText('Since 1991')).toBeVisible();
  const textBox = await page.getByText('Text beside an image.').boundingBox();
  const imageBox = await page.getByRole('img', { name: 'Image Text Normal' }).boundingBox();
  expect(textBox && imageBox && textBox.x < imageBox.x).toBe(true);
  await expectNoSeriousA11yViolations(page);

  await open(page, 'image-text-reversed', 'Image Text Reversed');
  const reversedText = await page.getByText('Image first.').boundingBox();
  const reversedImage = await page.getByRole('img', { name: 'Image Text Reversed' }).boundingBox();
  expect(reversedText && reversedImage && reversedImage.x < reversedText.x).toBe(true);
});

test('image-text and why-choose without their image give the text the whole width', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  // The paragraph's width as a share of its page container's content box.
  const shareOfPage = (text: string) =>
    page.getByText(text).evaluate((element) => {
      const container = element.closest('.container');
      if (!container) return 0;
      const style = getComputedStyle(container);
      return element.getBoundingClientRect().width / (container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    });
  await open(page, 'image-text-alone', 'Image Text Alone');
  expect(await shareOfPage('A page with no picture.')).toBeGreaterThan(0.95);
  await open(page, 'why-choose-alone', 'Why Choose Alone');
  expect(await shareOfPage('Reasons without a picture.')).toBeGreaterThan(0.95);
});

test('four-images shows the description and the four images', async ({ page }) => {
  await open(page, 'four-images', 'Four Images');
  await expect(page.getByText('Our campus.')).toBeVisible();
  for (const n of [1, 2, 3, 4]) expect(await imageSrc(page, `Four Images, image ${n}`)).toBe(image(n + 4));
  await expectNoSeriousA11yViolations(page);
});

test('about-us shows three sections, each with its image, title and content', async ({ page }) => {
  await open(page, 'about', 'About Us');
  await expect(page.getByText('Serving since 1991.')).toBeVisible();
  for (const n of [1, 2, 3]) {
    await expect(page.getByRole('heading', { name: `Section title ${n}` })).toBeVisible();
    await expect(page.getByText(`Section content ${n}.`)).toBeVisible();
    expect(await imageSrc(page, `Section title ${n}`)).toBe(image(n));
  }
  await expectNoSeriousA11yViolations(page);
});

test('service shows the logo, specialities, alternating sub-sections, closing text and the image slider', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await open(page, 'service', 'Cardiac Centre');
  expect(await imageSrc(page, 'Cardiac Centre logo')).toBe(image(7));
  await expect(page.getByText('Intro of the centre.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Angioplasty' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Bypass surgery' })).toBeVisible();
  const cathLab = await page.getByRole('img', { name: 'Cath lab' }).boundingBox();
  const cathLabText = await page.getByText('Two cath labs.').boundingBox();
  const icu = await page.getByRole('img', { name: 'Cardiac ICU' }).boundingBox();
  const icuText = await page.getByText('Twenty beds.').boundingBox();
  expect(cathLab && cathLabText && cathLab.x < cathLabText.x).toBe(true);
  expect(icu && icuText && icu.x > icuText.x).toBe(true);
  await expect(page.getByText('Closing words of the centre.')).toBeVisible();
  const slider = page.getByRole('region', { name: 'Cardiac Centre photos' }).first();
  await expect(slider.getByRole('img')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});

test('single-image shows the page image', async ({ page }) => {
  await open(page, 'single-image', 'Single Image');
  await expect(page.getByRole('img', { name: 'Single Image' })).toBeVisible();
  expect(await imageSrc(page, 'Single Image')).toBe(image(3));
  await expectNoSeriousA11yViolations(page);
});

test('table shows the label and text rows, then the description', async ({ page }) => {
  await open(page, 'table', 'Affiliations');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('rowheader')).toHaveText('University');
  await expect(rows.nth(0).getByRole('cell')).toHaveText('State Health University');
  await expect(rows.nth(1)).toContainText('National Medical Commission');
  const tableBox = await page.getByRole('table').boundingBox();
  const textBox = await page.getByText('Text after the table.').boundingBox();
  expect(tableBox && textBox && textBox.y > tableBox.y).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('patient-responsibilities shows the description, the image block and the expected and not-expected blocks', async ({ page }) => {
  await open(page, 'patient-rights', 'Patient Rights');
  await expect(page.getByText('Every patient has rights.')).toBeVisible();
  expect(await imageSrc(page, 'Patient Rights')).toBe(image(1));
  await expect(page.getByText('Responsibilities of the patient.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Expected', exact: true })).toContainText('Carry your ID card.');
  await expect(page.getByRole('region', { name: 'Not expected' })).toContainText('Do not smoke on the campus.');
  await expect(page.getByRole('region', { name: 'Expected', exact: true }).locator('svg')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('admission-discharge shows the description with its image, then the steps alternating sides', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await open(page, 'admission', 'Admission Process');
  await expect(page.getByText('How admission works.')).toBeVisible();
  expect(await imageSrc(page, 'Admission Process')).toBe(image(5));
  const step1 = await page.getByRole('img', { name: 'Step 1' }).boundingBox();
  const step1Text = await page.getByText('Step one: registration.').boundingBox();
  const step2 = await page.getByRole('img', { name: 'Step 2' }).boundingBox();
  const step2Text = await page.getByText('Step two: ward allotment.').boundingBox();
  expect(step1 && step1Text && step1.x < step1Text.x).toBe(true);
  expect(step2 && step2Text && step2.x > step2Text.x).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('app-booking shows only the QR codes that are set, captioned "SCAN HERE!"', async ({ page }) => {
  await open(page, 'app-booking', 'Book via App');
  await expect(page.getByText('Download our app.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the Android app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the iOS app' })).toHaveCount(0);
  await expect(page.getByText('SCAN HERE!', { exact: true })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('custom-doctors shows each card with photo (or placeholder), name, education, designation, departments, address, email and phone links', async ({ page }) => {
  await open(page, 'custom-doctors', 'Visiting Consultants');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dr. Nisha Rao' }) });
  for (const text of ['MBBS, MD', 'Visiting Consultant', 'Cardiology, Medicine', 'Clinic 4, Sector 17']) await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByRole('link', { name: 'nisha.rao@example.org' })).toHaveAttribute('href', 'mailto:nisha.rao@example.org');
  await expect(card.getByRole('link', { name: '+91 98765-43210' })).toHaveAttribute('href', 'tel:+919876543210');
  expect(await card.getByRole('img').getAttribute('src')).toBe(image(9));
  const second = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dr. Arun Bose' }) });
  await expect(second.getByRole('img', { name: 'Dr. Arun Bose' })).toHaveAttribute('src', /\.svg$/);
  await expectNoSeriousA11yViolations(page);
});

test('empanelment shows the scheme cards, and "No Empanelment available." without schemes', async ({ page }) => {
  await open(page, 'empanelment', 'Empanelment');
  for (const [title, text] of [
    ['State Health Scheme', 'Cashless care for card holders.'],
    ['Employees Insurance', 'For insured workers.'],
  ] as const) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
  }
  expect(await imageSrc(page, 'State Health Scheme logo')).toBe(image(10));
  await expectNoSeriousA11yViolations(page);

  await open(page, 'empanelment-empty', 'Empanelment Empty');
  await expect(page.getByText('No Empanelment available.')).toBeVisible();
});

test('every page of this file hydrates without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const route of ['why-choose', 'vision', 'accreditation', 'engagement', 'image-text', 'four-images', 'about', 'service', 'single-image', 'table', 'patient-rights', 'admission', 'app-booking', 'custom-doctors', 'empanelment']) {
    await gotoSettled(page, path(route));
  }
  expect(errors).toEqual([]);
});
