import { OEMBED_PAGE_PATHS, canonicalUrl, notFoundMessages, oembedDiscoveryUrl, siteSettings, type SiteRoute } from '@rufbereit/shared';
import { structuredDataFor, type JsonLd } from './structured-data';

/** Everything a page puts into <head>: built once, written by the prerenderer, applied by the client hook. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; absent for the not-found page. */
  canonical?: string;
  /** Set for pages that must not be indexed. */
  robots?: string;
  /** <meta name="keywords">, joined with commas. */
  keywords?: readonly string[];
  /** oEmbed discovery address (`<link rel="alternate" type="application/json+oembed">`), on the player pages. */
  oembed?: string;
  jsonLd: JsonLd[];
}

export function pageHead(route: SiteRoute): PageHead {
  return {
    title: route.title,
    description: route.description,
    canonical: canonicalUrl(route),
    robots: route.indexable ? undefined : 'noindex, follow',
    oembed: OEMBED_PAGE_PATHS.includes(route.path) ? oembedDiscoveryUrl(canonicalUrl(route)) : undefined,
    jsonLd: structuredDataFor(route),
  };
}

export const notFoundHead: PageHead = {
  title: `${notFoundMessages.heading} | ${siteSettings.brandName}`,
  description: 'Die angeforderte Seite wurde nicht gefunden.',
  robots: 'noindex, follow',
  jsonLd: [],
};
