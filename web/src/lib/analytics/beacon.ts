/**
 * The cookieless beacon (issue 40; docs/features/site-analytics.md): page views and events to POST /api/analytics
 * with navigator.sendBeacon (a JSON Blob). No cookie, no localStorage or sessionStorage: what a page
 * session remembers (the landing page's campaign and referrer, carried to its later page views) lives
 * in this module's memory and is gone with the tab. Loaded after the first paint (./load-beacon.ts),
 * never part of the JS before it.
 */
import { apiPaths, type AnalyticsBeaconInput, type AnalyticsEventName, type DeviceClass } from '@rufbereit/shared';

type EventDetail = { trackId?: string; form?: 'contact' | 'demoRequest' | 'introCall'; cta?: string };

/** Device class by viewport width (the site's breakpoints: md 768, lg 1024). */
export const deviceClassOf = (width: number): DeviceClass => (width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');

/** The referrer's host when it is another site (an own page is no source). */
export function externalReferrerHost(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const host = new URL(referrer).hostname;
    return host && host !== ownHost ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The campaign of the landing URL (utm_source/utm_medium/utm_campaign), when it names one. */
export function campaignOf(search: string): Pick<Extract<AnalyticsBeaconInput, { type: 'pageview' }>, 'utmSource' | 'utmMedium' | 'utmCampaign'> {
  const params = new URLSearchParams(search);
  const value = (name: string): string | undefined => params.get(name)?.trim().slice(0, 80) || undefined;
  return { utmSource: value('utm_source'), utmMedium: value('utm_medium'), utmCampaign: value('utm_campaign') };
}

/** What the landing page said about where the visit came from, kept for the session's later page views. */
const landing = { ...campaignOf(window.location.search), referrerHost: externalReferrerHost(document.referrer, window.location.hostname) };

/** Global Privacy Control or Do Not Track switched on: the visitor objects, nothing is sent (privacy policy, section 7). */
const objects = (): boolean => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === '1';

function send(body: AnalyticsBeaconInput): void {
  // Without sendBeacon (very old browsers) nothing is measured: no fallback that could delay the page.
  if (typeof navigator.sendBeacon !== 'function' || objects()) return;
  const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  navigator.sendBeacon(apiPaths.analytics, new Blob([JSON.stringify(defined)], { type: 'application/json' }));
}

export function sendPageView(path: string): void {
  send({ type: 'pageview', path, device: deviceClassOf(window.innerWidth), ...landing });
}

export function sendEvent(name: AnalyticsEventName, detail: EventDetail = {}): void {
  send({ type: 'event', name, path: window.location.pathname, ...detail });
}
