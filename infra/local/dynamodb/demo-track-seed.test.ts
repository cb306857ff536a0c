import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoRecordings } from '@rufbereit/shared';
import { demoTrackSeedRows, readTrackDuration, seedFileForKey } from './demo-track-seed';
import { DYNAMODB_SEED_DIR } from './seed-dynamodb';

describe('demo_tracks seed', () => {
  it('is what scripts/make-demo-track-seed.ts produces from the recordings and their files', async () => {
    const committed: unknown = JSON.parse(await readFile(path.join(DYNAMODB_SEED_DIR, 'demo_tracks.json'), 'utf8'));
    expect(committed).toEqual(await demoTrackSeedRows());
  });

  it('reads the duration from the file (the landing page shows 0:30, 0:24, 0:28)', async () => {
    expect(await readTrackDuration(seedFileForKey('media/audio/physio.mp3'))).toBe('0:30');
    expect(await readTrackDuration(seedFileForKey('media/audio/friseur.mp3'))).toBe('0:24');
    expect(await readTrackDuration(seedFileForKey('media/audio/tierarzt.mp3'))).toBe('0:28');
  });

  it('refuses a catalogue duration that the file contradicts', async () => {
    const [first] = demoRecordings;
    await expect(demoTrackSeedRows([{ ...first, duration: '9:99' }])).rejects.toThrow(/friseur: the file lasts 0:24/);
  });

  it('refuses a file that is not audio', async () => {
    await expect(readTrackDuration(path.join(DYNAMODB_SEED_DIR, 'demo_tracks.json'))).rejects.toThrow();
  });
});
