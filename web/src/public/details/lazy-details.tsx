import { use } from 'react';
import type { Resolution } from '../routing/resolve-route';

/**
 * The detail pages load in their own chunk, like the page templates: the home page does not pay
 * for them. `use` reads a settled promise synchronously (React checks `status`/`value`, which we
 * set), so a chunk loaded before hydration renders without suspending.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

type DetailModules = typeof import('./detail-views');

let modules: Tracked<DetailModules> | null = null;

export function loadDetailViews(): Promise<DetailModules> {
  if (modules) return modules;
  const promise: Tracked<DetailModules> = import('./detail-views');
  promise.status = 'pending';
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      modules = null;
    },
  );
  modules = promise;
  return promise;
}

const needsDetails = (resolution: Resolution) =>
  resolution.state === 'detail' || resolution.state === 'expert' || resolution.state === 'expert-category';

/** Before hydrating a detail page, its chunk must be there. */
export function preloadDetailViews(resolution: Resolution): Promise<unknown> {
  return needsDetails(resolution) ? loadDetailViews() : Promise.resolve();
}

/** The page of a detail, expert or department resolution (call inside a Suspense boundary). */
export function DetailRoute({ resolution }: { resolution: Extract<Resolution, { state: 'detail' | 'expert' | 'expert-category' }> }) {
  const { DetailView, ExpertCategoryPage, ExpertPage } = use(loadDetailViews());
  switch (resolution.state) {
    case 'detail':
      return <DetailView key={resolution.record._id} detail={resolution.detail} record={resolution.record} />;
    case 'expert-category':
      return <ExpertCategoryPage category={resolution.category} experts={resolution.experts} />;
    case 'expert':
      return <ExpertPage key={resolution.expert._id} expert={resolution.expert} category={resolution.category} />;
  }
}
