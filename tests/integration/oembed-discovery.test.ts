import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extract } from '@extractus/oembed-extractor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OEMBED_JSON_TYPE, oembedDiscoveryUrl, oembedLinkTitle, siteSettings } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { startTestEnvironment } from '../support/local-environment';

/**
 * oEmbed discovery as a consumer does it, through the local site playing CloudFront: a real discovery
 * client (@extractus/oembed-extractor, which reads the page's `<link>` and runs no script) asks
 * /demo-player or /demo-playlist with a query and must get the embed of what that page shows. The
 * site is a fixture whose player pages carry the discovery link exactly as the prerender writes it
 * (web/src/seo/head-html.ts: naming the bare page).
 */
let local: LocalEnvironment;

async function writeFixtureSite(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rufbereit-discovery-'));
  for (const page of ['demo-player', 'demo-playlist']) {
    const link = `<link rel="alternate" type="${OEMBED_JSON_TYPE}" href="${oembedDiscoveryUrl(`${siteSettings.siteUrl}/${page}`).replace(/&/g, '&amp;')}" title="${oembedLinkTitle}" />`;
    await mkdir(path.join(dir, page), { recursive: true });
    await writeFile(path.join(dir, page, 'index.html'), `<!doctype html><html lang="de"><head><title>${page}</title>${link}</head><body><div id="app"></div></body></html>`);
  }
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html lang="de"><head><title>Start</title></head><body></body></html>');
  await writeFile(path.join(dir, '404.html'), '<!doctype html><html lang="de"><head><title>404</title></head><body></body></html>');
  return dir;
}

beforeAll(async () => {
  local = await startTestEnvironment({ serveSite: true, siteDir: await writeFixtureSite() });
});
afterAll(async () => {
  await local?.stop();
});

/** The iframe's address in an oEmbed answer's snippet. */
const iframeSrc = (html: unknown): URL => {
  const src = /<iframe[^>]* src="([^"]+)"/.exec(String(html))?.[1];
  if (!src) throw new Error(`no iframe in ${String(html)}`);
  return new URL(src.replace(/&amp;/g, '&'));
};

describe('oEmbed discovery of the player pages', () => {
  it('embeds the category and brand colour the page was asked with (what the page shows), not category=all', async () => {
    const data = await extract(`${local.urls.site}/demo-player?category=beauty&color=%23ff0000&standalone=true`);
    expect(data).toMatchObject({ type: 'rich', method: 'auto-discovery', provider_name: siteSettings.brandName });
    const src = iframeSrc(data.html);
    expect(`${src.origin}${src.pathname}`).toBe(`${local.urls.site}/demo-player`);
    expect(src.searchParams.get('category')).toBe('beauty');
    expect(src.searchParams.get('color')).toBe('#ff0000');
  });

  it('does the same for /demo-playlist, and names category=all for the bare page', async () => {
    expect(iframeSrc((await extract(`${local.urls.site}/demo-playlist?category=health`)).html).searchParams.get('category')).toBe('health');
    expect(iframeSrc((await extract(`${local.urls.site}/demo-player`)).html).searchParams.get('category')).toBe('all');
  });

  it('keeps the page framable (player) or not (playlist), as the edge answers them', async () => {
    const player = await fetch(`${local.urls.site}/demo-player?category=beauty`);
    expect(player.status).toBe(200);
    expect(player.headers.get('content-type')).toContain('text/html');
    expect(player.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(player.headers.get('x-frame-options')).toBeNull();
    expect((await fetch(`${local.urls.site}/demo-playlist`)).headers.get('x-frame-options')).toBe('DENY');
  });

  it('puts nothing of a hostile query into the page or the embed: quotes, CR/LF, an unknown category, a javascript: colour', async () => {
    const query = new URLSearchParams({
      category: 'gibtsnicht',
      color: 'javascript:alert(1)',
      company: '"><script>alert(1)</script>\r\nSet-Cookie: owned=1',
      logo: 'javascript:alert(1)',
    }).toString();
    const response = await fetch(`${local.urls.site}/demo-player?${query}&x=%0d%0aSet-Cookie:%20owned=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const head = (await response.text()).split('</head>')[0] ?? '';
    expect(head).not.toContain('<script');
    expect(head).not.toMatch(/javascript:|[\r\n]/);
    expect(head.match(new RegExp(`type="${OEMBED_JSON_TYPE.replace('+', '\\+')}"`, 'g'))).toHaveLength(1);

    const data = await extract(`${local.urls.site}/demo-player?${query}`);
    const src = iframeSrc(data.html);
    expect(src.searchParams.get('category')).toBe('all');
    expect(src.searchParams.get('color')).toBeNull();
    expect(src.searchParams.get('logo')).toBeNull();
    expect(String(data.html)).not.toMatch(/<script|javascript:/);
  });
});
