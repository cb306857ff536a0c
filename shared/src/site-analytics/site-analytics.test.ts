import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { UTM_MAX_LENGTH, analyticsBeaconSchema } from './site-analytics';

const parse = (input: unknown) => z.safeParse(analyticsBeaconSchema, input);
const pageView = { type: 'pageview', path: '/branchen/friseursalons', device: 'mobile' } as const;

describe('the beacon schema', () => {
  it('accepts a page view with referrer and campaign, lower-cases them and names the canonical page of an alias', () => {
    const result = parse({ ...pageView, path: '/about', referrerHost: 'WWW.Google.de', utmSource: 'Newsletter', utmMedium: 'E-Mail', utmCampaign: 'Frühling 2026' });
    expect(result.success && result.data).toEqual({
      type: 'pageview',
      path: '/ueber-uns',
      device: 'mobile',
      referrerHost: 'www.google.de',
      utmSource: 'newsletter',
      utmMedium: 'e-mail',
      utmCampaign: 'frühling 2026',
    });
  });

  it('refuses paths that are not pages of the site, unknown devices and extra-long or multi-line UTM values', () => {
    expect(parse({ ...pageView, path: '/wp-admin' }).success).toBe(false);
    expect(parse({ ...pageView, path: 'https://evil.example/' }).success).toBe(false);
    expect(parse({ ...pageView, path: '/admin/contacts' }).success).toBe(false);
    expect(parse({ ...pageView, device: 'toaster' }).success).toBe(false);
    expect(parse({ ...pageView, utmCampaign: 'x'.repeat(UTM_MAX_LENGTH + 1) }).success).toBe(false);
    expect(parse({ ...pageView, utmCampaign: 'a\nb' }).success).toBe(false);
    expect(parse({ ...pageView, utmSource: '<script>' }).success).toBe(false);
    expect(parse({ ...pageView, referrerHost: 'evil.example/path' }).success).toBe(false);
  });

  it('accepts the known events with exactly their detail, refuses unknown events and mismatched details', () => {
    expect(parse({ type: 'event', name: 'demoPlayStart', path: '/demo-playlist', trackId: 'track-1' }).success).toBe(true);
    expect(parse({ type: 'event', name: 'formStart', path: '/kontakt', form: 'contact' }).success).toBe(true);
    expect(parse({ type: 'event', name: 'ctaClick', path: '/', cta: 'hero-demo' }).success).toBe(true);
    expect(parse({ type: 'event', name: 'introCallBooked', path: '/kontakt' }).success).toBe(true);

    expect(parse({ type: 'event', name: 'purchase', path: '/' }).success).toBe(false);
    expect(parse({ type: 'event', name: 'demoPlayStart', path: '/demo-playlist' }).success).toBe(false);
    expect(parse({ type: 'event', name: 'formStart', path: '/kontakt', form: 'newsletter' }).success).toBe(false);
    expect(parse({ type: 'event', name: 'introCallBooked', path: '/kontakt', trackId: 'x' }).success).toBe(false);
    expect(parse({ type: 'event', name: 'ctaClick', path: '/', cta: '../../etc' }).success).toBe(false);
  });
});
