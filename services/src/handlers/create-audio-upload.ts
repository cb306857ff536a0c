/**
 * POST /api/me/audio-uploads (user): body {name, size} of an MP3. Answers a presigned POST {uploadId,
 * url, fields} under a fresh private key and notes the ticket (its file name) on the account;
 * …/{uploadId}/complete verifies and publishes it. 429 when too many tickets are open.
 */
import { mp3UploadRequestSchema } from '@rufbereit/shared';
import { uploadRecordsFromEnv } from '../adapters/dynamo-upload-records';
import { audioUploadLinksFromEnv } from '../adapters/s3-audio-links';
import { createProtectedHandler } from '../http/api-handler';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { createCustomerAudioUpload } from '../use-cases/customer-audio';

export const handler = createProtectedHandler(['createAudioUpload'], async (event, caller) => {
  const { name } = validateInput(mp3UploadRequestSchema, parseJsonBody(event));
  return jsonResponse(201, await createCustomerAudioUpload({ records: uploadRecordsFromEnv(), links: audioUploadLinksFromEnv() }, { userId: caller.sub, fileName: name }));
});
