import { IMAGE_URL_PARAMS, type BranchImageBody } from '@rufbereit/shared';

/** Below this viewport width the narrow widths (640/1280) are used. */
export const NARROW_MEDIA = '(max-width: 767px)';

/** `{url}?format=webp&quality=80&width={width}` (spec: calls), keeping any query the URL already has. */
export function imageVariantUrl(url: string, width: number): string {
  const params = new URLSearchParams({ format: IMAGE_URL_PARAMS.format, quality: String(IMAGE_URL_PARAMS.quality), width: String(width) });
  return `${url}${url.includes('?') ? '&' : '?'}${params.toString()}`;
}

const densities = (url: string, [one, two]: readonly [number, number]): string =>
  `${imageVariantUrl(url, one)} 1x, ${imageVariantUrl(url, two)} 2x`;

export interface HeroImageSources {
  /** For <source media={NARROW_MEDIA}>: 640 at 1x, 1280 at 2x. */
  narrowSrcSet: string;
  /** For the <img>: 960 at 1x, 1920 at 2x. */
  wideSrcSet: string;
  /** The <img src> for browsers without srcset: the image's own width, at most 1920. */
  fallbackSrc: string;
}

export function heroImageSources(image: Pick<BranchImageBody, 'image_url' | 'image_width'>): HeroImageSources {
  return {
    narrowSrcSet: densities(image.image_url, IMAGE_URL_PARAMS.narrowWidths),
    wideSrcSet: densities(image.image_url, IMAGE_URL_PARAMS.wideWidths),
    fallbackSrc: imageVariantUrl(image.image_url, Math.min(image.image_width, IMAGE_URL_PARAMS.maxWidth)),
  };
}
