/**
 * The patient's chosen centre of the hospital network (issue 48), remembered in a cookie so the
 * header shows that centre's emergency line on every page. A GET form sets it (the server's
 * `/locations/choose`, so it works without JavaScript); the server renders a page for a remembered
 * centre as its own cached variant (`withRememberedCentre`), and the browser reads the same cookie.
 */
export const centreCookie = 'site-centre';
/** The address parameter a remembered centre is rendered with (added by the server from the cookie, never in a link). */
export const centreParam = 'centre';
/** Where the choice's GET form goes: it sets the cookie and returns to the page. */
export const chooseCentrePath = '/locations/choose';
/** A year, like the language choice. */
export const centreCookieSeconds = 365 * 24 * 60 * 60;

const slugForm = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A centre's slug, if the value has the form of one. */
export const centreSlug = (value: string | null | undefined): string | undefined => {
  const slug = value?.trim();
  return slug && slug.length <= 120 && slugForm.test(slug) ? slug : undefined;
};

/** The centre a cookie header remembers, if any. */
export function rememberedCentre(cookieHeader: string | undefined): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${centreCookie}=([^;]*)`).exec(cookieHeader ?? '');
  return centreSlug(match?.[1]);
}

/** The page address to render and cache for a request: with `centre=` when its cookie remembers one. */
export function withRememberedCentre(url: string, cookieHeader: string | undefined): string {
  const centre = rememberedCentre(cookieHeader);
  if (!centre) return url;
  const hash = url.indexOf('#');
  const bare = hash === -1 ? url : url.slice(0, hash);
  return `${bare}${bare.includes('?') ? '&' : '?'}${centreParam}=${centre}`;
}

/** The `centre=` of a query string, when it has the form of a slug (the page cache keeps it in its key). */
export function centreOfSearch(search: string): string | undefined {
  try {
    return centreSlug(new URLSearchParams(search).get(centreParam));
  } catch {
    return undefined;
  }
}
