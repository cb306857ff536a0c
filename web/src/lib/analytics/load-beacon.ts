/**
 * The page's way to the beacon (./beacon.ts) without loading it early: the first call waits for the
 * page's `load` and an idle moment, then imports the beacon as a chunk of its own; calls made until
 * then are queued, later ones go straight through. Only public pages are measured (the schema refuses
 * others; the staff's own pages are not the site's audience).
 */
import type { AnalyticsEventName } from '@rufbereit/shared';
import { findSiteRoute } from '@rufbereit/shared';
import { whenIdle } from '../when-idle';
import { resetStartedForms, watchInteractions } from './interactions';

type Beacon = typeof import('./beacon');
let beacon: Promise<Beacon> | undefined;

const afterLoad = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

function loadBeacon(): Promise<Beacon> {
  beacon ??= afterLoad()
    .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
    .then(() => import('./beacon'));
  return beacon;
}

const isMeasured = (path: string): boolean => findSiteRoute(path)?.access === 'public';

/** Reports a page view of `path` (a route change of the app). */
export function reportPageView(path: string): void {
  watchInteractions(reportEvent);
  resetStartedForms();
  if (!isMeasured(path)) return;
  loadBeacon()
    .then((b) => b.sendPageView(path))
    .catch(() => undefined); // measuring never breaks the page
}

/** Reports an event (demo play, form start, CTA click, intro call booked) on the current page. */
export function reportEvent(name: AnalyticsEventName, detail: Parameters<Beacon['sendEvent']>[1] = {}): void {
  if (!isMeasured(window.location.pathname)) return;
  loadBeacon()
    .then((b) => b.sendEvent(name, detail))
    .catch(() => undefined);
}
