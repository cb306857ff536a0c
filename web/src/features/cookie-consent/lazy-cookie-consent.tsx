import { lazy, Suspense } from 'react';

const CookieConsentLayer = lazy(async () => ({ default: (await import('./cookie-consent')).CookieConsent }));

/**
 * The consent layer as its own chunk: it shows nothing before hydration anyway, so Radix Dialog
 * and the form need not be in the JavaScript every page loads before first paint.
 * Mount once inside the router, e.g. in the page layout.
 */
export function LazyCookieConsent() {
  return (
    <Suspense fallback={null}>
      <CookieConsentLayer />
    </Suspense>
  );
}
