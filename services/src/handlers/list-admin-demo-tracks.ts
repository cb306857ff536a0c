/**
 * GET /api/admin/demos (admin): every track in list order, like GET /api/demos but uncached
 * (no-store, and outside CloudFront's /api/demos behaviour), so the demo administration shows a
 * change at once. 200 {tracks, orderVersion}: the version a reorder names (use-cases/demo-track-order.ts).
 */
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { adminDemoTrackList } from '../use-cases/demo-track-order';

export const handler = createAdminHandler(['listAdminDemoTracks'], async () =>
  jsonResponse(200, await adminDemoTrackList({ repository: demoTrackRepositoryFromEnv() })),
);
