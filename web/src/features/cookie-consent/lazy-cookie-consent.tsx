import { lazy, Suspense } from 'react';

const CookieConsentLayer = lazy(async () => ({ default: (await import('./cookie-consent')).CookieConsent }));

/**
 * The consent layer as its own chunk, so Radix Dialog and the form are not in the JavaScript every
 * page loads. The prerenderer waits for it (the first-visit sheet is in the HTML); in the browser the
 * sheet's server HTML stays as it is until this chunk has loaded and hydrated it.
 * Mount once inside the router, e.g. in the page layout.
 */
export function LazyCookieConsent() {
  return (
    <Suspense fallback={null}>
      <CookieConsentLayer />
    </Suspense>
  );
}
