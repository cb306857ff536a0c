import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, PROOF_OF_WORK_HEADER, apiMessages, apiPaths, spamMessages } from '@rufbereit/shared';
import type { FormGuard } from '../proof-of-work/form-guard';
import { withSupportId } from './http-client';
import { submitForm } from './submit-form';

/** Replaces fetch with queued answers and records what was sent. */
function answerWith(...answers: Array<() => Response | Promise<Response>>) {
  const sent: Array<{ url: string; headers: Headers; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    return next();
  });
  return sent;
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A guard that hands out numbered proofs. */
const guard = () => {
  let proofs = 0;
  return { take: async () => ({ headers: { [PROOF_OF_WORK_HEADER]: `proof-${++proofs}` }, fields: { website: '' } }) } as unknown as FormGuard;
};

afterEach(() => vi.unstubAllGlobals());

describe('submitForm (the public forms on the one low-level client)', () => {
  it('posts JSON with the idempotency key, the proof of work and the honeypot, and reports the created id', async () => {
    const sent = answerWith(json(201, { id: 'c-1' }));
    await expect(submitForm(apiPaths.contacts, { email: 'a@b.de' }, 'key-1', guard())).resolves.toEqual({ kind: 'created', id: 'c-1' });
    expect(sent[0]!.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(sent[0]!.headers.get(PROOF_OF_WORK_HEADER)).toBe('proof-1');
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(sent[0]!.body).toEqual({ email: 'a@b.de', website: '' });
  });

  it('sends a refused proof once more with a fresh one', async () => {
    const sent = answerWith(json(403, { message: spamMessages.challengeFailed }), json(201, { id: 'c-2' }));
    await expect(submitForm(apiPaths.contacts, {}, 'key', guard())).resolves.toEqual({ kind: 'created', id: 'c-2' });
    expect(sent.map((request) => request.headers.get(PROOF_OF_WORK_HEADER))).toEqual(['proof-1', 'proof-2']);
  });

  it('gives the field messages of a 400 and the German spam texts of a 429 and a second refused proof', async () => {
    answerWith(json(400, { message: apiMessages.invalidInput, errors: { email: 'falsch' } }));
    await expect(submitForm(apiPaths.contacts, {}, 'key')).resolves.toEqual({ kind: 'invalid', errors: { email: 'falsch' } });
    answerWith(json(429, { message: 'Too Many Requests' }));
    await expect(submitForm(apiPaths.contacts, {}, 'key')).resolves.toMatchObject({ kind: 'failed', status: 429, message: spamMessages.tooManyRequests });
    answerWith(json(403, { message: spamMessages.challengeFailed }), json(403, { message: spamMessages.challengeFailed }));
    await expect(submitForm(apiPaths.contacts, {}, 'key', guard())).resolves.toMatchObject({ kind: 'failed', status: 403, message: spamMessages.challengeFailed });
  });

  it('names the request id of a server failure for support, as the back office does; none for a network failure', async () => {
    answerWith(json(503, { message: 'Service Unavailable' }, { 'apigw-requestid': 'Req-9' }));
    const failed = await submitForm(apiPaths.contacts, {}, 'key');
    expect(failed).toEqual({ kind: 'failed', status: 503, message: undefined, requestId: 'Req-9' });
    expect(withSupportId('Bitte versuchen Sie es später erneut.', 'Req-9')).toBe('Bitte versuchen Sie es später erneut. (Fehler-ID für den Support: Req-9)');
    answerWith(() => Promise.reject(new TypeError('offline')));
    await expect(submitForm(apiPaths.contacts, {}, 'key')).resolves.toEqual({ kind: 'failed', message: undefined, requestId: undefined });
  });
});
