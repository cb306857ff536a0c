import { sectionFallback } from '@rufbereit/shared';

/**
 * Placeholder while a lazily loaded section's code arrives (only on client-side navigation: the
 * prerendered HTML already contains every section). The minimum height keeps the layout from
 * jumping too much when the section replaces it.
 */
export function SectionSpinner() {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-3 py-16 text-slate-700">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <span>{sectionFallback.loading}</span>
    </div>
  );
}
