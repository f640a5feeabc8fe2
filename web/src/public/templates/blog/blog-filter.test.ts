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
