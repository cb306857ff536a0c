import { queryOptions } from '@tanstack/react-query';
import {
  demoAdminMessages,
  type AdminDemoTrackListBody,
  type AudioUploadTicket,
  type DemoCategoryId,
  type DemoTrack,
} from '@rufbereit/shared';
import { apiFetch } from '../../lib/api/api-client';
import { apiPath } from '../../lib/api/api-path';
import type { RequestOptions } from '../../lib/api/http-client';
import { postToBucket } from '../../lib/uploads/post-to-bucket';

/** The demo administration's calls: the uncached admin list, save (with the upload first), delete and the list order. */
/** The tracks in list order with the order's version (a reorder names it). */
export const adminTracksQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'demos'] as const,
    queryFn: () => apiFetch<AdminDemoTrackListBody>(apiPath('adminDemos')),
  });

export interface TrackValues {
  title: string;
  description: string;
  categoryId: DemoCategoryId;
}

/** An upload that failed on its way to the bucket (not a refusal by the API). */
export class UploadError extends Error {
  override name = 'UploadError';
}

const json = (method: string, body: unknown): RequestOptions => ({ method, json: body });

/**
 * Creates (no `id`) or updates a track. With a file: a ticket, the file straight to the bucket with
 * real progress, then the API verifies it while it stores the track.
 */
export async function saveTrack(id: string | undefined, values: TrackValues, file: File | undefined, onProgress: (percent: number) => void): Promise<DemoTrack> {
  let uploadId: string | undefined;
  if (file) {
    const ticket = await apiFetch<AudioUploadTicket>(apiPath('adminDemoUploads'), json('POST', { name: file.name, size: file.size }));
    await postToBucket(ticket, file, onProgress, demoAdminMessages.uploadProblem).catch((error: unknown) => {
      throw new UploadError(error instanceof Error ? error.message : demoAdminMessages.uploadProblem);
    });
    uploadId = ticket.uploadId;
  }
  const body = { ...values, ...(uploadId ? { uploadId } : {}) };
  return id ? apiFetch<DemoTrack>(apiPath('adminDemo', { trackId: id }), json('PUT', body)) : apiFetch<DemoTrack>(apiPath('adminDemos'), json('POST', body));
}

export const deleteTrack = (id: string): Promise<unknown> => apiFetch(apiPath('adminDemo', { trackId: id }), { method: 'DELETE' });

/** Saves the list order made from the order of `version`; a stale version is refused (409). */
export const saveTrackOrder = (trackIds: readonly string[], version: string): Promise<AdminDemoTrackListBody> =>
  apiFetch<AdminDemoTrackListBody>(apiPath('adminDemoOrder'), json('PUT', { trackIds, version }));
