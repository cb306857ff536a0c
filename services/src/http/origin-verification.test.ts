import '../testing/quiet-logs';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ARN_ENV, ORIGIN_VERIFY_SECRET_ENV, apiMessages } from '@rufbereit/shared';
import { apiEvent, lambdaContext, responseJson } from '../testing/api-event';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createHttpHandler } from './api-handler';
import { jsonErrorResponses } from './json-error-responses';
import { ORIGIN_SECRETS_CACHE_MS, originSecretsFromEnv, type OriginSecrets, type SecretStageReader } from './origin-secrets';
import { isFromOrigin, originVerification } from './origin-verification';
import { jsonResponse } from './responses';

// A handler that would answer 200: only the origin check can turn it away.
const handler = createHttpHandler(() => Promise.resolve(jsonResponse(200, { ok: true })));
const context = lambdaContext('origin-check');
const call = (headers: Record<string, string>) => handler(apiEvent({ method: 'GET', path: '/api/x', headers }), context);

afterEach(() => {
  delete process.env[ORIGIN_VERIFY_SECRET_ENV];
});

describe('requests that skip CloudFront', () => {
  it('are refused with 403 when the secret header is missing or wrong', async () => {
    process.env[ORIGIN_VERIFY_SECRET_ENV] = 's3cret-value';
    const attempts: Array<Record<string, string>> = [{}, { [ORIGIN_VERIFY_HEADER]: 'guess' }, { [ORIGIN_VERIFY_HEADER]: 's3cret-valu' }];
    for (const headers of attempts) {
      const result = await call(headers);
      expect(result.statusCode).toBe(403);
      expect(responseJson(result)).toEqual({ message: apiMessages.directAccess });
    }
  });

  it('pass with the header CloudFront adds (any case of the name)', async () => {
    process.env[ORIGIN_VERIFY_SECRET_ENV] = 's3cret-value';
    expect((await call({ [ORIGIN_VERIFY_HEADER]: 's3cret-value' })).statusCode).toBe(200);
    expect((await call({ 'X-Origin-Verify': 's3cret-value' })).statusCode).toBe(200);
  });

  it('are not checked where no secret is configured (the local gateway)', async () => {
    expect((await call({})).statusCode).toBe(200);
  });
});

describe('the origin secret during a rotation (read at run time, current and previous accepted)', () => {
  const arn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:origin-abc';
  /** Secrets Manager's version stages as the extension serves them; counts the reads. */
  const store = () => {
    const stages: { AWSCURRENT?: string; AWSPREVIOUS?: string } = { AWSCURRENT: 'first-value' };
    const reads: string[] = [];
    const read: SecretStageReader = (secretId, stage) => {
      expect(secretId).toBe(arn);
      reads.push(stage);
      return Promise.resolve(stages[stage]);
    };
    /** put-secret-value: the new value becomes current, the old one previous. */
    const put = (value: string) => {
      stages.AWSPREVIOUS = stages.AWSCURRENT;
      stages.AWSCURRENT = value;
    };
    return { read, put, reads };
  };
  // The wrapper's error answers and the origin check with the given secrets (the default instance reads the real extension).
  const callWith = (secrets: OriginSecrets, value: string) =>
    middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
      .use(jsonErrorResponses())
      .use(originVerification(secrets))
      .handler(() => Promise.resolve(jsonResponse(200, { ok: true })))(apiEvent({ method: 'GET', path: '/api/x', headers: { [ORIGIN_VERIFY_HEADER]: value } }), context);
  const check = async (secrets: OriginSecrets, value: string) => isFromOrigin({ headers: { [ORIGIN_VERIFY_HEADER]: value } }, await secrets.accepted());

  afterEach(() => {
    delete process.env[ORIGIN_VERIFY_SECRET_ARN_ENV];
  });

  it('accepts the old value (still sent by CloudFront) and the new one after a put, once the short cache expired; never a guess', async () => {
    process.env[ORIGIN_VERIFY_SECRET_ARN_ENV] = arn;
    const secrets = store();
    let clock = 0;
    const accepted = originSecretsFromEnv(secrets.read, () => clock);
    expect(await check(accepted, 'first-value')).toBe(true);
    expect(await check(accepted, 'guess')).toBe(false);

    secrets.put('second-value');
    // Within the cache the function still knows only the first value: CloudFront sends it, so no one is refused.
    expect(await check(accepted, 'first-value')).toBe(true);
    clock += ORIGIN_SECRETS_CACHE_MS;
    expect(await check(accepted, 'first-value')).toBe(true);
    expect(await check(accepted, 'second-value')).toBe(true);
    expect(await check(accepted, '')).toBe(false);

    // A second rotation ends the first value (CloudFront must have been deployed with the second by then).
    secrets.put('third-value');
    clock += ORIGIN_SECRETS_CACHE_MS;
    expect(await check(accepted, 'first-value')).toBe(false);
    expect(await check(accepted, 'second-value')).toBe(true);
  });

  it('reads Secrets Manager once per cache period, not per request, and keeps the last values through a failed read', async () => {
    process.env[ORIGIN_VERIFY_SECRET_ARN_ENV] = arn;
    const secrets = store();
    let clock = 0;
    let failing = false;
    const accepted = originSecretsFromEnv((id, stage) => (failing ? Promise.reject(new Error('extension down')) : secrets.read(id, stage)), () => clock);
    for (let i = 0; i < 5; i++) expect(await check(accepted, 'first-value')).toBe(true);
    expect(secrets.reads).toEqual(['AWSCURRENT', 'AWSPREVIOUS']);
    failing = true;
    clock += ORIGIN_SECRETS_CACHE_MS;
    expect(await check(accepted, 'first-value')).toBe(true);
  });

  it('answers 403 to a wrong header and 500 (not an open door) when the secret cannot be read at all', async () => {
    process.env[ORIGIN_VERIFY_SECRET_ARN_ENV] = arn;
    const secrets = store();
    expect((await callWith(originSecretsFromEnv(secrets.read), 'first-value')).statusCode).toBe(200);
    const wrong = await callWith(originSecretsFromEnv(secrets.read), 'guess');
    expect(wrong.statusCode).toBe(403);
    expect(responseJson(wrong)).toEqual({ message: apiMessages.directAccess });
    const unreadable = originSecretsFromEnv(() => Promise.reject(new Error('AccessDenied')));
    expect((await callWith(unreadable, 'first-value')).statusCode).toBe(500);
  });
});
