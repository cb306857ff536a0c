import { describe, expect, it } from 'vitest';
import { oembedMessages, siteSettings, type DemoTrackRecord, type OEmbedQuery } from '@rufbereit/shared';
import { refusalStatus } from '../http/refusal-status';
import { Refusal } from './refusal';
import { oembedFor, type OEmbedDeps } from './oembed';

const SITE = 'https://www.rufbereit.de';

const track = (id: string, category_id: DemoTrackRecord['category_id']): DemoTrackRecord => ({
  id,
  title: id,
  description: id,
  category_id,
  duration: '0:30',
  audio_key: `media/audio/${id}.mp3`,
  icon: 'stethoscope',
  sort_order: 10,
  created_at: '2026-11-23T00:00:00.000Z',
  updated_at: '2026-11-23T00:00:00.000Z',
});

const deps: OEmbedDeps = {
  siteOrigin: SITE,
  aliasOrigins: [],
  tracks: { listAll: () => Promise.resolve([track('a', 'health'), track('b', 'health'), track('c', 'beauty')]) },
  cacheAgeSeconds: 60,
};

const ask = (query: Partial<OEmbedQuery> & { url: string }) => oembedFor(deps, query);

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof Refusal) return refusalStatus(error.reason);
    throw error;
  }
}

describe('oembedFor', () => {
  it('answers the rich type with the player snippet, 200 px per track of the category', async () => {
    const body = await ask({ url: `${SITE}/demo-player?category=health&standalone=true`, format: 'json' });
    expect(body).toMatchObject({ version: '1.0', type: 'rich', provider_name: siteSettings.brandName, provider_url: SITE, width: 640, height: 400, cache_age: 60 });
    expect(body.title).toBe('KI-Telefonassistent Demos Audio Demos');
    expect(body.html).toBe(
      `<iframe src="${SITE}/demo-player?category=health&amp;standalone=true" width="100%" height="400" style="border:0;max-width:640px" allow="autoplay" title="KI-Telefonassistent Demos Audio Demos"></iframe>`,
    );
  });

  it('counts every track for the playlist and keeps its branding in the snippet', async () => {
    const body = await ask({ url: `${SITE}/demo-playlist/?company=Salon%20Lux&color=%23ff0066` });
    expect(body.height).toBe(600);
    expect(body.title).toBe('Salon Lux Audio Demos');
    expect(body.html).toContain('/demo-player?category=all&amp;standalone=true&amp;company=Salon+Lux&amp;color=%23ff0066');
  });

  it('honours maxwidth and maxheight', async () => {
    const body = await ask({ url: `${SITE}/demo-player`, maxwidth: 300, maxheight: 250 });
    expect(body).toMatchObject({ width: 300, height: 250 });
    expect(body.html).toContain('height="250"');
    expect(body.html).toContain('max-width:300px');
    expect((await ask({ url: `${SITE}/demo-player`, maxwidth: 5000, maxheight: 5000 })).width).toBe(640);
  });

  it('answers 404 for an address that is not one of our player pages', async () => {
    for (const url of [
      'https://evil.example/demo-player',
      'https://www.rufbereit.de.evil.example/demo-player',
      'http://www.rufbereit.de/demo-player',
      'https://user:pw@www.rufbereit.de/demo-player',
      `${SITE}/kontakt`,
      `${SITE}/demo-player/x`,
      'not a url',
      'javascript:alert(1)',
    ]) {
      expect(await statusOf(ask({ url })), url).toBe(404);
    }
    await expect(ask({ url: 'https://evil.example/demo-player' })).rejects.toMatchObject({ reason: 'notFound', message: oembedMessages.notOurs });
  });

  it("names only the stage's own site in the answer, also when asked for the public address its pages link to", async () => {
    const dev = { ...deps, siteOrigin: 'https://dev.rufbereit.de', aliasOrigins: [SITE] };
    for (const url of ['https://dev.rufbereit.de/demo-player?category=health', `${SITE}/demo-player?category=health`]) {
      const body = await oembedFor(dev, { url });
      expect(body.provider_url).toBe('https://dev.rufbereit.de');
      expect(body.html).toContain('<iframe src="https://dev.rufbereit.de/demo-player?category=health&amp;standalone=true"');
      expect(JSON.stringify(body)).not.toContain('www.rufbereit.de');
    }
    expect(await statusOf(oembedFor(dev, { url: 'http://127.0.0.1:3000/demo-player' }))).toBe(404);
  });

  it('answers 501 for any format but json, before looking at the address', async () => {
    expect(await statusOf(ask({ url: `${SITE}/demo-player`, format: 'xml' }))).toBe(501);
    expect(await statusOf(ask({ url: 'https://evil.example/', format: 'xml' }))).toBe(501);
  });
});
