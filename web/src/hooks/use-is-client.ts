import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => undefined;

/**
 * false while prerendering (and during hydration of prerendered HTML), true in the browser. For
 * content only the browser knows, e.g. the real requested path on the shared 404.html.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
