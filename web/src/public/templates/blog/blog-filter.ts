import { monthYearKey, timeOf } from '../../../shared/format/dates';

export interface BlogPost {
  _id: string;
  title?: string | null;
  slug?: string | null;
  date?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  blogCategory?: { _id: string; title?: string | null; slug?: string | null } | null;
}

/** "All" in the month and category tabs. */
export const allTab = 'all';

/** Posts newest first by their date. */
export const newestFirst = <T extends BlogPost>(posts: readonly T[]): T[] => [...posts].sort((a, b) => timeOf(b.date) - timeOf(a.date));

/** The month-year tabs ("November 2026") of the posts, newest first. */
export function monthTabs(posts: readonly BlogPost[]): string[] {
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
export function filterPosts<T extends BlogPost>(posts: readonly T[], { search, month, category }: BlogCriteria): T[] {
  const query = search.trim().toLowerCase();
  return newestFirst(posts).filter(
    (post) =>
      (!query || (post.title ?? '').toLowerCase().includes(query)) &&
      (month === allTab || monthYearKey(post.date) === month) &&
      (category === allTab || post.blogCategory?._id === category),
  );
}
