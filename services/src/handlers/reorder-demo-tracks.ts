/**
 * PUT /api/admin/demo-order (admin): body {trackIds, version}: every track's id in the new list order
 * and the order's version from GET /api/admin/demos. 200 {tracks, orderVersion} in the new order;
 * 409 when the order changed meanwhile (stale version), 404 for an id no track has, 400 for an order
 * that leaves a track out or names one twice (use-cases/demo-track-order.ts).
 */
import { reorderDemoTracksSchema } from '@rufbereit/shared';
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { reorderDemoTracks } from '../use-cases/demo-track-order';

const AUDIT_ORDER_CHARS = 300;

export const handler = createAdminHandler(['reorderDemoTracks'], audited(async (event, _caller, audit) => {
  const input = validateInput(reorderDemoTracksSchema, parseJsonBody(event));
  const body = await reorderDemoTracks({ store: demoTrackRepositoryFromEnv() }, input);
  // The new order by id, cut where a long list would crowd the log.
  const order = body.tracks.map((t) => t.id).join(', ');
  await audit('demo-tracks', order.length > AUDIT_ORDER_CHARS ? `${order.slice(0, AUDIT_ORDER_CHARS)}…` : order);
  return jsonResponse(200, body);
}));
