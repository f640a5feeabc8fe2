import { lastModified } from '@hospital/content/page-dates';
import type { Resolution } from './resolve-route';

/**
 * When the page a path resolved to was last updated (ISO), by the rule of `content/page-dates.ts`
 * the sitemap also follows: the record the page shows (a page, a detail record, a department, a
 * doctor). Nothing for the pages that show no record (search, not found, loading).
 */
export function pageUpdatedAt(resolution: Resolution): string | undefined {
  switch (resolution.state) {
    case 'page':
      return lastModified(resolution.page);
    case 'detail':
      return lastModified(resolution.record);
    case 'expert-category':
      return lastModified(resolution.category);
    case 'expert':
      return lastModified(resolution.expert);
    case 'location':
      return lastModified(resolution.location);
    default:
      return undefined;
  }
}
