import { sectionFallback } from '@rufbereit/shared';

/** Shown while a page's or section's code loads (spec: a spinner labelled 'Loading...'). */
export function LoadingSpinner() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-700">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      <span>{sectionFallback.loading}</span>
    </div>
  );
}
