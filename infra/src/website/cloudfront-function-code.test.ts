import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { redirects } from '@rufbereit/shared';
import { buildViewerRequestFunctionCode } from './cloudfront-function-code';

interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
}
interface CfResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
}

/** Runs the generated code the way CloudFront does: a fresh global scope, `handler(event)`. */
function runViewerRequest(code: string, uri: string, querystring: CfRequest['querystring'] = {}): CfRequest | CfResponse {
  const event = {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '192.0.2.1' },
    request: { method: 'GET', uri, querystring, headers: { host: { value: 'www.example.com' } } },
  };
  const sandbox: { event: typeof event; result?: CfRequest | CfResponse } = { event };
  runInNewContext(`${code}\nresult = handler(event);`, sandbox);
  if (!sandbox.result) throw new Error('handler returned nothing');
  return sandbox.result;
}

const isResponse = (r: CfRequest | CfResponse): r is CfResponse => 'statusCode' in r;

describe('CloudFront viewer-request function (generated from the shared redirects)', () => {
  const code = buildViewerRequestFunctionCode(redirects);

  it.each([
    // The booking page's two malformed variants: a space (sent as %20) and an encoded space (%2520).
    ['/terminvergabe%20', '/terminvergabe'],
    ['/terminvergabe%2520', '/terminvergabe'],
    ['/terminvergabe ', '/terminvergabe'],
    ['/branchen/physiotherapie', '/branchen/physiotherapiepraxen'],
    ['/branchen/physiotherapie/', '/branchen/physiotherapiepraxen'],
  ])('answers 301 for %j → %s', (uri, location) => {
    const result = runViewerRequest(code, uri);
    expect(isResponse(result)).toBe(true);
    if (!isResponse(result)) return;
    expect(result.statusCode).toBe(301);
    expect(result.headers.location?.value).toBe(location);
  });

  it('answers 301 for every entry of the shared redirects', () => {
    for (const [from, to] of Object.entries(redirects)) {
      const result = runViewerRequest(code, from);
      expect(isResponse(result) && result.statusCode === 301 && result.headers.location?.value).toBe(to);
    }
  });

  it('answers 301 for every entry as it arrives on the wire (a space as %20, a literal % as %25)', () => {
    for (const [from, to] of Object.entries(redirects)) {
      const result = runViewerRequest(code, encodeURI(from));
      expect(isResponse(result) && result.statusCode === 301 && result.headers.location?.value, encodeURI(from)).toBe(to);
    }
    expect(Object.keys(redirects).map(encodeURI)).toEqual(expect.arrayContaining(['/ki-terminbuchung%20', '/ki-terminbuchung%2520']));
  });

  it('keeps the query string on a redirect', () => {
    const result = runViewerRequest(code, '/branchen/physiotherapie', {
      utm_source: { value: 'newsletter' },
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
    });
    expect(isResponse(result) && result.headers.location?.value).toBe('/branchen/physiotherapiepraxen?utm_source=newsletter&tag=a&tag=b');
  });

  it.each([
    ['/', '/index.html'],
    ['/kontakt', '/kontakt/index.html'],
    ['/kontakt/', '/kontakt/index.html'],
    ['/branchen/physiotherapiepraxen', '/branchen/physiotherapiepraxen/index.html'],
    ['/demo-player', '/demo-player/index.html'],
    ['/assets/x.js', '/assets/x.js'],
    ['/404.html', '/404.html'],
    ['/media/audio/1.mp3', '/media/audio/1.mp3'],
  ])('rewrites %s to the prerendered file %s', (uri, rewritten) => {
    const result = runViewerRequest(code, uri);
    expect(isResponse(result)).toBe(false);
    if (isResponse(result)) return;
    expect(result.uri).toBe(rewritten);
  });

  it('does not choke on a malformed percent-encoding', () => {
    const result = runViewerRequest(code, '/kontakt%E0%A4%A');
    expect(isResponse(result) ? result.statusCode : result.uri).toBe('/kontakt%E0%A4%A/index.html');
  });

  it('rejects conflicting redirects instead of generating an ambiguous function', () => {
    expect(() => buildViewerRequestFunctionCode({ '/a/': '/b', '/a': '/c' })).toThrow(/conflict/);
    expect(() => buildViewerRequestFunctionCode({ 'a': '/b' })).toThrow(/absolute/);
  });

  it('stays within the CloudFront Functions size limit (10 KB)', () => {
    expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
  });
});
