/** The MP3 upload's calls to the API and its TanStack Query options. */
import { queryOptions } from '@tanstack/react-query';
import {
  demoAdminMessages as m,
  type AccountAudioFile,
  type AccountAudioFilesBody,
  type AudioUploadPermission,
  type AudioUploadTicket,
} from '@rufbereit/shared';
import { ApiError, apiFetch } from '../../lib/api/api-client';
import { apiPath } from '../../lib/api/api-path';
import { postToBucket } from '../../lib/uploads/post-to-bucket';

/** The signed-in account's published MP3s (GET /api/me/audio-files). */
export const myAudioFilesQueryOptions = () =>
  queryOptions({ queryKey: ['me', 'audio-files'] as const, queryFn: () => apiFetch<AccountAudioFilesBody>(apiPath('audioFiles')) });

/** Deletes one of the account's MP3s (from the list and the bucket). */
export const deleteAudioFile = (file: AccountAudioFile): Promise<unknown> => apiFetch(apiPath('audioFile', { uploadId: file.id }), { method: 'DELETE' });

/** May this account upload audio files? */
export const checkUploadPermission = (): Promise<AudioUploadPermission> => apiFetch<AudioUploadPermission>(apiPath('audioUploadPermission'));

/** The file arrived, but the server could not publish it for reasons of its own (not a refusal of the file). */
export class PublicUrlError extends Error {
  override name = 'PublicUrlError';
}

/** Ticket, the file straight to the bucket with real progress, then the API checks it is an MP3 and publishes it. */
export async function uploadMp3(file: File, onProgress: (percent: number) => void): Promise<AccountAudioFile> {
  const ticket = await apiFetch<AudioUploadTicket>(apiPath('audioUploads'), { method: 'POST', json: { name: file.name, size: file.size } });
  await postToBucket(ticket, file, onProgress, m.uploadProblem);
  return apiFetch<AccountAudioFile>(apiPath('audioUploadComplete', { uploadId: ticket.uploadId }), { method: 'POST' }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status >= 500) throw new PublicUrlError(m.publicUrlFailed);
    throw error;
  });
}
