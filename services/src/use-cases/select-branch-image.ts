/**
 * The hero image of an industry page (spec: calls): of the branch's images that are at least as large
 * as its configuration demands, the one with the highest score. Repository as an argument, so the
 * rule is testable without DynamoDB.
 */
import type { BranchImageBody, BranchImageConfigRecord, BranchImageRecord, BranchSlug } from '@rufbereit/shared';

export interface BranchImageRepository {
  /** The size requirement of a branch, or undefined when none is configured. */
  getConfig(branch: BranchSlug): Promise<BranchImageConfigRecord | undefined>;
  /** Every image stored for the branch, in any order. */
  listImages(branch: BranchSlug): Promise<BranchImageRecord[]>;
}

export type BranchImageOutcome =
  | { status: 'found'; image: BranchImageBody }
  | { status: 'noConfig' }
  | { status: 'noSuitableImage' };

/**
 * Keeps images with width >= min_width AND height >= min_height, and returns the highest score.
 * Equal scores: the larger image (more pixels), then the smaller image_id, so the answer is stable.
 */
export function pickBestImage(config: BranchImageConfigRecord, images: readonly BranchImageRecord[]): BranchImageRecord | undefined {
  let best: BranchImageRecord | undefined;
  for (const image of images) {
    if (image.image_width < config.min_width || image.image_height < config.min_height) continue;
    if (!best || isBetter(image, best)) best = image;
  }
  return best;
}

function isBetter(candidate: BranchImageRecord, current: BranchImageRecord): boolean {
  if (candidate.image_score !== current.image_score) return candidate.image_score > current.image_score;
  const pixels = (i: BranchImageRecord) => i.image_width * i.image_height;
  if (pixels(candidate) !== pixels(current)) return pixels(candidate) > pixels(current);
  return candidate.image_id < current.image_id;
}

export async function selectBranchImage(repository: BranchImageRepository, branch: BranchSlug): Promise<BranchImageOutcome> {
  const [config, images] = await Promise.all([repository.getConfig(branch), repository.listImages(branch)]);
  if (!config) return { status: 'noConfig' };
  const best = pickBestImage(config, images);
  if (!best) return { status: 'noSuitableImage' };
  const { image_url, image_width, image_height, alt_text, image_score } = best;
  return { status: 'found', image: { image_url, image_width, image_height, alt_text, image_score } };
}
