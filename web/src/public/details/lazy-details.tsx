import { use } from 'react';
import { trackChunk } from '../chunks/tracked-chunk';
import type { Resolution } from '../routing/resolve-route';

type DetailModules = typeof import('./detail-views');

/**
 * The detail pages load in their own chunk, like the page templates: the home page does not pay
 * for them (see `trackChunk` for how a chunk loaded before hydration renders without suspending).
 */
let modules: Promise<DetailModules> | null = null;

export function loadDetailViews(): Promise<DetailModules> {
  modules ??= trackChunk(import('./detail-views'), () => {
    modules = null;
  });
  return modules;
}

const needsDetails = (resolution: Resolution) =>
  resolution.state === 'detail' || resolution.state === 'expert' || resolution.state === 'expert-category' || resolution.state === 'location' || resolution.state === 'locations';

/** Before hydrating a detail page, its chunk must be there. */
export function preloadDetailViews(resolution: Resolution): Promise<unknown> {
  return needsDetails(resolution) ? loadDetailViews() : Promise.resolve();
}

/** The page of a detail, expert or department resolution (call inside a Suspense boundary). */
export function DetailRoute({ resolution }: { resolution: Extract<Resolution, { state: 'detail' | 'expert' | 'expert-category' | 'location' | 'locations' }> }) {
  const { DetailView, ExpertCategoryPage, ExpertPage, LocationPage, LocationsPage } = use(loadDetailViews());
  switch (resolution.state) {
    case 'detail':
      return <DetailView key={resolution.record._id} detail={resolution.detail} record={resolution.record} />;
    case 'expert-category':
      return <ExpertCategoryPage category={resolution.category} experts={resolution.experts} />;
    case 'expert':
      return <ExpertPage key={resolution.expert._id} expert={resolution.expert} category={resolution.category} />;
    case 'location':
      return <LocationPage key={resolution.location._id} location={resolution.location} />;
    case 'locations':
      return <LocationsPage locations={resolution.locations} />;
  }
}
