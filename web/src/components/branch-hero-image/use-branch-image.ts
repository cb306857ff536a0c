import { useEffect, useState } from 'react';
import { branchImageMessages, type BranchSlug } from '@rufbereit/shared';
import { loadBranchImage, type BranchImageResult } from './load-branch-image';

export type BranchImageState = { status: 'loading' } | BranchImageResult;

/**
 * The branch's hero image, fetched in the browser after hydration: the prerendered HTML (and the
 * first client render) show the loading state, so both always match.
 */
export function useBranchImage(branch: BranchSlug): BranchImageState {
  const [state, setState] = useState<BranchImageState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadBranchImage(branch, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState(result);
      },
      () => {
        // Rejects only on abort (page left) or a programming error; neither may leave a spinner.
        if (!controller.signal.aborted) setState({ status: 'error', message: branchImageMessages.unexpected });
      },
    );
    return () => controller.abort();
  }, [branch]);

  return state;
}
