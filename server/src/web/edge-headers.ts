import type { EdgeSettings } from '../config/edge-settings';
import { pageKeys, siteKey, sitemapKey } from '../edge/edge-keys';
import { freshUntil, timeBoundMaxAgeMs } from './page-cache';

/** An answer for one person (a preview, a confirmation, search results, the studio): kept by no cache, the browser's included. */
export const privateAnswer = 'private, no-store';

/**
 * How long a shared cache may serve a page after its `s-maxage` while it asks the origin again in
 * the background: a minute, so that a browser honouring it too is at most that late.
 */
const staleWhileRevalidateSeconds = 60;

/** The Vary of a page that changes with the visitor's chosen centre (issue 48): the edge keeps one copy per centre. */
export const centreVary = 'Accept-Encoding, X-Site-Centre';

/**
 * Whether a page's header can show the chosen centre: not a location's own page, nor a listing at
 * one centre (`?location=`), whose address names the centre already (web/src/public/data/network.ts
 * `chosenLocation`).
 */
export const changesWithCentre = (url: string): boolean => {
  const [pathname = '', search = ''] = url.split(/[?#]/, 2);
  if (/^(?:\/[a-z]{2}(?:-[a-z]+)?)?\/locations\/[^/]+\/?$/.test(pathname) && !/\/locations\/choose\/?$/.test(pathname)) return false;
  return !new URLSearchParams(search).has('location');
};

export interface EdgeHeaders {
  /**
   * The headers of a page rendered for the cache from `reads`: its Cache-Control and its keys; for
   * a page whose header shows the centre a visitor chose on a hospital network (issue 48), `Vary`
   * names the centre as the edge passes it (`X-Site-Centre`, docs/varnish.vcl) besides the encoding.
   */
  page(status: number, reads: readonly string[], options?: { variesByCentre?: boolean }): Record<string, string>;
  /** The sitemap's headers. */
  sitemap(): Record<string, string>;
}

/**
 * The cache headers of the public answers (issue 49). EDGE_CACHE off: `no-cache`, as before.
 * On: a shared cache keeps a page `s-maxage` (long: a change purges it), serves it a minute while
 * revalidating and a day (`stale-if-error`) while the origin fails; a browser revalidates every
 * time (`max-age=0`). A page reading free slots (page-cache.ts `timeBoundMaxAgeMs`) is kept a
 * minute, as in the server's own cache. `Surrogate-Key` (Varnish xkey, Fastly) and `Cache-Tag`
 * (Cloudflare) name what the page shows (edge-keys.ts).
 */
export function edgeHeaders(settings: EdgeSettings): EdgeHeaders {
  const shared = (seconds: number) =>
    `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}, stale-if-error=${settings.staleIfErrorSeconds}`;
  const keyed = (cacheControl: string, keys: readonly string[]) => ({ 'cache-control': cacheControl, 'surrogate-key': keys.join(' '), 'cache-tag': keys.join(',') });
  if (!settings.cache) {
    return { page: () => ({ 'cache-control': 'no-cache' }), sitemap: () => ({ 'cache-control': 'no-cache' }) };
  }
  return {
    page: (status, reads, options) => {
      // A failed render (503) is never kept: the edge serves what it had (stale-if-error).
      if (status !== 200 && status !== 404) return { 'cache-control': 'no-store' };
      const seconds = freshUntil(reads, 0) > 0 ? timeBoundMaxAgeMs / 1000 : settings.maxAgeSeconds;
      return { ...keyed(shared(seconds), pageKeys(reads)), ...(options?.variesByCentre ? { vary: centreVary } : {}) };
    },
    sitemap: () => keyed(shared(settings.maxAgeSeconds), [siteKey, sitemapKey]),
  };
}
