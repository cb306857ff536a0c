import { canonicalUrl, notFoundMessages, siteSettings, type SiteRoute } from '@rufbereit/shared';
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
  jsonLd: JsonLd[];
}

export function pageHead(route: SiteRoute): PageHead {
  return {
    title: route.title,
    description: route.description,
    canonical: canonicalUrl(route),
    robots: route.indexable ? undefined : 'noindex, follow',
    jsonLd: structuredDataFor(route),
  };
}

export const notFoundHead: PageHead = {
  title: `${notFoundMessages.heading} | ${siteSettings.brandName}`,
  description: 'Die angeforderte Seite wurde nicht gefunden.',
  robots: 'noindex, follow',
  jsonLd: [],
};
