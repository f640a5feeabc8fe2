import { describe, expect, it } from 'vitest';
import { allTab, filterPosts, monthTabs } from './blog-filter';

type Post = { _id: string; title: string; date: string; blogCategory: { _id: string; title: string; slug: string } };

const health = { _id: 'h', title: 'Health', slug: 'health' };
const news = { _id: 'n', title: 'News', slug: 'news' };
const post = (title: string, date: string, blogCategory = health): Post => ({ _id: title, title, date, blogCategory });
const posts = [
  post('Heart care in winter', '2026-10-02'),
  post('New MRI suite opens', '2026-11-20', news),
  post('Healthy heart diet', '2026-11-05'),
  post('Monsoon fevers', '2025-07-14'),
];
const titles = (list: Post[]) => list.map((p) => p.title);
const all = { search: '', month: allTab, category: allTab };

describe('blog filters', () => {
  it('lists month tabs newest first without repeats', () => {
    expect(monthTabs(posts)).toEqual(['November 2026', 'October 2026', 'July 2025']);
  });

  it('sorts posts newest first when nothing is filtered', () => {
    expect(titles(filterPosts(posts, all))).toEqual(['New MRI suite opens', 'Healthy heart diet', 'Heart care in winter', 'Monsoon fevers']);
  });

  it('searches titles ignoring case and combines search, month and category', () => {
    expect(titles(filterPosts(posts, { ...all, search: 'HEART' }))).toEqual(['Healthy heart diet', 'Heart care in winter']);
    expect(titles(filterPosts(posts, { ...all, search: 'heart', month: 'November 2026' }))).toEqual(['Healthy heart diet']);
    expect(titles(filterPosts(posts, { ...all, month: 'November 2026', category: 'n' }))).toEqual(['New MRI suite opens']);
    expect(filterPosts(posts, { ...all, search: 'cardiology' })).toEqual([]);
  });
});

describe("the blog's month tabs in the page's language (issue 43)", () => {
  it('label each month in Hindi on a Hindi page, and in English exactly as before', async () => {
    const { en } = await import('@hospital/content/i18n/messages/site');
    const { hi } = await import('@hospital/content/i18n/messages/site-hi');
    const { monthAddress, monthTabLabel } = await import('./blog-filter');
    const { monthYearKey } = await import('../../../shared/format/dates');
    for (const date of ['2026-01-15', '2026-11-03', '2025-02-28', '2024-12-31']) {
      expect(monthTabLabel(monthAddress(date), en.monthTab)).toBe(monthYearKey(date));
    }
    expect(monthTabLabel('2026-11', hi.monthTab)).toBe('नवंबर 2026');
    expect(monthTabLabel('2025-02', hi.monthTab)).toBe('फ़रवरी 2025');
    expect(monthTabLabel('2026-13', hi.monthTab)).toBeUndefined();
    expect(monthTabLabel('November 2026', hi.monthTab)).toBeUndefined();
  });
});
