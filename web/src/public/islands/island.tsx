import type { ReactNode } from 'react';
import { IslandReads } from '../data/api-data';

/**
 * Islands (issue 47): the server's HTML is the page, and only the parts that react to a person
 * carry a script. A part marked here is found in the page by `islands/start.ts`, which loads the
 * island's own chunk when the part is about to be used (in view, focused or tapped) and starts it
 * on that part alone. Nothing else of the page is hydrated.
 */

/** The attribute naming an island's kind (`islands/start.ts` keeps the list of kinds). */
export const islandAttribute = 'data-island';
/** The attribute holding an island's props, as JSON. */
export const islandPropsAttribute = 'data-props';

/** The attributes that mark an element as an island: spread on the part's own root element. */
export function islandMarker(name: string, props?: unknown): Record<string, string> {
  return props === undefined ? { [islandAttribute]: name } : { [islandAttribute]: name, [islandPropsAttribute]: JSON.stringify(props) };
}

/**
 * A part of the page the browser renders with Preact as a root of its own: a wrapper that takes no
 * room in the layout (`display: contents`) around the part's server markup. `props` must be what the
 * island's module renders the same children from.
 */
export function Island({ name, props, children }: { name: string; props?: unknown; children: ReactNode }) {
  return (
    <div {...islandMarker(name, props)} style={{ display: 'contents' }}>
      <IslandReads>{children}</IslandReads>
    </div>
  );
}
