import type { BranchSlug } from '../site/site-routes';

/**
 * Hero images of the industry pages (spec: entities "Branch image config" / "Branch image", calls).
 * Per branch, a configuration sets the minimum size; of the images at least that large, the one with
 * the highest score is shown. Served by GET /api/branch-images/{branch}.
 */

/** An item of the branch_image_configs table (partition key branch_id). */
export interface BranchImageConfigRecord {
  branch_id: BranchSlug;
  min_width: number;
  min_height: number;
}

/** An item of the branch_images table (partition key branch_id, sort key image_id). */
export interface BranchImageRecord {
  branch_id: BranchSlug;
  image_id: string;
  /** Site-relative URL of the original, e.g. `/media/images/branches/tierarztpraxen-1.jpg`. */
  image_url: string;
  image_width: number;
  image_height: number;
  /** Higher is better; the best suitable image wins. */
  image_score: number;
  alt_text: string;
}

/** 200 answer of GET /api/branch-images/{branch}. */
export type BranchImageBody = Pick<BranchImageRecord, 'image_url' | 'image_width' | 'image_height' | 'alt_text' | 'image_score'>;

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

/** The public fields of an image record (the 200 answer of GET /api/branch-images/{branch}). */
export function toBranchImageBody(image: BranchImageRecord): BranchImageBody {
  const { image_url, image_width, image_height, alt_text, image_score } = image;
  return { image_url, image_width, image_height, alt_text, image_score };
}

/** Browser cache lifetime of a 200 answer: the choice changes only when the tables change. */
export const BRANCH_IMAGE_MAX_AGE_SECONDS = 300;

/**
 * Query parameters of image URLs (spec: calls): `format=webp&quality=80&width=W`, 1x/2x widths,
 * 640/1280 on narrow screens, and no width above 1920. The local media server honours them
 * (infra/local/s3/image-transform.ts).
 */
export const IMAGE_URL_PARAMS = {
  format: 'webp',
  quality: 80,
  maxWidth: 1920,
  narrowWidths: [640, 1280],
  wideWidths: [960, 1920],
} as const;

/** Widths the site asks for (1x/2x, narrow and wide); an image's own width (≤ maxWidth) is the fallback. */
export const IMAGE_VARIANT_WIDTHS = [...IMAGE_URL_PARAMS.narrowWidths, ...IMAGE_URL_PARAMS.wideWidths].sort((a, b) => a - b);

/**
 * Path (= media bucket key, without the leading slash) of a pre-generated variant on AWS, where
 * CloudFront maps `{path}?format=webp&quality=80&width=W` to it; locally the media server renders
 * the same bytes on the fly.
 */
export const imageVariantPath = (path: string, width: number, quality: number = IMAGE_URL_PARAMS.quality): string =>
  `${path}.${width}w-q${quality}.${IMAGE_URL_PARAMS.format}`;
