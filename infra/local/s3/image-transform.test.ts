import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { transformImage } from './image-transform';

/** A photo-like JPEG (soft noise), so quality visibly changes the size. */
async function jpeg(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp(noise).blur(1.5).jpeg({ quality: 95 }).toBuffer();
}

/** A plain JPEG: cheap to encode, for the size rules. */
const flat = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } }).jpeg().toBuffer();

let original: Buffer;
let photo: Buffer;
beforeAll(async () => {
  original = await flat(1600, 1200);
  photo = await jpeg(480, 360);
});

const q = (query: string) => new URLSearchParams(query);

describe('transformImage', () => {
  it('turns a JPEG into a WebP of the requested width, keeping the aspect ratio', async () => {
    const result = await transformImage(original, 'image/jpeg', q('format=webp&quality=80&width=640'));
    expect(result?.contentType).toBe('image/webp');
    const meta = await sharp(result?.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('never enlarges and never goes beyond 1920 px', async () => {
    const wider = await transformImage(original, 'image/jpeg', q('format=webp&width=1920'));
    expect(await sharp(wider?.body).metadata()).toMatchObject({ width: 1600, height: 1200 });

    const huge = await flat(2400, 1800);
    const capped = await transformImage(huge, 'image/jpeg', q('format=webp&width=5000'));
    expect(await sharp(capped?.body).metadata()).toMatchObject({ width: 1920, height: 1440 });
    const noWidth = await transformImage(huge, 'image/jpeg', q('format=webp'));
    expect(await sharp(noWidth?.body).metadata()).toMatchObject({ width: 1920 });
  });

  it('uses quality 1–100 (default 80): lower quality, smaller file; invalid values fall back to 80', async () => {
    const size = async (query: string) => (await transformImage(photo, 'image/jpeg', q(query)))?.body.byteLength ?? 0;
    const low = await size('format=webp&quality=10');
    const standard = await size('format=webp');
    expect(low).toBeLessThan(standard);
    expect(await size('format=webp&quality=80')).toBe(standard);
    for (const invalid of ['0', '101', 'abc', '80px']) expect(await size(`format=webp&quality=${invalid}`), invalid).toBe(standard);
  });

  it('keeps the original format when only width or quality is asked for', async () => {
    const result = await transformImage(original, 'image/jpeg; charset=binary', q('width=320'));
    expect(result?.contentType).toBe('image/jpeg');
    expect(await sharp(result?.body).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  });

  it('returns null without parameters, for non-images and for SVG', async () => {
    expect(await transformImage(original, 'image/jpeg', q(''))).toBeNull();
    expect(await transformImage(original, 'image/jpeg', q('foo=bar'))).toBeNull();
    expect(await transformImage(Buffer.from('ID3'), 'audio/mpeg', q('format=webp'))).toBeNull();
    expect(await transformImage(Buffer.from('<svg/>'), 'image/svg+xml', q('format=webp'))).toBeNull();
  });

  it('rejects a body that is not the image it claims to be', async () => {
    await expect(transformImage(Buffer.from('not an image'), 'image/jpeg', q('format=webp'))).rejects.toThrow();
  });
});
