import { DEFAULT_DESCRIPTION, siteSettings, TRIAL_DAYS } from '@rufbereit/shared';
import type { Rating } from '../content/types';
import type { JsonLd } from './json-ld';
import { RATING_SCALE } from '../content/ratings';

/** Name of the free offer in structured data (spec: '14 Tage kostenlos testen'). */
export const TRIAL_OFFER_NAME = `${TRIAL_DAYS} Tage kostenlos testen`;

interface SoftwareApplicationOptions {
  rating: Rating;
  /** Defaults to the site's default description. */
  description?: string;
  /** Absolute URL of the page; defaults to the site root. */
  url?: string;
}

/**
 * schema.org SoftwareApplication for the assistant: free trial offer at 0 EUR and the page's
 * aggregate rating. Used by the home page's description block; other pages pass their rating.
 */
export function softwareApplicationData({ rating, description = DEFAULT_DESCRIPTION, url = `${siteSettings.siteUrl}/` }: SoftwareApplicationOptions): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: siteSettings.productName,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    inLanguage: 'de-DE',
    description,
    url,
    offers: {
      '@type': 'Offer',
      name: TRIAL_OFFER_NAME,
      price: '0',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      ratingCount: rating.count,
      bestRating: RATING_SCALE.best,
      worstRating: RATING_SCALE.worst,
    },
    provider: {
      '@type': 'Organization',
      name: siteSettings.legalName,
      url: `${siteSettings.siteUrl}/`,
    },
  };
}
