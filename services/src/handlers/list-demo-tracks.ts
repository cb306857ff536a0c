/**
 * GET /api/demos?category= — the demo tracks (public). 200 {tracks} in list order; 400 for an
 * unknown category. The same for every visitor, so it may be cached: browsers for a minute,
 * CloudFront (its /api/demos behaviour keys on `category`) for five.
 * Env: TABLE_DEMO_TRACKS, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { DEMO_TRACKS_CACHE_CONTROL, demoTracksQuerySchema, type DemoTrackListBody } from '@rufbereit/shared';
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { createHttpHandler, type HttpHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { listDemoTracks, type DemoTrackRepository } from '../use-cases/demo-tracks';

export function createListDemoTracksHandler(repository: () => DemoTrackRepository = demoTrackRepositoryFromEnv): HttpHandler {
  return createHttpHandler(async (event) => {
    const { category } = validateInput(demoTracksQuerySchema, event.queryStringParameters ?? {});
    const body: DemoTrackListBody = { tracks: await listDemoTracks({ repository: repository() }, category) };
    const response = jsonResponse(200, body);
    return { ...response, headers: { ...response.headers, 'cache-control': DEMO_TRACKS_CACHE_CONTROL } };
  });
}

export const handler = createListDemoTracksHandler();
