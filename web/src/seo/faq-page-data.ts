import type { FaqItem } from '../content/types';
import type { JsonLd } from './json-ld';

/**
 * schema.org FAQPage. The accordion only renders the open answer, so this puts every answer into
 * the prerendered HTML for search engines.
 */
export const faqPageData = (items: readonly FaqItem[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});
