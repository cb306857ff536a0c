/**
 * Marks that say which parts of a prerendered page already react to input (set by
 * ./hydration-marks.tsx). Before hydration a click on the server HTML does nothing, so boot.ts holds
 * early clicks until these appear (./early-clicks.ts), and automated tests wait for them:
 * - `<html data-hydrated="/path">`: the page component of that path has hydrated (or rendered);
 * - `<section id="…" data-hydrated>`: a landing-page section has hydrated (they hydrate on approach).
 * A module of its own, without React, because boot.ts reads it before the app has loaded.
 */
export const HYDRATED_ATTR = 'data-hydrated';

/**
 * On the wrapper of every landing section (SectionBoundary). A section hydrates on its own, after
 * the page: a click held for a control inside this wrapper waits for the section's mark too.
 */
export const SECTION_SLOT_ATTR = 'data-section-slot';
