import { Suspense, useEffect, useMemo } from 'react';
import { defaultLanguage } from '@hospital/content/i18n/languages';
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
import { InPageLanguage } from './pages/in-language';
import type { Resolution } from './routing/resolve-route';
import { pageUpdatedAt } from './routing/page-updated';
import { useRouteResolution } from './routing/use-route-resolution';
import { existsInLanguage } from './routing/page-languages';
import { useLanguage } from './ui/language';
import { SearchRoute } from './search/lazy-search';
import { ManageAppointmentRoute } from './opd-booking/manage-route';
import { ErrorView } from './ui/error-view';
import { LastUpdated } from './ui/last-updated';
import { Loader } from './ui/loader';
import { useVersionWatcher } from './version/version-watcher';
import './styles/global.css';

/** The public site: header, the page the path shows, footer. Same tree on the server and in the browser. */
export function PublicApp({ origin }: { origin: string }) {
  const { pathname, search, scroll } = useLocation();
  const preview = isPreviewSearch(search);
  const resolution = useRouteResolution(pathname);
  const { settings } = useSiteSettings();
  const { language, messages } = useLanguage();
  // The browser knows only the page's own language (the server printed the alternates of the first page).
  const head = useMemo(
    () => buildHead({ resolution, settings, origin, pathname, preview, language, languages: [existsInLanguage(resolution, language) ? language : defaultLanguage], texts: messages }),
    [resolution, settings, origin, pathname, preview, language, messages],
  );
  useHeadManager(head);
  useVersionWatcher();

  // SPEC §2: each path change starts at the top of the page; Back and Forward return to where the
  // visitor was (issue 30), once the page is long enough again.
  useEffect(() => scrollOnArrival(scroll ?? 0), [pathname, scroll]);

  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <InPageLanguage resolution={resolution}>
            <RouteView resolution={resolution} />
          </InPageLanguage>
        </PageErrorBoundary>
        <LastUpdated moment={pageUpdatedAt(resolution)} />
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
    case 'location':
    case 'locations':
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
    case 'manage-appointment':
      return (
        <Suspense fallback={<Loader />}>
          <ManageAppointmentRoute />
        </Suspense>
      );
  }
}

/** Scrolls to `y`, trying again each frame for up to 3 s while the page is shorter (its list still loading). */
function scrollOnArrival(y: number): () => void {
  const until = performance.now() + 3000;
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
