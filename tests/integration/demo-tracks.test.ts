import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_TRACKS_MAX_AGE_SECONDS,
  apiMessages,
  demoRecordings,
  unknownDemoCategoryMessage,
  type ApiErrorBody,
  type DemoTrackListBody,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { sharedTestEnvironment } from '../support/local-environment';

/** GET /api/demos through the local gateway, on the tracks `npm start` seeds, and the files they name. */
let local: LocalEnvironment;

beforeAll(async () => {
  local = await sharedTestEnvironment();
});

async function getDemos(query = ''): Promise<{ status: number; cacheControl: string | null; json: unknown }> {
  const response = await fetch(`${local.urls.api}/demos${query}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), json: await response.json() };
}

describe('GET /api/demos', () => {
  it('lists every seeded recording in order, with its duration read from the file, cacheable', async () => {
    const { status, cacheControl, json } = await getDemos();
    expect(status).toBe(200);
    expect(cacheControl).toContain('public');
    expect(cacheControl).toContain(`max-age=${DEMO_TRACKS_MAX_AGE_SECONDS}`);
    const { tracks } = json as DemoTrackListBody;
    expect(tracks.map((t) => t.id)).toEqual(['friseur', 'physio', 'tierarzt', 'gesundheit']);
    expect(tracks[0]).toEqual({
      id: 'friseur',
      title: 'Friseursalon',
      description: demoRecordings[0].description,
      categoryId: 'beauty',
      duration: '0:24',
      audioUrl: '/media/audio/friseur.mp3',
      icon: 'scissors',
    });
    expect(tracks.find((t) => t.id === 'gesundheit')?.duration).toBe('1:15');
  });

  it('filters by category; all is the same as no category', async () => {
    const health = (await getDemos('?category=health')).json as DemoTrackListBody;
    expect(health.tracks.map((t) => t.id)).toEqual(['physio', 'gesundheit']);
    const petcare = (await getDemos('?category=petcare')).json as DemoTrackListBody;
    expect(petcare.tracks.map((t) => t.id)).toEqual(['tierarzt']);
    const all = (await getDemos('?category=all')).json as DemoTrackListBody;
    expect(all.tracks).toHaveLength(4);
  });

  it('refuses an unknown category with a German message, uncached', async () => {
    const { status, cacheControl, json } = await getDemos('?category=%3Cscript%3E');
    expect(status).toBe(400);
    expect(cacheControl).toBe('no-store');
    expect(json).toEqual({ message: apiMessages.invalidInput, errors: { category: unknownDemoCategoryMessage } } satisfies ApiErrorBody);
  });

  it('serves each track file from the media bucket', async () => {
    const { tracks } = (await getDemos()).json as DemoTrackListBody;
    for (const track of tracks) {
      const response = await fetch(`${local.urls.site}${track.audioUrl}`, { headers: { range: 'bytes=0-3' } });
      expect(response.status, track.audioUrl).toBe(206);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
    }
  });
});
