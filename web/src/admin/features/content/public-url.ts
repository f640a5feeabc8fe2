import type { ContentType } from '@hospital/content/content-type';
import { publicPath } from '@hospital/content/public-path';

/**
 * Where a saved record shows on the website: a page at /{pageRoute} (the home page at /), or a
 * type's `publicPage` path with the record's slug. A path that needs another record's slug (an
 * expert's `{departmentSlug}`) takes it from `fill`; without it there is no address.
 */
export function publicUrl(type: ContentType, record: Record<string, unknown>, fill: Record<string, string | undefined> = {}): string | undefined {
  if (record.status === 'inactive') return undefined;
  const routeKey = type.key === 'pages' ? record.pageRoute : record.slug;
  return publicPath(type, typeof routeKey === 'string' ? routeKey : undefined, fill);
}

/** The department whose slug an expert's address needs: the first of its `departments`. */
export function departmentOf(type: ContentType, record: Record<string, unknown> | undefined): { typeKey: string; id: string } | undefined {
  if (!record || !type.publicPage?.path.includes('{departmentSlug}')) return undefined;
  const field = type.fields.find((f) => f.type === 'relation' && f.name === 'departments');
  const value = record.departments;
  const id = Array.isArray(value) ? value.find((v): v is string => typeof v === 'string') : typeof value === 'string' ? value : undefined;
  return field?.type === 'relation' && id ? { typeKey: field.to, id } : undefined;
}
