import { useState, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { StaticReads } from '../data/api-data';
import { useLocation } from '../routing/location';

/**
 * Parts of a page with nothing to do in the browser (text, pictures, plain links) are not hydrated
 * (issue 19): while the page the server rendered is shown, a static region keeps the server's DOM
 * as it is, so the browser neither builds nor compares its tree, and runs none of its code. Preact
 * leaves an element given `dangerouslySetInnerHTML` alone while hydrating and keeps it while the
 * markup it is given does not change (web/src/public/ui/static-region.test.tsx checks it on the
 * Preact the site uses). Once the visitor moves to another address, the region renders its
 * children like any other part of the page.
 *
 * Its links still open in the page: the router handles a click on a link in a static region
 * (`BrowserLocation`). What it must not hold: event handlers, state, effects, or data that changes
 * after the first render (a form, a slider, a list filtered in the page), nor a picture with a
 * fallback (its error handler would not run).
 *
 * What the server's render reads inside a region only is not embedded in the page
 * (`StaticReads`): the browser loads it when a later render needs it.
 */

/** The address whose server-rendered page is being hydrated, during that render only. */
let hydrating: string | null = null;
/** The address the server rendered the page for, once its hydration has begun. */
let served: string | null = null;
/** While parts hydrated later (ui/hydrate-later.tsx) are hydrated: the served address. */
let hydratingLater: string | null = null;

/**
 * Runs the render that hydrates the server's page of `served` (its path and query): static regions
 * rendered in it keep the server's DOM, unless the address has changed since the page loaded (a
 * navigation before the scripts were ready), when the DOM is another page's.
 */
export function hydrateStatic(address: string, render: () => void): void {
  hydrating = served = address;
  try {
    render();
  } finally {
    hydrating = null;
  }
}

/** Whether this render is the one that hydrates the server's page (`hydrateStatic`). */
export const hydratingServerPage = (): boolean => hydrating !== null;

/**
 * Releases parts of the server's page that were left for later (ui/hydrate-later.tsx): the renders
 * that hydrate them follow in the same task (Preact renders them in microtasks), and static regions
 * they hold keep the server's DOM as in the page's first hydration.
 */
export function hydratePartsLater(release: () => void): void {
  if (hydratingLater === null) {
    hydratingLater = served;
    setTimeout(() => (hydratingLater = null), 0);
  }
  release();
}

/** The attribute that marks a static region in the DOM. */
export const staticRegionAttribute = 'data-static';

/** The same markup every time: Preact compares the `__html` strings and leaves the DOM alone. */
const keep = { __html: '' };

export interface StaticRegionProps extends Pick<HTMLAttributes<HTMLElement>, 'className' | 'id' | 'role' | 'aria-label' | 'aria-labelledby' | 'aria-roledescription' | 'lang'> {
  /** The element that wraps the region (it is the one kept): `div` unless told. */
  as?: ElementType;
  /** Kept on every page, not only on the first (the footer, the same on every page). */
  everyPage?: boolean;
  children?: ReactNode;
}

export function StaticRegion({ as: Tag = 'div', everyPage = false, children, ...attributes }: StaticRegionProps) {
  const { pathname, search } = useLocation();
  const address = everyPage ? '' : `${pathname}${search}`;
  // Kept only when this region was hydrated from the server's DOM, until the address changes: after
  // that it renders its children, also when the visitor comes back to the first address.
  const [kept, setKept] = useState(() => {
    const page = hydrating ?? hydratingLater;
    return page !== null && (everyPage || address === page) ? address : null;
  });
  if (kept !== null && kept !== address) setKept(null);
  const marked = { ...attributes, [staticRegionAttribute]: '' };
  if (kept === address) return <Tag {...marked} dangerouslySetInnerHTML={keep} />;
  return (
    <Tag {...marked}>
      <StaticReads value={true}>{children}</StaticReads>
    </Tag>
  );
}
