import path from 'node:path';
import { parseFile } from 'music-metadata';
import { MEDIA_KEY_PREFIX, demoRecordings, formatTrackDuration, type DemoRecording, type DemoTrackRecord } from '@rufbereit/shared';
import { repoRoot } from '../../src/paths';

/**
 * The demo_tracks seed rows: the project's recordings (shared/src/demo-tracks/demo-tracks.ts) with each
 * duration read from its file. Written to infra/local/seed/dynamodb/demo_tracks.json by
 * scripts/make-demo-track-seed.ts; a test checks the committed file is what this produces.
 */

/** Where the seed media lives; its files land under `media/` in the bucket (see ../s3/media.ts). */
export const SEED_MEDIA_DIR = path.join(repoRoot, 'infra/local/seed/media');
/** Fixed, so regenerating the file without changes gives the same bytes. */
export const SEED_TIMESTAMP = '2026-11-23T00:00:00.000Z';

export const seedFileForKey = (audioKey: string): string => path.join(SEED_MEDIA_DIR, audioKey.slice(MEDIA_KEY_PREFIX.length));

/** 'm:ss' of an audio file, as its decoder reports the length. */
export async function readTrackDuration(file: string): Promise<string> {
  const { format } = await parseFile(file, { duration: true });
  if (format.duration === undefined) throw new Error(`${file}: no duration (not a decodable audio file?)`);
  return formatTrackDuration(format.duration);
}

export async function demoTrackSeedRows(recordings: readonly DemoRecording[] = demoRecordings): Promise<DemoTrackRecord[]> {
  return Promise.all(
    recordings.map(async (recording, index) => {
      const duration = await readTrackDuration(seedFileForKey(recording.audioKey));
      // The prerendered pages show the catalogue's duration without asking the API: they must agree.
      if (duration !== recording.duration) {
        throw new Error(`${recording.id}: the file lasts ${duration}, shared/src/demo-tracks/demo-tracks.ts says ${recording.duration}`);
      }
      return {
        id: recording.id,
        title: recording.title,
        description: recording.description,
        category_id: recording.categoryId,
        duration,
        audio_key: recording.audioKey,
        icon: recording.icon,
        sort_order: (index + 1) * 10,
        created_at: SEED_TIMESTAMP,
        updated_at: SEED_TIMESTAMP,
      };
    }),
  );
}
