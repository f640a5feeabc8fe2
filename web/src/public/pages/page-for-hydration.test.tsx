// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PublicApp } from '../app';
import { ApiDataProvider, ApiDataStore } from '../data/api-data';
import { isHydrationRecord } from '../data/lists';
import { render } from '../entry-server';
import { FormPostProvider } from '../forms/form-post';
import type { ApiLoader } from '../render-contract';
import { StaticLocation } from '../routing/location';
import { hydratedRows } from '../templates/home/home-template';
import { hydrateStatic } from '../ui/static-region';

const row = (name: string, value: string) => ({ name, value });
const loop = (name: string, repeaterValues: Record<string, string>[]) => ({ name, value: null, repeaterValues });

/** A home page with every section, and an about page (a static template), as the API answers them. */
const home = {
  _id: 'home',
  title: 'Home',
  pageRoute: 'home',
  template: 'home',
  description: '<p>Emergency: call 112.</p>',
  templateData: [
    loop('after_banner_section_loop', [{ title: 'Book an Appointment', text: 'Choose a doctor.', link: '/book' }]),
    row('about_section_title', 'A teaching hospital'),
    row('about_section_text', '<p>Since 1987.</p>'),
    row('speciality_section_title', 'Our Specialities'),
    loop('our_speciality_section_loop', [{ title: 'Cardiac Sciences', text: 'Heart care.', link: '/cardiac' }]),
    row('testimonial_section_title', 'What patients say'),
    loop('testimonial_section', [
      { testimonial_content: 'Kind nurses.', testimonial_name: 'Anita' },
      { testimonial_content: 'Clean wards.' },
      { testimonial_content: '', testimonial_name: '' },
    ]),
    row('empanelment_section_title', 'Empanelment'),
    loop('empanelment_section_loop', [{ title: 'CGHS' }]),
    row('doctor_section_title', 'Our Doctors'),
    row('footerformtitle', 'Write to the home team'),
  ],
  status: 'active',
};
const about = {
  _id: 'about',
  title: 'About Us',
  pageRoute: 'about-us',
  template: 'about-us',
  description: '<p>Our story since 1987.</p>',
  templateData: [row('page_sub_title', 'Who we are'), row('footerformtitle', 'Write to us')],
  status: 'active',
};
const answers: Record<string, unknown> = {
  'site-settings': { data: { siteTitle: 'Good Health Hospital', footerText: 'A hospital.' } },
  'public-nav?location=header': { data: [] },
  'public-nav?location=quicklinks': { data: [] },
  'public-nav?location=footer': { data: [] },
  'pages/active': { data: [home, about] },
  'banners/active': { data: [{ _id: 'b1', title: 'Welcome', imageUrl: '', status: 'active' }] },
  'experts/active': { data: [{ _id: 'e1', title: 'Dr. Asha Menon', slug: 'asha-menon', designation: 'Cardiologist', departments: [] }] },
};
const load: ApiLoader = async (path) => {
  if (path in answers) return answers[path];
  throw Object.assign(new Error('not found'), { status: 404, body: { message: 'Not found' } });
};
const origin = 'https://hospital.test';

/** The page as the browser's first render makes it, from these answers: static regions keep the server's markup (left empty here). */
function hydratingRender(url: string, bodies: Record<string, unknown>): string {
  let html = '';
  hydrateStatic(url, () => {
    html = renderToString(
      <ApiDataProvider store={new ApiDataStore(bodies)}>
        <FormPostProvider result={null}>
          <StaticLocation url={url}>
            <PublicApp origin={origin} />
          </StaticLocation>
        </FormPostProvider>
      </ApiDataProvider>,
    );
  });
  return html;
}

describe('the page record a page embeds for hydration', () => {
  it.each([
    ['/', 'home'],
    ['/about-us', 'about'],
  ])('%s: only what its hydrated parts read, and the browser hydrates the same markup from it', async (url) => {
    const page = await render(url, load, { origin });
    expect(page.status).toBe(200);
    const embedded = (page.data['pages/active'] as { data: { templateData: { name: string }[]; description: string | null }[] }).data;
    expect(embedded).toHaveLength(1);
    const record = embedded[0]!;
    expect(isHydrationRecord(record)).toBe(true);
    const names = record.templateData.map((entry) => entry.name);
    if (url === '/') {
      // The sliders' rows and the footer form's stay; the static sections' do not.
      expect(names.sort()).toEqual(['doctor_section_title', 'footerformtitle', 'testimonial_section', 'testimonial_section_title']);
      expect(names.every((name) => hydratedRows.includes(name) || name === 'footerformtitle')).toBe(true);
      expect(record.description).toBe(home.description);
      expect(page.html).toContain('Book an Appointment');
      // The testimonial slides are static: of each row only whether it shows.
      expect(page.html).toContain('Clean wards.');
      expect(JSON.stringify(record)).not.toMatch(/Kind nurses|Anita|Clean wards/);
    } else {
      // A static template: only the footer form's rows, and no description (it is shown inside the region).
      expect(names).toEqual(['footerformtitle']);
      expect(record.description).toBeNull();
      expect(page.html).toContain('Our story since 1987.');
    }
    // The browser's first render from the embedded answers is the one it would make from the whole ones.
    const fromWhole = hydratingRender(url, answers);
    const fromEmbedded = hydratingRender(url, { ...answers, ...page.data });
    expect(fromEmbedded).toBe(fromWhole);
    // …and that render did keep the static regions (it is not the server's full markup).
    expect(fromWhole).not.toContain(url === '/' ? 'Book an Appointment' : 'Our story since 1987.');
    if (url === '/') expect(fromWhole).not.toContain('Kind nurses.');
    expect(fromWhole).toContain(url === '/' ? 'What patients say' : 'Write to us');
  });
});
