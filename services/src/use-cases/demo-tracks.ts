/**
 * The demo track list (GET /api/demos): the tracks of one category, or all, in their list order; and
 * the admins' create, update and delete. Repository and files as arguments, so the rules are
 * testable without AWS.
 */
import { randomUUID } from 'node:crypto';
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

/** A new track at the end of the list, its file verified and published first (nothing is stored for a failing file). */
export async function createDemoTrack(deps: Pick<DemoTrackAdminDeps, 'store' | 'publish' | 'now'>, input: CreateDemoTrackInput): Promise<DemoTrack> {
  const { store } = deps;
  const now = clockOf(deps);
  const audio = await deps.publish(input.uploadId);
  const last = Math.max(0, ...(await store.listAll()).map((r) => r.sort_order));
  const record: DemoTrackRecord = {
    id: randomUUID(),
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
  await store.put(record);
  return toDemoTrack(record);
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
