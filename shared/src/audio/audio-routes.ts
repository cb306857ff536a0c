/** The customer's own audio files (MP3 uploads): their API routes (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';
import { grantSets } from '../api/grant-sets';
import { PENDING_AUDIO_PREFIX, PUBLISHED_AUDIO_PREFIX } from '../storage/media-keys';

export const audioRoutes = [
  {
    id: 'getAudioUploadPermission',
    method: 'GET',
    path: apiPaths.audioUploadPermission,
    handler: 'get-audio-upload-permission',
    access: 'user',
    grants: [],
  },
  {
    id: 'createAudioUpload',
    method: 'POST',
    path: apiPaths.audioUploads,
    handler: 'create-audio-upload',
    access: 'user',
    // update: the ticket (file name) on the account's item.
    grants: [...grantSets.accountConfig.readWrite, { bucket: 'media', access: ['put'], keys: [PENDING_AUDIO_PREFIX] }],
  },
  {
    id: 'completeAudioUpload',
    method: 'POST',
    path: apiPaths.audioUploadComplete,
    handler: 'complete-audio-upload',
    access: 'user',
    // Claims the ticket and lists the file on the account's item (one entry per ticket); a file of the
    // same name replaces the published one (deleted).
    grants: [
      ...grantSets.accountConfig.readWrite,
      { bucket: 'media', access: ['list', 'get', 'delete'], keys: [PENDING_AUDIO_PREFIX] },
      { bucket: 'media', access: ['list', 'put', 'delete'], keys: [PUBLISHED_AUDIO_PREFIX] },
    ],
  },
  {
    id: 'listAudioFiles',
    method: 'GET',
    path: apiPaths.audioFiles,
    handler: 'list-audio-files',
    access: 'user',
    grants: [...grantSets.accountConfig.read],
  },
  {
    id: 'deleteAudioFile',
    method: 'DELETE',
    path: apiPaths.audioFile,
    handler: 'delete-audio-file',
    access: 'user',
    grants: [...grantSets.accountConfig.readWrite, { bucket: 'media', access: ['delete'], keys: [PUBLISHED_AUDIO_PREFIX] }],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
