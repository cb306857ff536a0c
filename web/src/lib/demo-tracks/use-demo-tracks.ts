import { useCallback, useEffect, useState } from 'react';
import { requestJson } from '../api/http-client';
import { demoTracksApiUrl, type DemoCategoryFilter, type DemoTrack, type DemoTrackListBody } from '@rufbereit/shared';

export type DemoTracksState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; tracks: readonly DemoTrack[] };

/**
 * The tracks of GET /api/demos (public and cached by the browser and CloudFront, so a plain fetch
 * through the small client is enough: no query library on pages strangers embed). `reload` asks again after a failure.
 * With `initial` (the tracks the page was prerendered with) the list is shown at once and the
 * answer replaces it when it comes; a failed refresh keeps it rather than showing an error.
 */
export function useDemoTracks(category: DemoCategoryFilter, enabled = true, initial?: readonly DemoTrack[]): DemoTracksState & { reload: () => void } {
  const [state, setState] = useState<DemoTracksState>(() => (initial ? { status: 'loaded', tracks: initial } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((shown) => (shown.status === 'loaded' ? shown : { status: 'loading' }));
    requestJson<DemoTrackListBody>(demoTracksApiUrl(category), { signal: controller.signal })
      .then((body) => setState({ status: 'loaded', tracks: body.tracks }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error(error);
          setState((shown) => (shown.status === 'loaded' ? shown : { status: 'error' }));
        }
      });
    return () => controller.abort();
  }, [category, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
