/**
 * POST /api/admin/demos/uploads (admin): body {name, size}. Answers a presigned POST {uploadId, url,
 * fields} for one audio file of at most 10 MB under a fresh private key; the track routes verify it.
 */
import { demoAudioUploadRequestSchema } from '@rufbereit/shared';
import { audioUploadLinksFromEnv } from '../adapters/s3-audio-links';
import { createAdminHandler } from '../http/admin-handler';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { createAudioUpload } from '../use-cases/audio-uploads';

export const handler = createAdminHandler(['createDemoAudioUpload'], async (event, caller) => {
  const { name } = validateInput(demoAudioUploadRequestSchema, parseJsonBody(event));
  return jsonResponse(201, await createAudioUpload({ links: audioUploadLinksFromEnv() }, { ownerId: caller.sub, fileName: name }));
});
