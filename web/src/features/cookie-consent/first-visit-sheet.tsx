import { useEffect, useId, useRef } from 'react';
import { HYDRATED_ATTR, SECTION_SLOT_ATTR } from '../../lib/hydrated-attr';
import { ConsentForm } from './consent-form';
import { FIRST_VISIT_SHEET_ATTR, FIRST_VISIT_SHEET_END_ATTR } from './consent-marker';
import {
  ConsentDescriptionContent,
  ConsentTitleContent,
  consentDescriptionClass,
  consentPanelClass,
  consentTitleClass,
} from './consent-layer-content';
import { consentStore } from './consent-store';

interface FirstVisitSheetProps {
  /**
   * False on the server and while hydrating (the stored choice is not read yet): the sheet is the
   * prerendered markup only. True once the app runs: it takes the focus and listens for Escape.
   */
  live: boolean;
}

/**
 * The layer of a first visit: a non-modal dialog at the bottom of the screen. The page stays usable
 * and is not hidden from assistive technology (a modal layer would aria-hide every page link for the
 * whole first visit). Once hydrated, focus moves into it so screen readers announce title and text
 * first (unless the visitor already focused something on the page); Escape closes it for this page
 * view without storing anything.
 *
 * Plain markup on purpose: it is part of every indexable page's HTML and hydrates on every first
 * visit, so it must cost the phone as little as possible (no focus trap, no dismiss layers; Radix
 * Dialog is loaded only for the settings dialog opened from the footer).
 *
 * Its buttons work only after hydration, which the consent chunk may reach after the page itself:
 * the panel is a slot for ../../app/early-clicks.ts (like a landing section), so a tap held before
 * hydration is replayed once the title carries the hydration mark.
 */
export function FirstVisitSheet({ live }: FirstVisitSheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!live) return;
    const active = document.activeElement;
    if (!active || active === document.body) panelRef.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !event.defaultPrevented) consentStore.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [live]);

  const markers = { [FIRST_VISIT_SHEET_ATTR]: '', [SECTION_SLOT_ATTR]: 'cookie-consent' };
  const hydratedMark = live ? { [HYDRATED_ATTR]: '' } : {};
  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      className={consentPanelClass}
      {...markers}
    >
      <h2 id={titleId} className={consentTitleClass} {...hydratedMark}>
        <ConsentTitleContent />
      </h2>
      <p id={descriptionId} className={consentDescriptionClass}>
        <ConsentDescriptionContent />
      </p>
      <ConsentForm current={null} onSave={(choice) => consentStore.save(choice)} />
      <div hidden {...{ [FIRST_VISIT_SHEET_END_ATTR]: '' }} />
    </div>
  );
}
