import '../testing/quiet-logs';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, VIEWER_ADDRESS_HEADER, apiMessages } from '@rufbereit/shared';
import { apiEvent, lambdaContext, responseJson } from '../testing/api-event';
import { createHttpHandler } from './api-handler';
import { jsonResponse } from './responses';
import { clientKey, viewerAddress } from './viewer-address';

describe('viewerAddress', () => {
  const event = (headers: Record<string, string>) => apiEvent({ headers });

  it("takes the edge's header, not API Gateway's sourceIp (the CloudFront host)", () => {
    expect(viewerAddress(event({ [VIEWER_ADDRESS_HEADER]: '198.51.100.7' }))).toBe('198.51.100.7');
    expect(viewerAddress(event({ 'X-Viewer-Address': '2001:db8::1' }))).toBe('2001:db8::1');
  });

  it('falls back to sourceIp without the header or with a value that is no address, and ignores other forwarding headers', () => {
    expect(viewerAddress(event({}))).toBe('127.0.0.1');
    expect(viewerAddress(event({ [VIEWER_ADDRESS_HEADER]: 'alle; DROP TABLE' }))).toBe('127.0.0.1');
    expect(viewerAddress(event({ 'x-forwarded-for': '10.0.0.1', 'true-client-ip': '10.0.0.2' }))).toBe('127.0.0.1');
  });
});

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = '2001:db8:aa:bb::/64';
    expect(clientKey('2001:db8:aa:bb::1')).toBe(key);
    expect(clientKey('2001:0db8:00aa:00bb:1234:5678:9abc:def0')).toBe(key);
    expect(clientKey('2001:DB8:AA:BB:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:aa:bb:0:0:1.2.3.4')).toBe(key);
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 visitor', () => {
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });
});

describe('a call that skips CloudFront cannot choose its address', () => {
  const seen: string[] = [];
  const handler = createHttpHandler((event) => {
    seen.push(viewerAddress(event));
    return Promise.resolve(jsonResponse(200, { ok: true }));
  });
  afterEach(() => {
    delete process.env[ORIGIN_VERIFY_SECRET_ENV];
    seen.length = 0;
  });

  it('is refused by the origin check before anything reads the viewer header', async () => {
    process.env[ORIGIN_VERIFY_SECRET_ENV] = 'edge-secret';
    const direct = await handler(apiEvent({ method: 'GET', path: '/api/x', headers: { [VIEWER_ADDRESS_HEADER]: '203.0.113.9' } }), lambdaContext('viewer'));
    expect(direct.statusCode).toBe(403);
    expect(responseJson(direct)).toEqual({ message: apiMessages.directAccess });
    expect(seen).toEqual([]);

    const viaEdge = await handler(
      apiEvent({ method: 'GET', path: '/api/x', headers: { [ORIGIN_VERIFY_HEADER]: 'edge-secret', [VIEWER_ADDRESS_HEADER]: '203.0.113.9' } }),
      lambdaContext('viewer'),
    );
    expect(viaEdge.statusCode).toBe(200);
    expect(seen).toEqual(['203.0.113.9']);
  });
});
