import { describe, expect, it } from 'vitest';
import { findSiteRoute, siteSettings } from '@rufbereit/shared';
import { notFoundHead, pageHead } from './page-head';
import { headToHtml, jsonForScript } from './head-html';

const route = (path: string) => {
  const r = findSiteRoute(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

describe('pageHead', () => {
  it('gives the contact page and its alias the canonical /kontakt and ContactPage data with a contact point', () => {
    const head = pageHead(route('/contact'));
    expect(head.canonical).toBe(`${siteSettings.siteUrl}/kontakt`);
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'ContactPage',
      mainEntity: {
        contactPoint: { '@type': 'ContactPoint', telephone: siteSettings.phone, availableLanguage: ['German', 'English'], areaServed: 'DE' },
      },
    });
  });

  it('gives the player pages, and only them, the oEmbed discovery link', () => {
    for (const path of ['/demo-player', '/demo-playlist']) {
      const html = headToHtml(pageHead(route(path)));
      const url = encodeURIComponent(`${siteSettings.siteUrl}${path}`);
      expect(html).toContain(`<link rel="alternate" type="application/json+oembed" href="${siteSettings.siteUrl}/api/oembed?url=${url}&amp;format=json"`);
    }
    expect(headToHtml(pageHead(route('/kontakt')))).not.toContain('json+oembed');
  });

  it('marks non-indexable pages noindex and the 404 page without canonical', () => {
    expect(pageHead(route('/login')).robots).toBe('noindex, follow');
    expect(notFoundHead.canonical).toBeUndefined();
    expect(headToHtml(notFoundHead)).toContain('<meta name="robots" content="noindex, follow" />');
    expect(headToHtml(notFoundHead)).not.toContain('rel="canonical"');
  });

  it('escapes text in tags and keeps JSON-LD from closing its script element', () => {
    const html = headToHtml({ title: 'A & <B>', description: 'say "hi"', jsonLd: [{ name: '</script><script>alert(1)</script>' }] });
    expect(html).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(html).toContain('content="say &quot;hi&quot;"');
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(jsonForScript({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
