import { Button } from './button';
import { uiTexts } from '../../content/texts/ui';

/** 'Wird geladen...' with a skeleton while back-office data loads. */
export function QueryLoading({ rows = 2 }: { rows?: number }) {
  return (
    <div role="status" className="space-y-3">
      <p className="text-slate-700">{uiTexts.loading}</p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </div>
  );
}

/** A failed load: what failed, the server's German message, and a retry. */
export function QueryFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{error.message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {uiTexts.retry}
      </Button>
    </div>
  );
}
