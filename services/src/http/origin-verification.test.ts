import '../testing/quiet-logs';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, apiMessages } from '@rufbereit/shared';
import { apiEvent, lambdaContext, responseJson } from '../testing/api-event';
import { createHttpHandler } from './api-handler';
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
