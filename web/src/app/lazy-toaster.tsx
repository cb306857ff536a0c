import { lazy, Suspense } from 'react';

/** Sonner loads as its own chunk: nothing shows a toast before the page is interactive. */
const AppToaster = lazy(() => import('./toaster'));

/** The toast area, loaded after the page. */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
