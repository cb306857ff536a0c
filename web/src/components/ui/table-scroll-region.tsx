import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls inside this region, never the page (back office at 360 px).
 * `relative` makes it the containing block of the table's visually hidden texts (`sr-only` is
 * absolutely positioned and would otherwise widen the page from outside the scroll box). Focusable and
 * named, so keyboard users can scroll it (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function TableScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={clsx(
        'relative max-w-full overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </div>
  );
}
