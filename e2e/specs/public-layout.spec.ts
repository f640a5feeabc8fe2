import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createPage, createRecord, type CreatedRecord } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// The public layout, routing, server rendering and search-engine data (issue 6), against content
// created here through the admin API (unique routes and slugs, so the demo seed may be present).

const run = Math.random().toString(36).slice(2, 8);
const settings = {
  siteTitle: `Lakeside General Hospital ${run}`,
  footerText: 'Care for every family in the valley, day and night.',
  site_mail_id: 'care@lakeside.example',
  site_phone_no_1: '+91 80 4000 1234',
  site_address: '12 Lake Road, Ambarpur',
  google_map_url: 'https://maps.example.org/lakeside',
  facebook_link: 'https://facebook.example.org/lakeside',
  youtube_link: 'https://youtube.example.org/lakeside',
  twitter_link: '',
  instagram_link: '',
  linkedin_link: '',
  footerformsubtitle: '',
  footerformtitle: '',
  footerformdescription: '',
  headerbtnLink: `contact-${run}`,
};

let token: string;
let category: CreatedRecord;
let otherCategory: CreatedRecord;
let expert: CreatedRecord;
const details: { path: string; title: string; suffix: string }[] = [];

async function put(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.put(`/api/admin/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `PUT ${path}: ${await response.text()}`).toBe(200);
}

/** Console errors other than missing images (variants of uploads), e.g. hydration mismatches. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.beforeAll(async ({ request }) => {
  token = await apiLogin(request);
  const current = await request.get('/api/admin/site-settings');
  const existing = ((await current.json()) as { data?: Record<string, unknown> }).data ?? {};
  const keep = Object.fromEntries(Object.entries(existing).filter(([k]) => !['_id', 'createdAt', 'updatedAt'].includes(k)));
  await put(request, 'site-settings', { ...keep, ...settings });
  await createPage(request, token, { title: `About ${run}`, pageRoute: `about-${run}`, template: 'default', description: '<p>About our hospital.</p>' });
  await createPage(request, token, { title: `Vision ${run}`, pageRoute: `vision-${run}`, template: 'default', description: `<p>Vision text ${run}</p>`, templateData: [{ name: 'footerformtitle', value: `Talk to us ${run}` }] });
  await createPage(request, token, { title: `Contact ${run}`, pageRoute: `contact-${run}`, template: 'default', description: '<p>Write to us.</p>' });
  await put(request, 'menus/header', {
    items: [
      { title: 'Home', path: '/', openInNewTab: false },
      {
        title: `About menu ${run}`,
        path: '#',
        openInNewTab: false,
        children: [
          { title: `About page ${run}`, path: `about-${run}`, openInNewTab: false },
          { title: `Vision page ${run}`, path: `/vision-${run}`, openInNewTab: false },
        ],
      },
      { title: `Portal ${run}`, path: 'https://portal.example.org', openInNewTab: true },
    ],
  });
  await put(request, 'menus/quicklinks', { items: [{ title: `Quick ${run}`, path: `about-${run}`, openInNewTab: false }] });
  await put(request, 'menus/footer', { items: [{ title: `Footer about ${run}`, path: `vision-${run}`, openInNewTab: false }] });

  category = await createRecord(request, token, 'expert-categories', { title: `Cardiology ${run}`, slug: `cardiology-${run}`, description: '<p>Heart care.</p>' });
  otherCategory = await createRecord(request, token, 'expert-categories', { title: `Neurology ${run}`, slug: `neurology-${run}` });
  expert = await createRecord(request, token, 'experts', {
    title: `Dr. Asha Menon ${run}`,
    slug: `asha-menon-${run}`,
    designation: 'Senior Consultant',
    education: 'MBBS, MD',
    description: '<p>Twenty years of heart care.</p>',
    departments: [category._id],
  });
  const day = '2026-03-14';
  const make = async (type: string, prefix: string, suffix: string, fields: Record<string, unknown>) => {
    const title = `${suffix} item ${run}`;
    const record = await createRecord(request, token, type, { title, slug: `${prefix}-${run}`, description: `<p>${suffix} text</p>`, ...fields });
    details.push({ path: `/${prefix}/${record.slug}`, title, suffix });
  };
  await make('leaders', 'our-leadership', 'Leadership', { designation: 'Chairman' });
  await make('blogs', 'blogs', 'Blog', { date: day, blogCategory: (await createRecord(request, token, 'blog-categories', { title: `News ${run}`, slug: `news-${run}` }))._id });
  await make('events', 'events', 'Event', { start_date: day });
  await make('media-coverage', 'media-coverage', 'Media Coverage', { coveragedate: day });
  await make('specialities', 'our-specialities', 'Speciality', {});
  await make('camps', 'camps', 'Camp', { campsdate: day });
  await make('hirings', 'career', 'Career', { date: day, department: 'Nursing' });
});

test('the header and footer show the site settings and menus', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(`/about-${run}`);
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: settings.site_mail_id })).toHaveAttribute('href', `mailto:${settings.site_mail_id}`);
  await expect(header.getByRole('link', { name: settings.site_phone_no_1 })).toHaveAttribute('href', 'tel:+918040001234');
  await expect(header.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', settings.facebook_link);
  await expect(header.getByRole('link', { name: /Instagram/ })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', `/contact-${run}`);
  // An internal path without a slash gets one; an https item opens in a new tab.
  await expect(header.getByRole('link', { name: `About page ${run}`, includeHidden: true })).toHaveAttribute('href', `/about-${run}`);
  const portal = header.getByRole('link', { name: new RegExp(`Portal ${run}`) });
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(portal).toHaveAttribute('href', 'https://portal.example.org');
  // The current item and its parent are marked.
  await expect(header.getByRole('link', { name: `About page ${run}`, includeHidden: true })).toHaveAttribute('aria-current', 'page');

  const footer = page.locator('footer');
  await expect(footer.getByText(settings.footerText)).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: `Quick ${run}` })).toHaveAttribute('href', `/about-${run}`);
  await expect(footer.getByRole('navigation', { name: 'About Us' }).getByRole('link', { name: `Footer about ${run}` })).toBeVisible();
  await expect(footer.getByRole('link', { name: new RegExp(settings.site_address) })).toHaveAttribute('href', settings.google_map_url);
  const year = new Date().getUTCFullYear();
  await expect(footer.getByText(`The contents of this website are ${year} copyright.${settings.siteTitle}.`, { exact: true })).toBeVisible();
  // The common footer block with its default wording.
  await expect(page.getByText('Get in Touch', { exact: true })).toBeVisible();
  await expect(page.getByText('We would love to hear from you. Please fill out the form below.')).toBeVisible();
  await expect(page.getByText('Contact Us', { exact: true }).last()).toBeVisible();
  expect(errors).toEqual([]);
  // A page may word the block itself.
  await page.goto(`/vision-${run}`);
  await expect(page.getByRole('heading', { name: `Talk to us ${run}` })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, expands the current parent, and closes on navigation', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(`/vision-${run}`);
    await page.waitForLoadState('networkidle');
    // The ☰ and the submenus' toggles are <details> summaries (issue 30: they work without a script).
    const burger = page.locator('header details:has(> nav) > summary');
    await expect(burger).toHaveText('Menu');
    await expect(burger.locator('..')).toHaveJSProperty('open', false);
    await burger.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    // Styled by the page's cut style sheets alone: the whole sheets wait for another page (issue 19).
    const wholeSheetsOff = page.locator('link[rel="stylesheet"][disabled]');
    expect(await wholeSheetsOff.count()).toBeGreaterThan(0);
    // The parent of the current page is open on its own, its toggle showing a minus.
    const toggle = nav.locator(`summary[aria-label="About menu ${run} submenu"]`);
    const sign = () => toggle.evaluate((summary) => getComputedStyle(summary, '::before').content);
    await expect(toggle.locator('..')).toHaveJSProperty('open', true);
    expect(await sign()).toBe('"−"');
    await toggle.click();
    await expect(toggle.locator('..')).toHaveJSProperty('open', false);
    expect(await sign()).toBe('"+"');
    await expect(nav.getByRole('link', { name: `About page ${run}` })).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: `About page ${run}` }).click();
    await expect(page).toHaveURL(new RegExp(`/about-${run}$`));
    await expect(page.getByRole('heading', { level: 1, name: `About ${run}` })).toBeVisible();
    // Islands (issue 47): the page reached is the server's, styled by its own cut sheets again.
    expect(await wholeSheetsOff.count()).toBeGreaterThan(0);
    await expect(burger.locator('..')).toHaveJSProperty('open', false);
    await expect(nav).toBeHidden();
    await expect(page).toHaveTitle(`About ${run} | ${settings.siteTitle}`);
    expect(errors).toEqual([]);
  });
});

test('every detail route renders on the server with its title suffix, and unknown paths answer 404', async ({ page, request }) => {
  for (const detail of details) {
    const response = await request.get(detail.path);
    expect(response.status(), detail.path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${detail.title} | ${detail.suffix} | ${settings.siteTitle}</title>`);
    expect(html).toContain(`<h1`);
    expect(html).toContain(`${detail.suffix} text`);
  }
  const missing = await request.get(`/blogs/no-such-post-${run}`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
  expect((await request.get(`/no/such/page/${run}`)).status()).toBe(404);
  // A trailing slash is ignored.
  const vision = await request.get(`/vision-${run}/`);
  expect(vision.status()).toBe(200);
  expect(await vision.text()).toContain(`Vision text ${run}`);

  const errors = watchConsole(page);
  await page.goto(details[1]!.path);
  await expect(page.getByRole('heading', { level: 1, name: details[1]!.title })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test("an expert's page carries the name, the title and the Physician JSON-LD; only under its own department", async ({ request }) => {
  const response = await request.get(`/our-experts/${category.slug}/${expert.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>Dr. Asha Menon ${run} | Experts | ${settings.siteTitle}</title>`);
  expect(html).toContain(`<h1`);
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const physician = ld.find((x) => x['@type'] === 'Physician');
  expect(physician).toMatchObject({ name: `Dr. Asha Menon ${run}`, medicalSpecialty: [`Cardiology ${run}`], jobTitle: 'Senior Consultant' });
  expect(ld.find((x) => x['@type'] === 'Hospital')).toMatchObject({ name: settings.siteTitle, telephone: settings.site_phone_no_1, email: settings.site_mail_id });
  expect(html).toContain(`<link rel="canonical" href="${new URL(response.url()).origin}/our-experts/${category.slug}/${expert.slug}" data-head>`);
  expect(html).toContain('property="og:title"');
  expect(html).toContain('name="twitter:card"');

  // Not under a department the expert does not belong to.
  expect((await request.get(`/our-experts/${otherCategory.slug}/${expert.slug}`)).status()).toBe(404);
  const categoryPage = await request.get(`/our-experts/${category.slug}`);
  expect(categoryPage.status()).toBe(200);
  const categoryHtml = await categoryPage.text();
  expect(categoryHtml).toContain(`<title>Cardiology ${run} | Experts | ${settings.siteTitle}</title>`);
  expect(categoryHtml).toContain(`href="/our-experts/${category.slug}/${expert.slug}"`);
});

test('the sitemap lists every page and record page; robots keeps /admin and /api out', async ({ request }) => {
  const pages = ((await (await request.get('/api/admin/pages/active')).json()) as { data: { pageRoute: string }[] }).data;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const p of pages) expect(sitemap).toContain(p.pageRoute === 'home' ? '/</loc>' : `/${p.pageRoute}</loc>`);
  for (const d of details) expect(sitemap).toContain(`${d.path}</loc>`);
  expect(sitemap).toContain(`/our-experts/${category.slug}/${expert.slug}</loc>`);
  expect(sitemap).toContain(`/our-experts/${category.slug}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /api');
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('a cached page is answered with the same headers and bytes as its first render', async ({ request }) => {
  const path = `/vision-${run}?cached=${Math.random()}`;
  const headers = { 'accept-encoding': 'gzip' };
  const first = await request.get(path, { headers });
  const second = await request.get(path, { headers: { ...headers, 'x-request-id': `probe-${run}` } });
  expect(second.status()).toBe(first.status());
  expect(await second.body()).toEqual(await first.body());
  const comparable = (all: Record<string, string>) => Object.fromEntries(Object.entries(all).filter(([name]) => !['date', 'x-request-id'].includes(name)));
  expect(comparable(second.headers())).toEqual(comparable(first.headers()));
  expect(second.headers()['content-encoding']).toBe('gzip');
  // A plain request id from a proxy is kept; anything else is replaced with a fresh one.
  expect(second.headers()['x-request-id']).toBe(`probe-${run}`);
  const odd = await request.get(path, { headers: { 'x-request-id': 'not a token <b>' } });
  expect(odd.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect((await request.head(path)).status()).toBe(200);
});

// A cached page compressed again at brotli's best once the server is idle: server/test/page-cache-refining.test.ts
// (a server of its own is idle sooner than this one, shared with every spec).

test("a page embeds no page record, and the pages reached from it are the server's, no list loaded in the browser", async ({ page }) => {
  const errors = watchConsole(page);
  const pageListLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/pages/active')) pageListLoads.push(r.url());
  });
  await page.goto(`/about-${run}`);
  // Islands (issue 47): the page's record is rendered, not embedded; no island reads it.
  const embedded = JSON.parse((await page.locator('#__DATA__').textContent()) ?? '{}') as Record<string, unknown>;
  expect(embedded['pages/active']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: `About ${run}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pageListLoads).toEqual([]);
  // Another page: a page load, the server's page, still no list loaded by the browser.
  await page.locator('footer').getByRole('link', { name: `Footer about ${run}` }).click();
  await expect(page).toHaveURL(new RegExp(`/vision-${run}$`));
  await expect(page.getByText(`Vision text ${run}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Talk to us ${run}` })).toBeVisible();
  // Back to the first page, as it was.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: `About ${run}` })).toBeVisible();
  await expect(page.getByText('About our hospital.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pageListLoads).toEqual([]);
  expect(errors).toEqual([]);
});

test("the page's scripts and style sheets and the API's lists are sent compressed", async ({ request }) => {
  const html = await (await request.get(`/about-${run}`)).text();
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) {
    const plain = await request.get(file, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['cache-control'], file).toContain('immutable');
    if ((await plain.body()).length < 1024) continue;
    for (const encoding of ['br', 'gzip']) {
      const packed = await request.get(file, { headers: { 'accept-encoding': encoding } });
      expect(packed.headers()['content-encoding'], `${file} ${encoding}`).toBe(encoding);
      expect(packed.headers()['content-type'], file).toMatch(file.endsWith('.js') ? /javascript/ : /css/);
      // The client decodes it: the same bytes as the plain file.
      expect(await packed.body(), file).toEqual(await plain.body());
    }
  }
  const list = await request.get('/api/admin/pages/active', { headers: { 'accept-encoding': 'br' } });
  expect(list.headers()['content-encoding']).toBe('br');
  expect(((await list.json()) as { data: unknown[] }).data.length).toBeGreaterThan(2);
});

test('pages are cached with an ETag, compressed, secured, and refreshed after a content change', async ({ request }) => {
  const first = await request.get(`/about-${run}`, { headers: { 'accept-encoding': 'br' } });
  expect(first.headers()['content-encoding']).toBe('br');
  expect(first.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  expect(first.headers()['referrer-policy']).toBeTruthy();
  const etag = first.headers()['etag']!;
  const again = await request.get(`/about-${run}`, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  // A query (a social network's click id, a campaign tag) is the same page (one cache entry: pageCacheKey).
  for (const query of ['?fbclid=IwAR0abc', '?utm_source=newsletter&utm_medium=email']) {
    const tagged = await request.get(`/about-${run}${query}`, { headers: { 'if-none-match': etag } });
    expect(tagged.status(), query).toBe(304);
  }
  await createPage(request, token, { title: `Fresh ${run}`, pageRoute: `fresh-${run}`, template: 'default' });
  await put(request, 'menus/quicklinks', { items: [{ title: `Quick fresh ${run}`, path: `fresh-${run}`, openInNewTab: false }] });
  // The page is rendered again in the background and served as it was meanwhile, for a few
  // seconds at most: asked again, it comes back changed (200, not 304) with the new link.
  await expect
    .poll(
      async () => {
        const changed = await request.get(`/about-${run}`, { headers: { 'if-none-match': etag } });
        return changed.status() === 200 ? await changed.text() : `status ${changed.status()}`;
      },
      { timeout: 10_000 },
    )
    .toContain(`Quick fresh ${run}`);
});

test('the home page and an expert page have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/our-experts/${category.slug}/${expert.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Dr. Asha Menon ${run}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
