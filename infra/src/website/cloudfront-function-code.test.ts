import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, VIEWER_ADDRESS_HEADER, imageVariantPath, redirects, siteRoutes } from '@rufbereit/shared';
import {
  NOT_FOUND_PAGE,
  buildApiRequestFunctionCode,
  buildMediaRequestFunctionCode,
  PAGE_STATUS_METADATA,
  buildViewerRequestFunctionCode,
  buildViewerResponseFunctionCode,
  buildPlayerPageRequestFunctionCode,
} from './cloudfront-function-code';

interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
}
interface CfResponse {
  statusCode: number;
  statusDescription?: string;
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

/** Runs the viewer-response function on an origin answer, as CloudFront does. */
function runViewerResponse(code: string, uri: string, response: CfResponse): CfResponse {
  const event = {
    version: '1.0',
    context: { eventType: 'viewer-response' },
    viewer: { ip: '192.0.2.1' },
    request: { method: 'GET', uri, querystring: {}, headers: {} },
    response,
  };
  const sandbox: { event: typeof event; result?: CfResponse } = { event };
  runInNewContext(`${code}\nresult = handler(event);`, sandbox);
  if (!sandbox.result) throw new Error('handler returned nothing');
  return sandbox.result;
}

const pagePaths = siteRoutes.flatMap((r) => [r.path, ...r.aliases]);

describe('CloudFront viewer-request function (generated from the shared redirects)', () => {
  const code = buildViewerRequestFunctionCode(redirects, pagePaths);

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
    ['/about', '/about/index.html'],
    ['/assets/x.js', '/assets/x.js'],
    ['/404.html', '/404.html'],
    ['/robots.txt', '/robots.txt'],
    ['/media/audio/1.mp3', '/media/audio/1.mp3'],
  ])('rewrites %s to the prerendered file %s', (uri, rewritten) => {
    const result = runViewerRequest(code, uri);
    expect(isResponse(result)).toBe(false);
    if (isResponse(result)) return;
    expect(result.uri).toBe(rewritten);
  });

  it('rewrites every page of the route table (paths and aliases) to its prerendered file', () => {
    for (const page of pagePaths) {
      const result = runViewerRequest(code, page);
      expect(isResponse(result) ? result.statusCode : result.uri, page).toBe(page === '/' ? '/index.html' : `${page}/index.html`);
    }
  });

  it.each(['/gibt-es-nicht', '/kontakt/extra', '/branchen/unbekannt/', '/admin/unbekannt', '/404', '/kontakt%20'])(
    'rewrites the unknown page %s to the 404 page',
    (uri) => {
      const result = runViewerRequest(code, uri);
      expect(isResponse(result) ? result.statusCode : result.uri).toBe(NOT_FOUND_PAGE);
    },
  );

  it('does not choke on a malformed percent-encoding (an unknown page)', () => {
    const result = runViewerRequest(code, '/kontakt%E0%A4%A');
    expect(isResponse(result) ? result.statusCode : result.uri).toBe(NOT_FOUND_PAGE);
  });

  it('rejects conflicting redirects and relative paths instead of generating an ambiguous function', () => {
    expect(() => buildViewerRequestFunctionCode({ '/a/': '/b', '/a': '/c' }, [])).toThrow(/conflict/);
    expect(() => buildViewerRequestFunctionCode({ 'a': '/b' }, [])).toThrow(/absolute/);
    expect(() => buildViewerRequestFunctionCode({}, ['kontakt'])).toThrow(/absolute/);
  });

  it('stays within the CloudFront Functions size limit (10 KB)', () => {
    expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
  });
});

describe('CloudFront viewer-response function', () => {
  const code = buildViewerResponseFunctionCode();
  const header = `x-amz-meta-${PAGE_STATUS_METADATA}`;

  it('answers the 404 page (stored with page-status 404) with status 404 and drops the metadata header', () => {
    const result = runViewerResponse(code, NOT_FOUND_PAGE, {
      statusCode: 200,
      statusDescription: 'OK',
      headers: { 'content-type': { value: 'text/html' }, [header]: { value: '404' } },
    });
    expect(result.statusCode).toBe(404);
    expect(result.statusDescription).toBe('Not Found');
    expect(result.headers[header]).toBeUndefined();
    expect(result.headers['content-type']?.value).toBe('text/html');
  });

  it('leaves every other answer unchanged', () => {
    const response = { statusCode: 200, statusDescription: 'OK', headers: { 'content-type': { value: 'text/html' } } };
    expect(runViewerResponse(code, '/kontakt/index.html', structuredClone(response))).toEqual(response);
    const notModified = { statusCode: 304, statusDescription: 'Not Modified', headers: { [header]: { value: '404' } } };
    expect(runViewerResponse(code, NOT_FOUND_PAGE, notModified)).toEqual({ statusCode: 304, statusDescription: 'Not Modified', headers: {} });
  });
});

describe('CloudFront media function (image variants)', () => {
  const code = buildMediaRequestFunctionCode();
  const image = '/media/images/branches/friseursalons-1.jpg';
  const run = (querystring: CfRequest['querystring']) => runViewerRequest(code, image, querystring) as CfRequest;
  const q = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, { value: v }]));

  it('maps the site\'s variant query to the pre-generated variant, as imageVariantPath names it', () => {
    for (const width of [...IMAGE_VARIANT_WIDTHS, 1600]) {
      const request = run(q({ format: 'webp', quality: '80', width: String(width) }));
      expect(request.uri).toBe(imageVariantPath(image, width));
      expect(request.querystring).toEqual({});
    }
    expect(run(q({ format: 'webp', width: '960' })).uri).toBe(imageVariantPath(image, 960));
  });

  it('caps the width at 1920 like the local media server', () => {
    expect(run(q({ format: 'webp', quality: '80', width: '4000' })).uri).toBe(imageVariantPath(image, 1920));
  });

  it('leaves the original for anything else (no query, other quality or format, odd width)', () => {
    const others: Array<Record<string, string>> = [
      {},
      { format: 'webp', quality: '60', width: '960' },
      { format: 'png', width: '960' },
      { format: 'webp', width: '96px' },
      { format: 'webp', width: '0' },
    ];
    for (const params of others) {
      expect(run(q(params)).uri, JSON.stringify(params)).toBe(image);
    }
    expect(runViewerRequest(code, '/media/audio/friseur.mp3', {}) as CfRequest).toMatchObject({ uri: '/media/audio/friseur.mp3' });
  });
});

describe('CloudFront viewer-request function of the API behaviours (the viewer\'s address)', () => {
  const run = (viewerIp: string, headers: Record<string, { value: string }>): CfRequest => {
    const event = {
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer: { ip: viewerIp },
      request: { method: 'POST', uri: '/api/contacts', querystring: {}, headers },
    };
    const sandbox: { event: typeof event; result?: CfRequest } = { event };
    runInNewContext(`${buildApiRequestFunctionCode()}\nresult = handler(event);`, sandbox);
    if (!sandbox.result) throw new Error('handler returned nothing');
    return sandbox.result;
  };

  it('sets the header to event.viewer.ip (IPv4 and IPv6)', () => {
    expect(run('198.51.100.7', {}).headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '198.51.100.7' });
    expect(run('2001:db8::1', {}).headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '2001:db8::1' });
  });

  it("overwrites a value the client sent and leaves the client's other headers to the API, which ignores them", () => {
    const forged = {
      [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' },
      'x-forwarded-for': { value: '10.0.0.2' },
      'true-client-ip': { value: '10.0.0.3' },
    };
    const request = run('198.51.100.7', forged);
    expect(request.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '198.51.100.7' });
    expect(request.uri).toBe('/api/contacts');
  });
});

describe('the player pages function (viewer request of /demo-player and /demo-playlist, origin the API)', () => {
  const code = buildPlayerPageRequestFunctionCode();

  it("sends each page to its API path, keeps the query for the handler to parse, and sets the viewer's address", () => {
    const query = { category: { value: 'beauty' }, color: { value: '%23ff0000' } };
    const player = runViewerRequest(code, '/demo-player', query);
    if (isResponse(player)) throw new Error('no response expected');
    expect(player.uri).toBe('/api/player-pages/demo-player');
    expect(player.querystring).toEqual(query);
    expect(player.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '192.0.2.1' });
    const playlist = runViewerRequest(code, '/demo-playlist');
    expect(isResponse(playlist) ? undefined : playlist.uri).toBe('/api/player-pages/demo-playlist');
  });

  it('rewrites nothing else (the behaviours match these two paths exactly)', () => {
    const other = runViewerRequest(code, '/demo-player/x');
    expect(isResponse(other) ? undefined : other.uri).toBe('/demo-player/x');
  });
});
