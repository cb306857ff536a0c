import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import {
  demoAdminMessages,
  documentMessages,
  publishedAudioKey,
  type AccountAudioFile,
  type AccountAudioFilesBody,
  type AssistantConfigResponse,
  type AudioUploadTicket,
  type DocumentUploadTicket,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { MEDIA_BUCKET } from '../../infra/local/core/ports';
import { localS3Client } from '../../infra/local/s3/s3-client';
import { apiJsonRequest } from '../support/api-call';
import { createAccount, signInWithTotp } from '../support/cognito';
import { sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * Uploads as an attacker with a valid account tries them: swapping the bytes between the check and
 * the publication, re-posting through a still-valid ticket after the check, completing in parallel,
 * naming another type at completion.
 */
let local: LocalEnvironment;
let token: string;
let mp3: Uint8Array<ArrayBuffer>;
const html = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');

beforeAll(async () => {
  local = await sharedTestEnvironment();
  const email = uniqueEmail('angreifer');
  await createAccount(local, email, 'Kunden-Passwort-42');
  token = (await signInWithTotp(local, email, 'Kunden-Passwort-42')).access;
  mp3 = new Uint8Array(await readFile(new URL('../../infra/local/seed/media/audio/friseur.mp3', import.meta.url)));
});

const call = apiJsonRequest(() => local.urls.site);
/** A route as the attacker's account. */
const api = (method: string, path: string, body?: unknown) => call(method, path, token, body);

/** The browser's presigned POST. */
async function postToBucket(ticket: { url: string; fields: Record<string, string> }, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<number> {
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
  form.append('file', new Blob([bytes]), name);
  return (await fetch(ticket.url, { method: 'POST', body: form })).status;
}

async function objectBytes(key: string): Promise<Uint8Array | undefined> {
  const client = localS3Client(local.urls.s3);
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }));
    return await object.Body?.transformToByteArray();
  } catch {
    return undefined;
  } finally {
    client.destroy();
  }
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array): boolean => a !== undefined && Buffer.from(a).equals(Buffer.from(b));

async function audioTicket(name = 'ansage.mp3'): Promise<AudioUploadTicket> {
  const created = await api('POST', '/api/me/audio-uploads', { name, size: mp3.length });
  expect(created.status).toBe(201);
  return created.json as AudioUploadTicket;
}
const audioFiles = async (): Promise<AccountAudioFile[]> => ((await api('GET', '/api/me/audio-files')).json as AccountAudioFilesBody).files;

async function documentTicket(name: string, size: number): Promise<DocumentUploadTicket> {
  const created = await api('POST', '/api/me/assistant-config/documents', { name, size });
  expect(created.status).toBe(201);
  return created.json as DocumentUploadTicket;
}
const documents = async (): Promise<AssistantConfigResponse['documents']> => ((await api('GET', '/api/me/assistant-config')).json as AssistantConfigResponse).documents;

describe('audio: exactly the checked bytes are published', () => {
  it('never publishes bytes re-posted between the check and the copy (15 tries)', async () => {
    for (let i = 0; i < 15; i++) {
      const ticket = await audioTicket(`wechsel-${i}.mp3`);
      expect(await postToBucket(ticket, mp3, 'a.mp3')).toBeLessThan(300);
      const complete = api('POST', `/api/me/audio-uploads/${encodeURIComponent(ticket.uploadId)}/complete`);
      // Re-post an HTML file through the same ticket while the check runs.
      await new Promise((resolve) => setTimeout(resolve, i * 3));
      await postToBucket(ticket, html, 'a.mp3');
      const result = await complete;
      expect(result.status, JSON.stringify(result.json)).toBeLessThan(500);
      const published = await objectBytes(publishedAudioKey(ticket.uploadId));
      if (result.status === 200) expect(sameBytes(published, mp3), `try ${i}: published bytes are the checked MP3`).toBe(true);
      else expect(published).toBeUndefined();
      // Whatever happened, no HTML is ever served.
      expect(published === undefined || sameBytes(published, mp3)).toBe(true);
    }
  });

  it('answers 50 parallel completes of one ticket without a 5xx and lists the file once', async () => {
    const ticket = await audioTicket('parallel.mp3');
    await postToBucket(ticket, mp3, 'parallel.mp3');
    const results = await Promise.all(Array.from({ length: 50 }, () => api('POST', `/api/me/audio-uploads/${encodeURIComponent(ticket.uploadId)}/complete`)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const r of ok) expect((r.json as AccountAudioFile).id).toBe(ticket.uploadId);
    for (const r of results.filter((x) => x.status !== 200)) expect(r).toEqual({ status: 409, json: { message: demoAdminMessages.stillChecking } });
    expect((await audioFiles()).filter((f) => f.id === ticket.uploadId)).toHaveLength(1);
  });

  it('lists the account’s MP3s, replaces a file of the same name, and deletes one (object gone too)', async () => {
    const first = await audioTicket('begruessung.mp3');
    await postToBucket(first, mp3, 'begruessung.mp3');
    expect((await api('POST', `/api/me/audio-uploads/${encodeURIComponent(first.uploadId)}/complete`)).status).toBe(200);
    const second = await audioTicket('begruessung.mp3');
    await postToBucket(second, mp3, 'begruessung.mp3');
    expect((await api('POST', `/api/me/audio-uploads/${encodeURIComponent(second.uploadId)}/complete`)).status).toBe(200);
    const named = (await audioFiles()).filter((f) => f.name === 'begruessung.mp3');
    expect(named.map((f) => f.id)).toEqual([second.uploadId]);
    expect(named[0]?.url).toBe(`/media/audio/${second.uploadId}`);
    expect(await objectBytes(publishedAudioKey(first.uploadId))).toBeUndefined();

    expect((await api('DELETE', `/api/me/audio-files/${encodeURIComponent(second.uploadId)}`)).status).toBe(200);
    expect((await audioFiles()).some((f) => f.id === second.uploadId)).toBe(false);
    expect(await objectBytes(publishedAudioKey(second.uploadId))).toBeUndefined();
    expect(await api('DELETE', `/api/me/audio-files/${encodeURIComponent(second.uploadId)}`)).toEqual({ status: 404, json: { message: demoAdminMessages.audioFileNotFound } });
  });
});

describe('documents: verified, moved out of the ticket’s reach, listed once', () => {
  const text = new TextEncoder().encode('Öffnungszeiten: Mo–Fr 8–18 Uhr');

  it('serves the verified bytes after the ticket posts another file', async () => {
    const ticket = await documentTicket('zeiten.txt', text.length);
    await postToBucket(ticket, text, 'zeiten.txt');
    expect((await api('POST', `/api/me/assistant-config/documents/${ticket.documentId}/complete`, { name: 'zeiten.txt' })).status).toBe(200);
    // The ticket is still valid for minutes: re-post HTML with it, and complete again.
    expect(await postToBucket(ticket, html, 'zeiten.txt')).toBeLessThan(300);
    expect((await api('POST', `/api/me/assistant-config/documents/${ticket.documentId}/complete`, { name: 'zeiten.txt' })).status).toBe(200);
    const link = (await api('GET', `/api/me/assistant-config/documents/${ticket.documentId}`)).json as { url: string };
    const downloaded = new Uint8Array(await (await fetch(link.url)).arrayBuffer());
    expect(sameBytes(downloaded, text)).toBe(true);
  });

  it('lists a document once for 10 parallel completes, without a 5xx', async () => {
    const ticket = await documentTicket('parallel.txt', text.length);
    await postToBucket(ticket, text, 'parallel.txt');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api('POST', `/api/me/assistant-config/documents/${ticket.documentId}/complete`, { name: 'parallel.txt' })),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect((await documents()).filter((d) => d.id === ticket.documentId)).toHaveLength(1);
  });

  it('checks the type fixed by the ticket, not the name given at completion', async () => {
    const ticket = await documentTicket('preise.pdf', text.length);
    await postToBucket(ticket, text, 'preise.pdf');
    const result = await api('POST', `/api/me/assistant-config/documents/${ticket.documentId}/complete`, { name: 'preise.txt' });
    expect(result).toEqual({ status: 422, json: { message: documentMessages.mismatch } });
    expect((await documents()).some((d) => d.id === ticket.documentId)).toBe(false);
  });

  it('replaces a document of the same name instead of listing it twice', async () => {
    const first = await documentTicket('faq.txt', text.length);
    await postToBucket(first, text, 'faq.txt');
    expect((await api('POST', `/api/me/assistant-config/documents/${first.documentId}/complete`, { name: 'faq.txt' })).status).toBe(200);
    const second = await documentTicket('faq.txt', 5);
    await postToBucket(second, new TextEncoder().encode('Neu!!'), 'faq.txt');
    expect((await api('POST', `/api/me/assistant-config/documents/${second.documentId}/complete`, { name: 'faq.txt' })).status).toBe(200);
    expect((await documents()).filter((d) => d.name === 'faq.txt').map((d) => d.id)).toEqual([second.documentId]);
  });
});
