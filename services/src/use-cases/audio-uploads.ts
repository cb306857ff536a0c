/**
 * Audio uploads (the demo administration and the /upload page): a presigned POST to a fresh, private
 * pending key; then, before anything uses the file, the check: it arrived, its size, its type by the
 * first bytes, and that it decodes with a duration. A file that fails is deleted. A file that passes
 * is copied to its public key `media/audio/{uploadId}` and the pending object removed. Every read of
 * the check and the copy name the ETag seen first, so the published bytes are exactly the checked
 * ones even when the ticket posts another file meanwhile (then the upload is refused).
 */
import { randomUUID } from 'node:crypto';
import {
  AUDIO_MAX_BYTES,
  audioExtensionOf,
  audioFileTypes,
  demoAdminMessages,
  formatTrackDuration,
  isAudioExtension,
  pendingAudioKey,
  publishedAudioKey,
  uploadIdPattern,
  type AudioExtension,
  type AudioUploadTicket,
} from '@rufbereit/shared';
import { Refusal } from './refusal';
import { ObjectChangedError } from './object-changed';

/** Published audio is never overwritten (fresh keys), so browsers and CloudFront may keep it an hour (spec: calls). */
export const PUBLISHED_AUDIO_CACHE_CONTROL = 'public, max-age=3600';

/** The bucket as the check needs it; `read` and `copy` throw ObjectChangedError when the object no longer has `etag`. */
export interface AudioObjects {
  inspect(key: string): Promise<{ size: number; head: Uint8Array; etag: string } | undefined>;
  /** Listing only (the route may not read the published prefix). */
  exists(key: string): Promise<boolean>;
  read(key: string, etag?: string): Promise<Uint8Array>;
  copy(from: string, to: string, contentType: string, cacheControl: string, etag?: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface AudioUploadLinks {
  presignUpload(key: string, contentType: string, maxBytes: number): Promise<{ url: string; fields: Record<string, string> }>;
}

export interface AudioCheck {
  /** The file type its first bytes show (file-type's extension, e.g. 'mp3', 'wav'); undefined when unknown. */
  detectedType(head: Uint8Array): Promise<string | undefined>;
  /** The decoded length in seconds; undefined when the file does not decode. */
  durationSeconds(bytes: Uint8Array, extension: AudioExtension): Promise<number | undefined>;
}

/** A verified, published file. */
export interface PublishedAudioFile {
  key: string;
  duration: string;
  size: number;
}

const badFile = (message: string): Refusal => new Refusal('invalidInput', message, { file: message });

/** A ticket for one file the caller (`ownerId`: the token's sub) is about to upload. The name was validated by the route's schema. */
export async function createAudioUpload(deps: { links: AudioUploadLinks }, { ownerId, fileName }: { ownerId: string; fileName: string }): Promise<AudioUploadTicket> {
  const extension = audioExtensionOf(fileName);
  if (!isAudioExtension(extension)) throw badFile(demoAdminMessages.invalidAudio);
  const uploadId = `${randomUUID()}.${extension}`;
  const upload = await deps.links.presignUpload(pendingAudioKey(ownerId, uploadId), audioFileTypes[extension].contentType, AUDIO_MAX_BYTES);
  return { uploadId, ...upload };
}

export interface PublishAudioDeps {
  objects: AudioObjects;
  check: AudioCheck;
}

export interface PublishAudioInput {
  /** The token's sub of the account that uploaded. */
  ownerId: string;
  uploadId: string;
  /** The kinds this route accepts. */
  allowed: readonly AudioExtension[];
  /** What a wrong kind is told. */
  typeMessage?: string;
}

/** Checks the caller's uploaded file and publishes it. Failing files are deleted (400 with the German message). */
export async function publishAudioUpload(
  deps: PublishAudioDeps,
  { ownerId, uploadId, allowed, typeMessage = demoAdminMessages.invalidAudio }: PublishAudioInput,
): Promise<PublishedAudioFile> {
  const { objects, check } = deps;
  if (!uploadIdPattern.test(uploadId)) throw badFile(demoAdminMessages.fileRequired);
  const pending = pendingAudioKey(ownerId, uploadId);
  const object = await objects.inspect(pending);
  if (!object) throw badFile(demoAdminMessages.missing);
  const refuse = async (message: string): Promise<never> => {
    await objects.remove(pending);
    throw badFile(message);
  };
  // The ticket stays valid for minutes after its file was published: a second file sent with it
  // must not replace the published one (published audio is never overwritten).
  const key = publishedAudioKey(uploadId);
  if (await objects.exists(key)) return refuse(demoAdminMessages.alreadyPublished);
  if (object.size === 0) return refuse(demoAdminMessages.invalidAudio);
  if (object.size > AUDIO_MAX_BYTES) return refuse(demoAdminMessages.tooLarge);
  // The bytes decide: the upload's extension (kept in the public key) must be allowed here and match them.
  const extension = audioExtensionOf(uploadId);
  const detected = await check.detectedType(object.head);
  if (!isAudioExtension(extension, allowed) || !detected || !(audioFileTypes[extension].detected as readonly string[]).includes(detected)) {
    return refuse(typeMessage);
  }
  try {
    const seconds = await check.durationSeconds(await objects.read(pending, object.etag), extension);
    if (seconds === undefined) return await refuse(demoAdminMessages.notDecodable);
    await objects.copy(pending, key, audioFileTypes[extension].contentType, PUBLISHED_AUDIO_CACHE_CONTROL, object.etag);
    await objects.remove(pending);
    return { key, duration: formatTrackDuration(seconds), size: object.size };
  } catch (error) {
    if (error instanceof ObjectChangedError) return refuse(demoAdminMessages.uploadChanged);
    throw error;
  }
}
