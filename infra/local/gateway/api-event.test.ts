import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '@rufbereit/shared';
import { buildApiEvent, compileRoute, isTextContentType, matchRoute, requestTime, toHttpAnswer } from './api-event';

const route = (method: ApiRoute['method'], p: string): ApiRoute => ({ id: p, method, path: p, handler: 'h', access: 'public', grants: [] });
const routes = [route('POST', '/api/contacts'), route('GET', '/api/branch-images/{branch}'), route('GET', '/api/files/{path+}')].map(compileRoute);

describe('matchRoute', () => {
  it('matches literal paths and methods exactly', () => {
    expect(matchRoute(routes, 'POST', '/api/contacts')).toMatchObject({ pathParameters: {} });
    expect(matchRoute(routes, 'GET', '/api/contacts')).toBeUndefined();
    expect(matchRoute(routes, 'POST', '/api/contacts/')).toBeUndefined();
    expect(matchRoute(routes, 'POST', '/api/contactsx')).toBeUndefined();
  });

  it('captures one segment for {param} and the rest for {param+}, decoded', () => {
    expect(matchRoute(routes, 'GET', '/api/branch-images/zahn%C3%A4rzte')?.pathParameters).toEqual({ branch: 'zahnärzte' });
    expect(matchRoute(routes, 'GET', '/api/branch-images/a/b')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/files/a/b.mp3')?.pathParameters).toEqual({ path: 'a/b.mp3' });
  });
});

describe('isTextContentType', () => {
  it('treats JSON, XML and text as text, everything else as binary', () => {
    expect(isTextContentType('application/json; charset=utf-8')).toBe(true);
    expect(isTextContentType('application/problem+json')).toBe(true);
    expect(isTextContentType('text/plain')).toBe(true);
    expect(isTextContentType('audio/mpeg')).toBe(false);
    expect(isTextContentType(undefined)).toBe(false);
  });
});

describe('buildApiEvent', () => {
  it('leaves out body, query and path parameters when there are none', () => {
    const event = buildApiEvent(
      { method: 'POST', url: '/api/contacts', headers: { Host: 'x' }, body: Buffer.alloc(0), sourceIp: '1.2.3.4', host: 'x', requestId: 'r', now: new Date(0) },
      { route: route('POST', '/api/contacts'), pathParameters: {} },
    );
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.headers.host).toBe('x');
    expect(event.requestContext.time).toBe('01/Jan/1970:00:00:00 +0000');
  });
});

describe('toHttpAnswer', () => {
  it('takes a structured result as the response', () => {
    const answer = toHttpAnswer({ statusCode: 201, headers: { 'Content-Type': 'application/json' }, body: '{"id":"1"}', cookies: ['a=1'] });
    expect(answer).toEqual({ status: 201, headers: { 'content-type': 'application/json', 'set-cookie': ['a=1'] }, body: Buffer.from('{"id":"1"}') });
  });

  it('decodes base64 bodies and turns plain values into 200 JSON', () => {
    expect(toHttpAnswer({ statusCode: 200, body: Buffer.from('hi').toString('base64'), isBase64Encoded: true }).body.toString()).toBe('hi');
    expect(toHttpAnswer({ ok: true })).toEqual({ status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"ok":true}') });
  });
});

describe('requestTime', () => {
  it('uses API Gateway’s format', () => {
    expect(requestTime(new Date('2020-03-12T19:03:58Z'))).toBe('12/Mar/2020:19:03:58 +0000');
  });
});
