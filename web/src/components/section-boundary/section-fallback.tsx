import { AlertTriangle, RotateCcw } from 'lucide-react';
import { sectionFallback } from '@rufbereit/shared';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { HYDRATED_ATTR } from '../../lib/hydrated-attr';

interface SectionFallbackProps {
  onRetry: () => void;
  /** Keeps the crashed section's anchor on the page, so navigation to it still lands here. */
  anchorId?: string;
}

/**
 * What a crashed landing-page section shows instead of itself (spec: screens, verbatim strings).
 * Rendered only in the browser, so it reacts to input from the start: it carries the hydration mark,
 * or ../../app/early-clicks.ts would hold a tap on 'Erneut versuchen' for a section that never hydrates.
 */
export function SectionFallback({ onRetry, anchorId }: SectionFallbackProps) {
  const liveMark = { [HYDRATED_ATTR]: '' };
  return (
    <Container id={anchorId} className="py-16" {...liveMark}>
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto mb-4 size-10 text-amber-700" />
        <h2 className="text-2xl font-bold text-slate-900">{sectionFallback.heading}</h2>
        <p className="mt-2 text-slate-700">{sectionFallback.text}</p>
        <Button className="mt-6" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {sectionFallback.retry}
        </Button>
      </div>
    </Container>
  );
}
