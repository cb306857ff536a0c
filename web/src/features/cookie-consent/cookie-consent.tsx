import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { findSiteRoute } from '@rufbereit/shared';
import { FirstVisitSheet } from './first-visit-sheet';
import { useConsentSnapshot } from './use-consent';
import { pagePath } from '../../lib/page-path';

/** Radix Dialog and its focus management load only when a visitor opens the settings. */
const CookieSettingsDialog = lazy(async () => ({ default: (await import('./cookie-settings-dialog')).CookieSettingsDialog }));

/** Pages a visitor must be able to read before deciding: no automatic layer there. */
const NO_AUTO_OPEN_PATHS: readonly string[] = [pagePath('privacy'), pagePath('imprint')];
/**
 * Nor on the pages outside the site's reading path (not indexable): the sign-in screens and the pages
 * behind sign-in (they store only what signing in needs, strictly necessary, and the sheet would cover
 * the form), the confirmations after a form and the cancel page reached from a mail (the visitor met
 * the sheet on the page before, or will on the next).
 */
function opensAutomatically(pathname: string): boolean {
  if (NO_AUTO_OPEN_PATHS.includes(pathname)) return false;
  const route = findSiteRoute(pathname);
  return !route || (route.access === 'public' && route.indexable);
}

/**
 * The consent layer. Mount once inside the router (e.g. in the page layout).
 *
 * - First visit (no stored choice): the non-modal sheet of ./first-visit-sheet.tsx, as an overlay
 *   that shifts nothing. It is part of the prerendered HTML of the pages where it opens by itself, so
 *   it paints with the page: appearing only after hydration, it became the page's largest element
 *   late and held the LCP back until the app had loaded. On the server and during hydration the
 *   stored choice is unknown, so the sheet is rendered for everyone; a visitor with a stored choice
 *   never sees it, because the inline <head> script of ./consent-marker.ts marks <html> and the
 *   style rule hides it before the first paint; after hydration the store removes it.
 * - 'Cookie-Einstellungen' (openCookieSettings()): the modal dialog of ./cookie-settings-dialog.tsx,
 *   showing the stored choice.
 */
export function CookieConsent() {
  const { ready, consent, settingsOpen, dismissed } = useConsentSnapshot();
  const { pathname } = useLocation();

  if (settingsOpen) {
    return (
      <Suspense fallback={null}>
        <CookieSettingsDialog consent={consent} />
      </Suspense>
    );
  }
  const firstVisit = (!ready || consent === null) && !dismissed && opensAutomatically(pathname);
  return firstVisit ? <FirstVisitSheet live={ready} /> : null;
}
