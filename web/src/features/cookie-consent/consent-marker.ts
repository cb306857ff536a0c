import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from './consent-storage';

/**
 * The first-visit sheet is part of the prerendered HTML of the pages where it opens by itself, so it
 * paints with the page instead of appearing (as the largest element, holding back the LCP) once the
 * app has hydrated. A visitor who has decided must never see it, not even for the moment before the
 * app runs: a tiny inline script in <head> marks <html> with this attribute when a valid choice is
 * stored, and styles.css hides the prerendered sheet under that mark before the first paint.
 * After hydration the consent store keeps the mark in step with its own state (consent-store.ts).
 *
 * No React and no window access at import time: the prerenderer (web/scripts/prerender.ts) imports it.
 */
export const CONSENT_STORED_ATTR = 'data-consent-stored';

/** On the first-visit sheet's panel; the style rule hides it under CONSENT_STORED_ATTR. */
export const FIRST_VISIT_SHEET_ATTR = 'data-first-visit-sheet';

/**
 * The sheet's last element. The sheet sits at the end of the page's HTML, and a browser may paint a
 * long page while it is still parsing it: a bottom sheet painted with only its title and text would
 * then move up as its buttons arrive (a layout shift of the whole sheet, seen on /avv). styles.css
 * keeps the sheet invisible until this end mark has been parsed.
 */
export const FIRST_VISIT_SHEET_END_ATTR = 'data-first-visit-sheet-end';

/**
 * Body of the inline <head> script. It checks the record exactly as `parseConsent` does (a test runs
 * both on the same records), so it never hides the sheet from a visitor the app would ask.
 * A constant text: the Content-Security-Policy allows it by its hash (infra's inline-script-hashes.ts
 * hashes the built pages' inline scripts).
 */
export const CONSENT_MARKER_SCRIPT =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}));` +
  `if(c&&c.version===${CONSENT_VERSION}&&c.necessary===true&&typeof c.statistics==="boolean"&&typeof c.marketing==="boolean"&&typeof c.updatedAt==="string")` +
  `document.documentElement.setAttribute(${JSON.stringify(CONSENT_STORED_ATTR)},"")}catch(e){}`;

/** Keeps the mark in step with the store's decision once the app runs (another tab may change it). */
export function markConsentStored(stored: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.toggleAttribute(CONSENT_STORED_ATTR, stored);
}
