import { useEffect, useState } from 'react';
import { branchImageMessages, type BranchImageBody, type BranchSlug } from '@rufbereit/shared';
import { loadBranchImage, type BranchImageResult } from './load-branch-image';

export type BranchImageState = { status: 'loading' } | BranchImageResult;

/**
 * The branch's hero image. `initial` is the image the page was prerendered with (chosen from the
 * seed at build time): shown at once, then the API is asked again after hydration and a changed
 * choice replaces it. A refresh that cannot reach the API keeps the image; the API's own answers
 * (no configuration, no suitable image) are shown. Without `initial` (a page opened by in-app
 * navigation) the loading state comes first, as both the server and the browser render it.
 */
export function useBranchImage(branch: BranchSlug, initial?: BranchImageBody): BranchImageState {
  const [state, setState] = useState<BranchImageState>(() => (initial ? { status: 'ready', image: initial } : { status: 'loading' }));

  useEffect(() => {
    const controller = new AbortController();
    setState((shown) => (shown.status === 'ready' ? shown : { status: 'loading' }));
    loadBranchImage(branch, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setState((shown) => {
          if (result.status === 'error' && result.message === branchImageMessages.configFailed && shown.status === 'ready') return shown;
          if (result.status === 'ready' && shown.status === 'ready' && sameImage(result.image, shown.image)) return shown;
          return result;
        });
      },
      () => {
        // Rejects only on abort (page left) or a programming error; neither may leave a spinner.
        if (!controller.signal.aborted) setState((shown) => (shown.status === 'ready' ? shown : { status: 'error', message: branchImageMessages.unexpected }));
      },
    );
    return () => controller.abort();
  }, [branch]);

  return state;
}

const sameImage = (a: BranchImageBody, b: BranchImageBody): boolean =>
  a.image_url === b.image_url && a.image_width === b.image_width && a.image_height === b.image_height && a.alt_text === b.alt_text;
