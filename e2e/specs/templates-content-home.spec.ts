import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../harness/empty-site';
import { activeList, apiLogin, createRecord, uploadImage, type PageInput } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// The home template: banner slider, cards, about block, specialities, testimonials (one slide,
// progress bar), empanelment and the doctor slider (first 10 by name, 4/3/2/1 by width).
// It needs the page whose route is "home", so it runs on a website of its own with no content.
test.describe.configure({ mode: 'serial' });

const images: string[] = [];
const image = (n: number) => images[n] ?? '';
let department = { _id: '', slug: '' };

const v = (name: string, value: string) => ({ name, value });
const rows = (name: string, repeaterValues: Record<string, string | null>[]) => ({ name, value: null, repeaterValues });

/** Doctors entered out of order; 12 of them, so two fall outside the slider's first 10. */
const doctorNames = ['Dr. Meera Pillai', 'Dr. Aarav Shah', 'Dr. Zoya Khan', 'Dr. Kabir Sen', 'Dr. Bela Roy', 'Dr. Farhan Ali', 'Dr. Isha Jain', 'Dr. Yash Verma', 'Dr. Chitra Nair', 'Dr. Dev Malhotra', 'Dr. Esha Gupta', 'Dr. Gaurav Rao'];

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  for (let n = 0; n < 8; n++) images.push(await uploadImage(request, token, [(n * 31) % 256, (n * 67 + 50) % 256, (n * 13 + 150) % 256]));
  const category = await createRecord(request, token, 'expert-categories', { title: 'Cardiology' });
  department = { _id: category._id, slug: String(category.slug) };
  for (const [index, title] of doctorNames.entries()) {
    await createRecord(request, token, 'experts', {
      title,
      designation: 'Consultant',
      departments: [department._id],
      imageUrl: index % 3 === 0 ? null : image(index % 8),
    });
  }
  await createRecord(request, token, 'banners', {
    title: 'Care that never sleeps',
    top_title: 'Welcome to the hospital',
    description: '<p>Emergency care around the clock.</p>',
    imageUrl: image(0),
    bannerLink: '/emergency',
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  });
  await createRecord(request, token, 'banners', { title: 'Hidden banner text', top_title: 'Hidden top', imageUrl: image(1), hideBannerText: true });

  const home: PageInput = {
    title: 'Home',
    pageRoute: 'home',
    template: 'home',
    templateData: [
      rows('after_banner_section_loop', [
        { icon: image(2), title: 'Book an Appointment', text: 'See a specialist this week.', link: 'book-appointment' },
        { icon: image(3), title: 'Find a Doctor', text: 'Search by name or department.', link: '/find-a-doctor' },
      ]),
      v('about_section_subtitle', 'About Us'),
      v('about_section_title', 'A hospital for everyone'),
      v('about_section_text', '<p>Founded in 1991 with 50 beds.</p>'),
      v('about_section_image', image(4)),
      v('about_section_button_link', '/about-us'),
      v('speciality_section_title', 'Our Specialities'),
      v('speciality_section_text', 'Care across 30 departments.'),
      v('speciality_section_button_text', 'All Specialities'),
      v('speciality_section_button_link', '/our-specialities'),
      rows('our_speciality_section_loop', [
        { icon: image(5), title: 'Cardiology', text: 'Heart care.', link: '/cardiology' },
        { icon: image(6), title: 'Neurology', text: 'Brain and nerves.', link: '/neurology' },
      ]),
      v('testimonial_section_title', 'What Patients Say'),
      v('testimonial_section_text', 'Stories from our patients.'),
      rows('testimonial_section', [
        { testimonial_name: 'Ravi Kumar', testimonial_designation: 'Patient', testimonial_content: 'The nurses were wonderful.', testimonial_image: image(7), testimonial_video_link: 'https://www.youtube.com/watch?v=ScMzIvxBSi4' },
        { testimonial_name: 'Anita Sharma', testimonial_designation: 'Chandigarh', testimonial_content: 'Quick and kind.', testimonial_image: '', testimonial_video_link: '' },
      ]),
      v('empanelment_section_title', 'Empanelled With'),
      v('empanelment_section_text', 'Cashless treatment under these schemes.'),
      rows('empanelment_section_loop', [
        { image: image(2), title: 'State Health Scheme' },
        { image: image(3), title: 'Employees Insurance' },
      ]),
      v('doctor_section_title', 'Our Doctors'),
      v('doctor_section_text', 'Meet our specialists.'),
      v('doctor_section_button_text', 'View All Doctors'),
      v('doctor_section_button_link', '/find-a-doctor'),
    ],
  };
  await createRecord(request, token, 'pages', { description: '', ...home });
});

const slidesInView = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"]').first().evaluate((slide) => {
    const viewport = slide.parentElement?.parentElement;
    return viewport ? Math.round(viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width) : 0;
  });

const carousel = (page: Page, name: string) => page.locator(`section[aria-roledescription="carousel"][aria-label="${name}"]`);

test('the banner slider shows the texts, Read More to bannerLink, Watch Video in a new tab, and hides texts when asked', async ({ page }) => {
  await page.goto('/');
  const banners = carousel(page, 'Highlights');
  await expect(banners.getByText('Welcome to the hospital')).toBeVisible();
  await expect(banners.getByRole('heading', { name: 'Care that never sleeps' })).toBeVisible();
  await expect(banners.getByText('Emergency care around the clock.')).toBeVisible();
  await expect(banners.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/emergency');
  const video = banners.getByRole('link', { name: /Watch Video/ });
  await expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await expect(video).toHaveAttribute('target', '_blank');
  // The first banner image is the page's largest paint: loaded eagerly with high priority.
  const firstImage = banners.locator('[aria-roledescription="slide"]').first().locator('img');
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
  await expect(firstImage).toHaveAttribute('loading', 'eager');
  await expect(banners.locator('[aria-roledescription="slide"]').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(banners.getByText('Hidden banner text')).toHaveCount(0);
  await expect(banners.getByText('Hidden top')).toHaveCount(0);
  await expect(banners.getByRole('img', { name: 'Hidden banner text' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toHaveCount(1);
});

test('the sliders embed nothing, work once their island runs, and show in full when the visitor comes back', async ({ page }) => {
  await page.goto('/');
  // Islands (issue 47): the carousels move the server's slides; no island reads their lists.
  const embedded = JSON.parse((await page.locator('#__DATA__').textContent()) ?? '{}') as Record<string, unknown>;
  expect(embedded['banners/active']).toBeUndefined();
  expect(embedded['experts/active']).toBeUndefined();
  // The testimonials' words are in the page once, in its markup.
  expect(JSON.stringify(embedded)).not.toContain('The nurses were wonderful.');
  await expect(carousel(page, 'Testimonials').getByText('The nurses were wonderful.')).toBeAttached();
  // Once the island runs, the arrows move the slides (the slides themselves are the server's).
  const doctors = carousel(page, 'Our doctors');
  await doctors.hover();
  await doctors.getByRole('button', { name: 'Next slide' }).click();
  await expect(doctors.locator('[aria-roledescription="slide"]').nth(1)).toBeInViewport();
  // Another page, then back: the slides are all there again.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Home');
  await page.goBack();
  const banners = carousel(page, 'Highlights');
  await expect(banners.getByRole('heading', { name: 'Care that never sleeps' })).toBeVisible();
  await expect(banners.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/emergency');
  await expect(doctors.getByRole('link', { name: 'Dr. Aarav Shah' })).toBeVisible();
  await expect(doctors.locator('[aria-roledescription="slide"]')).toHaveCount(10);
  await expect(carousel(page, 'Testimonials').getByText('Quick and kind.')).toBeAttached();
});

test('the appointment cards, about block, speciality cards and empanelment show their fields and links', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');
  const booking = main.getByRole('link', { name: /Book an Appointment/ });
  await expect(booking).toHaveAttribute('href', '/book-appointment');
  await expect(booking).toContainText('See a specialist this week.');
  await expect(booking.locator('img')).toHaveAttribute('src', image(2));
  await expect(main.getByRole('link', { name: /Find a Doctor/ }).first()).toHaveAttribute('href', '/find-a-doctor');

  await expect(main.getByText('About Us', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'A hospital for everyone' })).toBeVisible();
  await expect(main.getByText('Founded in 1991 with 50 beds.')).toBeVisible();
  await expect(main.getByRole('img', { name: 'A hospital for everyone' })).toHaveAttribute('src', image(4));
  await expect(main.getByRole('link', { name: 'Read More', exact: true })).toHaveAttribute('href', '/about-us');

  await expect(main.getByRole('heading', { name: 'Our Specialities' })).toBeVisible();
  await expect(main.getByText('Care across 30 departments.')).toBeVisible();
  await expect(main.getByRole('link', { name: /Cardiology Heart care\./ })).toHaveAttribute('href', '/cardiology');
  await expect(main.getByRole('link', { name: /Neurology/ })).toHaveAttribute('href', '/neurology');
  await expect(main.getByRole('link', { name: 'All Specialities' })).toHaveAttribute('href', '/our-specialities');

  await expect(main.getByRole('heading', { name: 'Empanelled With' })).toBeVisible();
  await expect(main.getByText('Cashless treatment under these schemes.')).toBeVisible();
  await expect(main.getByRole('img', { name: 'State Health Scheme' })).toHaveAttribute('src', image(2));
  await expect(main.getByText('Employees Insurance')).toBeVisible();
});

test('the testimonial slider shows one slide at a time with a progress bar and a fallback photo', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What Patients Say' })).toBeVisible();
  await expect(page.getByText('Stories from our patients.')).toBeVisible();
  const slider = carousel(page, 'Testimonials');
  expect(await slidesInView(slider)).toBe(1);
  const progress = slider.getByRole('progressbar', { name: 'Testimonials progress' });
  await expect(progress).toHaveAttribute('aria-valuemax', '2');
  const first = slider.locator('[aria-roledescription="slide"]').nth(0);
  await expect(first.getByText('The nurses were wonderful.')).toBeVisible();
  await expect(first.getByText('Ravi Kumar', { exact: true })).toBeVisible();
  await expect(first.getByText('Patient', { exact: true })).toBeVisible();
  await expect(first.getByRole('img', { name: 'Ravi Kumar' })).toHaveAttribute('src', image(7));
  await expect(first.getByRole('link', { name: /Watch Video/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=ScMzIvxBSi4');
  const second = slider.locator('[aria-roledescription="slide"]').nth(1);
  await expect(second.getByRole('img', { name: 'Anita Sharma' })).toHaveAttribute('src', /\.svg$/);
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await expect(second.getByText('Quick and kind.')).toBeInViewport();
});

test('the doctor slider shows the first 10 doctors by name, linking through their department, with a fallback photo', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Our Doctors' })).toBeVisible();
  await expect(page.getByText('Meet our specialists.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Doctors' })).toHaveAttribute('href', '/find-a-doctor');
  const experts = await activeList<{ title: string; slug: string }>(request, 'experts');
  const expected = experts
    .map((e) => e.title)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .slice(0, 10);
  expect(expected).toHaveLength(10);
  const slider = carousel(page, 'Our doctors');
  await expect(slider.getByRole('heading', { level: 3 })).toHaveText(expected);
  const aarav = experts.find((e) => e.title === 'Dr. Aarav Shah');
  await expect(slider.getByRole('link', { name: 'Dr. Aarav Shah' })).toHaveAttribute('href', `/our-experts/${department.slug}/${aarav?.slug}`);
  // Doctors without a photo (every third one entered: Meera Pillai first) show the placeholder.
  const meera = slider.locator('[aria-roledescription="slide"]').filter({ hasText: 'Dr. Meera Pillai' });
  await expect(meera.locator('img')).toHaveAttribute('src', /\.svg$/);
  await expect(slider.getByText('Dr. Yash Verma')).toHaveCount(0);
});

test("the home page embeds no doctors (its slider is the server's); pages reached from it are the server's, no list loaded in the browser", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const expertListLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/experts/active')) expertListLoads.push(r.url());
  });
  await page.goto('/');
  // Islands (issue 47): the carousel moves the server's slides; no island reads the doctors.
  const embedded = JSON.parse((await page.locator('#__DATA__').textContent()) ?? '{}') as Record<string, unknown>;
  expect(embedded['experts/active']).toBeUndefined();
  await page.waitForLoadState('networkidle');
  expect(expertListLoads).toEqual([]);
  // A doctor's page: the profile and the colleagues, as the server rendered them.
  await carousel(page, 'Our doctors').getByRole('link', { name: 'Dr. Aarav Shah' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dr. Aarav Shah' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dr. Bela Roy' })).toBeVisible();
  // Back home: its static sections in full.
  await page.goBack();
  await expect(page.locator('main').getByRole('link', { name: /Book an Appointment/ })).toContainText('See a specialist this week.');
  await expect(page.getByText('Founded in 1991 with 50 beds.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Empanelled With' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Dr. Aarav Shah' })).toBeVisible();
  // The department's page lists all twelve, the two the slider leaves out too.
  await page.getByRole('link', { name: 'All Cardiology doctors' }).click();
  await expect(page.getByRole('link', { name: /Dr\. Zoya Khan/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Dr\. Yash Verma/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(expertListLoads).toEqual([]);
  expect(errors).toEqual([]);
});

for (const [width, perView] of [
  [1600, 4],
  [1300, 3],
  [800, 2],
  [420, 1],
] as const) {
  test(`the doctor slider shows ${perView} doctor(s) at a time ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    expect(await slidesInView(carousel(page, 'Our doctors'))).toBe(perView);
  });
}

for (const width of [1280, 390]) {
  test(`the home page fits a screen ${width} px wide (the sliders do not push it sideways)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(carousel(page, 'Our doctors')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the home page passes the axe scan', async ({ page }) => {
  await page.goto('/');
  await expect(carousel(page, 'Our doctors')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header strip is one short row, the hero is full width and its text stands clear of its picture', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const strip = header.locator('> div').first();
    const logo = header.locator('a[href="/"]').first();
    const stripBox = await strip.boundingBox();
    const logoBox = await logo.boundingBox();
    // The e-mail, phone and social links took about 95 px before the logo.
    expect(stripBox?.height ?? 999).toBeLessThanOrEqual(48);
    expect(logoBox?.y ?? 999).toBeLessThanOrEqual(60);

    const slides = carousel(page, 'Highlights').locator('[aria-roledescription="slide"]');
    const slideBox = await slides.first().boundingBox();
    // The slider was inset 8 px while the header is full width.
    expect(slideBox?.x).toBe(0);
    expect(slideBox?.width).toBe(390);
    const withText = slides.filter({ has: page.getByRole('heading') }).first();
    const picture = await withText.locator('img').first().boundingBox();
    const title = await withText.getByRole('heading').first().boundingBox();
    expect(picture && title).toBeTruthy();
    if (picture && title) expect(title.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
