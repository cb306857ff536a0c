/** GET /api/me/audio-files (user): the MP3s the caller published, {files: AccountAudioFile[]}. */
import type { AccountAudioFilesBody } from '@rufbereit/shared';
import { uploadRecordsFromEnv } from '../adapters/dynamo-upload-records';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { listCustomerAudio } from '../use-cases/customer-audio';

export const handler = createProtectedHandler(['listAudioFiles'], async (_event, caller) => {
  const body: AccountAudioFilesBody = { files: await listCustomerAudio({ records: uploadRecordsFromEnv() }, caller.sub) };
  return jsonResponse(200, body);
});
