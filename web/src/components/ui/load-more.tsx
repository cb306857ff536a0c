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
 * says how many rows are shown, and when all are.
 */
export function LoadMore({ shown, hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  return (
    <div className="mt-4 flex flex-col items-start gap-2">
      <p role="status" className="sr-only">
        {adminListMessages.shownCount(shown)}
        {!hasMore && ` ${adminListMessages.allShown}`}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {adminListMessages.loadMoreFailed}
        </p>
      )}
      {hasMore && (
        <Button variant="outline" aria-disabled={loading} onClick={() => !loading && onLoadMore()}>
          {loading ? adminListMessages.loadingMore : adminListMessages.loadMore}
        </Button>
      )}
    </div>
  );
}
