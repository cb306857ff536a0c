/**
 * POST /api/me/audio-uploads (user): body {name, size} of an MP3. Answers a presigned POST {uploadId,
 * url, fields} under a fresh private key; …/{uploadId}/complete verifies and publishes it.
 */
import { mp3UploadRequestSchema } from '@rufbereit/shared';
import { audioUploadLinksFromEnv } from '../adapters/s3-audio-links';
import { createProtectedHandler } from '../http/api-handler';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { createAudioUpload } from '../use-cases/audio-uploads';

export const handler = createProtectedHandler(['createAudioUpload'], async (event, caller) => {
  const { name } = validateInput(mp3UploadRequestSchema, parseJsonBody(event));
  return jsonResponse(201, await createAudioUpload(audioUploadLinksFromEnv(), caller.sub, name));
});
