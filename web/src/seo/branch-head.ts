import { canonicalUrl, type SiteRoute } from '@rufbereit/shared';
import type { BranchContent } from '../content/branches/types';
import { faqPageData } from './faq-page-data';
import { softwareApplicationData } from './software-application-data';
import type { PageHead } from './page-head';
import type { JsonLd } from './json-ld';

/**
 * Structured data of an industry page (spec: screens): the assistant as SoftwareApplication with the
 * free trial offer (price 0 EUR) and the page's rating, plus FAQPage on the pages with an FAQ.
 */
export function branchStructuredData(route: SiteRoute, content: BranchContent): JsonLd[] {
  const data = [softwareApplicationData({ rating: content.rating, description: content.seo.description, url: canonicalUrl(route) })];
  if (content.faq?.length) data.push(faqPageData(content.faq));
  return data;
}

/**
 * The <head> of an industry page from its content: title, description and keywords of the page,
 * canonical URL of the route. Takes the content as an argument so the 16 content modules stay in
 * the branch page's chunk (the client) and the prerenderer (the server), not in the main bundle.
 */
export function branchPageHead(route: SiteRoute, content: BranchContent): PageHead {
  return {
    title: content.seo.title,
    description: content.seo.description,
    keywords: content.seo.keywords,
    canonical: canonicalUrl(route),
    jsonLd: branchStructuredData(route, content),
  };
}
