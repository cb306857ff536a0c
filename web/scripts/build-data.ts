/**
 * What the prerenderer puts into the pages from the seed (infra/local/seed/dynamodb, the rows
 * `npm start` and the stack's seed write into the tables): the demo tracks in list order and each
 * industry page's hero image, chosen by the same rule as GET /api/branch-images. The pages show
 * these at once and ask the API again after hydration (web/src/lib/build-data.tsx).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  branches,
  compareListOrder,
  pickBestImage,
  toBranchImageBody,
  toDemoTrack,
  type BranchImageBody,
  type BranchImageConfigRecord,
  type BranchImageRecord,
  type BranchSlug,
  type DemoTrackRecord,
} from '@rufbereit/shared';
import type { BuildData } from '../src/lib/build-data';

export const seedDir = path.resolve(import.meta.dirname, '../../infra/local/seed/dynamodb');

async function readSeed<T>(table: string, dir: string): Promise<T[]> {
  return JSON.parse(await readFile(path.join(dir, `${table}.json`), 'utf8')) as T[];
}

export async function loadBuildData(dir: string = seedDir): Promise<BuildData> {
  const [tracks, configs, images] = await Promise.all([
    readSeed<DemoTrackRecord>('demo_tracks', dir),
    readSeed<BranchImageConfigRecord>('branch_image_configs', dir),
    readSeed<BranchImageRecord>('branch_images', dir),
  ]);
  const heroImages: Partial<Record<BranchSlug, BranchImageBody>> = {};
  for (const { slug } of branches) {
    const config = configs.find((c) => c.branch_id === slug);
    const best = config && pickBestImage(config, images.filter((i) => i.branch_id === slug));
    if (best) heroImages[slug] = toBranchImageBody(best);
  }
  return { demoTracks: [...tracks].sort(compareListOrder).map(toDemoTrack), heroImages };
}
