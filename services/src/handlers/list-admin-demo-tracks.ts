/**
 * GET /api/admin/demos (admin): every track in list order, like GET /api/demos but uncached
 * (no-store, and outside CloudFront's /api/demos behaviour), so the demo administration shows a
 * change at once. 200 {tracks}.
 */
import { ALL_DEMOS, type DemoTrackListBody } from '@rufbereit/shared';
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { listDemoTracks } from '../use-cases/demo-tracks';

export const handler = createAdminHandler(['listAdminDemoTracks'], async () => {
  const body: DemoTrackListBody = { tracks: await listDemoTracks({ repository: demoTrackRepositoryFromEnv() }, ALL_DEMOS) };
  return jsonResponse(200, body);
});
