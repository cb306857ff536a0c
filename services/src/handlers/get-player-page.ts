/**
 * GET /api/player-pages/{page}?category=&color=&company=&logo= — the prerendered /demo-player or
 * /demo-playlist with its oEmbed discovery link for the asked query (use-cases/player-page.ts). The edge
 * routes those two pages here (CloudFront: constructs/website.ts; locally the site server); 404 for any
 * other page. The template is the page the site deploys, read through the site's own address and
 * kept for five minutes, so a deployment reaches the rendered pages within that time.
 * Env: SITE_URL (the stage's site).
 */
import { publicSiteUrl } from '../config';
import { createHttpHandler, type HttpHandler } from '../http/api-handler';
import { playerPage, type PlayerPageDeps } from '../use-cases/player-page';

/** Shared caches a rendered page five minutes at most: a deployment's new template reaches them soon. */
export const PLAYER_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, must-revalidate';
const TEMPLATE_MAX_AGE_MS = 5 * 60_000;

/** The deployed page of a path, fetched from the site (`/demo-player/index.html`) and kept a few minutes. */
export function siteTemplates(siteUrl: () => string = publicSiteUrl, now: () => number = Date.now): PlayerPageDeps['template'] {
  const cache = new Map<string, { html: string; until: number }>();
  return async (path) => {
    const cached = cache.get(path);
    if (cached && cached.until > now()) return cached.html;
    const response = await fetch(`${siteUrl()}${path}/index.html`, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`The site answered ${response.status} for the template of ${path}`);
    const html = await response.text();
    cache.set(path, { html, until: now() + TEMPLATE_MAX_AGE_MS });
    return html;
  };
}

export function createGetPlayerPageHandler(template: PlayerPageDeps['template'] = siteTemplates()): HttpHandler {
  return createHttpHandler(async (event) => {
    const body = await playerPage(
      { siteOrigin: new URL(publicSiteUrl()).origin, template },
      { page: event.pathParameters?.page ?? '', query: new URLSearchParams(event.rawQueryString ?? '') },
    );
    return { statusCode: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PLAYER_PAGE_CACHE_CONTROL }, body };
  });
}

export const handler = createGetPlayerPageHandler();
