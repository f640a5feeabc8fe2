import type { PublicListing } from '@hospital/content/records';
import { monthYearKey, timeOf } from '../../../shared/format/dates';

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
