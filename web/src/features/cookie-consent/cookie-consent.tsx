import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdle } from '../../lib/when-idle';
import { FirstVisitSheet } from './first-visit-sheet';
import { useConsentSnapshot } from './use-consent';

/** Radix Dialog and its focus management load only when a visitor opens the settings. */
const CookieSettingsDialog = lazy(async () => ({ default: (await import('./cookie-settings-dialog')).CookieSettingsDialog }));

/** Pages a visitor must be able to read before deciding: no automatic layer there. */
const NO_AUTO_OPEN_PATHS: readonly string[] = ['/datenschutz', '/impressum'];

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
  const firstVisit = ready && idle && consent === null && !dismissed && !NO_AUTO_OPEN_PATHS.includes(pathname);
  return firstVisit ? <FirstVisitSheet /> : null;
}
