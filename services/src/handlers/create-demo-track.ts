/**
 * POST /api/admin/demos (admin): body {title, description, categoryId, icon?, uploadId}. Verifies the
 * admin's uploaded file (type by its first bytes, ≤ 10 MB, decodes with a duration) and publishes it,
 * then stores the track at the end of the list: 201 with the track. A failing file is deleted: 400.
 * One upload makes one track: sent again or in parallel, the create answers that track.
 */
import { ALL_AUDIO, createDemoTrackSchema, publishedAudioKey } from '@rufbereit/shared';
import { checkAudioContent } from '../adapters/audio-content-check';
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { audioObjectsFromEnv } from '../adapters/s3-audio';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { publishAudioUpload } from '../use-cases/audio-uploads';
import { createDemoTrack } from '../use-cases/demo-tracks';

export const handler = createAdminHandler(['createDemoTrack'], audited(async (event, caller, audit) => {
  const input = validateInput(createDemoTrackSchema, parseJsonBody(event));
  const objects = audioObjectsFromEnv();
  const publish = (uploadId: string) => publishAudioUpload({ objects, check: checkAudioContent }, { ownerId: caller.sub, uploadId, allowed: ALL_AUDIO });
  const parallel = { isPublished: (uploadId: string) => objects.exists(publishedAudioKey(uploadId)) };
  const track = await createDemoTrack({ store: demoTrackRepositoryFromEnv(), publish, parallel }, input);
  await audit(track.id, track.title);
  return jsonResponse(201, track);
}));
