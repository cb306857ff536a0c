import type { ReactNode } from 'react';
import { LazyToaster } from './lazy-toaster';

/**
 * Layout of the pages other sites embed in an iframe: no site header, footer or cookie layer (the
 * page sets no cookies and stores nothing), just the content and the toasts. Used by the app
 * (prerendering, dev server) and by the page's own island (src/embed/), so both render the same.
 */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <LazyToaster />
    </>
  );
}
