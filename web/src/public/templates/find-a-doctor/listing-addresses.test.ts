// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import type { ApiLoader } from '../../render-contract';

// The server renders each state of a listing from its address (issue 30): 46 doctors in 3
// departments, dated events in two years, blog posts in two months.
const departments = [
  { _id: 'd1', title: 'Cardiology', slug: 'cardiology' },
  { _id: 'd2', title: 'Neurology', slug: 'neurology' },
  { _id: 'd3', title: 'Orthopaedics', slug: 'orthopaedics' },
];
const doctors = Array.from({ length: 46 }, (_, i) => {
  const department = departments[i % 3] ?? departments[0];
  const name = i === 7 ? 'Dr. Anita Menon' : `Dr. Doctor ${String(i + 1).padStart(2, '0')}`;
  return { _id: `e${i}`, title: name, slug: `doctor-${i}`, designation: 'Consultant', departments: [department], status: 'active' };
});
const page = (id: string, pageRoute: string, template: string) => ({ _id: id, title: pageRoute, pageRoute, template, templateData: [], status: 'active' });
const answers: Record<string, unknown> = {
  'site-settings': { data: { siteTitle: 'Good Health Hospital', site_phone_no_1: '+91 172 555 0100', booking_page_link: '/book-an-appointment' } },
  'public-nav?location=header': { data: [] },
  'public-nav?location=quicklinks': { data: [] },
  'public-nav?location=footer': { data: [] },
  'pages/active': { data: [page('p1', 'find-a-doctor', 'find-a-doctor'), page('p2', 'events', 'events'), page('p3', 'blogs', 'blog')] },
  'experts/active': { data: doctors },
  'expert-categories/active': { data: departments },
  'events/active': {
    data: [
      { _id: 'v1', title: 'Heart Walk 2025', slug: 'heart-walk-2025', start_date: '2025-03-10', status: 'active' },
      { _id: 'v2', title: 'Stroke Day 2024', slug: 'stroke-day-2024', start_date: '2024-10-29', status: 'active' },
    ],
  },
  'blogs/active': {
    data: [
      { _id: 'b1', title: 'Winter heart care', slug: 'winter-heart-care', date: '2026-11-02', blogCategory: { _id: 'c1', title: 'Heart', slug: 'heart' }, status: 'active' },
      { _id: 'b2', title: 'Monsoon fevers', slug: 'monsoon-fevers', date: '2026-07-14', blogCategory: { _id: 'c2', title: 'Seasons', slug: 'seasons' }, status: 'active' },
    ],
  },
  // Issue 33: three doctors have a free slot this week; one has a schedule and none free.
  'appointment-availability?days=7': {
    from: '2026-11-26',
    days: 7,
    doctors: {
      e0: { next: { start: '2026-11-30T03:30:00.000Z', end: '2026-11-30T03:45:00.000Z', dateTime: '30/11/2026 09:00 AM', day: '2026-11-30', time: '09:00', free: 1, place: 'Room 1' } },
      e7: { next: { start: '2026-11-27T11:30:00.000Z', end: '2026-11-27T11:45:00.000Z', dateTime: '27/11/2026 05:00 PM', day: '2026-11-27', time: '17:00', free: 2, place: 'Room 7' } },
      e8: { next: { start: '2026-12-01T04:00:00.000Z', end: '2026-12-01T04:15:00.000Z', dateTime: '01/12/2026 09:30 AM', day: '2026-12-01', time: '09:30', free: 1, place: 'Room 8' } },
      e9: { next: null },
    },
  },
  'blog-categories/active': { data: [{ _id: 'c1', title: 'Heart', slug: 'heart' }, { _id: 'c2', title: 'Seasons', slug: 'seasons' }] },
};
/**
 * A part of the doctors as `experts/active?…` answers it (server/src/find-a-doctor): the page reads
 * its doctors filtered by the address (issue 46), so the API's filters are played here: a
 * department's slug, the words in a name or a department's title, free this week, a limit.
 */
function doctorsWindow(query: URLSearchParams): unknown {
  const words = (query.get('q') ?? '').toLowerCase();
  const free = (answers['appointment-availability?days=7'] as { doctors: Record<string, { next: unknown }> }).doctors;
  const kept = doctors.filter(
    (d) =>
      (!query.get('department') || d.departments.some((x) => x?.slug === query.get('department'))) &&
      (!words || d.title.toLowerCase().includes(words) || d.departments.some((x) => (x?.title ?? '').toLowerCase().includes(words))) &&
      (query.get('available') !== 'week' || Boolean(free[d._id]?.next)),
  );
  return { data: kept.slice(0, Number(query.get('limit') ?? kept.length)) };
}

// Each department's number of doctors, as the server counts them in one read.
answers['experts/active-departments'] = { data: Object.fromEntries(departments.map((d) => [d.slug, doctors.filter((e) => e.departments.includes(d)).length])) };

const load: ApiLoader = async (path) => {
  if (path in answers) return answers[path];
  if (path.startsWith('experts/active?')) return doctorsWindow(new URLSearchParams(path.slice('experts/active?'.length)));
  // The site search finds nothing more than the page's own filter here.
  if (path.startsWith('search?')) return { data: { groups: [], terms: [], total: 0 } };
  throw Object.assign(new Error('not found'), { status: 404, body: { message: 'Not found' } });
};

const html = async (url: string) => {
  const result = await render(url, load, { origin: 'https://hospital.test' });
  expect(result.status).toBe(200);
  return result.html;
};
const cardTitles = (markup: string) => [...markup.matchAll(/<h2 class="[^"]*cardTitle[^"]*">(?:<a[^>]*>)?([^<]+)</g)].map((m) => m[1]);
const doctorCards = (markup: string) => cardTitles(markup).filter((title) => title?.startsWith('Dr. '));
const loadMoreHref = (markup: string) => /<a href="([^"]*)"[^>]*>Load More<\/a>/.exec(markup)?.[1]?.replace(/&amp;/g, '&');

describe('Find a Doctor at its addresses', () => {
  it('shows 6 doctors and a Load More link to page 2, then 4 more per page until all 46', async () => {
    const first = await html('/find-a-doctor');
    expect(doctorCards(first)).toHaveLength(6);
    expect(loadMoreHref(first)).toBe('/find-a-doctor?page=2#more');
    const second = await html('/find-a-doctor?page=2');
    expect(doctorCards(second)).toHaveLength(10);
    expect(second).toContain('id="more"');
    expect(loadMoreHref(second)).toBe('/find-a-doctor?page=3#more');
    const last = await html('/find-a-doctor?page=11');
    expect(new Set(doctorCards(last)).size).toBe(46);
    expect(loadMoreHref(last)).toBeUndefined();
  });

  it('filters by the department slug in the address, with the department chosen and Clear Filter a link back', async () => {
    const markup = await html('/find-a-doctor?department=neurology&page=2');
    const cards = doctorCards(markup);
    expect(cards).toHaveLength(10);
    const neurologists = doctors.filter((d) => d.departments[0]?.slug === 'neurology').map((d) => d.title);
    for (const name of cards) expect(neurologists).toContain(name);
    expect(markup).toMatch(/<option value="neurology" selected="">Neurology \(\d+\)<\/option>/);
    expect(markup).toMatch(/<a href="\/find-a-doctor"[^>]*>Clear Filter<\/a>/);
    expect(loadMoreHref(markup)).toBe('/find-a-doctor?department=neurology&page=3#more');
  });

  it('is a GET form with named fields, its words kept in the box', async () => {
    const markup = await html('/find-a-doctor?q=menon');
    expect(markup).toMatch(/<form role="search" aria-label="Find a doctor"[^>]*action="\/find-a-doctor" method="get"/);
    expect(markup).toMatch(/<input[^>]*name="q"[^>]*value="menon"/);
    expect(markup).toMatch(/<select[^>]*name="department"/);
    expect(markup).toMatch(/<button type="submit"[^>]*>Apply Filter<\/button>/);
    expect(doctorCards(markup)).toEqual(['Dr. Anita Menon']);
  });

  it('shows the default state for values it does not know, never an error', async () => {
    for (const url of ['/find-a-doctor?department=Not%20A%20Slug', '/find-a-doctor?department=dentistry', '/find-a-doctor?page=-3', '/find-a-doctor?page=abc', '/find-a-doctor?page=%E0%A4']) {
      const markup = await html(url);
      expect(doctorCards(markup), url).toHaveLength(6);
      expect(markup, url).toContain('>Apply Filter</button>');
    }
    const far = await html('/find-a-doctor?page=99999999');
    expect(new Set(doctorCards(far)).size).toBe(46);
  });

  it('offers a call, booking and the site search when nothing is found', async () => {
    const markup = await html('/find-a-doctor?q=zzzz');
    expect(markup).toContain('No doctors found for your search.');
    expect(markup).toContain('href="tel:+911725550100"');
    expect(markup).toMatch(/<a href="\/book-an-appointment"[^>]*>Book an appointment<\/a>/);
    expect(markup).toMatch(/<a href="\/search\?q=zzzz"[^>]*>Search the whole website<\/a>/);
  });
});

describe("Find a Doctor's available this week (issue 33)", () => {
  it('is a checkbox of the GET form, and its address keeps only the doctors with a free slot, each saying when', async () => {
    const all = await html('/find-a-doctor');
    expect(all).toMatch(/<input[^>]*type="checkbox"[^>]*name="available"[^>]*value="week"/);
    expect(all).not.toMatch(/name="available"[^>]*checked/);
    expect(all).not.toContain('Next available');
    const markup = await html('/find-a-doctor?available=week');
    expect(markup).toMatch(/<input[^>]*name="available"[^>]*checked=""/);
    expect(doctorCards(markup).sort()).toEqual(['Dr. Anita Menon', 'Dr. Doctor 01', 'Dr. Doctor 09']);
    expect(markup).toContain('Next available: Fri 27 Nov, 5:00 PM');
    expect(markup).toContain('Next available: Mon 30 Nov, 9:00 AM');
  });

  it('combines with the department and the search, and embeds none of it (islands)', async () => {
    const cardiology = await html('/find-a-doctor?department=cardiology&available=week');
    expect(doctorCards(cardiology)).toEqual(['Dr. Doctor 01']);
    const menon = await html('/find-a-doctor?q=menon&available=week');
    expect(doctorCards(menon)).toEqual(['Dr. Anita Menon']);
    const result = await render('/find-a-doctor?available=week', load, { origin: 'https://hospital.test' });
    // Islands (issue 47): who is free and when is in the HTML; the page embeds none of it (no island reads it).
    expect(result.data['appointment-availability?days=7']).toBeUndefined();
    expect(result.html).toContain('Next available: Fri 27 Nov, 5:00 PM');
    // The page without the filter does not read the free slots at all (it stays in the page cache until content changes).
    const plain = await render('/find-a-doctor', load, { origin: 'https://hospital.test' });
    expect(plain.reads?.some((path) => path.startsWith('appointment-'))).toBe(false);
  });

  it('says nothing is found when nobody is free, and shows the error view when the free slots cannot be read', async () => {
    const none = await html('/find-a-doctor?q=doctor%2002&available=week');
    expect(doctorCards(none)).toEqual([]);
    expect(none).toContain('No doctors found for your search.');
    const failing: ApiLoader = async (path) => {
      if (path.startsWith('appointment-availability')) throw Object.assign(new Error('unavailable'), { status: 503, body: { message: 'Unavailable' } });
      return load(path);
    };
    const failed = await render('/find-a-doctor?available=week', failing, { origin: 'https://hospital.test' });
    expect(failed.html).toContain('Error loading content');
    expect(doctorCards(failed.html)).toEqual([]);
  });
});

describe('events and blog months at their addresses', () => {
  it('opens the year tab the address names, each tab a link', async () => {
    const markup = await html('/events?year=2024');
    expect(cardTitles(markup)).toEqual(['Stroke Day 2024']);
    expect(markup).toMatch(/<a href="\/events\?year=2025"[^>]*role="tab"[^>]*aria-selected="false"/);
    const unknown = await html('/events?year=1999');
    expect(cardTitles(unknown)).toEqual(['Heart Walk 2025']);
  });

  it('shows the blog month and category the address names, with the tabs as links', async () => {
    const july = await html('/blogs?month=2026-07');
    expect(july).toContain('Monsoon fevers');
    expect(cardTitles(july)).toEqual(['Monsoon fevers']);
    expect(july).toMatch(/<a href="\/blogs\?month=2026-11"[^>]*role="tab"/);
    const heart = await html('/blogs?category=heart');
    expect(cardTitles(heart)).toEqual(['Winter heart care']);
    const none = await html('/blogs?q=nothing-like-this');
    expect(none).toContain('No Blog Post Found');
    expect(none).toContain('href="tel:+911725550100"');
  });
});
