import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from './routing/location';
import { DetailRoute } from './details/lazy-details';
import { useSiteSettings } from './data/site-settings';
import { useHeadManager } from './head/head-manager';
import { buildHead, isPreviewSearch } from './head/page-head';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { NotFoundPage } from './pages/not-found-page';
import { PageErrorBoundary } from './pages/page-error-boundary';
import { PageView } from './pages/page-view';
import type { Resolution } from './routing/resolve-route';
import { useRouteResolution } from './routing/use-route-resolution';
import { SearchRoute } from './search/lazy-search';
import { ErrorView } from './ui/error-view';
import { Loader } from './ui/loader';
import { useVersionWatcher } from './version/version-watcher';
import './styles/global.css';

/** The public site: header, the page the path shows, footer. Same tree on the server and in the browser. */
export function PublicApp({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const preview = isPreviewSearch(search);
  const resolution = useRouteResolution(pathname);
  const { settings } = useSiteSettings();
  const head = useMemo(() => buildHead({ resolution, settings, origin, pathname, preview }), [resolution, settings, origin, pathname, preview]);
  useHeadManager(head);
  useVersionWatcher();

  // SPEC §2: each path change starts at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <RouteView resolution={resolution} />
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}

function RouteView({ resolution }: { resolution: Resolution }) {
  useEffect(() => {
    if (resolution.state === 'error') console.error('Error loading content:', resolution.message);
  }, [resolution]);
  switch (resolution.state) {
    case 'loading':
      return <Loader />;
    case 'error':
      return <ErrorView />;
    case 'not-found':
      return <NotFoundPage />;
    case 'page':
      return <PageView page={resolution.page} />;
    case 'detail':
    case 'expert-category':
    case 'expert':
      return (
        <Suspense fallback={<Loader />}>
          <DetailRoute resolution={resolution} />
        </Suspense>
      );
    case 'search':
      return (
        <Suspense fallback={<Loader />}>
          <SearchRoute />
        </Suspense>
      );
  }
}
