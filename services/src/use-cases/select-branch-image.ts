/**
 * The hero image of an industry page (spec: calls): of the branch's images that are at least as large
 * as its configuration demands, the one with the highest score. Repository as an argument, so the
 * rule is testable without DynamoDB.
 */
import { pickBestImage, toBranchImageBody, type BranchImageBody, type BranchImageConfigRecord, type BranchImageRecord, type BranchSlug } from '@rufbereit/shared';

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

/** The rule itself lives in shared/ (the prerenderer applies it to the seed at build time). */
export { pickBestImage };

export async function selectBranchImage(deps: { repository: BranchImageRepository }, branch: BranchSlug): Promise<BranchImageOutcome> {
  const [config, images] = await Promise.all([deps.repository.getConfig(branch), deps.repository.listImages(branch)]);
  if (!config) return { status: 'noConfig' };
  const best = pickBestImage(config, images);
  if (!best) return { status: 'noSuitableImage' };
  return { status: 'found', image: toBranchImageBody(best) };
}
