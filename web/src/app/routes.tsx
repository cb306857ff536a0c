import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { demoAdminMessages, redirects, siteRoutes, type PageId, type SiteRoute } from '@rufbereit/shared';
import { pagePath } from '../lib/page-path';
import NotFoundPage from '../pages/not-found-page';
import { AuthLoading } from '../features/auth/auth-loading';
import { headingFromTitle, type PageProps } from '../pages/page-props';
import { pageHead } from '../seo/page-head';
import { useDocumentHead } from '../seo/use-document-head';
import { PageHydratedMark } from '../components/hydration-marks';
import { WorkspaceFrame } from '../components/workspace-frame';

type PageModule = { default: ComponentType<PageProps> };

export interface PageEntry {
  Component: ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>;
  /**
   * For lazily loaded pages: the module under src/pages/ (without extension). The prerenderer looks
   * it up in Vite's manifest and adds modulepreload links, so hydration does not wait for a waterfall.
   */
  module?: string;
  /** The page sets its own <head> (useDocumentHead) because it needs its lazily loaded content. */
  ownsHead?: boolean;
  /**
   * The page runs as its own island instead of the app: the entry module (built by
   * vite.embed.config.ts), whose script the prerenderer puts into the page in place of the app's boot script.
   */
  island?: string;
  /** A guarded page that shows the sign-in form in place under this title (instead of sending to /login). */
  signInTitle?: string;
}

const lazyPage = (module: string, load: () => Promise<PageModule>): PageEntry => ({ module, Component: lazy(load) });

/** One sign-in screen for both sign-in routes. */
const loginPage = lazyPage('login-page', () => import('../pages/login-page'));
/** The guard of `user` / `admin` pages loads (with the sign-in code) only on those pages. */
const RequireAccess = lazy(() => import('../features/auth/require-access'));
/** One component for both demo success routes (/kostenlos-testen/success, /demo-erfolg). */
const demoSuccessPage = lazyPage('demo-success-page', () => import('../pages/demo-success-page'));
/** One component each for the four legal pages and the two product pages (content chosen by route id). */
const legalPage = lazyPage('legal-page', () => import('../pages/legal-page'));
const productPage = lazyPage('product-page', () => import('../pages/product-page'));

/**
 * Page component per route id: one table, fed by the shared route list. Every page is its own
 * chunk (the prerendered HTML preloads the current page's chunks), so no page ships another's code.
 */
export const pages: Record<PageId, PageEntry> = {
  home: lazyPage('home-page', () => import('../pages/home-page')),
  contact: lazyPage('contact-page', () => import('../pages/contact-page')),
  about: lazyPage('about-page', () => import('../pages/about-page')),
  login: loginPage,
  freeTrial: lazyPage('free-trial-page', () => import('../pages/free-trial-page')),
  freeTrialSuccess: demoSuccessPage,
  demoSuccess: demoSuccessPage,
  terms: legalPage,
  dataProcessing: legalPage,
  imprint: legalPage,
  privacy: legalPage,
  guarantee: lazyPage('guarantee-page', () => import('../pages/guarantee-page')),
  aiBooking: productPage,
  aiPhoneAssistant: productPage,
  assistantConfig: lazyPage('assistant-config-page', () => import('../pages/assistant-config-page')),
  upload: lazyPage('upload-page', () => import('../pages/upload-page')),
  demoPlayer: { ...lazyPage('demo-player-page', () => import('../pages/demo-player-page')), island: 'src/embed/demo-player.ts' },
  demoPlaylist: lazyPage('demo-playlist-page', () => import('../pages/demo-playlist-page')),
  adminDemos: { ...lazyPage('admin-demos-page', () => import('../pages/admin-demos-page')), signInTitle: demoAdminMessages.loginTitle },
  audioPerformanceTest: lazyPage('audio-performance-test-page', () => import('../pages/audio-performance-test-page')),
  adminDashboard: lazyPage('admin-dashboard-page', () => import('../pages/admin-dashboard-page')),
  adminMarketing: lazyPage('admin-marketing-page', () => import('../pages/admin-marketing-page')),
  adminContacts: lazyPage('admin-contacts-page', () => import('../pages/admin-contacts-page')),
  adminUsers: lazyPage('admin-users-page', () => import('../pages/admin-users-page')),
  adminIntroCalls: lazyPage('admin-intro-calls-page', () => import('../pages/admin-intro-calls-page')),
  adminAuditLog: lazyPage('admin-audit-log-page', () => import('../pages/admin-audit-log-page')),
  adminAssistantConfigs: lazyPage('admin-assistant-configs-page', () => import('../pages/admin-assistant-configs-page')),
  auth: loginPage,
  authResetPassword: lazyPage('reset-password-page', () => import('../pages/reset-password-page')),
  introCallCancel: lazyPage('intro-call-cancel-page', () => import('../pages/intro-call-cancel-page')),
  branch: { ...lazyPage('branch-page', () => import('../pages/branch-page')), ownsHead: true },
};

function RoutePage({ route }: { route: SiteRoute }) {
  const { Component, ownsHead, signInTitle } = pages[route.id];
  useDocumentHead(ownsHead ? null : pageHead(route));
  const page = <Component route={route} />;
  const mark = <PageHydratedMark path={route.path} />;
  if (route.access === 'public') {
    return (
      <>
        {page}
        {mark}
      </>
    );
  }
  // The mark sits inside the guard's own Suspense boundary: React hydrates that boundary only once
  // the guard's chunk has arrived, and until then the prerendered sign-in form does not react to
  // typing. A mark outside it would announce a page whose form still drops what is typed.
  return (
    <Suspense
      fallback={
        <WorkspaceFrame homePath={pagePath('home')}>
          <AuthLoading title={headingFromTitle(route.title)} />
        </WorkspaceFrame>
      }
    >
      <RequireAccess access={route.access} title={headingFromTitle(route.title)} signInTitle={signInTitle}>
        {page}
      </RequireAccess>
      {mark}
    </Suspense>
  );
}

/** React Router path patterns cannot express encoded characters; the servers redirect those. */
const clientRedirects = Object.entries(redirects).filter(([from]) => !/[%\s]/.test(from));

export function AppRoutes() {
  return (
    <Routes>
      {siteRoutes.flatMap((route) =>
        [route.path, ...route.aliases].map((path) => <Route key={path} path={path} element={<RoutePage route={route} />} />),
      )}
      {clientRedirects.map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
