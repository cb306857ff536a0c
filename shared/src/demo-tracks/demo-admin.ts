import * as z from 'zod/mini';
import { PENDING_AUDIO_PREFIX, PUBLISHED_AUDIO_PREFIX } from '../storage/media-keys';
import { demoCategoryIds, demoRecordings, demoTrackIcons, type DemoCategoryId, type DemoTrack, type DemoTrackIcon } from './demo-tracks';
import { AUDIO_MAX_BYTES } from '../common/limits';
import { multiLineChecks, oneLineChecks } from '../common/text-rules';
import { demoAdminMessages } from './demo-admin-messages';

/**
 * Audio uploads and the demo administration (spec: the admin demo page and the MP3 upload page, validation
 * of the track form and the MP3 upload, the upload call, the admin and upload messages, limits): the
 * allowed files and the request schemas of the admin and upload routes (the texts: demo-admin-messages.ts).
 */

/**
 * Audio files the track form accepts, by extension, with the content type the upload declares and
 * what file-type may report for the file's first bytes (the server decides by those, never by the name).
 */
export const audioFileTypes = {
  mp3: { contentType: 'audio/mpeg', detected: ['mp3'] },
  wav: { contentType: 'audio/wav', detected: ['wav'] },
  ogg: { contentType: 'audio/ogg', detected: ['ogg', 'opus', 'oga'] },
  opus: { contentType: 'audio/ogg', detected: ['opus', 'ogg'] },
  m4a: { contentType: 'audio/mp4', detected: ['m4a', 'mp4'] },
  aac: { contentType: 'audio/aac', detected: ['aac'] },
  flac: { contentType: 'audio/flac', detected: ['flac'] },
} as const satisfies Record<string, { contentType: `audio/${string}`; detected: readonly string[] }>;
export type AudioExtension = keyof typeof audioFileTypes;
/** The /upload page takes MP3 only (spec: validation: audio/mpeg or audio/mp3). */
export const MP3_ONLY: readonly AudioExtension[] = ['mp3'];
export const ALL_AUDIO: readonly AudioExtension[] = Object.keys(audioFileTypes) as AudioExtension[];
/** The file input's `accept`. */
export const audioAccept = ALL_AUDIO.map((ext) => `.${ext}`).join(',');
export const mp3Accept = '.mp3,audio/mpeg,audio/mp3';

export const audioExtensionOf = (name: string): string => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
export const isAudioExtension = (ext: string, allowed: readonly AudioExtension[] = ALL_AUDIO): ext is AudioExtension =>
  (allowed as readonly string[]).includes(ext);

// ---- uploads ----

/** An upload's id: a fresh UUID plus the extension, e.g. `1b4e…-….mp3`; the final key is `media/audio/{uploadId}`. */
export const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;
export const uploadIdSchema = z.string({ error: demoAdminMessages.fileRequired }).check(z.regex(uploadIdPattern, demoAdminMessages.fileRequired));

export const pendingAudioKey = (ownerId: string, uploadId: string): string => `${PENDING_AUDIO_PREFIX}${ownerId}/${uploadId}`;
/** The public key of a verified file: served at `/media/audio/{uploadId}`. */
export const publishedAudioKey = (uploadId: string): string => `${PUBLISHED_AUDIO_PREFIX}${uploadId}`;

/** The project's own recordings: the landing page plays them from the build, so deleting a track never deletes them. */
export const isCatalogueRecording = (audioKey: string): boolean => demoRecordings.some((r) => r.audioKey === audioKey);

const fileNameSchema = (allowed: readonly AudioExtension[], typeMessage: string) =>
  z.string().check(
    ...oneLineChecks(),
    z.minLength(1, demoAdminMessages.fileRequired),
    z.maxLength(200, typeMessage),
    z.refine((name) => isAudioExtension(audioExtensionOf(name), allowed), typeMessage),
  );
const sizeSchema = z.int().check(z.gte(1, demoAdminMessages.invalidAudio), z.lte(AUDIO_MAX_BYTES, demoAdminMessages.tooLarge));

/** `POST /api/admin/demos/uploads`: an audio file the admin is about to upload. */
export const demoAudioUploadRequestSchema = z.object({ name: fileNameSchema(ALL_AUDIO, demoAdminMessages.invalidAudio), size: sizeSchema });
/** `POST /api/me/audio-uploads`: an MP3 a signed-in account is about to upload. */
export const mp3UploadRequestSchema = z.object({ name: fileNameSchema(MP3_ONLY, demoAdminMessages.mp3Only), size: sizeSchema });
export type AudioUploadRequest = z.output<typeof demoAudioUploadRequestSchema>;

/** Answer of both upload routes: a presigned POST (size range and content type in its policy). */
export interface AudioUploadTicket {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
}

/** `GET /api/me/audio-uploads/permission`: may this account upload, and what. */
export interface AudioUploadPermission {
  allowed: boolean;
  maxBytes: number;
  types: readonly string[];
}

/** `POST /api/me/audio-uploads/{uploadId}/complete`: the verified file's public address. */
export interface PublishedAudio {
  url: string;
  duration: string;
}

/** One MP3 an account published (`GET /api/me/audio-files`); a new upload of the same name replaces it. */
export interface AccountAudioFile {
  /** The upload id, also the last part of its public address. */
  id: string;
  name: string;
  url: string;
  duration: string;
  size: number;
  publishedAt: string;
}
export interface AccountAudioFilesBody {
  files: AccountAudioFile[];
}

// ---- tracks ----

/** The shared text rules of the forms (text-rules.ts): no control, bidi or zero-width characters; line breaks only in the description. */
const trackText = (message: string, max: number, lines: 'one' | 'several') =>
  z.string().check(...(lines === 'one' ? oneLineChecks() : multiLineChecks()), z.minLength(1, message), z.maxLength(max, message));

const trackFields = {
  title: trackText(demoAdminMessages.titleRequired, 120, 'one'),
  description: trackText(demoAdminMessages.descriptionRequired, 1000, 'several'),
  /** 'all' is a filter only (spec: validation). */
  categoryId: z.enum(demoCategoryIds),
  icon: z.optional(z.enum(demoTrackIcons)),
};

/**
 * `{trackId}` of `PUT` and `DELETE /api/admin/demos/{trackId}`: a seeded slug or a UUID. Checked before
 * it reaches DynamoDB, which answers an over-long or empty key with an error (a 500), not "not found".
 */
export const demoTrackParamsSchema = z.object({
  trackId: z.string({ error: demoAdminMessages.trackNotFound }).check(z.regex(/^[\w-]{1,100}$/, demoAdminMessages.trackNotFound)),
});

/** `POST /api/admin/demos`: a new track needs its uploaded file. */
export const createDemoTrackSchema = z.object({ ...trackFields, uploadId: uploadIdSchema });
/** `PUT /api/admin/demos/{trackId}`: the texts, optionally with a new file. */
export const updateDemoTrackSchema = z.object({ ...trackFields, uploadId: z.optional(uploadIdSchema) });
export type CreateDemoTrackInput = z.output<typeof createDemoTrackSchema>;
export type UpdateDemoTrackInput = z.output<typeof updateDemoTrackSchema>;

/** The most tracks one reorder names (the list has tens; a bound keeps a hostile body small). */
export const DEMO_ORDER_MAX_TRACKS = 500;
/** `version` of the list order: what GET /api/admin/demos answered (a hash of the order, hex). */
const orderVersionSchema = z.string({ error: demoAdminMessages.orderStale }).check(z.regex(/^[0-9a-f]{16,64}$/, demoAdminMessages.orderStale));

/**
 * `PUT /api/admin/demo-order`: every track's id in the new list order, and the order's version the
 * admin saw (a stale one is refused, never overwritten).
 */
export const reorderDemoTracksSchema = z.object({
  trackIds: z
    .array(demoTrackParamsSchema.shape.trackId)
    .check(
      z.minLength(1, demoAdminMessages.orderIncomplete),
      z.maxLength(DEMO_ORDER_MAX_TRACKS, demoAdminMessages.orderIncomplete),
      z.refine((ids) => new Set(ids).size === ids.length, demoAdminMessages.orderIncomplete),
    ),
  version: orderVersionSchema,
});
export type ReorderDemoTracksInput = z.output<typeof reorderDemoTracksSchema>;

/** Answer of GET /api/admin/demos and PUT /api/admin/demo-order: the tracks in list order, and that order's version. */
export interface AdminDemoTrackListBody {
  tracks: DemoTrack[];
  orderVersion: string;
}

/** The icon a track gets when the form names none. */
export const defaultIconFor = (category: DemoCategoryId): DemoTrackIcon =>
  category === 'beauty' ? 'scissors' : category === 'petcare' ? 'paw-print' : 'stethoscope';

/** Answer of create and update. */
export type DemoTrackBody = DemoTrack;

