import { describe, expect, it } from 'vitest';
import { findSiteRoute, siteSettings } from '@rufbereit/shared';
import { aiBooking } from '../content/ai-booking';
import { aiPhoneAssistant } from '../content/ai-phone-assistant';
import { ratings } from '../content/ratings';
import { pageHead } from './page-head';
import { productRatings } from './product-ratings';

const headOf = (path: string) => {
  const route = findSiteRoute(path);
  if (!route) throw new Error(`no route ${path}`);
  return pageHead(route);
};

describe('structured data of the about and product pages', () => {
  it('describes /about as an AboutPage of the organisation, with the canonical /ueber-uns', () => {
    const head = headOf('/about');
    expect(head.canonical).toBe(`${siteSettings.siteUrl}/ueber-uns`);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'AboutPage',
        url: `${siteSettings.siteUrl}/ueber-uns`,
        mainEntity: expect.objectContaining({
          '@type': 'Organization',
          name: siteSettings.legalName,
          telephone: siteSettings.phone,
          foundingDate: String(siteSettings.foundingYear),
        }),
      }),
    ]);
  });

  it.each([
    ['/terminvergabe', ratings.alternate],
    ['/ki-terminbuchung', ratings.alternate],
    ['/ki-telefonassistent', ratings.standard],
  ])('gives %s a SoftwareApplication with the free 14-day offer at 0 EUR and its rating', (path, rating) => {
    const [app] = headOf(path).jsonLd;
    expect(app).toMatchObject({
      '@type': 'SoftwareApplication',
      offers: { '@type': 'Offer', name: '14 Tage kostenlos testen', price: '0', priceCurrency: 'EUR' },
      aggregateRating: { ratingValue: rating.value, ratingCount: rating.count },
    });
  });

  it('uses the spec readings 4.9/156 and 4.8/127, the same ones the page content names', () => {
    expect(productRatings.aiBooking).toEqual({ value: 4.9, count: 156 });
    expect(productRatings.aiPhoneAssistant).toEqual({ value: 4.8, count: 127 });
    expect(aiBooking.rating).toEqual(productRatings.aiBooking);
    expect(aiPhoneAssistant.rating).toEqual(productRatings.aiPhoneAssistant);
  });
});
