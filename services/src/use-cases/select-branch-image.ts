/**
 * The hero image of an industry page (spec: calls): of the branch's images that are at least as large
 * as its configuration demands, the one with the highest score. Repository as an argument, so the
 * rule is testable without DynamoDB.
 */
import { branchImageMessages, pickBestImage, toBranchImageBody, type BranchImageBody, type BranchImageConfigRecord, type BranchImageRecord, type BranchSlug } from '@rufbereit/shared';
import { Refusal } from './refusal';

export interface BranchImageRepository {
  /** The size requirement of a branch, or undefined when none is configured. */
  getConfig(branch: BranchSlug): Promise<BranchImageConfigRecord | undefined>;
  /** Every image stored for the branch, in any order. */
  listImages(branch: BranchSlug): Promise<BranchImageRecord[]>;
}


/** The rule itself lives in shared/ (the prerenderer applies it to the seed at build time). */
export { pickBestImage };

/** The branch's best image; a refusal `notFound` when the branch has no configuration or no image fits it. */
export async function selectBranchImage(deps: { repository: BranchImageRepository }, branch: BranchSlug): Promise<BranchImageBody> {
  const [config, images] = await Promise.all([deps.repository.getConfig(branch), deps.repository.listImages(branch)]);
  if (!config) throw new Refusal('notFound', branchImageMessages.noConfig);
  const best = pickBestImage(config, images);
  if (!best) throw new Refusal('notFound', branchImageMessages.noSuitableImage);
  return toBranchImageBody(best);
}
