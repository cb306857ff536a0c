/** Key layout of the media bucket: which prefix holds what, and who may reach it. */
/**
 * Every object of the media bucket lives under this key prefix, and the site serves it at `/${key}`:
 * CloudFront's `/media/*` behaviour forwards the path unchanged to the bucket.
 * E.g. key `media/audio/{uuid}.mp3` is played from `/media/audio/{uuid}.mp3`.
 */
export const MEDIA_KEY_PREFIX = 'media/';
/**
 * Private objects of the media bucket (customers' documents). CloudFront serves only `media/*`, so
 * these are reachable only through short-lived presigned links the API hands to their owner.
 */
export const PRIVATE_DOCUMENTS_PREFIX = 'private/assistant-documents/';
/**
 * Where an uploaded document waits until the API has verified it; only the verified bytes are
 * copied to PRIVATE_DOCUMENTS_PREFIX, a key no upload ticket can write.
 */
export const PENDING_DOCUMENTS_PREFIX = 'private/document-uploads/';
/** Where an uploaded audio file waits, unpublished, until the API has verified it (CloudFront never serves it). */
export const PENDING_AUDIO_PREFIX = 'private/audio-uploads/';
/** Verified audio files, served at `/media/audio/…`. */
export const PUBLISHED_AUDIO_PREFIX = `${MEDIA_KEY_PREFIX}audio/`;
/**
 * Cache-Control of the seed media (demo recordings, images), set on the objects by the stack's seed
 * deployment and by the local seeding alike: CloudFront, and the local `/media`, serve each object's own.
 */
export const SEED_MEDIA_CACHE_CONTROL = 'public, max-age=31536000';
