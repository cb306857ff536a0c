/** DELETE /api/admin/demos/{trackId} (admin): removes the track and its file (never one of the project's recordings). */
import { demoAdminMessages, demoTrackParamsSchema } from '@rufbereit/shared';
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { audioObjectsFromEnv } from '../adapters/s3-audio';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { deleteDemoTrack } from '../use-cases/demo-tracks';

export const handler = createAdminHandler(['deleteDemoTrack'], audited(async (event, _caller, audit) => {
  const { trackId } = validateInput(demoTrackParamsSchema, event.pathParameters ?? {});
  await deleteDemoTrack({ store: demoTrackRepositoryFromEnv(), objects: audioObjectsFromEnv() }, trackId);
  await audit(trackId);
  return jsonResponse(200, { message: demoAdminMessages.deleted });
}));
