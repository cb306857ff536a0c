import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { findSiteRoute } from '@rufbereit/shared';
import { whenIdle } from '../../lib/when-idle';
import { FirstVisitSheet } from './first-visit-sheet';
import { useConsentSnapshot } from './use-consent';

/** Radix Dialog and its focus management load only when a visitor opens the settings. */
const CookieSettingsDialog = lazy(async () => ({ default: (await import('./cookie-settings-dialog')).CookieSettingsDialog }));

/** Pages a visitor must be able to read before deciding: no automatic layer there. */
const NO_AUTO_OPEN_PATHS: readonly string[] = ['/datenschutz', '/impressum'];
/**
 * Nor on the pages outside the site's reading path (not indexable): the sign-in screens and the pages
 * behind sign-in (they store only what signing in needs, strictly necessary, and the sheet would cover
 * the form), the confirmations after a form and the cancel page reached from a mail (the visitor met
 * the sheet on the page before, or will on the next). On these short pages the sheet also painted
 * after the content as the largest element, holding their LCP back until the browser was idle.
 */
function opensAutomatically(pathname: string): boolean {
  if (NO_AUTO_OPEN_PATHS.includes(pathname)) return false;
  const route = findSiteRoute(pathname);
  return !route || (route.access === 'public' && route.indexable);
}

/** True once the browser had an idle moment after this component mounted. */
function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}

/**
 * The consent layer. Mount once inside the router (e.g. in the page layout).
 *
 * - First visit (no stored choice): the non-modal sheet of ./first-visit-sheet.tsx, as an overlay
 *   that shifts nothing. It appears when the browser is idle after the page has loaded and hydrated,
 *   so it never lengthens the work that makes the page interactive.
 * - 'Cookie-Einstellungen' (openCookieSettings()): the modal dialog of ./cookie-settings-dialog.tsx,
 *   showing the stored choice.
 * Nothing renders on the server, so the prerendered HTML has no layer.
 */
export function CookieConsent() {
  const { ready, consent, settingsOpen, dismissed } = useConsentSnapshot();
  const { pathname } = useLocation();
  const idle = useIdleAfterMount();

  if (settingsOpen) {
    return (
      <Suspense fallback={null}>
        <CookieSettingsDialog consent={consent} />
      </Suspense>
    );
  }
  const firstVisit = ready && idle && consent === null && !dismissed && opensAutomatically(pathname);
  return firstVisit ? <FirstVisitSheet /> : null;
}
