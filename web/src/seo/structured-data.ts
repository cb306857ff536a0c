import { siteSettings, type PageId, type SiteRoute, canonicalUrl } from '@rufbereit/shared';

/**
 * JSON-LD (schema.org) per page, as plain data. The prerenderer writes it into <head>; the client
 * head hook swaps it on navigation. Pages add their builder to `builders` below.
 */
export type JsonLd = Record<string, unknown>;

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

const builders: Partial<Record<PageId, (route: SiteRoute) => JsonLd[]>> = {
  contact: (route) => [contactPageData(route)],
};

export function structuredDataFor(route: SiteRoute): JsonLd[] {
  return builders[route.id]?.(route) ?? [];
}
