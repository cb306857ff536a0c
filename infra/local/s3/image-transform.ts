import sharp from 'sharp';
import { IMAGE_URL_PARAMS } from '@rufbereit/shared';

/**
 * Image variants for the local /media route: `?format=webp&quality=80&width=960` on an image URL
 * (spec: calls) gives a resized WebP, as an image CDN would. The original stays in the bucket.
 */
export interface TransformedImage {
  body: Buffer;
  contentType: string;
}

/** Raster formats sharp reads and writes; SVG and anything else pass through untouched. */
const encoders = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;
type SourceType = keyof typeof encoders;
const isSourceType = (type: string): type is SourceType => type in encoders;

export const DEFAULT_IMAGE_QUALITY = IMAGE_URL_PARAMS.quality;
export const MAX_IMAGE_WIDTH = IMAGE_URL_PARAMS.maxWidth;

/** A whole number within [min, max], or undefined for anything else ("80px", "", "1e3"). */
function integerParam(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/**
 * Applies format (only `webp`), quality (1–100, default 80) and width (no enlargement, at most
 * 1920) to an image. Returns null when the query asks for none of them or the body is not a raster
 * image: the caller then serves the original bytes (with Range support) as before.
 * Invalid values are ignored rather than answered with an error, like common image CDNs.
 */
export async function transformImage(body: Buffer, contentType: string, query: URLSearchParams): Promise<TransformedImage | null> {
  const sourceType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isSourceType(sourceType)) return null;
  if (!query.has('format') && !query.has('quality') && !query.has('width')) return null;

  const toWebp = query.get('format')?.toLowerCase() === IMAGE_URL_PARAMS.format;
  const quality = integerParam(query.get('quality'), 1, 100) ?? DEFAULT_IMAGE_QUALITY;
  const requestedWidth = integerParam(query.get('width'), 1, Number.MAX_SAFE_INTEGER);
  const width = requestedWidth === undefined ? undefined : Math.min(requestedWidth, MAX_IMAGE_WIDTH);

  // rotate(): honour EXIF orientation before resizing, since the metadata is dropped on output.
  let image = sharp(body, { failOn: 'error' }).rotate();
  const { width: sourceWidth } = await image.metadata();
  // Even without a width parameter nothing leaves wider than the maximum.
  const targetWidth = width ?? (sourceWidth !== undefined && sourceWidth > MAX_IMAGE_WIDTH ? MAX_IMAGE_WIDTH : undefined);
  if (targetWidth !== undefined) image = image.resize({ width: targetWidth, withoutEnlargement: true });

  const format = toWebp ? 'webp' : encoders[sourceType];
  switch (format) {
    case 'webp':
      image = image.webp({ quality });
      break;
    case 'jpeg':
      image = image.jpeg({ quality, mozjpeg: true });
      break;
    case 'png':
      // PNG is lossless: quality applies to palette quantisation only, so keep it untouched.
      image = image.png();
      break;
    case 'avif':
      image = image.avif({ quality });
      break;
  }
  return { body: await image.toBuffer(), contentType: `image/${format}` };
}
