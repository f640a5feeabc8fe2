import type { ContentType } from './content-type';

/**
 * The website address of one record: a page at /{pageRoute} (the home page at /), or its type's
 * `publicPage` path with the record's slug. A path that needs another record's slug (an expert's
 * `{departmentSlug}`) takes it from `fill`; without it, or without a route key, there is none.
 */
export function publicPath(type: ContentType, routeKey: string | null | undefined, fill: Readonly<Record<string, string | null | undefined>> = {}): string | undefined {
  if (typeof routeKey !== 'string' || routeKey === '') return undefined;
  if (type.key === 'pages') return routeKey === 'home' ? '/' : `/${routeKey}`;
  const path = type.publicPage?.path;
  if (!path) return undefined;
  const url = path.replace(/\{([a-zA-Z]+)\}/g, (placeholder, name: string) => {
    const value = name === 'slug' ? routeKey : fill[name];
    return value ? encodeURIComponent(value) : placeholder;
  });
  return url.includes('{') ? undefined : url;
}
