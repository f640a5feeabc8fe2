/**
 * When a public page was last updated: the last publish of the record it shows (its live
 * version's `updatedAt`; `createdAt` for a record never changed since), as an ISO moment. One
 * rule for the page's "Last updated", its JSON-LD `dateModified` and the sitemap's `lastmod`, so
 * the three always agree. A page of a listing (a page record with a template) counts its own
 * publish, not its items'.
 */
export function lastModified(record: { updatedAt?: unknown; createdAt?: unknown } | null | undefined): string | undefined {
  if (!record) return undefined;
  const value = typeof record.updatedAt === 'string' && record.updatedAt ? record.updatedAt : typeof record.createdAt === 'string' ? record.createdAt : undefined;
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
