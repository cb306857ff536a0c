import { Suspense, type ReactNode } from 'react';
import { RequestedSectionCrash, useCrashRequest } from './crash-request';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionSpinner } from './section-spinner';
import { HydrationGate } from './hydration-gate';
import { SectionHydratedMark } from '../hydration-marks';
import { SECTION_SLOT_ATTR } from '../../lib/hydrated-attr';

interface SectionBoundaryProps {
  /** The section's anchor id (e.g. 'faq'); also the value `?crash=` matches. */
  sectionId: string;
  children: ReactNode;
  /** Render the section only near the viewport (`render-when-near` in styles.css); LazySection sets it. */
  renderWhenNear?: boolean;
}

function CrashProbe({ sectionId }: { sectionId: string }): null {
  throw new RequestedSectionCrash(sectionId);
}

/**
 * Wraps one landing-page section in a slot element (SECTION_SLOT_ATTR, read by ../../app/early-clicks.ts)
 * holding an error boundary (fallback with 'Erneut versuchen') around a
 * Suspense boundary (spinner 'Loading...' while a lazy section's code loads).
 *
 * Prerendering: `react-dom/static` waits for Suspense, so the HTML holds the section's full text.
 * Hydration: a section hydrates when it is needed (near the viewport, or on the first input; see
 * ./hydration-gate.tsx), and a lazy section whose code is not loaded yet stays as server HTML until
 * it arrives, with no mismatch, because nothing here differs between server and first client render.
 *
 * Test hook: `/?crash={sectionId}` (comma-separated for several) makes the section throw after
 * hydration, to show the fallback; see ./crash-request.ts.
 */
export function SectionBoundary({ sectionId, children, renderWhenNear = false }: SectionBoundaryProps) {
  const { crashRequested, dismiss } = useCrashRequest(sectionId);
  const slotAttributes = { [SECTION_SLOT_ATTR]: sectionId };
  return (
    <div {...slotAttributes} className={renderWhenNear ? 'render-when-near' : undefined}>
      <SectionErrorBoundary sectionId={sectionId} onReset={dismiss}>
        <Suspense fallback={<SectionSpinner />}>
          {crashRequested && <CrashProbe sectionId={sectionId} />}
          <HydrationGate sectionId={sectionId}>
            {children}
            <SectionHydratedMark sectionId={sectionId} />
          </HydrationGate>
        </Suspense>
      </SectionErrorBoundary>
    </div>
  );
}
