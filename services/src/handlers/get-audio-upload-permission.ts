/**
 * GET /api/me/audio-uploads/permission (user): what the upload page's 'Berechtigung prüfen' asks.
 * Every signed-in account may upload MP3s (DESIGN: customers keep their configuration and may upload
 * audio); the gateway and the access middleware have checked the token before this runs, so reaching
 * here is the permission. The answer carries the limits the page shows.
 */
import { AUDIO_MAX_BYTES, MP3_ONLY, audioFileTypes, type AudioUploadPermission } from '@rufbereit/shared';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';

export const handler = createProtectedHandler(['getAudioUploadPermission'], async () => {
  const body: AudioUploadPermission = { allowed: true, maxBytes: AUDIO_MAX_BYTES, types: MP3_ONLY.map((ext) => audioFileTypes[ext].contentType) };
  return jsonResponse(200, body);
});
