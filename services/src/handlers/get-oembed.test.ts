import '../testing/quiet-logs';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_URL_ENV, apiPaths, siteSettings, type DemoTrackRecord, type OEmbedRichBody } from '@rufbereit/shared';
import { apiEvent, lambdaContext, responseJson } from '../testing/api-event';
import { createGetOEmbedHandler } from './get-oembed';

const track: DemoTrackRecord = {
  id: 'a',
  title: 'a',
  description: 'a',
  category_id: 'health',
  duration: '0:30',
  audio_key: 'media/audio/a.mp3',
  icon: 'stethoscope',
  sort_order: 10,
  created_at: '2026-11-23T00:00:00.000Z',
  updated_at: '2026-11-23T00:00:00.000Z',
};
const handler = createGetOEmbedHandler(() => ({ listAll: () => Promise.resolve([track]) }));

const ask = async (url: string) => {
  const event = { ...apiEvent({ method: 'GET', path: apiPaths.oembed, headers: {} }), queryStringParameters: { url } };
  const response = await handler(event, lambdaContext('get-oembed'));
  return { status: response.statusCode, body: responseJson(response) as OEmbedRichBody };
};

afterEach(() => {
  delete process.env[SITE_URL_ENV];
});

describe('GET /api/oembed on a stage', () => {
  it("answers with the stage's site (SITE_URL) in the snippet, never production's, for its own and the public address", async () => {
    process.env[SITE_URL_ENV] = 'https://dev.rufbereit.de';
    for (const url of ['https://dev.rufbereit.de/demo-player', `${siteSettings.siteUrl}/demo-player`]) {
      const { status, body } = await ask(url);
      expect(status, url).toBe(200);
      expect(body.provider_url).toBe('https://dev.rufbereit.de');
      expect(body.html).toContain('src="https://dev.rufbereit.de/demo-player?');
      expect(JSON.stringify(body)).not.toContain(new URL(siteSettings.siteUrl).hostname);
    }
    expect((await ask('https://test.example.org/demo-player')).status).toBe(404);
  });

  it('answers with the public address when no SITE_URL is configured', async () => {
    const { status, body } = await ask(`${siteSettings.siteUrl}/demo-player`);
    expect(status).toBe(200);
    expect(body.provider_url).toBe(siteSettings.siteUrl);
  });
});
