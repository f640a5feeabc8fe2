// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import type { ApiLoader } from './render-contract';

/**
 * The texts around the content on Hindi pages (issue 32): listing filters, detail labels, table
 * headers and screen-reader texts come from the page's catalogue, while English pages keep the
 * SPEC's wording. A hospital in English, Hindi and Marathi (no catalogue: English texts).
 */
const departments = [
  { _id: 'd1', title: 'Cardiology', slug: 'cardiology' },
  { _id: 'd2', title: 'Neurology', slug: 'neurology' },
];
const doctors = [
  { _id: 'e1', title: 'Dr. Anita Menon', slug: 'anita-menon', designation: 'Consultant', departments: [departments[0]], status: 'active' },
  { _id: 'e2', title: 'Dr. Ravi Rao', slug: 'ravi-rao', designation: 'Consultant', departments: [departments[1]], status: 'active' },
];
const page = (id: string, pageRoute: string, template: string, templateData: unknown[] = []) => ({ _id: id, title: pageRoute, pageRoute, template, templateData, status: 'active' });
const answers: Record<string, unknown> = {
  'site-settings': {
    data: { siteTitle: 'Good Health Hospital', booking_page_link: '/book-an-appointment', facebook_link: 'https://facebook.com/hospital' },
    languages: [{ code: 'en' }, { code: 'hi' }, { code: 'mr' }],
  },
  'public-nav?location=header': { data: [] },
  'public-nav?location=quicklinks': { data: [] },
  'public-nav?location=footer': { data: [] },
  'pages/active': {
    data: [
      page('p1', 'find-a-doctor', 'find-a-doctor'),
      page('p3', 'sitemap', 'html-sitemap'),
      page('p2', 'cme', 'cme-programs', [{ name: 'cme_program_section', value: null, repeaterValues: [{ date_of_program: '2026-11-21', title_subject: 'Heart failure', resource_faculty_speakers: '<p>Dr. Menon</p>' }] }]),
    ],
  },
  'experts/active': { data: doctors },
  'expert-categories/active': { data: departments },
  'blogs/active': { data: [{ _id: 'b1', title: 'Winter heart care', slug: 'winter-heart-care', date: '2026-11-02', author: 'Dr. Menon', description: '<p>Keep warm.</p>', status: 'active' }] },
};
const load: ApiLoader = async (path) => {
  const bare = path.replace(/[?&]lang=[a-z]+/, '');
  if (bare in answers) return answers[bare];
  if (bare.startsWith('search?')) return { data: { groups: [], terms: [], total: 0 } };
  throw Object.assign(new Error('not found'), { status: 404, body: { message: 'Not found' } });
};
const html = async (url: string) => {
  const result = await render(url, load, { origin: 'https://hospital.test' });
  expect(result.status).toBe(200);
  return result.html;
};

describe('the texts around the content in the page language', () => {
  it("shows Find a Doctor's filter in Hindi under /hi/, and in the SPEC's English at its own address", async () => {
    const hindi = await html('/hi/find-a-doctor');
    expect(hindi).toContain('aria-label="डॉक्टर खोजें"');
    expect(hindi).toContain('placeholder="डॉक्टर का नाम या विभाग"');
    expect(hindi).toContain('>सभी विभाग</option>');
    expect(hindi).toContain('फ़िल्टर लगाएँ');
    expect(hindi).toContain('aria-label="डॉक्टर"');
    expect(hindi).toContain('>अपॉइंटमेंट बुक करें<');
    expect(hindi).not.toMatch(/All Departments|Apply Filter|Doctor name or department|Book an appointment/);
    const filtered = await html('/hi/find-a-doctor?department=cardiology');
    expect(filtered).toContain('फ़िल्टर हटाएँ');

    const english = await html('/find-a-doctor');
    expect(english).toContain('aria-label="Find a doctor"');
    expect(english).toContain('placeholder="Doctor name or department"');
    expect(english).toContain('>All Departments</option>');
    expect(english).toContain('Apply Filter');
    expect(english).toContain('>Book an appointment<');
  });

  it("labels a Hindi doctor's and blog post's page in Hindi", async () => {
    const doctor = await html('/hi/our-experts/cardiology/anita-menon');
    expect(doctor).toContain('>अपॉइंटमेंट बुक करें<');
    expect(doctor).not.toContain('Book an appointment');
    const post = await html('/hi/blogs/winter-heart-care');
    expect(post).toContain('<dt>प्रकाशित</dt>');
    expect(post).toContain('<dt>लेखक</dt>');
    expect((await html('/blogs/winter-heart-care')).match(/<dt>(Published|Author)<\/dt>/g)).toEqual(['<dt>Published</dt>', '<dt>Author</dt>']);
  });

  it('heads the HTML sitemap groups in Hindi under /hi/', async () => {
    const hindi = await html('/hi/sitemap');
    expect(hindi).toContain('<h2 id="sitemap-pages">पृष्ठ</h2>');
    expect(hindi).toContain('<h2 id="sitemap-experts">डॉक्टर</h2>');
    const english = await html('/sitemap');
    expect(english).toContain('<h2 id="sitemap-pages">Pages</h2>');
    expect(english).toContain('<h2 id="sitemap-experts">Doctors</h2>');
  });

  it('heads a table with Hindi headers (Sr No. too) and dates under /hi/', async () => {
    const hindi = await html('/hi/cme');
    expect(hindi).toContain('>क्रम सं.</th>');
    expect(hindi).toContain('>कार्यक्रम की तारीख</th>');
    expect(hindi).toContain('aria-label="सीएमई कार्यक्रम"');
    expect(hindi).not.toContain('21-Nov-2026');
    const english = await html('/cme');
    expect(english).toContain('>Sr No.</th>');
    expect(english).toContain('>Date of Program</th>');
    expect(english).toContain('21-Nov-2026');
  });

  it('names a social link in Hindi around its brand name, and reads English texts for a language without a catalogue', async () => {
    expect(await html('/hi/find-a-doctor')).toContain('aria-label="Facebook (नए टैब में खुलता है)"');
    const marathi = await html('/mr/find-a-doctor');
    expect(marathi).toContain('>All Departments</option>');
    expect(marathi).toContain('aria-label="Facebook (opens in a new tab)"');
  });
});
