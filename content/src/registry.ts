import type { ContentType } from './content-type';
import { admins } from './types/admins';
import { announcements } from './types/announcements';
import { banners } from './types/banners';
import { blogCategories } from './types/blog-categories';
import { blogs } from './types/blogs';
import { camps } from './types/camps';
import { events } from './types/events';
import { expertCategories } from './types/expert-categories';
import { experts } from './types/experts';
import { faqs } from './types/faqs';
import { formEntries } from './types/form-entries';
import { galleries } from './types/galleries';
import { galleryCategories } from './types/gallery-categories';
import { hirings } from './types/hirings';
import { hospitalFacilities } from './types/hospitalfacilities';
import { leaders } from './types/leaders';
import { locations } from './types/locations';
import { mediaCoverage } from './types/media-coverage';
import { medias } from './types/medias';
import { menus } from './types/menus';
import { pages } from './types/pages';
import { siteSettings } from './types/site-settings';
import { specialities } from './types/specialities';
import { templates } from './types/templates';
import { videoGalleries } from './types/video-galleries';

/** Every content type, in the order the admin navigation lists them within their section. */
const declarations = [
  pages,
  banners,
  faqs,
  leaders,
  expertCategories,
  experts,
  galleryCategories,
  galleries,
  blogCategories,
  blogs,
  hospitalFacilities,
  locations,
  events,
  mediaCoverage,
  announcements,
  hirings,
  videoGalleries,
  templates,
  specialities,
  camps,
  siteSettings,
  medias,
  menus,
  formEntries,
  admins,
] as const satisfies readonly ContentType[];

/** Every declaration as a `ContentType`, what most code reads; `ContentTypeOf` keeps each one's own type. */
export const contentTypes: readonly ContentType[] = declarations;

/** The API name of every declared type (`experts`, `expert-categories`, …). */
export type ContentTypeKey = (typeof declarations)[number]['key'];

/** The declaration of the type named `K`. */
export type ContentTypeOf<K extends ContentTypeKey> = Extract<(typeof declarations)[number], { key: K }>;

const byKey = new Map(contentTypes.map((t) => [t.key, t]));
const byAdminPath = new Map(
  contentTypes.flatMap((t) => [
    [t.adminPath, t] as const,
    ...(t.adminEditPath ? [[t.adminEditPath, t] as const] : []),
  ]),
);

/** The type whose API name is `key` (`experts`, `video-galleries`, …), or undefined. */
export const contentTypeByKey = (key: string): ContentType | undefined => byKey.get(key);

/**
 * The type an admin route under /admin belongs to, by its first segment: the list path
 * (`our-speciality`, `videogalleries`) or the create/edit base (`videogallery/edit/{id}`).
 * A leading slash is ignored.
 */
export const contentTypeByAdminPath = (path: string): ContentType | undefined =>
  byAdminPath.get(path.replace(/^\/+/, '').split('/')[0] ?? '');
