import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { DEMO_PLAYER_PATH, findSiteRoute } from '@rufbereit/shared';
import { SiteHeader } from '../layout/site-header';
import { SiteFooter } from '../layout/site-footer';
import { LoadingSpinner } from '../components/ui/loading-spinner';
import { SelectedAgentProvider } from '../state/selected-agent';
import { LazyCookieConsent } from '../features/cookie-consent/lazy-cookie-consent';
import { AppRoutes } from './routes';
import { BareLayout } from './bare-layout';
import { LazyToaster } from './lazy-toaster';
import { usePageViews } from './use-page-views';
import { useRouteScroll } from './use-route-scroll';

/** Pages other sites embed in an iframe (see BareLayout). */
const barePaths: ReadonlySet<string> = new Set([DEMO_PLAYER_PATH]);

const skipLink = (
  <a
    href="#main-content"
    className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-2 focus:outline-brand-600"
  >
    Zum Inhalt springen
  </a>
);

/**
 * Layout of every page: skip link, fixed header, main content, footer, toasts, consent layer. Pages
 * behind sign-in bring their own frame instead of the public site's header and footer (the
 * workspace's bar and main landmark: components/workspace-frame.tsx, set up by the access guard).
 */
export function App() {
  useRouteScroll();
  usePageViews();
  const { pathname } = useLocation();
  const signedInPage = (findSiteRoute(pathname)?.access ?? 'public') !== 'public';
  if (signedInPage) {
    return (
      <>
        {skipLink}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
        <LazyToaster />
        <LazyCookieConsent />
      </>
    );
  }
  if (barePaths.has(pathname)) {
    return (
      <BareLayout>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </BareLayout>
    );
  }
  return (
    <SelectedAgentProvider>
      {skipLink}
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] pt-16 focus:outline-none">
        <Suspense fallback={<LoadingSpinner />}>
          <AppRoutes />
        </Suspense>
      </main>
      <SiteFooter />
      <LazyToaster />
      <LazyCookieConsent />
    </SelectedAgentProvider>
  );
}
