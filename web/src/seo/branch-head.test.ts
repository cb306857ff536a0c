import { describe, expect, it } from 'vitest';
import { branches, findSiteRoute, siteSettings } from '@rufbereit/shared';
import { branchContent } from '../content/branches';
import { headToHtml } from './head-html';
import { pageHead } from './page-head';
import { routeHead } from './route-head';

const route = (path: string) => {
  const r = findSiteRoute(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

describe('head of the industry pages (prerendered)', () => {
  it.each(branches.map((b) => b.slug))('%s: title, description, keywords and JSON-LD from the content', (slug) => {
    const content = branchContent[slug];
    const head = routeHead(route(`/branchen/${slug}`));
    expect(head).toMatchObject({
      title: content.seo.title,
      description: content.seo.description,
      keywords: content.seo.keywords,
      canonical: `${siteSettings.siteUrl}/branchen/${slug}`,
    });
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'SoftwareApplication',
      url: `${siteSettings.siteUrl}/branchen/${slug}`,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: content.rating.value, ratingCount: content.rating.count },
    });
    const faq = head.jsonLd.find((d) => d['@type'] === 'FAQPage');
    if (content.faq) {
      expect(faq).toMatchObject({ mainEntity: content.faq.map((f) => ({ name: f.question, acceptedAnswer: { text: f.answer } })) });
    } else {
      expect(faq).toBeUndefined();
    }
  });

  it('writes the keywords meta tag into the HTML head', () => {
    const html = headToHtml(routeHead(route('/branchen/zahnarztpraxen')));
    expect(html).toContain(`<meta name="keywords" content="${branchContent.zahnarztpraxen.seo.keywords.join(', ')}" />`);
    expect(html).toContain('"@type":"FAQPage"');
  });

  it('leaves every other route to pageHead', () => {
    expect(routeHead(route('/kontakt'))).toEqual(pageHead(route('/kontakt')));
    expect(headToHtml(pageHead(route('/kontakt')))).not.toContain('name="keywords"');
  });
});
