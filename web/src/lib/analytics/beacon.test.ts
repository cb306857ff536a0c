// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { analyticsBeaconSchema, apiPaths } from '@rufbereit/shared';

/** The beacon as a page loads it: fresh module, the landing path (with its query) and referrer of the test. */
async function loadBeaconAt(pathAndQuery: string, referrer: string) {
  vi.resetModules();
  window.history.replaceState(null, '', pathAndQuery);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  const sent: Array<{ url: string; body: unknown }> = [];
  const blobs: Promise<void>[] = [];
  navigator.sendBeacon = (target: string | URL, data?: BodyInit | null) => {
    blobs.push((data as Blob).text().then((text) => void sent.push({ url: String(target), body: JSON.parse(text) as unknown })));
    return true;
  };
  const beacon = await import('./beacon');
  return { beacon, sent: async () => (await Promise.all(blobs), sent) };
}

describe('the beacon', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the landing campaign and external referrer with every page view of the session, valid for the API, storing nothing', async () => {
    const { beacon, sent } = await loadBeaconAt('/kontakt?utm_source=Newsletter&utm_medium=email&utm_campaign=herbst', 'https://www.google.de/search?q=x');
    window.innerWidth = 500;
    beacon.sendPageView('/kontakt');
    beacon.sendPageView('/');
    const bodies = await sent();
    expect(bodies.map((b) => b.url)).toEqual([apiPaths.analytics, apiPaths.analytics]);
    expect(bodies[1]?.body).toEqual({ type: 'pageview', path: '/', device: 'mobile', utmSource: 'Newsletter', utmMedium: 'email', utmCampaign: 'herbst', referrerHost: 'www.google.de' });
    for (const { body } of bodies) expect(z.safeParse(analyticsBeaconSchema, body).success).toBe(true);
    expect(document.cookie).toBe('');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('names no referrer for the own site and no campaign without UTM parameters', async () => {
    const { beacon, sent } = await loadBeaconAt('/', `${window.location.origin}/kontakt`);
    window.innerWidth = 1280;
    beacon.sendPageView('/');
    beacon.sendEvent('demoPlayStart', { trackId: 'friseur-1' });
    expect((await sent()).map((b) => b.body)).toEqual([
      { type: 'pageview', path: '/', device: 'desktop' },
      { type: 'event', name: 'demoPlayStart', path: '/', trackId: 'friseur-1' },
    ]);
  });

  it('sends nothing when Global Privacy Control or Do Not Track is on', async () => {
    const { beacon, sent } = await loadBeaconAt('/', '');
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    beacon.sendPageView('/');
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    beacon.sendEvent('ctaClick', { cta: 'hero' });
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    expect(await sent()).toEqual([]);
  });

  it('classes devices by width', async () => {
    const { beacon } = await loadBeaconAt('/', '');
    expect([320, 767, 768, 1023, 1024].map(beacon.deviceClassOf)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop']);
  });
});
