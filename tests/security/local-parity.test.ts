import { createSign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { ForgotPasswordCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SEED_MEDIA_CACHE_CONTROL, apiMessages, cognitoMail, textMessages, type RequestDetail } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { MEDIA_BUCKET } from '../../infra/local/core/ports';
import { localS3Client } from '../../infra/local/s3/s3-client';
import { cognitoClient, signInWithTotp, type Tokens } from '../support/cognito';
import { postJson, sentMails, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';
import { proofHeader, signUpProof } from '../support/proof-of-work';

/**
 * The rest of the probe's findings: staff notes obey the text rules; a body that is not UTF-8 is
 * refused (never stored with U+FFFD); the local /media serves each object's own Cache-Control as
 * CloudFront does; a token without `exp` is refused as API Gateway refuses it; the sign-up mail has
 * its own text and links to the site it came from.
 */
let local: LocalEnvironment;
let admin: Tokens;

beforeAll(async () => {
  local = await sharedTestEnvironment();
  admin = await signInWithTotp(local, local.admin.email, local.admin.password);
  // Starting the stand-ins takes longer on a busy machine than the default hook timeout.
}, 180_000);

const adminHeaders = (): Record<string, string> => ({ authorization: `Bearer ${admin.access}` });

async function storedContact(): Promise<string> {
  const created = await postJson(`${local.urls.api}/contacts`, {
    firstname: 'Nora',
    lastname: 'Notiz',
    email: uniqueEmail('notiz'),
    phone: '030 1234567',
    service_preference: 'consultation',
    privacy_accepted: true,
  });
  expect(created.status).toBe(201);
  return (created.json as { id: string }).id;
}

describe('staff notes', () => {
  it.each([
    ['NUL', 'Rückruf\u0000 morgen'],
    ['BEL', 'Rückruf\u0007 morgen'],
    ['a bidi override', 'Rückruf \u202Egromrom'],
    ['a bidi isolate', 'Rückruf \u2066morgen\u2069'],
  ])('refuse %s with 400 and store nothing', async (_name, text) => {
    const id = await storedContact();
    const answer = await postJson(`${local.urls.api}/admin/requests/contacts/${id}/notes`, { text }, adminHeaders());
    expect(answer.status).toBe(400);
    expect((answer.json as { errors?: Record<string, string> }).errors?.text).toBe(textMessages.invalidCharacters);
    const detail = (await (await fetch(`${local.urls.api}/admin/requests/contacts/${id}`, { headers: adminHeaders() })).json()) as RequestDetail;
    expect(detail.notes).toEqual([]);
  });

  it('keep line breaks', async () => {
    const id = await storedContact();
    const answer = await postJson(`${local.urls.api}/admin/requests/contacts/${id}/notes`, { text: 'Rückruf\nmorgen' }, adminHeaders());
    expect(answer.status).toBeLessThan(300);
  });
});

describe('a body that is not UTF-8', () => {
  it('gets 400 and nothing is stored with U+FFFD in place of the bad bytes', async () => {
    const email = uniqueEmail('latin1');
    const body = Buffer.from(
      JSON.stringify({ firstname: 'Jürgen', lastname: 'Müßig', email, phone: '030 1234567', service_preference: 'consultation', privacy_accepted: true }),
      'latin1',
    );
    // With a solved proof of work, so the encoding check (not the spam protection) is what answers.
    const response = await fetch(`${local.urls.api}/contacts`, { method: 'POST', headers: { 'content-type': 'application/json', ...(await proofHeader(new URL(local.urls.api).origin)) }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: apiMessages.invalidEncoding });
    const search = await fetch(`${local.urls.api}/admin/requests/contacts?q=${encodeURIComponent(email)}`, { headers: adminHeaders() });
    expect(JSON.stringify(await search.json())).not.toContain(email);
  });
});

describe('/media', () => {
  it("serves the object's own Cache-Control, none when it has none, and the seed media's", async () => {
    const s3 = localS3Client(local.urls.s3);
    try {
      await s3.send(new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'media/audio/kurz.mp3', Body: 'x', ContentType: 'audio/mpeg', CacheControl: 'public, max-age=60' }));
      await s3.send(new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'media/audio/ohne.mp3', Body: 'x', ContentType: 'audio/mpeg' }));
    } finally {
      s3.destroy();
    }
    expect((await fetch(`${local.urls.site}/media/audio/kurz.mp3`)).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await fetch(`${local.urls.site}/media/audio/ohne.mp3`)).headers.get('cache-control')).toBeNull();
    expect((await fetch(`${local.urls.site}/media/audio/friseur.mp3`, { method: 'HEAD' })).headers.get('cache-control')).toBe(SEED_MEDIA_CACHE_CONTROL);
  });
});

describe('a token without exp', () => {
  it('is refused on a user route, signed with the key of the local user pool', async () => {
    const keyFile = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
    const { pem } = JSON.parse(await readFile(keyFile, 'utf8')) as { pem: string };
    const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
    const { exp: _exp, ...claims } = JSON.parse(Buffer.from(admin.access.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const sign = (payload: Record<string, unknown>): string => {
      const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${base64url(payload)}`;
      return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(pem).toString('base64url')}`;
    };
    const call = (token: string) => fetch(`${local.urls.api}/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await call(sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }))).status).toBe(200);
    expect((await call(sign(claims))).status).toBe(401);
    expect((await call(sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 600, nbf: Math.floor(Date.now() / 1000) + 300 }))).status).toBe(401);
  });
});

describe('the sign-up mail', () => {
  it('has its own German text (not the password reset) and links to the site it was sent from', async () => {
    const email = uniqueEmail('registrierung');
    const client = cognitoClient(local);
    try {
      await client.send(
        new SignUpCommand({
          ClientId: local.cognito.clientId,
          Username: email,
          Password: 'Neues-Konto-2026!',
          UserAttributes: [{ Name: 'email', Value: email }],
          ClientMetadata: await signUpProof(local),
        }),
      );
      const signUp = (await sentMails(local)).find((m) => m.destination.to.includes(email));
      expect(signUp?.subject).toBe(cognitoMail.signUpSubject);
      expect(signUp?.body.html).toContain(`${local.urls.site}/auth`);
      expect(signUp?.body.html).not.toContain('reset-password');
      expect(signUp?.body.html).not.toContain('https://rufbereit.de');

      await client.send(new ForgotPasswordCommand({ ClientId: local.cognito.clientId, Username: email }));
      const reset = (await sentMails(local)).filter((m) => m.destination.to.includes(email)).find((m) => m.subject === cognitoMail.resetSubject);
      expect(reset?.body.html).toContain(`${local.urls.site}/auth/reset-password`);
    } finally {
      client.destroy();
    }
  });
});
