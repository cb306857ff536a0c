/**
 * GET /api/oembed?url=&format=json&maxwidth=&maxheight= — oEmbed 1.0 for the demo player (public):
 * 200 with the `rich` answer for a /demo-player or /demo-playlist address of this site, 404 for any
 * other address, 501 for a format other than json, 400 for a missing url or a bad size. The same
 * for every caller, so cached like GET /api/demos (browsers a minute, CloudFront five).
 * Env: TABLE_DEMO_TRACKS, SITE_URL (optional: the local site), AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { DEMO_TRACKS_CACHE_CONTROL, DEMO_TRACKS_MAX_AGE_SECONDS, oembedQuerySchema, siteSettings } from '@rufbereit/shared';
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { publicSiteUrl } from '../config';
import { createHttpHandler, type HttpHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import type { DemoTrackRepository } from '../use-cases/demo-tracks';
import { oembedFor } from '../use-cases/oembed';

/** This site: the configured public address (SITE_URL locally) and the one of the site settings. */
const siteOrigins = (): string[] => [...new Set([new URL(publicSiteUrl()).origin, new URL(siteSettings.siteUrl).origin])];

export function createGetOEmbedHandler(repository: () => DemoTrackRepository = demoTrackRepositoryFromEnv): HttpHandler {
  return createHttpHandler(async (event) => {
    const query = validateInput(oembedQuerySchema, event.queryStringParameters ?? {});
    const body = await oembedFor({ siteOrigins: siteOrigins(), tracks: repository(), cacheAgeSeconds: DEMO_TRACKS_MAX_AGE_SECONDS }, query);
    const response = jsonResponse(200, body);
    return { ...response, headers: { ...response.headers, 'cache-control': DEMO_TRACKS_CACHE_CONTROL } };
  });
}

export const handler = createGetOEmbedHandler();
