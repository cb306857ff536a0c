import { useEffect, useState } from 'react';

/** Query parameter of the crash hook: `?crash=faq` or `?crash=faq,features`. */
export const CRASH_QUERY_PARAM = 'crash';

/** The section ids named in `?crash=…` of a query string. */
export function requestedCrashes(search: string): string[] {
  const value = new URLSearchParams(search).get(CRASH_QUERY_PARAM);
  if (!value) return [];
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * Test hook: true when the page URL asks this section to crash (`/?crash=faq`). The URL is read in
 * an effect, i.e. only in the browser after hydration, so the prerendered HTML and the hydration
 * pass are identical with or without the parameter. `dismiss()` ends the request (used by the
 * retry button), so 'Erneut versuchen' really brings the section back.
 */
export function useCrashRequest(sectionId: string): { crashRequested: boolean; dismiss: () => void } {
  const [crashRequested, setCrashRequested] = useState(false);
  useEffect(() => {
    if (requestedCrashes(window.location.search).includes(sectionId)) setCrashRequested(true);
  }, [sectionId]);
  return { crashRequested, dismiss: () => setCrashRequested(false) };
}

/** Thrown by the crash hook; the message names the section for the console. */
export class RequestedSectionCrash extends Error {
  constructor(sectionId: string) {
    super(`Absturz des Abschnitts "${sectionId}" per ?${CRASH_QUERY_PARAM}= angefordert`);
    this.name = 'RequestedSectionCrash';
  }
}
