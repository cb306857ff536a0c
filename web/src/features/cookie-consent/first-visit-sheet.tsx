import { useEffect, useId, useRef } from 'react';
import { ConsentForm } from './consent-form';
import {
  ConsentDescriptionContent,
  ConsentTitleContent,
  consentDescriptionClass,
  consentPanelClass,
  consentTitleClass,
} from './consent-layer-content';
import { consentStore } from './consent-store';

/**
 * The layer of a first visit: a non-modal dialog at the bottom of the screen. The page stays usable
 * and is not hidden from assistive technology (a modal layer would aria-hide every page link for the
 * whole first visit). Focus moves into it so screen readers announce title and text first; Escape
 * closes it for this page view without storing anything.
 *
 * Plain markup on purpose: it appears on every first visit, right after the page loaded, so it must
 * cost the phone as little as possible (no focus trap, no dismiss layers; Radix Dialog is loaded only
 * for the settings dialog opened from the footer).
 */
export function FirstVisitSheet() {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    panelRef.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !event.defaultPrevented) consentStore.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      className={consentPanelClass}
    >
      <h2 id={titleId} className={consentTitleClass}>
        <ConsentTitleContent />
      </h2>
      <p id={descriptionId} className={consentDescriptionClass}>
        <ConsentDescriptionContent />
      </p>
      <ConsentForm current={null} onSave={(choice) => consentStore.save(choice)} />
    </div>
  );
}
