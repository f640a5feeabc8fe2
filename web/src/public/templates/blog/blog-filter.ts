import type { PublicListing } from '@hospital/content/records';
import { monthYearKey, parseDate, timeOf } from '../../../shared/format/dates';

/** A post as `blogs/active` answers. */
export type BlogPost = PublicListing<'blogs'>;

/** What the tabs and the search read of a post. */
type Filterable = Pick<BlogPost, 'title' | 'date' | 'blogCategory'>;

/** "All" in the month and category tabs. */
export const allTab = 'all';

/** Posts newest first by their date. */
export const newestFirst = <T extends Filterable>(posts: readonly T[]): T[] => [...posts].sort((a, b) => timeOf(b.date) - timeOf(a.date));

/** The month-year tabs ("November 2026") of the posts, newest first. */
export function monthTabs(posts: readonly Filterable[]): string[] {
  return [...new Set(newestFirst(posts).map((p) => monthYearKey(p.date)).filter((m) => m !== ''))];
}

export interface BlogCriteria {
  /** Case-insensitive substring of the title. */
  search: string;
  /** A month-year key, or `allTab`. */
  month: string;
  /** A blog category `_id`, or `allTab`. */
  category: string;
}

/** The posts matching the search, the month tab and the category tab, newest first (SPEC §2, §5). */
export function filterPosts<T extends Filterable>(posts: readonly T[], { search, month, category }: BlogCriteria): T[] {
  const query = search.trim().toLowerCase();
  return newestFirst(posts).filter(
    (post) =>
      (!query || (post.title ?? '').toLowerCase().includes(query)) &&
      (month === allTab || monthYearKey(post.date) === month) &&
      (category === allTab || post.blogCategory?._id === category),
  );
}

/** A month tab's address value, `YYYY-MM` (issue 30: `/blogs?month=2026-11`), of a post's date; '' when it has none. */
export function monthAddress(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}` : '';
}

/** The month tabs with their addresses, newest first: `{ id: '2026-11', label: 'November 2026' }`. */
export function monthChoices(posts: readonly Filterable[]): { id: string; label: string }[] {
  const byId = new Map<string, string>();
  for (const post of newestFirst(posts)) {
    const id = monthAddress(post.date);
    if (id && !byId.has(id)) byId.set(id, monthYearKey(post.date));
  }
  return [...byId].map(([id, label]) => ({ id, label }));
}

/** A month tab's label in the page's language (`monthTab` of its catalogue) from its address value `YYYY-MM`; undefined for another value. */
export function monthTabLabel(id: string, monthTab: (year: number, month: number) => string): string | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(id);
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? monthTab(Number(match[1]), month) : undefined;
}
