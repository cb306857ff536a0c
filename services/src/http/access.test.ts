import { describe, expect, it } from 'vitest';
import { apiMessages, apiPaths } from '@rufbereit/shared';
import { apiEvent } from '../testing/api-event';
import { authorize, parseGroupsClaim } from './access';
import { HttpError } from './http-error';

const withClaims = (claims: Record<string, string> | undefined) => {
  const event = apiEvent({ method: 'GET', path: apiPaths.me });
  return claims ? { ...event, requestContext: { ...event.requestContext, authorizer: { jwt: { claims, scopes: null } } } } : event;
};
const failure = (fn: () => unknown): { status: number; message: string } | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.body.message };
    throw error;
  }
};

describe('parseGroupsClaim', () => {
  it('reads API Gateway’s bracket form, JSON arrays and real arrays', () => {
    expect(parseGroupsClaim('[admin editors]')).toEqual(['admin', 'editors']);
    expect(parseGroupsClaim('["admin","editors"]')).toEqual(['admin', 'editors']);
    expect(parseGroupsClaim(['admin'])).toEqual(['admin']);
    expect(parseGroupsClaim('[]')).toEqual([]);
    expect(parseGroupsClaim(undefined)).toEqual([]);
  });
});

describe('authorize', () => {
  const access = { token_use: 'access', sub: 'u-1', username: 'u-1', 'cognito:groups': '[admin]' };

  it('refuses a request without verified claims or with an ID token (401)', () => {
    expect(failure(() => authorize(withClaims(undefined), 'user'))).toEqual({ status: 401, message: apiMessages.unauthorized });
    expect(failure(() => authorize(withClaims({ ...access, token_use: 'id' }), 'user'))).toEqual({ status: 401, message: apiMessages.unauthorized });
  });

  it('refuses admin routes to accounts outside the admin group (403)', () => {
    expect(failure(() => authorize(withClaims({ ...access, 'cognito:groups': '[kunden]' }), 'admin'))).toEqual({ status: 403, message: apiMessages.forbidden });
    expect(failure(() => authorize(withClaims({ token_use: 'access', sub: 'u-2', username: 'u-2' }), 'admin'))?.status).toBe(403);
  });

  it('takes the caller from the token', () => {
    expect(authorize(withClaims(access), 'admin')).toEqual({ sub: 'u-1', username: 'u-1', groups: ['admin'], isAdmin: true });
    expect(authorize(withClaims({ ...access, 'cognito:groups': '[kunden]' }), 'user').isAdmin).toBe(false);
  });
});
