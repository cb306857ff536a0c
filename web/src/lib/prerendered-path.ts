/**
 * The prerenderer marks the root element with the path it rendered (data-prerendered-path). The
 * client hydrates only when that matches the current location; otherwise (404 page, client-only
 * routes) it renders from scratch.
 */
export const PRERENDERED_PATH_ATTR = 'data-prerendered-path';

/** URL of the page's lazily loaded chunk; app-entry.ts imports it next to the app. */
export const PAGE_MODULE_ATTR = 'data-page-module';

/** URL of the app's entry chunk (src/app-entry.ts), which the inline boot script imports after the first paint. */
export const APP_ENTRY_ATTR = 'data-app-entry';

export function normalizePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // keep the raw path
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** True when the root element holds the prerendered HTML of the current location (it will hydrate). */
export function isPrerenderedHere(): boolean {
  const rendered = document.getElementById('root')?.getAttribute(PRERENDERED_PATH_ATTR);
  return rendered != null && rendered === normalizePath(window.location.pathname);
}
