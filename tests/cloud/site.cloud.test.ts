import { describe, expect, it } from 'vitest';
import { apiPaths, apiRoutes, siteRoutes, type ApiRoute, type DemoTrack } from '@rufbereit/shared';
import { baseUrl } from './target';

/** What a visitor and an embedding site see, without signing in. */
describe('public pages', () => {
  const pages = siteRoutes.filter((route) => route.access === 'public' && !route.path.includes(':'));

  it.each(pages.map((route) => [route.path]))('%s answers 200 HTML with the security headers', async (path) => {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    // Only the embeddable player may be framed by other sites.
    if (path.startsWith('/demo-player')) expect(response.headers.get('x-frame-options')).toBeNull();
    else expect(response.headers.get('x-frame-options')).toBe('DENY');
    await response.arrayBuffer();
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const response = await fetch(`${baseUrl()}/gibt-es-nicht-${Date.now()}`);
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});

describe('oEmbed and media', () => {
  it('describes the embeddable player (oEmbed JSON with an iframe)', async () => {
    const response = await fetch(`${baseUrl()}${apiPaths.oembed}?${new URLSearchParams({ url: `${baseUrl()}/demo-player`, format: 'json' }).toString()}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { type: string; html: string };
    expect(body.type).toBe('rich');
    expect(body.html).toContain('<iframe');
  });

  it('serves a demo recording in byte ranges, and whole when If-Range no longer matches', async () => {
    const demos = (await (await fetch(`${baseUrl()}${apiPaths.demos}`)).json()) as { tracks?: DemoTrack[] } | DemoTrack[];
    const tracks = Array.isArray(demos) ? demos : (demos.tracks ?? []);
    const audio = tracks.find((track) => typeof track.audioUrl === 'string')?.audioUrl;
    expect(audio, 'a published demo track').toBeTruthy();
    const url = new URL(audio ?? '', baseUrl()).toString();
    const part = await fetch(url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const changed = await fetch(url, { headers: { range: 'bytes=0-99', 'if-range': '"eine-alte-fassung"' } });
    expect(changed.status).toBe(200);
    expect(Number(changed.headers.get('content-length'))).toBeGreaterThan(100);
    await changed.arrayBuffer();
  });
});

describe('protected routes', () => {
  const samplePath = (route: ApiRoute): string => route.path.replace(/\{[^}]+\}/g, 'cloudtest');
  const guarded = (apiRoutes as ReadonlyArray<ApiRoute>).filter((route) => route.access !== 'public');

  it.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))('%s refuses a forged token with 401', async (_name, route) => {
    const forged = ['eyJhbGciOiJSUzI1NiJ9', 'eyJzdWIiOiJtYWxsb3J5In0', 'c2lnbmF0dXJl'].join('.');
    const response = await fetch(`${baseUrl()}${samplePath(route)}`, {
      method: route.method,
      headers: { authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
      ...(route.method === 'GET' ? {} : { body: '{}' }),
    });
    expect(response.status).toBe(401);
    await response.arrayBuffer();
  });
});
