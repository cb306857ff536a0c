import { useEffect } from 'react';
import { HYDRATED_ATTR } from '../lib/hydrated-attr';

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
