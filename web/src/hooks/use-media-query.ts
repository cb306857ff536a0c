import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@rufbereit/shared';

/**
 * Whether a CSS media query matches now; follows changes (rotating the phone, resizing the window).
 * Prerendered HTML cannot know the width: hydration starts from `serverValue`.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => serverValue);
}

/** From 768 px (MOBILE_BREAKPOINT_PX): the width at which the back office's tables replace their phone cards. */
export const useIsWide = (): boolean => useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`, true);
