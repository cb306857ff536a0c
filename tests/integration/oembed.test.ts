import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_TRACKS_MAX_AGE_SECONDS,
  EMBED_HEIGHT_PER_TRACK_PX,
  apiMessages,
  oembedMessages,
  siteSettings,
  type ApiErrorBody,
  type OEmbedRichBody,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { sharedTestEnvironment } from '../support/local-environment';

/** GET /api/oembed through the local gateway, counting the tracks `npm start` seeds (4: 2 health, 1 beauty, 1 petcare). */
let local: LocalEnvironment;

beforeAll(async () => {
  local = await sharedTestEnvironment();
});

async function oembed(params: Record<string, string>): Promise<{ status: number; cacheControl: string | null; json: unknown }> {
  const response = await fetch(`${local.urls.api}/oembed?${new URLSearchParams(params).toString()}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), json: await response.json() };
}

describe('GET /api/oembed', () => {
  it('answers a player address of the local site with the rich type, its height from the seeded tracks, cacheable', async () => {
    const { status, cacheControl, json } = await oembed({ url: `${local.urls.site}/demo-player?category=health`, format: 'json' });
    expect(status).toBe(200);
    expect(cacheControl).toContain(`max-age=${DEMO_TRACKS_MAX_AGE_SECONDS}`);
    const body = json as OEmbedRichBody;
    expect(body).toMatchObject({ version: '1.0', type: 'rich', provider_name: siteSettings.brandName, height: 2 * EMBED_HEIGHT_PER_TRACK_PX });
    expect(body.html).toContain(`src="${local.urls.site}/demo-player?category=health&amp;standalone=true"`);
  });

  it('accepts the public address too and honours maxwidth / maxheight', async () => {
    const { status, json } = await oembed({ url: `${siteSettings.siteUrl}/demo-playlist`, maxwidth: '320', maxheight: '300' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ width: 320, height: 300 });
  });

  it('answers 404 for an address of another site, 501 for xml, 400 without url or with a bad size', async () => {
    const foreign = await oembed({ url: 'https://evil.example/demo-player' });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ message: oembedMessages.notOurs } satisfies ApiErrorBody);
    expect(foreign.cacheControl).toBe('no-store');
    expect((await oembed({ url: `${local.urls.site}/demo-player`, format: 'xml' })).status).toBe(501);
    const missing = await oembed({});
    expect(missing.status).toBe(400);
    expect((missing.json as ApiErrorBody).message).toBe(apiMessages.invalidInput);
    expect((await oembed({ url: `${local.urls.site}/demo-player`, maxwidth: '-1' })).status).toBe(400);
    expect((await oembed({ url: `${local.urls.site}/demo-player`, maxheight: '1e9' })).status).toBe(400);
  });
});
