import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { DEMO_PLAYER_PATH } from '@rufbereit/shared';
import { SiteHeader } from '../layout/site-header';
import { SiteFooter } from '../layout/site-footer';
import { LoadingSpinner } from '../components/ui/loading-spinner';
import { SelectedAgentProvider } from '../state/selected-agent';
import { LazyCookieConsent } from '../features/cookie-consent/lazy-cookie-consent';
import { AppRoutes } from './routes';
import { useRouteScroll } from './use-route-scroll';

/** Sonner loads as its own chunk: nothing shows a toast before the page is interactive. */
const AppToaster = lazy(() => import('./toaster'));

/**
 * Pages other sites embed in an iframe: no site header, footer or cookie layer (the page sets no
 * cookies and stores nothing), just the content and the toasts.
 */
const barePaths: ReadonlySet<string> = new Set([DEMO_PLAYER_PATH]);

function BareLayout() {
  return (
    <>
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </>
  );
}

/** Layout of every page: skip link, fixed header, main content, footer, toasts, consent layer. */
export function App() {
  useRouteScroll();
  const { pathname } = useLocation();
  if (barePaths.has(pathname)) return <BareLayout />;
  return (
    <SelectedAgentProvider>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-2 focus:outline-brand-600"
      >
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] pt-16 focus:outline-none">
        <Suspense fallback={<LoadingSpinner />}>
          <AppRoutes />
        </Suspense>
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <LazyCookieConsent />
    </SelectedAgentProvider>
  );
}
