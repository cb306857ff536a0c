/**
 * POST /api/me/audio-uploads/{uploadId}/complete (user): checks the caller's uploaded file (an MP3 by
 * its first bytes, at most 10 MB, decodable), publishes exactly the checked bytes and lists it on the
 * account: 200 AccountAudioFile (with url and duration). Once per ticket: a repeated or parallel
 * completion answers the same entry. A failing file is deleted: 400 with the German message; 409
 * when the account's list is full or another completion is still checking; 404 without a ticket.
 */
import { checkAudioContent } from '../adapters/audio-content-check';
import { uploadRecordsFromEnv } from '../adapters/dynamo-upload-records';
import { audioObjectsFromEnv } from '../adapters/s3-audio';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { completeCustomerAudioUpload } from '../use-cases/customer-audio';

export const handler = createProtectedHandler(['completeAudioUpload'], async (event, caller) => {
  const uploadId = event.pathParameters?.uploadId ?? '';
  return jsonResponse(200, await completeCustomerAudioUpload(
      { records: uploadRecordsFromEnv(), objects: audioObjectsFromEnv(), check: checkAudioContent },
      { userId: caller.sub, uploadId },
    ));
});
