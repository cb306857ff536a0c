import { PRICE_PER_MINUTE_MAX_EUR, PRICE_PER_MINUTE_MIN_EUR, siteSettings } from '@rufbereit/shared';
import type { JsonLd } from '../../seo/json-ld';

/** Spec: screens: "per minute from 0.32 to 0.45 EUR, no hidden costs", in German. */
export const PRICING_DESCRIPTION = `pro Minute von ${PRICE_PER_MINUTE_MIN_EUR.toFixed(2).replace('.', ',')} bis ${PRICE_PER_MINUTE_MAX_EUR.toFixed(2).replace('.', ',')} EUR, keine versteckten Kosten`;

/**
 * schema.org Offer of the Standard plan: a recurring unit price of 0.32 EUR per minute (up to 0.45),
 * billed every month (ISO 8601 duration P1M). UN/CEFACT unit code MIN = minute.
 */
export function buildPricingJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: 'Standard',
    url: `${siteSettings.siteUrl}/#pricing`,
    category: 'Abonnement',
    price: PRICE_PER_MINUTE_MIN_EUR,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    description: PRICING_DESCRIPTION,
    itemOffered: { '@type': 'Service', name: siteSettings.productName, provider: { '@type': 'Organization', name: siteSettings.legalName } },
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: PRICE_PER_MINUTE_MIN_EUR,
      minPrice: PRICE_PER_MINUTE_MIN_EUR,
      maxPrice: PRICE_PER_MINUTE_MAX_EUR,
      priceCurrency: 'EUR',
      billingDuration: 'P1M',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MIN', unitText: 'Minute' },
      description: PRICING_DESCRIPTION,
    },
  };
}
