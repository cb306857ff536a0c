/**
 * PUT /api/admin/demos/{trackId} (admin): body {title, description, categoryId, icon?, uploadId?}.
 * With `uploadId` the new file is verified like on create and the old one removed. 200 with the track;
 * 404 for an unknown track.
 */
import { ALL_AUDIO, demoTrackParamsSchema, updateDemoTrackSchema } from '@rufbereit/shared';
import { checkAudioContent } from '../adapters/audio-content-check';
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { audioObjectsFromEnv } from '../adapters/s3-audio';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { publishAudioUpload } from '../use-cases/audio-uploads';
import { updateDemoTrack } from '../use-cases/demo-tracks';

export const handler = createAdminHandler(['updateDemoTrack'], audited(async (event, caller, audit) => {
  const { trackId } = validateInput(demoTrackParamsSchema, event.pathParameters ?? {});
  const input = validateInput(updateDemoTrackSchema, parseJsonBody(event));
  const objects = audioObjectsFromEnv();
  const publish = (uploadId: string) => publishAudioUpload({ objects, check: checkAudioContent }, { ownerId: caller.sub, uploadId, allowed: ALL_AUDIO });
  const track = await updateDemoTrack({ store: demoTrackRepositoryFromEnv(), objects, publish }, { ...input, id: trackId });
  await audit(trackId, track.title);
  return jsonResponse(200, track);
}));
