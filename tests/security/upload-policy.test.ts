import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { ASSISTANT_DOCUMENT_MAX_BYTES, type DocumentUploadTicket } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { MEDIA_BUCKET } from '../../infra/local/core/ports';
import { localS3Client } from '../../infra/local/s3/s3-client';
import { apiJsonRequest } from '../support/api-call';
import { createAccount, signInWithTotp } from '../support/cognito';
import { sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * The presigned POST of an upload ticket as an attacker bends it: another object's key, a larger file
 * than the policy's range, another content type, an extra field, a re-signed policy, an expired one.
 * S3 refuses each by the policy's conditions; the local S3 must too (infra/local/s3/s3-post-policy.ts),
 * so the attack fails here and not only on AWS.
 */
let local: LocalEnvironment;
let token: string;

beforeAll(async () => {
  local = await sharedTestEnvironment();
  const email = uniqueEmail('policy');
  await createAccount(local, email, 'Kunden-Passwort-42');
  token = (await signInWithTotp(local, email, 'Kunden-Passwort-42')).access;
}, 180_000);

const call = apiJsonRequest(() => local.urls.api);
const text = (content: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(content);

async function ticketFor(name: string, size: number): Promise<DocumentUploadTicket> {
  const created = await call<DocumentUploadTicket>('POST', '/me/assistant-config/documents', token, { name, size });
  expect(created.status).toBe(201);
  return created.json;
}

/** The browser's POST, with `change` applied to the ticket's fields first. */
async function post(ticket: { url: string; fields: Record<string, string> }, bytes: Uint8Array<ArrayBuffer>, change: (fields: Record<string, string>) => Record<string, string> = (f) => f, type = 'text/plain') {
  const form = new FormData();
  for (const [field, value] of Object.entries(change({ ...ticket.fields }))) form.append(field, value);
  form.append('file', new Blob([bytes], { type }), 'datei.txt');
  const response = await fetch(ticket.url, { method: 'POST', body: form });
  return { status: response.status, body: await response.text() };
}

async function objectText(key: string): Promise<string | undefined> {
  const client = localS3Client(local.urls.s3);
  try {
    return await (await client.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }))).Body?.transformToString();
  } catch {
    return undefined;
  } finally {
    client.destroy();
  }
}

const s3Error = (body: string) => ({ code: /<Code>([^<]*)<\/Code>/.exec(body)?.[1], message: /<Message>([^<]*)<\/Message>/.exec(body)?.[1]?.replace(/&quot;/g, '"') });

describe('a presigned POST bent by the client', () => {
  it('refuses a document upload whose key field names another object: 403 AccessDenied, the verified document unchanged', async () => {
    const original = 'Preise: Haarschnitt 30 €\n';
    const first = await ticketFor('preise.txt', original.length);
    expect((await post(first, text(original))).status).toBe(204);
    expect((await call('POST', `/me/assistant-config/documents/${first.documentId}/complete`, token, { name: 'preise.txt' })).status).toBe(200);
    const link = (await call<{ url: string }>('GET', `/me/assistant-config/documents/${first.documentId}`, token)).json.url;
    const verifiedKey = decodeURIComponent(new URL(link).pathname).replace(`/${MEDIA_BUCKET}/`, '');
    expect(await objectText(verifiedKey)).toBe(original);

    const forged = 'Preise: alles gratis\n';
    const second = await ticketFor('neu.txt', forged.length);
    for (const key of [verifiedKey, first.fields.key ?? '', `${second.fields.key ?? ''}-other`]) {
      const answer = await post(second, text(forged), (fields) => ({ ...fields, key }));
      expect(answer.status, key).toBe(403);
      expect(s3Error(answer.body)).toEqual({ code: 'AccessDenied', message: `Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${second.fields.key}"]` });
    }
    expect(await objectText(verifiedKey)).toBe(original);
    // The ticket as handed out still works.
    expect((await post(second, text(forged))).status).toBe(204);
  });

  it('refuses a file beyond the ticket’s content-length-range with 400 EntityTooLarge, and an empty one with EntityTooSmall', async () => {
    const ticket = await ticketFor('gross.txt', 100);
    const large = await post(ticket, new Uint8Array(ASSISTANT_DOCUMENT_MAX_BYTES + 1).fill(65));
    expect(large.status).toBe(400);
    expect(s3Error(large.body).code).toBe('EntityTooLarge');
    const empty = await post(ticket, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(s3Error(empty.body).code).toBe('EntityTooSmall');
    expect(await objectText(ticket.fields.key ?? '')).toBeUndefined();
  });

  it('refuses another content type, an extra field, and a policy re-encoded without its signature', async () => {
    const ticket = await ticketFor('typ.txt', 10);
    const html = await post(ticket, text('<script>1</script>'), (fields) => ({ ...fields, 'Content-Type': 'text/html' }), 'text/html');
    expect(html.status).toBe(403);
    expect(s3Error(html.body).message).toMatch(/^Invalid according to Policy: Policy Condition failed: \["eq", "\$Content-Type", "text\/plain"\]$/);

    const extra = await post(ticket, text('x'), (fields) => ({ ...fields, 'x-amz-meta-evil': '1' }));
    expect(extra.status).toBe(403);
    expect(s3Error(extra.body).message).toBe('Invalid according to Policy: Extra input fields: x-amz-meta-evil');

    const policy = JSON.parse(Buffer.from(ticket.fields.Policy ?? '', 'base64').toString('utf8')) as { conditions: unknown[] };
    const widened = JSON.stringify({ ...policy, conditions: policy.conditions.map((c) => (JSON.stringify(c).includes('"key"') ? ['starts-with', '$key', ''] : c)) });
    const resigned = await post(ticket, text('x'), (fields) => ({ ...fields, Policy: Buffer.from(widened).toString('base64'), key: 'private/assistant-documents/fremd.txt' }));
    expect(resigned.status).toBe(403);
    expect(s3Error(resigned.body).code).toBe('SignatureDoesNotMatch');
    expect(await objectText('private/assistant-documents/fremd.txt')).toBeUndefined();
  });

  it('refuses a POST after the policy’s expiration', async () => {
    const client = localS3Client(local.urls.s3);
    try {
      const ticket = await createPresignedPost(client, { Bucket: MEDIA_BUCKET, Key: 'private/document-uploads/abgelaufen.txt', Conditions: [['content-length-range', 1, 100]], Expires: 1 });
      await sleep(2100);
      const late = await post(ticket, text('spät'));
      expect(late.status).toBe(403);
      expect(s3Error(late.body)).toEqual({ code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
      expect(await objectText('private/document-uploads/abgelaufen.txt')).toBeUndefined();
    } finally {
      client.destroy();
    }
  });
});
