import { createContext, startTransition, useContext, useEffect, useMemo, useRef, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { defaultLanguage, splitLanguagePath } from '@hospital/content/i18n/languages';
import { useInStaticRegion } from '../data/api-data';
import { useLanguage } from '../ui/language';
import { inLanguage, withoutLanguage } from '../ui/language-paths';
import { loadWholeStyleSheets, needsWholeStyleSheets } from '../styles/whole-style-sheets';

/**
 * The public site's own router: the location, a navigate function and a link that navigates in the
 * page. The site has no nested routes, loaders or blockers (routes resolve in routing/resolve-route.ts),
 * so this is all it needs of a router, at a few hundred bytes instead of react-router's chunk on
 * every page. The admin keeps react-router.
 */
export interface PublicLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Back or Forward to an entry this router left: where the page was scrolled then (issue 30). */
  scroll?: number;
}

interface Router {
  location: PublicLocation;
  /** `replace`: the address of the same view changes (a listing's filter or Load More, issue 30), no new history entry. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Still the page the server rendered: the visitor has not moved to another page since it loaded. */
  firstView: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
}

const RouterContext = createContext<Router | null>(null);

/** Where a history entry keeps its scroll position when the router leaves it. */
const scrollKey = 'publicScroll';
const scrollOf = (state: unknown): number | undefined => {
  const value = (state as Record<string, unknown> | null)?.[scrollKey];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

function parse(url: string): PublicLocation {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { pathname, search, hash };
}

/**
 * Shows the address bar's location, in a transition, as react-router did: the current page stays
 * until the next one's chunk has loaded. Another page than the server's waits for the whole style
 * sheets too (the server's are cut to its page, styles/whole-style-sheets.ts).
 */
function show(setLocation: (location: PublicLocation) => void, scroll?: number): void {
  const update = () => startTransition(() => setLocation(scroll === undefined ? parse(window.location.href) : { ...parse(window.location.href), scroll }));
  const { pathname, search } = window.location;
  if (needsWholeStyleSheets(pathname, search)) void loadWholeStyleSheets().then(update);
  else update();
}

/** The server's router: the requested URL, nowhere to navigate to. */
export function StaticLocation({ url, children }: { url: string; children: ReactNode }) {
  return <RouterContext.Provider value={{ location: parse(url), navigate: () => undefined, firstView: true }}>{children}</RouterContext.Provider>;
}

/**
 * An island's router (issue 47): the address bar's location; a page of the site is a page load
 * (the public site has no client-side router), and a change of the same view's address (`replace`)
 * only replaces the address.
 */
export function PageLoadLocation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => parse(window.location.href));
  const navigate = (to: string, options?: NavigateOptions) => {
    if (!options?.replace) {
      window.location.assign(to);
      return;
    }
    window.history.replaceState(window.history.state, '', to);
    setLocation(parse(window.location.href));
  };
  return <RouterContext.Provider value={{ location, navigate, firstView: true }}>{children}</RouterContext.Provider>;
}

/** The browser's router: the address bar's location, changed by links, `navigate` and Back/Forward. */
export function BrowserLocation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => parse(window.location.href));
  // Once the path has changed the first view is over, also when the visitor comes back to it. A
  // listing's own query (a filter, a page) is the same page, with the same data embedded.
  const [firstPath] = useState(() => location.pathname);
  const [movedOn, setMovedOn] = useState(false);
  if (!movedOn && location.pathname !== firstPath) setMovedOn(true);
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => show(setLocation, scrollOf(event.state));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = (to: string, options?: NavigateOptions) => {
    if (options?.replace) {
      window.history.replaceState(window.history.state, '', to);
    } else {
      // Back to this entry returns to where the visitor was (a listing after Load More).
      window.history.replaceState({ ...(window.history.state as object | null), [scrollKey]: window.scrollY }, '');
      window.history.pushState(null, '', to);
    }
    show(setLocation);
  };
  // A `Link` in a static region (ui/static-region.tsx) has no handler of its own: the same click
  // opens its page in the page. Plain anchors stay the browser's, as elsewhere.
  const navigateRef = useRef(navigate);
  const { language, languages } = useLanguage();
  const languageRef = useRef(language);
  const languagesRef = useRef(languages);
  useEffect(() => {
    navigateRef.current = navigate;
    languageRef.current = language;
    languagesRef.current = languages;
  });
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute(staticLinkAttribute)) return;
      const to = inPageTarget(event, anchor);
      if (!to || splitLanguagePath(to, languagesRef.current).language !== languageRef.current) return;
      event.preventDefault();
      navigateRef.current(to);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return <RouterContext.Provider value={{ location, navigate, firstView: !movedOn }}>{children}</RouterContext.Provider>;
}

/**
 * The router as the page's language sees it (inside `StaticLocation` or `BrowserLocation` and the
 * language's provider): the path without the language's prefix (`/hi/doctors/x` is `/doctors/x`),
 * so routes, menus and listings work as in the default language, and `navigate` puts the prefix
 * back. The default language's router is the one around it, unchanged.
 */
export function LanguageLocation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { language } = useLanguage();
  const { location, navigate, firstView } = router;
  const value = useMemo<Router>(
    () => ({ location: { ...location, pathname: withoutLanguage(location.pathname, language) }, navigate: (to, options) => navigate(inLanguage(to, language), options), firstView }),
    [location, navigate, firstView, language],
  );
  if (language === defaultLanguage) return <>{children}</>;
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/**
 * Where a click on a link goes in the page, or null when the browser should follow it: another
 * button or a modifier key (a new tab), a target, a download, another site, or already handled.
 */
function inPageTarget(event: Pick<globalThis.MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>, anchor: HTMLAnchorElement): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The public site needs a StaticLocation or BrowserLocation');
  return router;
}

export function useLocation(): PublicLocation {
  return useRouter().location;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useRouter().navigate;
}

/**
 * Whether this is still the first view: the page the server rendered, the visitor not having moved
 * to another address since it loaded. What the server embedded cut down for that page's hydration
 * (pages/page-for-hydration.ts, stubs for static slides) is enough only then.
 */
export function useFirstView(): boolean {
  return useRouter().firstView;
}

/**
 * Still the address the server rendered, path and query: a listing's filter or Load More since
 * (an address replaced in place) is another state, whose records the page did not embed (issue 46).
 */
export function useFirstAddress(): boolean {
  const firstView = useFirstView();
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const [first] = useState(address);
  const [movedOn, setMovedOn] = useState(false);
  if (!movedOn && address !== first) setMovedOn(true);
  return firstView && !movedOn && address === first;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** Marks the server's `Link`s in static regions, whose clicks `BrowserLocation` handles. */
const staticLinkAttribute = 'data-link';

/**
 * An `<a href>` that a plain click opens in the page; a new tab, a download or another site are the
 * browser's. `to` is a path of the site, given without the language's prefix: the link keeps the
 * visitor's language. A path in another language than the page's is a new page load (the page's
 * data is in its own language).
 */
export function Link({ to, onClick, target, children, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const { language, languages } = useLanguage();
  const href = inLanguage(to, language);
  // Only the server's markup: a region the browser renders itself has the handler below.
  const marked = useInStaticRegion() && typeof window === 'undefined' ? { [staticLinkAttribute]: '' } : {};
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const to = inPageTarget(event, event.currentTarget);
    if (!to || splitLanguagePath(to, languages).language !== language) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={href} target={target} onClick={handleClick} {...marked} {...rest}>
      {children}
    </a>
  );
}
