import type { PublicListing } from '@hospital/content/records';
import type { TemplateDataEntry } from '@hospital/content/templates/template-data';
import type { ListingQuery } from '@hospital/content/listing-query';
import type { ComponentType } from 'react';

/** A page as `pages/active` returns it. */
export type PublicPage = PublicListing<'pages'>;

export interface TemplateProps {
  page: PublicPage;
}

/**
 * What each `templates/<id>/<id>-template.tsx` exports. The folder name is the template id; the
 * registry finds the modules by that pattern and loads them lazily.
 */
export interface TemplateModule {
  Template: ComponentType<TemplateProps>;
  /**
   * A fixed page of the site this template's chunk also carries, so that it costs no chunk of its
   * own: book-appointment's is the manage page of a booked appointment (issue 33).
   */
  FixedPage?: ComponentType;
  /**
   * The layout around the template: the title banner with breadcrumb (off for home, which has its
   * banner slider) and the common footer contact block (off for the form templates). Both default on.
   */
  layout?: { banner?: boolean; footerContact?: boolean };
  /**
   * The template has nothing to do in the browser (text, pictures, plain links): the page shows it
   * in a static region, not hydrated (ui/static-region.tsx).
   */
  staticTemplate?: boolean;
  /**
   * The `templateData` rows the template reads outside its static regions, when it has some: the
   * first page embeds only these rows of its record (and the footer form's), the others being read
   * only inside static regions (pages/page-for-hydration.ts). Not declared: the whole record is
   * embedded. A static template reads none.
   */
  hydratedRows?: readonly string[];
  /**
   * One of those rows as the first page embeds it, when the parts outside static regions read less
   * of it than it holds (a slider whose slides are static regions reads only which rows show).
   */
  hydratedRow?: (row: TemplateDataEntry) => TemplateDataEntry;
  /**
   * Lists this template reads only part of, cut down for embedding in its page (by API path; see
   * `partialList`). `read` gives a loaded answer's body, `paths` names every answer the page
   * embeds. The part that reads the cut list must say `acceptPartial`; everything else loads the
   * whole list when it needs it.
   */
  embeddedLists?: (read: (path: string) => unknown, paths: readonly string[]) => Record<string, unknown>;
  /**
   * The server's render reads only what the page's first view shows (issue 46): of each list named
   * here (by its key), the records up to the address's page that its filters keep, in the list's
   * order, and one more (it tells Load More is there), instead of the whole list. The render gets
   * them as that list cut down (`partialList`), which the template reads with `acceptPartial` on
   * its first view; in the browser a later view loads the whole list, as before.
   */
  listingWindows?: (page: PublicPage, query: ListingQuery, read: (apiPath: string) => Promise<unknown>) => ListingWindows | Promise<ListingWindows>;
}

/**
 * A part of a public list as `{key}/active` answers it (`limit`, `department`, `q`: the API's own
 * parameters; `year`: the server's own read of a dated listing's year), and `facts` the listing
 * derives from the whole list, read apart (a dated listing's years), embedded with it.
 */
export interface ListingWindow {
  limit: number;
  department?: string;
  q?: string;
  year?: number;
  /** `YYYY-MM` (the blog's month tab). */
  month?: string;
  /** A category's id (the blog's category tab). */
  category?: string;
  /** Find a Doctor's place and free-slot filters, and `q` searched as the site search does (the API's own parameters). */
  city?: string;
  location?: string;
  available?: 'week';
  match?: 'search';
  facts?: Record<string, unknown>;
}

/** By list key, its part, or its parts united (the blog's three newest and its page of cards). */
export type ListingWindows = Record<string, ListingWindow | readonly ListingWindow[]>;

/** The API path of a part of a list (`listingWindows`). */
export function listingWindowPath(key: string, window: ListingWindow): string {
  const params = new URLSearchParams({ limit: String(window.limit) });
  if (window.department) params.set('department', window.department);
  if (window.q) params.set('q', window.q);
  if (window.year !== undefined) params.set('year', String(window.year));
  if (window.month) params.set('month', window.month);
  if (window.category) params.set('category', window.category);
  for (const name of ['city', 'location', 'available', 'match'] as const) {
    const value = window[name];
    if (value) params.set(name, value);
  }
  return `${key}/active?${params.toString()}`;
}

/** The cards a paged grid shows at an address's page, and one more: what a `listingWindows` read asks for. */
export const cardsUpToPage = (query: ListingQuery, initial: number, step: number): number => initial + ((query.page ?? 1) - 1) * step + 1;
