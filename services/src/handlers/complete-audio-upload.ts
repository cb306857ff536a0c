/**
 * POST /api/me/audio-uploads/{uploadId}/complete (user): checks the caller's uploaded file (an MP3 by
 * its first bytes, at most 10 MB, decodable) and publishes it: 200 {url, duration}. A failing file is
 * deleted: 400 with the German message.
 */
import { MP3_ONLY, audioUrlForKey, demoAdminMessages, type PublishedAudio } from '@rufbereit/shared';
import { checkAudioContent } from '../adapters/audio-content-check';
import { audioObjectsFromEnv } from '../adapters/s3-audio';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { publishAudioUpload } from '../use-cases/audio-uploads';

export const handler = createProtectedHandler(['completeAudioUpload'], async (event, caller) => {
  const uploadId = event.pathParameters?.uploadId ?? '';
  const audio = await publishAudioUpload(audioObjectsFromEnv(), checkAudioContent, caller.sub, uploadId, MP3_ONLY, demoAdminMessages.mp3Only);
  const body: PublishedAudio = { url: audioUrlForKey(audio.key), duration: audio.duration };
  return jsonResponse(200, body);
});
