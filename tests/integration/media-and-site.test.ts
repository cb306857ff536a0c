import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { MEDIA_KEY_PREFIX, OEMBED_JSON_TYPE, oembedDiscoveryUrl, siteSettings } from '@rufbereit/shared';
import { localS3Client } from '../../infra/local/s3/s3-client';
import { MEDIA_BUCKET } from '../../infra/local/core/ports';
import { repoRoot } from '../../infra/src/paths';
import type { LocalEnvironment } from '../../infra/local/environment';
import { startTestEnvironment } from '../support/local-environment';

/** /media from the bucket (Range requests) and the site's path rules, against a small fixture site. */
const seedDir = path.join(repoRoot, 'infra/local/seed/media');
const inlineScript = 'window.__ready=true;';
let local: LocalEnvironment;
let seedKey: string;
let seedBytes: Buffer;

async function writeFixtureSite(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rufbereit-site-'));
  const page = (title: string): string =>
    `<!doctype html><html lang="de"><head><title>${title}</title><script type="application/ld+json">{"@type":"Organization"}</script><script>${inlineScript}</script></head><body><h1>${title}</h1></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Startseite'),
    '404.html': page('Seite nicht gefunden'),
    'kontakt/index.html': page('Kontakt'),
    'contact/index.html': page('Kontakt'),
    // As the prerender writes the player page: with its oEmbed discovery link (the edge fills in the query).
    'demo-player/index.html': page('Demo-Player').replace('</head>', `<link rel="alternate" type="${OEMBED_JSON_TYPE}" href="${oembedDiscoveryUrl(`${siteSettings.siteUrl}/demo-player`)}" /></head>`),
    'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

beforeAll(async () => {
  const seeded = (await readdir(seedDir, { recursive: true, withFileTypes: true })).find((e) => e.isFile() && e.name.endsWith('.mp3'));
  if (!seeded) throw new Error(`no seeded MP3 in ${seedDir}`);
  const file = path.join(seeded.parentPath, seeded.name);
  seedKey = path.relative(seedDir, file).split(path.sep).join('/');
  seedBytes = await readFile(file);
  local = await startTestEnvironment({ serveSite: true, siteDir: await writeFixtureSite() });
});
afterAll(async () => {
  await local?.stop();
});

const media = (init: RequestInit = {}, key = seedKey): Promise<Response> => fetch(`${local.urls.site}/media/${key}`, init);

describe('/media', () => {
  it('serves a seeded object whole, with type, validators and a long cache', async () => {
    const response = await media();
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(seedBytes);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await media({ headers: { range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${seedBytes.length}`);
    expect(response.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(seedBytes.subarray(100, 200));
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await media({ headers: { range: 'bytes=-50' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${seedBytes.length - 50}-${seedBytes.length - 1}/${seedBytes.length}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(seedBytes.subarray(seedBytes.length - 50));
  });

  it('answers an open range to the end, and 416 past the end', async () => {
    const open = await media({ headers: { range: `bytes=${seedBytes.length - 10}-` } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer())).toEqual(seedBytes.subarray(seedBytes.length - 10));
    const past = await media({ headers: { range: `bytes=${seedBytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${seedBytes.length}`);
  });

  it('answers HEAD without a body and a missing key with 404', async () => {
    const head = await media({ method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(seedBytes.length));
    expect((await media({}, 'audio/gibt-es-nicht.mp3')).status).toBe(404);
  });
});

describe('/media resuming after the file changed (If-Range, RFC 9110 §13.1.5)', () => {
  const key = 'audio/if-range-probe.mp3';
  const put = async (body: Buffer): Promise<void> => {
    const s3 = localS3Client(local.urls.s3);
    try {
      await s3.send(new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: `${MEDIA_KEY_PREFIX}${key}`, Body: body, ContentType: 'audio/mpeg' }));
    } finally {
      s3.destroy();
    }
  };

  it('answers 206 while the validator matches, and the whole new file with 200 once it does not', async () => {
    await put(seedBytes);
    const first = await media({ headers: { range: 'bytes=0-99' } }, key);
    expect(first.status).toBe(206);
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';
    await first.arrayBuffer();

    // The player resumes against the same version: the rest of the range.
    const same = await media({ headers: { range: 'bytes=100-199', 'if-range': etag } }, key);
    expect(same.status).toBe(206);
    expect(Buffer.from(await same.arrayBuffer())).toEqual(seedBytes.subarray(100, 200));

    // Staff replace the recording; the player resumes with the old validators.
    const changed = Buffer.concat([Buffer.from('NEU'), seedBytes.subarray(0, 500)]);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new Last-Modified second
    await put(changed);
    for (const validator of [etag, lastModified]) {
      const resumed = await media({ headers: { range: 'bytes=100-199', 'if-range': validator } }, key);
      expect(resumed.status, `If-Range: ${validator}`).toBe(200);
      expect(resumed.headers.get('content-range')).toBeNull();
      expect(Buffer.from(await resumed.arrayBuffer())).toEqual(changed);
    }
    // A weak tag never matches a range (strong comparison).
    const weak = await media({ headers: { range: 'bytes=0-9', 'if-range': `W/${etag}` } }, key);
    expect(weak.status).toBe(200);
    await weak.arrayBuffer();
  });
});

describe('/media image variants', () => {
  it('serves ?format=webp&width=… as a resized WebP and the plain URL as the original', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2563eb' } }).jpeg().toBuffer();
    const s3 = localS3Client(local.urls.s3);
    await s3.send(new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: `${MEDIA_KEY_PREFIX}images/test/blau.jpg`, Body: jpeg, ContentType: 'image/jpeg' }));
    s3.destroy();

    const variant = await media({}, 'images/test/blau.jpg?format=webp&width=640&quality=70');
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });

    const original = await media({}, 'images/test/blau.jpg');
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await original.arrayBuffer())).toEqual(jpeg);
  });
});

describe('site path rules', () => {
  const get = (p: string): Promise<Response> => fetch(`${local.urls.site}${p}`, { redirect: 'manual' });

  it('serves prerendered pages and aliases from their index.html', async () => {
    for (const [p, title] of [['/', 'Startseite'], ['/kontakt', 'Kontakt'], ['/kontakt/', 'Kontakt'], ['/contact', 'Kontakt']]) {
      const response = await get(p ?? '/');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain(`<h1>${title}</h1>`);
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await get('/gibt-es-nicht');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Seite nicht gefunden</h1>');
  });

  it('redirects old paths permanently', async () => {
    const spaced = await get('/terminvergabe%20');
    expect(spaced.status).toBe(301);
    expect(spaced.headers.get('location')).toBe('/terminvergabe');
    const old = await get('/branchen/physiotherapie?utm_source=x');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/branchen/physiotherapiepraxen?utm_source=x');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await response.text()).toContain('console.log');
  });

  it('sends the security headers, allowing the inline script by hash and framing only of the player', async () => {
    const hash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;
    const page = await get('/kontakt');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${hash}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(local.urls.cognito);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toContain('max-age=');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const player = await get('/demo-player');
    expect(player.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(player.headers.get('x-frame-options')).toBeNull();
    expect((await get('/api/gibt-es-nicht')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the runtime configuration of the local user pool', async () => {
    const config = (await (await get('/runtime-config.json')).json()) as Record<string, string>;
    expect(config).toMatchObject({ userPoolId: local.cognito.userPoolId, userPoolClientId: local.cognito.clientId, authFlowType: 'USER_PASSWORD_AUTH' });
  });
});
