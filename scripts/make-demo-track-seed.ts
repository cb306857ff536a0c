/**
 * Regenerates infra/local/seed/dynamodb/demo_tracks.json from the project's recordings
 * (shared/src/demo-tracks/demo-tracks.ts), reading each duration from its MP3 with music-metadata.
 * Run after scripts/make-demo-audio.sh or after changing a recording's text:
 *   npx tsx scripts/make-demo-track-seed.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoTrackSeedRows } from '../infra/local/dynamodb/demo-track-seed';
import { DYNAMODB_SEED_DIR } from '../infra/local/dynamodb/seed-dynamodb';

const rows = await demoTrackSeedRows();
const file = path.join(DYNAMODB_SEED_DIR, 'demo_tracks.json');
await writeFile(file, `${JSON.stringify(rows, null, 2)}\n`);
console.log(`${rows.length} tracks → ${path.relative(process.cwd(), file)}`);
for (const row of rows) console.log(`  ${row.id}: ${row.duration}`);
