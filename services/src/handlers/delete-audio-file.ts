/** DELETE /api/me/audio-files/{uploadId} (user): removes one of the caller's published MP3s from the list and the bucket; 404 when it is not theirs. */
import { demoAdminMessages } from '@rufbereit/shared';
import { uploadRecordsFromEnv } from '../adapters/dynamo-upload-records';
import { audioObjectsFromEnv } from '../adapters/s3-audio';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { deleteCustomerAudio } from '../use-cases/customer-audio';

export const handler = createProtectedHandler(['deleteAudioFile'], async (event, caller) => {
  await deleteCustomerAudio({ records: uploadRecordsFromEnv(), objects: audioObjectsFromEnv() }, { userId: caller.sub, uploadId: event.pathParameters?.uploadId ?? '' });
  return jsonResponse(200, { message: demoAdminMessages.fileDeleted });
});
