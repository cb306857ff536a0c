/**
 * GET /api/oembed?url=&format=json&maxwidth=&maxheight= — oEmbed 1.0 for the demo player (public):
 * 200 with the `rich` answer for a /demo-player or /demo-playlist address of this site, 404 for any
 * other address, 501 for a format other than json, 400 for a missing url or a bad size. The same
 * for every caller, so cached like GET /api/demos (browsers a minute, CloudFront five).
 * Env: TABLE_DEMO_TRACKS, SITE_URL (the stage's site; the public address without it), AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { DEMO_TRACKS_CACHE_CONTROL, DEMO_TRACKS_MAX_AGE_SECONDS, oembedQuerySchema, siteSettings } from '@rufbereit/shared';
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { publicSiteUrl } from '../config';
import { createHttpHandler, type HttpHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import type { DemoTrackRepository } from '../use-cases/demo-tracks';
import { oembedFor, type OEmbedDeps } from '../use-cases/oembed';

/**
 * The answer names the stage's own site (SITE_URL: a dev stack's snippets never load production's
 * player). The public address is accepted as well, because the web is built once with it: every
 * stage's player pages carry it in their oEmbed discovery link.
 */
const oembedSite = (): Pick<OEmbedDeps, 'siteOrigin' | 'aliasOrigins'> => {
  const siteOrigin = new URL(publicSiteUrl()).origin;
  return { siteOrigin, aliasOrigins: [new URL(siteSettings.siteUrl).origin].filter((origin) => origin !== siteOrigin) };
};

export function createGetOEmbedHandler(repository: () => DemoTrackRepository = demoTrackRepositoryFromEnv): HttpHandler {
  return createHttpHandler(async (event) => {
    const query = validateInput(oembedQuerySchema, event.queryStringParameters ?? {});
    const body = await oembedFor({ ...oembedSite(), tracks: repository(), cacheAgeSeconds: DEMO_TRACKS_MAX_AGE_SECONDS }, query);
    const response = jsonResponse(200, body);
    return { ...response, headers: { ...response.headers, 'cache-control': DEMO_TRACKS_CACHE_CONTROL } };
  });
}

export const handler = createGetOEmbedHandler();
