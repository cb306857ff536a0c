import { useEffect, useRef } from 'react';
import { adminListMessages } from '@rufbereit/shared';
import { Button } from './button';

interface LoadMoreProps {
  /** Rows shown so far (read out after each page). */
  shown: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * 'Mehr laden' under a paged list. The button keeps its focus while the next page loads
 * (aria-disabled instead of disabled, which would drop the focus to the page); a polite live region
 * says how many rows are shown. When the last page arrives the button goes away: if it had the
 * focus, the focus moves to the line saying that all entries are shown, not to the page's start.
 */
export function LoadMore({ shown, hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  const buttonFocused = useRef(false);
  const allShown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!hasMore && buttonFocused.current) {
      buttonFocused.current = false;
      allShown.current?.focus();
    }
  }, [hasMore]);

  return (
    <div className="mt-4 flex flex-col items-start gap-2">
      <p role="status" className="sr-only">
        {adminListMessages.shownCount(shown)}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {adminListMessages.loadMoreFailed}
        </p>
      )}
      {hasMore ? (
        <Button
          variant="outline"
          aria-disabled={loading}
          onFocus={() => (buttonFocused.current = true)}
          onBlur={() => (buttonFocused.current = false)}
          onClick={() => !loading && onLoadMore()}
        >
          {loading ? adminListMessages.loadingMore : adminListMessages.loadMore}
        </Button>
      ) : (
        shown > 0 && (
          <p ref={allShown} tabIndex={-1} className="text-sm text-slate-600">
            {adminListMessages.allShown}
          </p>
        )
      )}
    </div>
  );
}
