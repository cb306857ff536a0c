import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import {
  MAX_ASSISTANT_DOCUMENTS,
  MAX_PUBLISHED_AUDIO_PER_ACCOUNT,
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
import { createAccount, signInWithTotp } from '../support/cognito';
import { sharedTestEnvironment, uniqueEmail } from '../support/local-environment';
import { MAX_OPEN_UPLOAD_TICKETS } from '../../services/src/use-cases/upload-tickets';

/**
 * The limits that keep one account from piling up files: published MP3s per account, documents per
 * assistant configuration, open upload tickets per account. A refusal at a full list leaves every
 * listed entry with its object (and nothing of the refused file); a file of a listed name replaces it.
 */
let local: LocalEnvironment;
let mp3: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  local = await sharedTestEnvironment();
  mp3 = new Uint8Array(await readFile(new URL('../../infra/local/seed/media/audio/friseur.mp3', import.meta.url)));
}, 180_000);

/** A fresh customer account (each test its own, so the lists start empty). */
async function customer(label: string): Promise<string> {
  const email = uniqueEmail(label);
  await createAccount(local, email, 'Kunden-Passwort-42');
  return (await signInWithTotp(local, email, 'Kunden-Passwort-42')).access;
}

async function api(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${local.urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

/** The browser's presigned POST. */
async function postToBucket(ticket: { url: string; fields: Record<string, string> }, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<void> {
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
  form.append('file', new Blob([bytes]), name);
  expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
}

async function objectExists(key: string): Promise<boolean> {
  const client = localS3Client(local.urls.s3);
  try {
    await (await client.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }))).Body?.transformToByteArray();
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

async function audioTicket(token: string, name: string): Promise<AudioUploadTicket> {
  const created = await api(token, 'POST', '/me/audio-uploads', { name, size: mp3.length });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json as AudioUploadTicket;
}
const completeAudio = (token: string, ticket: AudioUploadTicket) => api(token, 'POST', `/me/audio-uploads/${encodeURIComponent(ticket.uploadId)}/complete`);
async function publishAudio(token: string, name: string): Promise<AudioUploadTicket> {
  const ticket = await audioTicket(token, name);
  await postToBucket(ticket, mp3, name);
  expect((await completeAudio(token, ticket)).status).toBe(200);
  return ticket;
}
const audioFiles = async (token: string): Promise<AccountAudioFile[]> => ((await api(token, 'GET', '/me/audio-files')).json as AccountAudioFilesBody).files;

const text = (content: string) => new TextEncoder().encode(content);
async function documentTicket(token: string, name: string, size: number): Promise<DocumentUploadTicket> {
  const created = await api(token, 'POST', '/me/assistant-config/documents', { name, size });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json as DocumentUploadTicket;
}
const completeDocument = (token: string, ticket: DocumentUploadTicket, name: string) =>
  api(token, 'POST', `/me/assistant-config/documents/${ticket.documentId}/complete`, { name });
async function uploadDocument(token: string, name: string, ticket?: DocumentUploadTicket): Promise<DocumentUploadTicket> {
  const bytes = text(`Inhalt von ${name}`);
  const used = ticket ?? (await documentTicket(token, name, bytes.length));
  await postToBucket(used, bytes, name);
  expect((await completeDocument(token, used, name)).status).toBe(200);
  return used;
}
const documents = async (token: string) => ((await api(token, 'GET', '/me/assistant-config')).json as AssistantConfigResponse).documents ?? [];
/** A listed document's download serves its bytes (its object is there). */
async function downloadable(token: string, id: string): Promise<boolean> {
  const link = await api(token, 'GET', `/me/assistant-config/documents/${id}`);
  if (link.status !== 200) return false;
  return (await fetch((link.json as { url: string }).url)).status === 200;
}

describe('published MP3s per account', () => {
  it(`refuses MP3 number ${MAX_PUBLISHED_AUDIO_PER_ACCOUNT + 1} with the German message, keeps every listed file with its object, and replaces a file of a listed name`, async () => {
    const token = await customer('mp3-limit');
    for (let i = 1; i <= MAX_PUBLISHED_AUDIO_PER_ACCOUNT; i++) await publishAudio(token, `ansage-${i}.mp3`);

    const extra = await audioTicket(token, 'eine-zu-viel.mp3');
    await postToBucket(extra, mp3, 'eine-zu-viel.mp3');
    expect(await completeAudio(token, extra)).toEqual({ status: 409, json: { message: demoAdminMessages.tooManyAudio } });
    const listed = await audioFiles(token);
    expect(listed).toHaveLength(MAX_PUBLISHED_AUDIO_PER_ACCOUNT);
    expect(listed.some((f) => f.id === extra.uploadId)).toBe(false);
    // Nothing of the refused file is published, and no listed file lost its object.
    expect(await objectExists(publishedAudioKey(extra.uploadId))).toBe(false);
    for (const file of listed) expect(await objectExists(publishedAudioKey(file.id)), file.name).toBe(true);
    // Its ticket is spent: completing again does not publish it later.
    expect((await completeAudio(token, extra)).status).toBe(404);

    // A full list still takes a file of a listed name: it replaces the older one (and its object).
    const older = listed.find((f) => f.name === 'ansage-7.mp3');
    const newer = await publishAudio(token, 'ansage-7.mp3');
    const after = await audioFiles(token);
    expect(after).toHaveLength(MAX_PUBLISHED_AUDIO_PER_ACCOUNT);
    expect(after.filter((f) => f.name === 'ansage-7.mp3').map((f) => f.id)).toEqual([newer.uploadId]);
    expect(await objectExists(publishedAudioKey(older?.id ?? ''))).toBe(false);
  }, 180_000);
});

describe('documents per assistant configuration', () => {
  it(`refuses document number ${MAX_ASSISTANT_DOCUMENTS + 1} by a new name, takes a listed name, and a refusal at completion leaves every listed document downloadable`, async () => {
    const token = await customer('dok-limit');
    for (let i = 1; i < MAX_ASSISTANT_DOCUMENTS; i++) await uploadDocument(token, `info-${i}.txt`);
    // Two tickets while one place is left: both are handed out, only one can be listed.
    const last = await documentTicket(token, 'letztes.txt', 20);
    const late = await documentTicket(token, 'zu-spaet.txt', 20);
    await uploadDocument(token, 'letztes.txt', last);
    expect(await documents(token)).toHaveLength(MAX_ASSISTANT_DOCUMENTS);

    await postToBucket(late, text('Inhalt zu spät'), 'zu-spaet.txt');
    expect(await completeDocument(token, late, 'zu-spaet.txt')).toEqual({ status: 409, json: { message: documentMessages.tooMany } });
    const listed = await documents(token);
    expect(listed).toHaveLength(MAX_ASSISTANT_DOCUMENTS);
    expect(listed.some((d) => d.id === late.documentId)).toBe(false);
    for (const document of listed) expect(await downloadable(token, document.id), document.name).toBe(true);
    expect((await api(token, 'GET', `/me/assistant-config/documents/${late.documentId}`)).status).toBe(404);

    // A new name is refused when the ticket is asked for.
    expect(await api(token, 'POST', '/me/assistant-config/documents', { name: 'noch-eins.txt', size: 20 })).toEqual({
      status: 409,
      json: { message: documentMessages.tooMany },
    });
    // A listed name is taken and replaces that document.
    const older = listed.find((d) => d.name === 'info-3.txt');
    const newer = await uploadDocument(token, 'info-3.txt');
    const after = await documents(token);
    expect(after).toHaveLength(MAX_ASSISTANT_DOCUMENTS);
    expect(after.filter((d) => d.name === 'info-3.txt').map((d) => d.id)).toEqual([newer.documentId]);
    expect((await api(token, 'GET', `/me/assistant-config/documents/${older?.id ?? ''}`)).status).toBe(404);
  }, 180_000);
});

describe('open upload tickets per account', () => {
  it(`refuses open ticket number ${MAX_OPEN_UPLOAD_TICKETS + 1}, MP3 and document tickets alike, and takes one again once a ticket is used`, async () => {
    const token = await customer('tickets');
    const tickets: AudioUploadTicket[] = [];
    for (let i = 1; i <= MAX_OPEN_UPLOAD_TICKETS; i++) tickets.push(await audioTicket(token, `offen-${i}.mp3`));
    expect(await api(token, 'POST', '/me/audio-uploads', { name: 'offen-21.mp3', size: mp3.length })).toEqual({
      status: 429,
      json: { message: demoAdminMessages.tooManyOpenUploads },
    });
    expect(await api(token, 'POST', '/me/assistant-config/documents', { name: 'offen.txt', size: 20 })).toEqual({
      status: 429,
      json: { message: documentMessages.tooManyOpenUploads },
    });
    // Publishing consumes its ticket: a place is free again.
    const first = tickets[0];
    if (!first) throw new Error('no ticket');
    await postToBucket(first, mp3, 'offen-1.mp3');
    expect((await completeAudio(token, first)).status).toBe(200);
    await audioTicket(token, 'wieder-frei.mp3');
  }, 120_000);
});
