import type { ContentType } from '@hospital/content/content-type';

/**
 * Where a saved record shows on the website, when that can be told from the record alone: a
 * page at /{pageRoute} (the home page at /), a type's `publicPage` path with its slug. Types
 * whose path needs another record (an expert's department) have none here.
 */
export function publicUrl(type: ContentType, record: Record<string, unknown>): string | undefined {
  if (record.status === 'inactive') return undefined;
  if (type.key === 'pages') {
    const route = record.pageRoute;
    if (typeof route !== 'string' || route === '') return undefined;
    return route === 'home' ? '/' : `/${route}`;
  }
  const path = type.publicPage?.path;
  const slug = record.slug;
  if (!path || typeof slug !== 'string' || slug === '') return undefined;
  const url = path.replace('{slug}', encodeURIComponent(slug));
  return url.includes('{') ? undefined : url;
}
