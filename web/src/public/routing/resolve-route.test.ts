import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../data/api-data';
import { isPartialList, isStubRecord, listFrom, partialList } from '../data/lists';
import { embeddedRouteLists, matchRoute, normalisePath, resolveRoute, routeApiPaths } from './resolve-route';

const ready = (data: unknown): ApiEntry => ({ status: 'ready', body: { data } });
const heart = { _id: 'c1', title: 'Cardiology', slug: 'cardiology' };
const brain = { _id: 'c2', title: 'Neurology', slug: 'neurology' };
const asha = { _id: 'e1', title: 'Dr. Asha', slug: 'asha', departments: [{ _id: 'c1', title: 'Cardiology', slug: 'cardiology' }] };
const ravi = { _id: 'e2', title: 'Dr. Ravi', slug: 'ravi', departments: { _id: 'c2', title: 'Neurology' } };

describe('public routes', () => {
  it('ignores a trailing slash and maps / to the home page', () => {
    expect(normalisePath('/about-us/')).toBe('/about-us');
    expect(matchRoute('/')).toEqual({ kind: 'page', pageRoute: 'home' });
    expect(matchRoute('/about-us/')).toEqual({ kind: 'page', pageRoute: 'about-us' });
    expect(matchRoute('/patients/admission')).toEqual({ kind: 'page', pageRoute: 'patients/admission' });
    expect(matchRoute('/home')).toEqual({ kind: 'none' });
  });

  it('recognises the detail, department and expert routes', () => {
    expect(matchRoute('/blogs/new-wing')).toEqual({ kind: 'detail', detail: 'blog', slug: 'new-wing' });
    expect(matchRoute('/career/staff-nurse')).toEqual({ kind: 'detail', detail: 'career', slug: 'staff-nurse' });
    expect(matchRoute('/our-experts/cardiology')).toEqual({ kind: 'expert-category', categorySlug: 'cardiology' });
    expect(matchRoute('/our-experts/cardiology/asha')).toEqual({ kind: 'expert', categorySlug: 'cardiology', expertSlug: 'asha' });
    expect(routeApiPaths(matchRoute('/events/x'))).toEqual(['events/active']);
  });

  it('shows an expert only under a department they belong to, whether departments is a list or one object', () => {
    const lists = [ready([heart, brain]), ready([asha, ravi])];
    expect(resolveRoute(matchRoute('/our-experts/cardiology/asha'), lists)).toMatchObject({ state: 'expert', expert: { _id: 'e1' } });
    expect(resolveRoute(matchRoute('/our-experts/neurology/ravi'), lists)).toMatchObject({ state: 'expert', expert: { _id: 'e2' } });
    expect(resolveRoute(matchRoute('/our-experts/neurology/asha'), lists)).toEqual({ state: 'not-found' });
    expect(resolveRoute(matchRoute('/our-experts/cardiology'), lists)).toMatchObject({ state: 'expert-category', experts: [{ _id: 'e1' }] });
  });

  it('waits while loading, fails on a missing list, and answers not found for unknown records', () => {
    const match = matchRoute('/about-us');
    expect(resolveRoute(match, [{ status: 'loading' }])).toEqual({ state: 'loading' });
    expect(resolveRoute(match, [{ status: 'ready', body: { message: 'ok' } }])).toEqual({ state: 'error', message: 'Invalid data format received from API' });
    expect(resolveRoute(match, [ready([{ _id: 'p', pageRoute: 'contact' }])])).toEqual({ state: 'not-found' });
    expect(resolveRoute(match, [ready([{ _id: 'p', pageRoute: 'about-us', title: 'About' }])])).toMatchObject({ state: 'page', page: { _id: 'p' } });
  });
});

describe('the lists a page embeds', () => {
  const home = { _id: 'p1', title: 'Home', pageRoute: 'home', template: 'home', templateData: [] };
  const about = { _id: 'p2', title: 'About', pageRoute: 'about-us', template: 'default', templateData: [] };
  const pages: ApiEntry = { status: 'ready', body: { data: [home, about], total: 2 } };

  it('cuts pages/active down to the page shown, marked partial', () => {
    const match = matchRoute('/about-us');
    const resolution = resolveRoute(match, [pages]);
    const embedded = embeddedRouteLists(match, resolution, [pages]);
    const body = embedded['pages/active'];
    expect(body).toEqual({ data: [about], total: 2, __partial: true });
    expect(isPartialList(body)).toBe(true);
    expect(isPartialList((pages as { body: unknown }).body)).toBe(false);
    // The cut list still resolves the page it was cut for, and only that one.
    expect(resolveRoute(match, [{ status: 'ready', body }])).toEqual({ state: 'page', page: about });
    expect(resolveRoute(matchRoute('/'), [{ status: 'ready', body }])).toEqual({ state: 'not-found' });
  });

  it("cuts a detail route's list down to the record it shows, marked partial (its side list is a static region)", () => {
    const news = { _id: 'b1', title: 'News', slug: 'news' };
    const blogs: ApiEntry = { status: 'ready', body: { data: [news, ...Array.from({ length: 30 }, (_, i) => ({ _id: `o${i}`, title: `Other ${i}`, slug: `other-${i}` }))] } };
    const detail = matchRoute('/blogs/news');
    const embedded = embeddedRouteLists(detail, resolveRoute(detail, [blogs]), [blogs])['blogs/active'];
    expect(listFrom(embedded)).toEqual([news]);
    expect(isPartialList(embedded)).toBe(true);
    // The browser finds the record in it on the first view, and loads the whole list for any other.
    expect(resolveRoute(detail, [{ status: 'ready', body: embedded }])).toEqual({ state: 'detail', detail: 'blog', record: news });
  });

  it('keeps whole lists for missing pages and failed loads', () => {
    const missing = matchRoute('/no-such-page');
    expect(embeddedRouteLists(missing, resolveRoute(missing, [pages]), [pages])).toEqual({});
    const failed: ApiEntry = { status: 'error', error: { status: 500, message: 'down', body: null } };
    expect(embeddedRouteLists(missing, resolveRoute(missing, [failed]), [failed])).toEqual({});
  });

  it("cuts a doctor's page down to that doctor, its departments and the colleagues it lists, for that page only", () => {
    const colleagues = Array.from({ length: 8 }, (_, i) => ({ _id: `x${i}`, title: `Dr. ${String.fromCharCode(66 + i)}`, slug: `dr-${i}`, departments: [heart] }));
    const categories: ApiEntry = ready([heart, brain]);
    const experts: ApiEntry = ready([asha, ravi, ...colleagues]);
    const match = matchRoute('/our-experts/cardiology/asha');
    const embedded = embeddedRouteLists(match, resolveRoute(match, [categories, experts]), [categories, experts]);
    const shownExperts = embedded['experts/active'] as { data: { _id: string }[]; __partialFor: string };
    expect(shownExperts.data.map((e) => e._id)).toEqual(['e1', 'x0', 'x1', 'x2', 'x3', 'x4', 'x5']);
    expect(shownExperts.__partialFor).toBe('/our-experts/cardiology/asha');
    expect((embedded['expert-categories/active'] as { data: unknown[] }).data).toEqual([heart]);
    expect(isPartialList(shownExperts)).toBe(true);
  });

  it("embeds of a department's page the department alone and none of its doctors (their cards are a static region), for that page only", () => {
    const categories: ApiEntry = ready([heart, brain]);
    const experts: ApiEntry = ready([asha, ravi]);
    const match = matchRoute('/our-experts/cardiology');
    const resolution = resolveRoute(match, [categories, experts]);
    expect(resolution).toMatchObject({ state: 'expert-category', category: heart });
    const embedded = embeddedRouteLists(match, resolution, [categories, experts]);
    expect(listFrom(embedded['expert-categories/active'])).toEqual([heart]);
    expect(listFrom(embedded['experts/active'])).toEqual([]);
    for (const list of Object.values(embedded)) expect(list).toMatchObject({ __partial: true, __partialFor: '/our-experts/cardiology' });
  });

  it('embeds of the colleagues only what the page shows of them, marked as cut records', () => {
    const colleague = { _id: 'x1', title: 'Dr. B', slug: 'b', designation: 'Surgeon', description: '<p>Long profile</p>', education: 'MBBS', departments: [heart] };
    const categories: ApiEntry = ready([heart]);
    const experts: ApiEntry = ready([asha, colleague]);
    const match = matchRoute('/our-experts/cardiology/asha');
    const embedded = embeddedRouteLists(match, resolveRoute(match, [categories, experts]), [categories, experts]);
    const [shown, stub] = (embedded['experts/active'] as { data: Record<string, unknown>[] }).data;
    expect(isStubRecord(shown)).toBe(false);
    expect(stub).toEqual({ __stub: true, _id: 'x1', title: 'Dr. B', slug: 'b', designation: 'Surgeon', departments: [heart] });
    expect(isStubRecord(stub)).toBe(true);
    // Resolving the colleague's own page from the cut list finds a cut record: useRouteResolution loads the whole list.
    const colleaguePage = matchRoute('/our-experts/cardiology/b');
    const resolved = resolveRoute(colleaguePage, [categories, { status: 'ready', body: embedded['experts/active'] }]);
    expect(resolved.state === 'expert' && isStubRecord(resolved.expert)).toBe(true);
  });

  it("keeps of a cut list's image facts those of the records it holds", () => {
    const body = { data: [], imageSizes: { '/uploads/aaaaaaaaaaaaaaaa': [600, 600], '/uploads/bbbbbbbbbbbbbbbb': [600, 600] }, focalPoints: { '/uploads/bbbbbbbbbbbbbbbb': { x: 1, y: 2 } } };
    const cut = partialList(body, [{ _id: 'e1', imageUrl: '/uploads/aaaaaaaaaaaaaaaa.jpg' }]);
    expect(cut.imageSizes).toEqual({ '/uploads/aaaaaaaaaaaaaaaa': [600, 600] });
    expect(cut.focalPoints).toEqual({});
  });
});
