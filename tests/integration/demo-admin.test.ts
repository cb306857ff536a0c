import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIO_MAX_BYTES,
  MEDIA_KEY_PREFIX,
  PENDING_AUDIO_PREFIX,
  demoAdminMessages,
  type ApiErrorBody,
  type AudioUploadPermission,
  type AudioUploadTicket,
  type DemoTrack,
  type DemoTrackListBody,
  type PublishedAudio,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { localS3Client } from '../../infra/local/s3/s3-client';
import { MEDIA_BUCKET } from '../../infra/local/core/ports';
import { repoRoot } from '../../infra/src/paths';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { apiJsonRequest } from '../support/api-call';
import { startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * The demo administration and the MP3 upload against the local stack: presigned POST to s3rver (which
 * checks no policy), then the API's own check of the object — the gate in both environments.
 */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;
let mp3: Uint8Array<ArrayBuffer>;
const PASSWORD = 'Upload-Passwort-31';
const seedAudio = (name: string) => readFile(path.join(repoRoot, 'infra/local/seed/media/audio', name));

beforeAll(async () => {
  // Its own environment (vitest.config.ts, OWN_ENVIRONMENT_TESTS): it asserts all of a stage-wide list.
  local = await startTestEnvironment();
  const email = uniqueEmail('upload');
  await createAccount(local, email, PASSWORD);
  [admin, customer] = await Promise.all([signInWithTotp(local, local.admin.email, local.admin.password), signInWithTotp(local, email, PASSWORD)]);
  mp3 = await seedAudio('friseur.mp3');
});
afterAll(async () => {
  await local?.stop();
});

const call = apiJsonRequest(() => local.urls.api);

/** The browser's part: a ticket, then the file straight to the bucket (s3rver takes it whatever it is). */
async function upload(tokens: Tokens, ticketPath: string, name: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const { status, json: ticket } = await call<AudioUploadTicket>('POST', ticketPath, tokens, { name, size: bytes.length });
  expect(status).toBe(201);
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
  form.append('file', new Blob([bytes]), name);
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return ticket.uploadId;
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const listed = await localS3Client(local.urls.s3).send(new ListObjectsV2Command({ Bucket: MEDIA_BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '');
}

const listTracks = async (): Promise<DemoTrack[]> => ((await (await fetch(`${local.urls.api}/demos`)).json()) as DemoTrackListBody).tracks;
const form = { title: '  Zahnarzt am Montag  ', description: ' Ein Patient bucht eine Kontrolle. ', categoryId: 'health' };

describe('demo tracks with real uploads', () => {
  it('creates a track from an uploaded MP3: verified, published under media/audio/, duration from the file, at the end of the list', async () => {
    const uploadId = await upload(admin, '/admin/demos/uploads', 'zahnarzt.mp3', mp3);
    expect(uploadId).toMatch(/^[0-9a-f-]{36}\.mp3$/);
    expect(await bucketKeys(PENDING_AUDIO_PREFIX)).toHaveLength(1);

    const { status, json: track } = await call<DemoTrack>('POST', '/admin/demos', admin, { ...form, uploadId });
    expect(status).toBe(201);
    expect(track).toMatchObject({ title: 'Zahnarzt am Montag', description: 'Ein Patient bucht eine Kontrolle.', categoryId: 'health', duration: '0:24', audioUrl: `/media/audio/${uploadId}`, icon: 'stethoscope' });
    expect(await bucketKeys(PENDING_AUDIO_PREFIX)).toEqual([]);
    expect(await bucketKeys(`${MEDIA_KEY_PREFIX}audio/${uploadId}`)).toHaveLength(1);
    const tracks = await listTracks();
    expect(tracks.at(-1)).toEqual(track);

    // The published file plays from the site's media path, byte for byte.
    const served = await fetch(`${local.urls.site}${track.audioUrl}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(mp3));
  });

  it('the verification rejects a wrong type after a successful presigned upload, and deletes it', async () => {
    const uploadId = await upload(admin, '/admin/demos/uploads', 'notiz.mp3', new TextEncoder().encode('Das ist keine Audiodatei, nur Text.\n'.repeat(50)));
    expect(await bucketKeys(PENDING_AUDIO_PREFIX)).toHaveLength(1);
    const before = await listTracks();

    const { status, json } = await call<ApiErrorBody>('POST', '/admin/demos', admin, { ...form, uploadId });
    expect(status).toBe(400);
    expect(json.message).toBe(demoAdminMessages.invalidAudio);
    expect(await bucketKeys(PENDING_AUDIO_PREFIX)).toEqual([]);
    expect(await bucketKeys(`${MEDIA_KEY_PREFIX}audio/${uploadId}`)).toEqual([]);
    expect(await listTracks()).toEqual(before);
  });

  it('refuses an MP3 header without decodable audio, and a file larger than 10 MB (refused by the bucket’s policy; written past it, by the server check)', async () => {
    // An MPEG frame header (file-type says mp3) followed by bytes that do not decode.
    const headerOnly = new Uint8Array([0xff, 0xfb, 0x90, 0x64, ...new Array<number>(3000).fill(0x55)]);
    const broken = await upload(admin, '/admin/demos/uploads', 'kaputt.mp3', headerOnly);
    const refused = await call<ApiErrorBody>('POST', '/admin/demos', admin, { ...form, uploadId: broken });
    expect(refused).toEqual({ status: 400, json: expect.objectContaining({ message: demoAdminMessages.notDecodable }) as unknown });

    // The ticket asks for 10 MB at most: the bucket refuses more (the policy's content-length-range,
    // enforced locally by infra/local/s3/s3-post-policy.ts); an object that got there anyway (written
    // past the policy) is caught by the server check.
    const { json: ticket } = await call<AudioUploadTicket>('POST', '/admin/demos/uploads', admin, { name: 'gross.mp3', size: 1000 });
    const big = new Uint8Array(AUDIO_MAX_BYTES + 1);
    big.set(mp3);
    const body = new FormData();
    for (const [field, value] of Object.entries(ticket.fields)) body.append(field, value);
    body.append('file', new Blob([big]), 'gross.mp3');
    expect((await fetch(ticket.url, { method: 'POST', body })).status).toBe(400);
    await localS3Client(local.urls.s3).send(new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: ticket.fields.key, Body: big, ContentType: 'audio/mpeg' }));
    const tooBig = await call<ApiErrorBody>('POST', '/admin/demos', admin, { ...form, uploadId: ticket.uploadId });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.message).toBe(demoAdminMessages.tooLarge);
    expect(await bucketKeys(PENDING_AUDIO_PREFIX)).toEqual([]);
  });

  it('validates the form and the announced file with the spec messages', async () => {
    const invalid = await call<ApiErrorBody>('POST', '/admin/demos', admin, { title: ' ', description: '', categoryId: 'all' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toMatchObject({ title: demoAdminMessages.titleRequired, description: demoAdminMessages.descriptionRequired, uploadId: demoAdminMessages.fileRequired });
    expect(invalid.json.errors?.categoryId).toBeDefined();
    const tooLarge = await call<ApiErrorBody>('POST', '/admin/demos/uploads', admin, { name: 'a.mp3', size: AUDIO_MAX_BYTES + 1 });
    expect(tooLarge.json.errors).toEqual({ size: demoAdminMessages.tooLarge });
    const notAudio = await call<ApiErrorBody>('POST', '/admin/demos/uploads', admin, { name: 'a.txt', size: 10 });
    expect(notAudio.json.errors).toEqual({ name: demoAdminMessages.invalidAudio });
    // Someone else's upload id is not found under the caller's prefix.
    const foreign = await upload(customer, '/me/audio-uploads', 'fremd.mp3', mp3);
    const stolen = await call<ApiErrorBody>('POST', '/admin/demos', admin, { ...form, uploadId: foreign });
    expect(stolen.json.message).toBe(demoAdminMessages.missing);
    expect((await call('POST', `/me/audio-uploads/${foreign}/complete`, customer)).status).toBe(200);
  });

  it('updates texts, replaces the file (old object removed) and deletes the track with its file', async () => {
    const first = await upload(admin, '/admin/demos/uploads', 'eins.mp3', mp3);
    const created = (await call<DemoTrack>('POST', '/admin/demos', admin, { ...form, uploadId: first })).json;

    const renamed = await call<DemoTrack>('PUT', `/admin/demos/${created.id}`, admin, { title: 'Neuer Titel', description: 'Neu.', categoryId: 'petcare' });
    expect(renamed.json).toMatchObject({ id: created.id, title: 'Neuer Titel', categoryId: 'petcare', icon: 'paw-print', audioUrl: created.audioUrl });

    const second = await upload(admin, '/admin/demos/uploads', 'zwei.mp3', await seedAudio('gesundheit.mp3'));
    const replaced = await call<DemoTrack>('PUT', `/admin/demos/${created.id}`, admin, { title: 'Neuer Titel', description: 'Neu.', categoryId: 'petcare', uploadId: second });
    expect(replaced.json).toMatchObject({ audioUrl: `/media/audio/${second}`, duration: '1:15' });
    expect(await bucketKeys(`${MEDIA_KEY_PREFIX}audio/${first}`)).toEqual([]);

    expect((await call('DELETE', `/admin/demos/${created.id}`, admin)).status).toBe(200);
    expect((await listTracks()).some((t) => t.id === created.id)).toBe(false);
    expect(await bucketKeys(`${MEDIA_KEY_PREFIX}audio/${second}`)).toEqual([]);
    expect((await call('DELETE', `/admin/demos/${created.id}`, admin)).status).toBe(404);
  });

  it('answers an unusable track id with 400 and a German message, never a server error', async () => {
    const body = { title: 'Titel', description: 'Beschreibung', categoryId: 'health' };
    for (const id of ['x'.repeat(3000), 'a%20b']) {
      const updated = await call<ApiErrorBody>('PUT', `/admin/demos/${id}`, admin, body);
      expect(updated.status).toBe(400);
      expect(updated.json.errors).toEqual({ trackId: demoAdminMessages.trackNotFound });
      const deleted = await call<ApiErrorBody>('DELETE', `/admin/demos/${id}`, admin);
      expect(deleted.status).toBe(400);
      expect(deleted.json.errors).toEqual({ trackId: demoAdminMessages.trackNotFound });
    }
  });

  it('deleting a seeded track keeps the recording the landing page plays', async () => {
    expect((await call('DELETE', '/admin/demos/tierarzt', admin)).status).toBe(200);
    expect(await bucketKeys(`${MEDIA_KEY_PREFIX}audio/tierarzt.mp3`)).toHaveLength(1);
  });

  it('makes one track of one upload, however many creates run in parallel, without a 5xx', async () => {
    const uploadId = await upload(admin, '/admin/demos/uploads', 'parallel.mp3', mp3);
    const before = (await listTracks()).length;
    const results = await Promise.all(Array.from({ length: 8 }, () => call<DemoTrack>('POST', '/admin/demos', admin, { ...form, uploadId })));
    expect(results.filter((r) => r.status >= 500).map((r) => r.json)).toEqual([]);
    const made = results.filter((r) => r.status === 201);
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made.map((r) => r.json.id)).size).toBe(1);
    const tracks = await listTracks();
    expect(tracks).toHaveLength(before + 1);
    expect(tracks.filter((t) => t.audioUrl === `/media/audio/${uploadId}`)).toHaveLength(1);
    // Sent again later, the create answers the same track instead of making another.
    const again = await call<DemoTrack>('POST', '/admin/demos', admin, { ...form, uploadId });
    expect({ status: again.status, id: again.json.id }).toEqual({ status: 201, id: made[0]?.json.id });
    expect(await listTracks()).toHaveLength(before + 1);
  });
});

describe('the MP3 upload of signed-in accounts', () => {
  it('tells a signed-in account it may upload MP3s', async () => {
    expect(await call<AudioUploadPermission>('GET', '/me/audio-uploads/permission', customer)).toEqual({
      status: 200,
      json: { allowed: true, maxBytes: AUDIO_MAX_BYTES, types: ['audio/mpeg'] },
    });
  });

  it('publishes a real MP3 at /media/audio/{uuid}.mp3', async () => {
    const uploadId = await upload(customer, '/me/audio-uploads', 'ansage.mp3', mp3);
    const { status, json } = await call<PublishedAudio>('POST', `/me/audio-uploads/${uploadId}/complete`, customer);
    expect(status).toBe(200);
    // The answer is the account's new list entry (also listed on /upload).
    expect(json).toMatchObject({ id: uploadId, name: 'ansage.mp3', url: `/media/audio/${uploadId}`, duration: '0:24', size: mp3.byteLength });
    expect((await fetch(`${local.urls.site}${json.url}`)).status).toBe(200);
  });

  it('takes MP3 only: by name before the upload, by the first bytes after it', async () => {
    const byName = await call<ApiErrorBody>('POST', '/me/audio-uploads', customer, { name: 'musik.wav', size: 100 });
    expect(byName.json.errors).toEqual({ name: demoAdminMessages.mp3Only });
    const wavBytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45, 0x66, 0x6d, 0x74, 0x20, ...new Array<number>(100).fill(0)]);
    const uploadId = await upload(customer, '/me/audio-uploads', 'getarnt.mp3', wavBytes);
    const { status, json } = await call<ApiErrorBody>('POST', `/me/audio-uploads/${uploadId}/complete`, customer);
    expect(status).toBe(400);
    expect(json.message).toBe(demoAdminMessages.mp3Only);
    expect(await bucketKeys(PENDING_AUDIO_PREFIX)).toEqual([]);
  });
});
