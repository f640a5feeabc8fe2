import { pagePath, recordPath } from './public-urls';

/**
 * The website address of one record: a page at /{pageRoute} (the home page at /), or its type's
 * public page (`public-urls.ts`) with the record's slug. A path that needs another record's slug
 * (a doctor's `{departmentSlug}`) takes it from `fill`; without it, or without a route key, there
 * is none.
 */
export function publicPath(type: { key: string }, routeKey: string | null | undefined, fill: Readonly<Record<string, string | null | undefined>> = {}): string | undefined {
  if (typeof routeKey !== 'string' || routeKey === '') return undefined;
  if (type.key === 'pages') return pagePath(routeKey);
  return recordPath(type.key, { ...fill, slug: routeKey });
}
