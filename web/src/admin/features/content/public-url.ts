import type { ContentType } from '@hospital/content/content-type';

/**
 * Where a saved record shows on the website: a page at /{pageRoute} (the home page at /), or a
 * type's `publicPage` path with the record's slug. A path that needs another record's slug (an
 * expert's `{departmentSlug}`) takes it from `fill`; without it there is no address.
 */
export function publicUrl(type: ContentType, record: Record<string, unknown>, fill: Record<string, string | undefined> = {}): string | undefined {
  if (record.status === 'inactive') return undefined;
  if (type.key === 'pages') {
    const route = record.pageRoute;
    if (typeof route !== 'string' || route === '') return undefined;
    return route === 'home' ? '/' : `/${route}`;
  }
  const path = type.publicPage?.path;
  const slug = record.slug;
  if (!path || typeof slug !== 'string' || slug === '') return undefined;
  const url = path.replace(/\{([a-zA-Z]+)\}/g, (placeholder, name: string) => {
    const value = name === 'slug' ? slug : fill[name];
    return value ? encodeURIComponent(value) : placeholder;
  });
  return url.includes('{') ? undefined : url;
}

/** The department whose slug an expert's address needs: the first of its `departments`. */
export function departmentOf(type: ContentType, record: Record<string, unknown> | undefined): { typeKey: string; id: string } | undefined {
  if (!record || !type.publicPage?.path.includes('{departmentSlug}')) return undefined;
  const field = type.fields.find((f) => f.type === 'relation' && f.name === 'departments');
  const value = record.departments;
  const id = Array.isArray(value) ? value.find((v): v is string => typeof v === 'string') : typeof value === 'string' ? value : undefined;
  return field?.type === 'relation' && id ? { typeKey: field.to, id } : undefined;
}
