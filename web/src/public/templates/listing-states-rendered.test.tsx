// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import type { ApiLoader } from '../render-contract';

/**
 * Islands (issue 47): the public site has no client-side router, so a listing's states are what the
 * server renders, not what the browser fetches after a navigation. These were the e2e specs' client
 * paths (`gotoClientSide` with `page.route` failing or emptying the list): a list that fails to load
 * shows SPEC §8's error view, whose Retry loads the page again (a link, which works without a
 * script); an empty list shows the template's own text.
 */
const page = (template: string) => ({ _id: `p-${template}`, title: template, pageRoute: template, template, templateData: [], status: 'active' });
const templates = [
  { template: 'faq', list: 'faqs', empty: 'No FAQs available.' },
  { template: 'leadership', list: 'leaders', empty: 'No Leaders available.' },
  { template: 'specialities', list: 'specialities', empty: 'No Specialties Found' },
  { template: 'announcements', list: 'announcements', empty: null },
  { template: 'hospital-facilities', list: 'hospitalfacilities', empty: 'No hospital facilities available.' },
  { template: 'specialist-doctors', list: 'experts', empty: 'No Doctors available.' },
  { template: 'find-a-doctor', list: 'experts', empty: null },
  { template: 'blog', list: 'blogs', empty: null },
  { template: 'media-coverage', list: 'media-coverage', empty: 'No media coverage available.' },
  { template: 'events', list: 'events', empty: 'No events available.' },
  { template: 'camps', list: 'camps', empty: 'No Camp available.' },
] as const;
/** Listings that say their failure in a text of their own instead of the error view. */
const ownTexts = [
  { template: 'careers', list: 'hirings', failed: 'Failed to fetch job postings.', empty: 'No job postings available at the moment.' },
  { template: 'photo-gallery', list: 'galleries', failed: 'Failed to fetch data. Please try again later.', empty: 'No gallery images found.' },
  { template: 'video-gallery', list: 'video-galleries', failed: 'Failed to fetch video galleries. Please try again later.', empty: 'No Video Gallery Found.' },
] as const;
const allTemplates = [...templates.map((t) => t.template), ...ownTexts.map((t) => t.template)];

interface Failure {
  status: number;
  body: unknown;
}

function loader(failing: string | null, empty: string | null, answered: Record<string, unknown> = {}, failure: Failure = { status: 500, body: {} }): ApiLoader {
  const answers: Record<string, unknown> = {
    'site-settings': { data: { siteTitle: 'Good Health Hospital' }, languages: [{ code: 'en' }] },
    'public-nav?location=header': { data: [] },
    'public-nav?location=quicklinks': { data: [] },
    'public-nav?location=footer': { data: [] },
    'pages/active': { data: allTemplates.map(page) },
    ...answered,
  };
  return async (path) => {
    const bare = path.replace(/[?&]lang=[a-z]+/, '');
    if (failing && bare.startsWith(`${failing}/active`)) throw Object.assign(new Error('Internal Server Error'), failure);
    if (empty && bare.startsWith(`${empty}/active`)) return { data: [] };
    if (bare in answers) return answers[bare];
    // A page's own record (`pages/active?route=…`): the list, which the render cuts down to it.
    if (bare.startsWith('pages/active?route=')) return answers['pages/active'];
    // A listing's window (`listingWindows`, issue 46): the given list, which is shorter than any window here.
    const list = bare.split('?')[0] ?? bare;
    if (/[?&]limit=/.test(bare) && list in answers) return answers[list];
    if (/\/active/.test(bare)) return { data: [] };
    throw Object.assign(new Error('not found'), { status: 404, body: { message: 'Not found' } });
  };
}

describe('listing states as the server renders them (islands)', () => {
  it.each(templates)('$template: a failed list shows the error view with Retry as a link to the page', async ({ template, list }) => {
    const result = await render(`/${template}`, loader(list, null), { origin: 'https://hospital.test' });
    expect(result.html).toContain('Error loading content');
    expect(result.html).toContain('Please try refreshing the page');
    expect(result.html).toMatch(new RegExp(`<a[^>]*href="/${template}"[^>]*>Retry</a>`));
  });

  it.each(templates.filter((t) => t.empty))('$template: an empty list says so', async ({ template, list, empty }) => {
    const result = await render(`/${template}`, loader(null, list), { origin: 'https://hospital.test' });
    expect(result.html).toContain(empty);
    expect(result.html).not.toContain('Error loading content');
  });

  it.each(templates.filter((t) => ['media-coverage', 'events', 'camps'].includes(t.template)))('$template: an empty list shows no year tabs', async ({ template, list }) => {
    const result = await render(`/${template}`, loader(null, list), { origin: 'https://hospital.test' });
    expect(result.html).not.toContain('role="tablist"');
  });

  it.each(ownTexts)('$template: a failed list and an empty one say so in their own texts', async ({ template, list, failed, empty }) => {
    const failedPage = await render(`/${template}`, loader(list, null), { origin: 'https://hospital.test' });
    expect(failedPage.html).toContain(failed);
    const emptyPage = await render(`/${template}`, loader(null, list), { origin: 'https://hospital.test' });
    expect(emptyPage.html).toContain(empty);
    expect(emptyPage.html).not.toContain(failed);
  });

  it("video-gallery: a failure's own message from the server is shown instead of the default text", async () => {
    const result = await render('/video-gallery', loader('video-galleries', null, {}, { status: 503, body: { message: 'The video library is being updated.' } }), { origin: 'https://hospital.test' });
    expect(result.html).toContain('The video library is being updated.');
    expect(result.html).not.toContain('aria-label="Videos"');
  });

  it('photo-gallery: photos without an image are left out, and without categories (404) there are no tabs', async () => {
    const category = { _id: 'c1', title: 'Only' };
    const photos = {
      data: [
        { _id: 'p1', title: 'No image', imageUrl: '', galleryCategory: category },
        { _id: 'p3', title: 'Fine', imageUrl: '/e2e-fine.png', galleryCategory: category },
      ],
    };
    const noCategories = loader('gallery-categories', null, { 'galleries/active': photos }, { status: 404, body: { message: 'Not found' } });
    const result = await render('/photo-gallery', noCategories, { origin: 'https://hospital.test' });
    expect(result.html).toContain('aria-label="Open photo: Fine"');
    expect(result.html).not.toContain('Open photo: No image');
    expect(result.html).not.toContain('role="tablist"');
    const onlyWithout = await render('/photo-gallery', loader(null, null, { 'galleries/active': { data: [{ _id: 'p1', imageUrl: '' }] } }), { origin: 'https://hospital.test' });
    expect(onlyWithout.html).toContain('No gallery images found.');
  });
});
