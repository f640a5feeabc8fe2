import type { ContentType } from '@hospital/content/content-type';
import { contentTypeByKey } from '@hospital/content/registry';

/** A collection's records are edited under this path (`videogallery` for `videogalleries`). */
export const editBase = (type: ContentType): string => type.adminEditPath ?? type.adminPath;

/** The studio's edit screen of a collection's record. */
export const editPath = (type: ContentType, id: string): string => `/admin/${editBase(type)}/edit/${encodeURIComponent(id)}`;

/** The studio's create screen of a collection. */
export const createPath = (type: ContentType): string => `/admin/${editBase(type)}/create`;

/** The studio's translation report of a collection: per language, its records translated, missing or out of date. */
export const translationReportPath = (type: ContentType): string => `/admin/${type.adminPath}/translations`;

/** Where the studio opens what a record names: its edit screen in a collection, the screen of a single (site settings, menus) otherwise. */
export function studioAddress(typeKey: string, id: string): string {
  const type = contentTypeByKey(typeKey);
  if (type?.kind === 'collection') return editPath(type, id);
  return `/admin/${type?.adminPath ?? typeKey}`;
}
