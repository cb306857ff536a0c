import { describe, expect, it } from 'vitest';
import { OEMBED_JSON_TYPE, apiMessages, oembedLinkTitle } from '@rufbereit/shared';
import { playerPage } from './player-page';
import { Refusal } from './refusal';

const origin = 'https://www.rufbereit.de';
/** The head as the prerender writes it (web/src/seo/head-html.ts): the link names the bare page. */
const template = `<!doctype html><html lang="de"><head><title>Demos</title><link rel="alternate" type="${OEMBED_JSON_TYPE}" href="${origin}/api/oembed?url=https%3A%2F%2Fwww.rufbereit.de%2Fdemo-player&amp;format=json" title="${oembedLinkTitle}" /></head><body><div id="app"></div></body></html>`;
const deps = { siteOrigin: origin, template: () => Promise.resolve(template) };

/** The discovery link's href as a consumer reads it (attribute decoded), and the page URL inside it. */
async function discovered(page: string, query: string): Promise<{ html: string; pageUrl: URL }> {
  const html = await playerPage(deps, { page, query: new URLSearchParams(query) });
  const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]*)"/.exec(html)?.[1] ?? '';
  const endpoint = new URL(href.replace(/&amp;/g, '&'));
  expect(`${endpoint.origin}${endpoint.pathname}`).toBe(`${origin}/api/oembed`);
  expect(endpoint.searchParams.get('format')).toBe('json');
  return { html, pageUrl: new URL(endpoint.searchParams.get('url') ?? '') };
}

describe('a player page as the edge serves it', () => {
  it("names the page with its own category and brand in the discovery link, and changes nothing else of the page", async () => {
    const { html, pageUrl } = await discovered('demo-player', 'category=beauty&color=%23FF0000&company=Praxis%20Sonnenschein&standalone=true');
    expect(`${pageUrl.origin}${pageUrl.pathname}`).toBe(`${origin}/demo-player`);
    expect(Object.fromEntries(pageUrl.searchParams)).toEqual({ category: 'beauty', color: '#FF0000', company: 'Praxis Sonnenschein' });
    expect(html.replace(/href="[^"]*api\/oembed[^"]*"/, '')).toBe(template.replace(/href="[^"]*api\/oembed[^"]*"/, ''));
  });

  it('serves /demo-playlist the same way, and the bare page with category=all', async () => {
    expect(Object.fromEntries((await discovered('demo-playlist', 'category=health')).pageUrl.searchParams)).toEqual({ category: 'health' });
    expect(Object.fromEntries((await discovered('demo-player', '')).pageUrl.searchParams)).toEqual({ category: 'all' });
  });

  it('drops what the page does not honour: an unknown category, a javascript: colour, unknown parameters', async () => {
    const { pageUrl } = await discovered('demo-player', 'category=gibtsnicht&color=javascript:alert(1)&onload=x&logo=javascript:alert(1)');
    expect(Object.fromEntries(pageUrl.searchParams)).toEqual({ category: 'all' });
  });

  it('lets no quote, angle bracket or line break of the query out of the attribute', async () => {
    const hostile = `category=beauty&company=${encodeURIComponent('"><script>alert(1)</script>\r\nSet-Cookie: x=1')}&color=${encodeURIComponent('#fff" onload="x')}`;
    const { html, pageUrl } = await discovered('demo-player', hostile);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toMatch(/[\r\n]/);
    expect(head.match(/<link /g)).toHaveLength(1);
    expect(head).not.toContain('onload');
    // The page's own rules clean the name (asOneLine), and the colour is no colour: the default.
    expect(pageUrl.searchParams.get('color')).toBeNull();
    expect(pageUrl.searchParams.get('company') ?? '').not.toMatch(/[\r\n]/);
  });

  it('knows only the two player pages', async () => {
    await expect(playerPage(deps, { page: 'kontakt', query: new URLSearchParams() })).rejects.toEqual(new Refusal('notFound', apiMessages.notFound));
    await expect(playerPage(deps, { page: '../admin', query: new URLSearchParams() })).rejects.toBeInstanceOf(Refusal);
  });
});
