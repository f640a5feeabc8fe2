// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import type { ApiLoader } from '../render-contract';
import { hydratedRows } from '../templates/home/home-template';

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

describe('the page record a page embeds (islands, issue 47)', () => {
  it.each([
    ['/', 'home'],
    ['/about-us', 'about'],
  ])('%s: the server renders the whole page and embeds no page record (no island reads it)', async (url) => {
    const page = await render(url, load, { origin });
    expect(page.status).toBe(200);
    // The browser renders the islands alone (the header's search, the footer's form): the page record is not theirs to read.
    expect(page.data['pages/active']).toBeUndefined();
    if (url === '/') {
      expect(page.html).toContain('Book an Appointment');
      expect(page.html).toContain('Clean wards.');
      expect(page.html).toContain('What patients say');
      // The sliders' rows are still those a hydrated page would read (hydratedRows), now read by nobody in the browser.
      expect(hydratedRows).toContain('testimonial_section');
    } else {
      expect(page.html).toContain('Our story since 1987.');
    }
    expect(page.html).toContain('data-island="form"');
  });
});
