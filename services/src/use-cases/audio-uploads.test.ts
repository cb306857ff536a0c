import { describe, expect, it } from 'vitest';
import { AUDIO_MAX_BYTES, MP3_ONLY, ALL_AUDIO, demoAdminMessages as m, pendingAudioKey } from '@rufbereit/shared';
import { Refusal } from './refusal';
import { createAudioUpload, publishAudioUpload, type AudioCheck, type AudioObjects } from './audio-uploads';
import { ObjectChangedError } from './object-changed';

/** The bucket as a Map; sizes may be declared larger than the bytes kept. */
class FakeObjects implements AudioObjects {
  readonly files = new Map<string, { bytes: Uint8Array; size: number; etag: string; contentType?: string; cacheControl?: string }>();
  private version = 0;
  /** Runs once before the next read: what a ticket re-posting its key during the check does. */
  beforeRead?: () => void;
  put(key: string, bytes: Uint8Array, size = bytes.length) {
    this.files.set(key, { bytes, size, etag: `"v${++this.version}"` });
  }
  async inspect(key: string) {
    const file = this.files.get(key);
    return file && { size: file.size, head: file.bytes.slice(0, 16), etag: file.etag };
  }
  async exists(key: string) {
    return this.files.has(key);
  }
  private current(key: string, etag?: string) {
    const file = this.files.get(key);
    if (!file || (etag !== undefined && file.etag !== etag)) throw new ObjectChangedError(key);
    return file;
  }
  async read(key: string, etag?: string) {
    this.beforeRead?.();
    this.beforeRead = undefined;
    return this.current(key, etag).bytes;
  }
  async copy(from: string, to: string, contentType: string, cacheControl: string, etag?: string) {
    this.files.set(to, { ...this.current(from, etag), contentType, cacheControl });
  }
  async remove(key: string) {
    this.files.delete(key);
  }
}

/** First byte 1 = "mp3", 2 = "wav", else unknown; decodes (60.5 s) unless the second byte is 0. */
const check: AudioCheck = {
  detectedType: async (head) => ({ 1: 'mp3', 2: 'wav' })[head[0] ?? 0],
  durationSeconds: async (bytes) => (bytes[1] === 0 ? undefined : 60.5),
};

const OWNER = 'sub-1';
const ID = '0b7e3c1a-2f4d-4e5f-8a9b-0c1d2e3f4a5b.mp3';

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  expect((error as Refusal).reason).toBe('invalidInput');
  return (error as Refusal).message;
}

describe('createAudioUpload', () => {
  it('hands out a fresh key under the caller’s pending prefix with the audio content type and the 10 MB limit', async () => {
    const calls: unknown[] = [];
    const links = { presignUpload: async (...args: unknown[]) => (calls.push(args), { url: 'u', fields: {} }) };
    const a = await createAudioUpload({ links }, { ownerId: OWNER, fileName: 'Ansage.MP3' });
    const b = await createAudioUpload({ links }, { ownerId: OWNER, fileName: 'Ansage.MP3' });
    expect(a.uploadId).toMatch(/^[0-9a-f-]{36}\.mp3$/);
    expect(a.uploadId).not.toBe(b.uploadId);
    expect(calls[0]).toEqual([pendingAudioKey(OWNER, a.uploadId), 'audio/mpeg', AUDIO_MAX_BYTES]);
  });
});

describe('publishAudioUpload', () => {
  it('publishes a decodable file under media/audio/ with its duration and removes the pending object', async () => {
    const objects = new FakeObjects();
    objects.put(pendingAudioKey(OWNER, ID), new Uint8Array([1, 1, 1]));
    expect(await publishAudioUpload({ objects, check }, { ownerId: OWNER, uploadId: ID, allowed: ALL_AUDIO })).toEqual({ key: `media/audio/${ID}`, duration: '1:00', size: 3 });
    expect([...objects.files.keys()]).toEqual([`media/audio/${ID}`]);
    expect(objects.files.get(`media/audio/${ID}`)).toMatchObject({ contentType: 'audio/mpeg', cacheControl: 'public, max-age=3600' });
  });

  it('never replaces a published file: a second file sent with the same ticket is refused and deleted', async () => {
    const objects = new FakeObjects();
    objects.put(pendingAudioKey(OWNER, ID), new Uint8Array([1, 1, 1]));
    await publishAudioUpload({ objects, check }, { ownerId: OWNER, uploadId: ID, allowed: ALL_AUDIO });
    objects.put(pendingAudioKey(OWNER, ID), new Uint8Array([1, 2, 2]));
    expect(await refusal(publishAudioUpload({ objects, check }, { ownerId: OWNER, uploadId: ID, allowed: ALL_AUDIO }))).toBe(m.alreadyPublished);
    expect([...objects.files.keys()]).toEqual([`media/audio/${ID}`]);
    expect([...(objects.files.get(`media/audio/${ID}`)?.bytes ?? [])]).toEqual([1, 1, 1]);
  });

  it('deletes and refuses a wrong type, an oversized file and one that does not decode', async () => {
    const cases: Array<[Uint8Array, number, string]> = [
      [new Uint8Array([9, 1]), 2, m.invalidAudio],
      [new Uint8Array([2, 1]), 2, m.invalidAudio], // a WAV named .mp3
      [new Uint8Array([1, 1]), AUDIO_MAX_BYTES + 1, m.tooLarge],
      [new Uint8Array([1, 0]), 2, m.notDecodable],
    ];
    for (const [bytes, size, message] of cases) {
      const objects = new FakeObjects();
      objects.put(pendingAudioKey(OWNER, ID), bytes, size);
      expect(await refusal(publishAudioUpload({ objects, check }, { ownerId: OWNER, uploadId: ID, allowed: ALL_AUDIO }))).toBe(message);
      expect(objects.files.size).toBe(0);
    }
  });

  it('tells the upload page its own message for a file that is not an MP3, and finds nothing of another account', async () => {
    const objects = new FakeObjects();
    const wavId = ID.replace('.mp3', '.wav');
    objects.put(pendingAudioKey(OWNER, wavId), new Uint8Array([2, 1]));
    expect(await refusal(publishAudioUpload({ objects, check }, { ownerId: OWNER, uploadId: wavId, allowed: MP3_ONLY, typeMessage: m.mp3Only }))).toBe(m.mp3Only);
    objects.put(pendingAudioKey('someone-else', ID), new Uint8Array([1, 1]));
    expect(await refusal(publishAudioUpload({ objects, check }, { ownerId: OWNER, uploadId: ID, allowed: ALL_AUDIO }))).toBe(m.missing);
    expect(await refusal(publishAudioUpload({ objects, check }, { ownerId: OWNER, uploadId: '../../media/audio/friseur.mp3', allowed: ALL_AUDIO }))).toBe(m.fileRequired);
  });

  it('publishes only the checked bytes: a file re-posted between check and copy is refused, nothing is published', async () => {
    const objects = new FakeObjects();
    const pending = pendingAudioKey(OWNER, ID);
    objects.put(pending, new Uint8Array([1, 1, 1]));
    objects.beforeRead = () => objects.put(pending, new Uint8Array([0x3c, 0x68, 0x74]));
    expect(await refusal(publishAudioUpload({ objects, check }, { ownerId: OWNER, uploadId: ID, allowed: ALL_AUDIO }))).toBe(m.uploadChanged);
    expect(objects.files.has(`media/audio/${ID}`)).toBe(false);
    expect(objects.files.has(pending)).toBe(false);
  });
});
