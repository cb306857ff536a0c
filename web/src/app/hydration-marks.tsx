import { useEffect } from 'react';

/**
 * Marks that say which parts of a prerendered page already react to input. Before hydration a
 * click on the server HTML does nothing, so automated tests (and anyone debugging) wait for these:
 * - `<html data-hydrated="/path">`: the page component of that path has hydrated (or rendered);
 * - `<section id="…" data-hydrated>`: a landing-page section has hydrated (they hydrate on approach).
 */
export const HYDRATED_ATTR = 'data-hydrated';

/** Rendered after a page component inside the same Suspense boundary: its effect runs once the page has. */
export function PageHydratedMark({ path }: { path: string }): null {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTR, path);
  }, [path]);
  return null;
}

/** Rendered inside a section's Suspense boundary, after the section. */
export function SectionHydratedMark({ sectionId }: { sectionId: string }): null {
  useEffect(() => {
    document.getElementById(sectionId)?.setAttribute(HYDRATED_ATTR, '');
  }, [sectionId]);
  return null;
}
