/**
 * The website address of every record type with a page of its own: one table, read by the
 * declarations (their `publicPage`), the website's router, the sitemap, the studio's "View on
 * website", page titles and JSON-LD. It lives apart from the declarations so the website can route
 * without shipping every type's field list.
 *
 * `path` holds `{slug}` (and for doctors `{departmentSlug}`: the slug of one of their
 * departments); `titleSuffix` makes the page title "{title} | {titleSuffix}". Pages live at
 * /{pageRoute}, the home page at /.
 */
export const publicPages = {
  leaders: { path: '/our-leadership/{slug}', titleSuffix: 'Leadership' },
  blogs: { path: '/blogs/{slug}', titleSuffix: 'Blog' },
  events: { path: '/events/{slug}', titleSuffix: 'Event' },
  'media-coverage': { path: '/media-coverage/{slug}', titleSuffix: 'Media Coverage' },
  specialities: { path: '/our-specialities/{slug}', titleSuffix: 'Speciality' },
  camps: { path: '/camps/{slug}', titleSuffix: 'Camp' },
  hirings: { path: '/career/{slug}', titleSuffix: 'Career' },
  'expert-categories': { path: '/our-experts/{slug}', titleSuffix: 'Experts' },
  experts: { path: '/our-experts/{departmentSlug}/{slug}', titleSuffix: 'Experts' },
  locations: { path: '/locations/{slug}', titleSuffix: 'Locations' },
} as const satisfies Record<string, PublicPageDeclaration>;

export interface PublicPageDeclaration {
  path: string;
  titleSuffix: string;
}

export type PublicPageType = keyof typeof publicPages;

/** The home page's route key: it lives at / and nowhere else. */
export const homeRoute = 'home';

export const isPublicPageType = (key: string): key is PublicPageType => Object.hasOwn(publicPages, key);

/** The address of a page: / for the home page, else /{pageRoute} with each part escaped. */
export const pagePath = (pageRoute: string): string =>
  pageRoute === homeRoute ? '/' : `/${pageRoute.split('/').map(encodeURIComponent).join('/')}`;

/**
 * The address of a record of `type` from the values its path names (`slug`, `departmentSlug`), or
 * undefined when the type has no page or a value is missing.
 */
export function recordPath(type: string, values: Readonly<Record<string, string | null | undefined>>): string | undefined {
  if (!isPublicPageType(type)) return undefined;
  let missing = false;
  const url = publicPages[type].path.replace(/\{([a-zA-Z]+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (!value) missing = true;
    return value ? encodeURIComponent(value) : '';
  });
  return missing ? undefined : url;
}
