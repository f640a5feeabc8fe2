import { use } from 'react';
import { trackChunk } from '../chunks/tracked-chunk';
import type { Resolution } from '../routing/resolve-route';

type SearchModules = typeof import('./search-page');

/** The results page loads in its own chunk: no other page pays for it. */
let modules: Promise<SearchModules> | null = null;

export function loadSearchPage(): Promise<SearchModules> {
  modules ??= trackChunk(import('./search-page'), () => {
    modules = null;
  });
  return modules;
}

/** Before hydrating the results page, its chunk must be there. */
export function preloadSearchPage(resolution: Resolution): Promise<unknown> {
  return resolution.state === 'search' ? loadSearchPage() : Promise.resolve();
}

/** The results page (call inside a Suspense boundary). */
export function SearchRoute() {
  const { SearchPage } = use(loadSearchPage());
  return <SearchPage />;
}
