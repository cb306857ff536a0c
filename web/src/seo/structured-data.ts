import { siteSettings, type PageId, type SiteRoute, canonicalUrl } from '@rufbereit/shared';
import { softwareApplicationData } from './software-application-data';
import { productRatings, type ProductPageId } from './product-ratings';
import { ratings } from '../content/ratings';
import type { JsonLd } from './json-ld';

/**
 * JSON-LD (schema.org) per page, as plain data. The prerenderer writes it into <head>; the client
 * head hook swaps it on navigation. Pages add their builder to `builders` below.
 */
export type { JsonLd };

const organization = (): JsonLd => ({
  '@type': 'Organization',
  name: siteSettings.legalName,
  brand: siteSettings.brandName,
  url: `${siteSettings.siteUrl}/`,
  email: siteSettings.email,
  telephone: siteSettings.phone,
  address: {
    '@type': 'PostalAddress',
    streetAddress: siteSettings.address.street,
    postalCode: siteSettings.address.postalCode,
    addressLocality: siteSettings.address.city,
    addressCountry: siteSettings.address.countryCode,
  },
});

/** Contact page: a ContactPage whose organisation has a German/English customer-service contact point in DE. */
export const contactPageData = (route: SiteRoute): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'ContactPage',
  name: route.title,
  description: route.description,
  url: canonicalUrl(route),
  inLanguage: 'de-DE',
  mainEntity: {
    ...organization(),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: siteSettings.phone,
      email: siteSettings.email,
      contactType: 'customer service',
      availableLanguage: ['German', 'English'],
      areaServed: 'DE',
    },
  },
});

/** About page: an AboutPage about the organisation (founding year and founder from siteSettings). */
export const aboutPageData = (route: SiteRoute): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'AboutPage',
  name: route.title,
  description: route.description,
  url: canonicalUrl(route),
  inLanguage: 'de-DE',
  mainEntity: {
    ...organization(),
    foundingDate: String(siteSettings.foundingYear),
    founder: { '@type': 'Person', name: siteSettings.managingDirector },
  },
});

/** Product pages: the software application with the free trial offer and the page's rating reading. */
const productPageData = (id: ProductPageId) => (route: SiteRoute): JsonLd[] => [
  softwareApplicationData({ rating: productRatings[id], description: route.description, url: canonicalUrl(route) }),
];

/** Free-trial page: the application with its free trial offer (0 EUR) and the standard rating reading. */
const freeTrialPageData = (route: SiteRoute): JsonLd[] => [
  softwareApplicationData({ rating: ratings.standard, description: route.description, url: canonicalUrl(route) }),
];

const builders: Partial<Record<PageId, (route: SiteRoute) => JsonLd[]>> = {
  freeTrial: freeTrialPageData,
  contact: (route) => [contactPageData(route)],
  about: (route) => [aboutPageData(route)],
  aiBooking: productPageData('aiBooking'),
  aiPhoneAssistant: productPageData('aiPhoneAssistant'),
};

export function structuredDataFor(route: SiteRoute): JsonLd[] {
  return builders[route.id]?.(route) ?? [];
}
