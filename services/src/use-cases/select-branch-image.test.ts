import { describe, expect, it } from 'vitest';
import type { BranchImageConfigRecord, BranchImageRecord } from '@rufbereit/shared';
import { pickBestImage, selectBranchImage, type BranchImageRepository } from './select-branch-image';

const config: BranchImageConfigRecord = { branch_id: 'friseursalons', min_width: 800, min_height: 600 };
const img = (image_id: string, image_width: number, image_height: number, image_score: number): BranchImageRecord => ({
  branch_id: 'friseursalons',
  image_id,
  image_url: `/media/images/branches/${image_id}.jpg`,
  image_width,
  image_height,
  image_score,
  alt_text: image_id,
});

describe('pickBestImage', () => {
  it('takes the highest score among images at least min_width x min_height', () => {
    const images = [img('small-star', 640, 480, 0.99), img('a', 1600, 1200, 0.6), img('b', 800, 600, 0.8), img('tall', 600, 1200, 0.95)];
    expect(pickBestImage(config, images)?.image_id).toBe('b');
  });

  it('breaks a tie in score by size, then by id, whatever the order', () => {
    const images = [img('z', 1600, 1200, 0.8), img('y', 1600, 1200, 0.8), img('small', 800, 600, 0.8)];
    expect(pickBestImage(config, images)?.image_id).toBe('y');
    expect(pickBestImage(config, [...images].reverse())?.image_id).toBe('y');
  });

  it('finds nothing when every image is too small', () => {
    expect(pickBestImage(config, [img('s', 1600, 599, 1)])).toBeUndefined();
    expect(pickBestImage(config, [])).toBeUndefined();
  });
});

describe('selectBranchImage', () => {
  const repo = (cfg: BranchImageConfigRecord | undefined, images: BranchImageRecord[]): BranchImageRepository => ({
    getConfig: () => Promise.resolve(cfg),
    listImages: () => Promise.resolve(images),
  });

  it('reports a missing configuration before looking at images', async () => {
    await expect(selectBranchImage({ repository: repo(undefined, [img('a', 1600, 1200, 1)]) }, 'friseursalons')).rejects.toMatchObject({ reason: 'notFound', message: 'No image configuration found' });
  });

  it('answers only the public fields of the winner', async () => {
    const image = await selectBranchImage({ repository: repo(config, [img('a', 1600, 1200, 0.9)]) }, 'friseursalons');
    expect(image).toEqual({ image_url: '/media/images/branches/a.jpg', image_width: 1600, image_height: 1200, alt_text: 'a', image_score: 0.9 });
  });
});
