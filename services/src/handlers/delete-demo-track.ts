/** DELETE /api/admin/demos/{trackId} (admin): removes the track and its file (never one of the project's recordings). */
import { demoAdminMessages } from '@rufbereit/shared';
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { audioObjectsFromEnv } from '../adapters/s3-audio';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { deleteDemoTrack } from '../use-cases/demo-tracks';

export const handler = createProtectedHandler(['deleteDemoTrack'], async (event) => {
  await deleteDemoTrack(demoTrackRepositoryFromEnv(), audioObjectsFromEnv(), event.pathParameters?.trackId ?? '');
  return jsonResponse(200, { message: demoAdminMessages.deleted });
});
