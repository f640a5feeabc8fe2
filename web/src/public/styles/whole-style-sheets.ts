/**
 * The server inlines a page's style sheets cut to the rules its markup and the classes added later
 * use (server/src/web/critical-css.ts), each beside a `disabled` link to the whole sheet, which the
 * browser does not fetch. Another page shown in the browser may need any rule: the router turns
 * the whole sheets on before it shows one (routing/location.tsx). Not as the page loads: that
 * cost a style recalculation of the whole page, 60 to 90 ms of a throttled phone's main thread.
 */

/** At most this long a navigation waits for the sheets: a slow or failed request shows the page anyway. */
const maxWaitMs = 3000;

let loading: Promise<void> | null = null;

/** The page the server rendered (pathname and search), whose cut sheets hold all it needs. */
const servedPage = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/** Whether the page at `pathname` and `search` needs the whole sheets: any page but the server's. */
export function needsWholeStyleSheets(pathname: string, search: string): boolean {
  return `${pathname}${search}` !== servedPage;
}

/** Turns the whole sheets on, once; resolves when they have loaded (or failed, or after `maxWaitMs`). */
export function loadWholeStyleSheets(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
    let pending = links.length;
    const done = () => {
      if (--pending <= 0) resolve();
    };
    if (!pending) resolve();
    for (const link of links) {
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
      link.removeAttribute('disabled');
    }
    setTimeout(resolve, maxWaitMs);
  });
  return loading;
}

/** Forgets that the sheets were turned on: for tests, which reuse one document. */
export function resetWholeStyleSheetsForTest(): void {
  loading = null;
}
