/**
 * The demo track list (GET /api/demos): the tracks of one category, or all, in their list order; and
 * the admins' create, update and delete. Repository and files as arguments, so the rules are
 * testable without AWS.
 */
import {
  ALL_DEMOS,
  compareListOrder,
  defaultIconFor,
  demoAdminMessages,
  isCatalogueRecording,
  toDemoTrack,
  type CreateDemoTrackInput,
  type DemoCategoryFilter,
  type DemoTrack,
  type DemoTrackRecord,
  type UpdateDemoTrackInput,
} from '@rufbereit/shared';
import { clockOf, type Clock } from './ports';
import { Refusal } from './refusal';
import type { AudioObjects, PublishedAudioFile } from './audio-uploads';

export interface DemoTrackRepository {
  /** Every stored track, in any order. */
  listAll(): Promise<DemoTrackRecord[]>;
}


export async function listDemoTracks(deps: { repository: DemoTrackRepository }, category: DemoCategoryFilter): Promise<DemoTrack[]> {
  const records = await deps.repository.listAll();
  return records
    .filter((record) => category === ALL_DEMOS || record.category_id === category)
    .sort(compareListOrder)
    .map(toDemoTrack);
}

// ---- the demo administration (admins) ----

export interface DemoTrackStore extends DemoTrackRepository {
  get(id: string): Promise<DemoTrackRecord | undefined>;
  put(record: DemoTrackRecord): Promise<void>;
  /** Stores a track whose id is not taken yet (conditional write); false when it is. */
  putNew(record: DemoTrackRecord): Promise<boolean>;
  remove(id: string): Promise<void>;
}

/** Checks the caller's upload and publishes it (audio-uploads.ts with the track form's rules). */
export type PublishUpload = (uploadId: string) => Promise<PublishedAudioFile>;

export interface DemoTrackAdminDeps extends Clock {
  store: DemoTrackStore;
  /** The bucket, to remove a replaced or deleted track's file. */
  objects: Pick<AudioObjects, 'remove'>;
  publish: PublishUpload;
}

const SORT_STEP = 10;
const trackNotFound = (): Refusal => new Refusal('notFound', demoAdminMessages.trackNotFound);

/**
 * The track made from an upload takes the upload's id (its UUID, without the extension): one upload
 * makes one track, however often or in parallel its create is sent.
 */
export const trackIdForUpload = (uploadId: string): string => uploadId.replace(/\.[a-z0-9]+$/, '');

/** How a create whose upload another create is publishing waits for that one's track. */
export interface ParallelCreates {
  /** Whether the upload's file is published (by this create or another). */
  isPublished(uploadId: string): Promise<boolean>;
  waitMs?: number;
  everyMs?: number;
}

async function waitForTrack(store: DemoTrackStore, id: string, waitMs: number, everyMs: number): Promise<DemoTrackRecord | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const track = await store.get(id);
    if (track || Date.now() > deadline) return track;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * A new track at the end of the list, its file verified and published first (nothing is stored for a
 * failing file). Idempotent per upload, as the accounts' upload completion is: a create sent again
 * answers the stored track; of parallel creates, the ones whose check fails because another one
 * published the file first (it is no longer pending, or already published) wait for that one's track,
 * and only the first conditional write stores one.
 */
export async function createDemoTrack(
  deps: Pick<DemoTrackAdminDeps, 'store' | 'publish' | 'now'> & { parallel?: ParallelCreates },
  input: CreateDemoTrackInput,
): Promise<DemoTrack> {
  const { store, parallel } = deps;
  const now = clockOf(deps);
  const id = trackIdForUpload(input.uploadId);
  const earlier = await store.get(id);
  if (earlier) return toDemoTrack(earlier);
  let audio: PublishedAudioFile;
  try {
    audio = await deps.publish(input.uploadId);
  } catch (error) {
    if (!parallel || !(await parallel.isPublished(input.uploadId))) throw error;
    const track = await waitForTrack(store, id, parallel.waitMs ?? 8_000, parallel.everyMs ?? 200);
    // No track came: the create that published the file died before storing one; its own answer stands.
    if (!track) throw error;
    return toDemoTrack(track);
  }
  const last = Math.max(0, ...(await store.listAll()).map((r) => r.sort_order));
  const record: DemoTrackRecord = {
    id,
    title: input.title,
    description: input.description,
    category_id: input.categoryId,
    duration: audio.duration,
    audio_key: audio.key,
    icon: input.icon ?? defaultIconFor(input.categoryId),
    sort_order: last + SORT_STEP,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  if (await store.putNew(record)) return toDemoTrack(record);
  // Another create of this upload (it published the same bytes to the same key) stored the track first.
  const stored = await store.get(id);
  if (!stored) throw new Refusal('conflict', demoAdminMessages.stillChecking);
  return toDemoTrack(stored);
}

/** Removes a replaced or deleted track's file, unless it is one of the project's recordings (the landing page plays those). */
async function removeAudio(objects: Pick<AudioObjects, 'remove'>, key: string): Promise<void> {
  if (!isCatalogueRecording(key)) await objects.remove(key);
}

/** New texts, and with `uploadId` a new file (verified first; the old one removed after the update is stored). */
export async function updateDemoTrack(deps: DemoTrackAdminDeps, { id, ...input }: UpdateDemoTrackInput & { id: string }): Promise<DemoTrack> {
  const { store, objects } = deps;
  const now = clockOf(deps);
  const existing = await store.get(id);
  if (!existing) throw trackNotFound();
  const audio = input.uploadId ? await deps.publish(input.uploadId) : undefined;
  const record: DemoTrackRecord = {
    ...existing,
    title: input.title,
    description: input.description,
    category_id: input.categoryId,
    icon: input.icon ?? (input.categoryId === existing.category_id ? existing.icon : defaultIconFor(input.categoryId)),
    ...(audio ? { audio_key: audio.key, duration: audio.duration } : {}),
    updated_at: now.toISOString(),
  };
  await store.put(record);
  if (audio && existing.audio_key !== audio.key) await removeAudio(objects, existing.audio_key);
  return toDemoTrack(record);
}

export async function deleteDemoTrack(deps: Pick<DemoTrackAdminDeps, 'store' | 'objects'>, id: string): Promise<void> {
  const existing = await deps.store.get(id);
  if (!existing) throw trackNotFound();
  await deps.store.remove(id);
  await removeAudio(deps.objects, existing.audio_key);
}
