import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantPath } from '@rufbereit/shared';
import { transformImage } from './image-transform';
import { generateImageVariants } from './image-variants';

let dir: string;
let jpeg: Buffer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'image-variants-'));
  mkdirSync(path.join(dir, 'src/images'), { recursive: true });
  jpeg = await sharp({ create: { width: 1000, height: 750, channels: 3, background: { r: 120, g: 40, b: 200 } } }).jpeg().toBuffer();
  writeFileSync(path.join(dir, 'src/images/hero.jpg'), jpeg);
  writeFileSync(path.join(dir, 'src/notes.txt'), 'not an image');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pre-generated image variants (what CloudFront serves on AWS)', () => {
  it('writes each requested width and the image\'s own, byte for byte what the local media server renders', async () => {
    const out = path.join(dir, 'out');
    expect(await generateImageVariants(path.join(dir, 'src'), out)).toEqual({ images: 1, written: IMAGE_VARIANT_WIDTHS.length + 1 });
    const widths = [...IMAGE_VARIANT_WIDTHS, 1000];
    expect(readdirSync(path.join(out, 'images')).sort()).toEqual(widths.map((w) => path.basename(imageVariantPath('hero.jpg', w))).sort());
    for (const width of widths) {
      const local = await transformImage(jpeg, 'image/jpeg', new URLSearchParams({ format: 'webp', quality: '80', width: String(width) }));
      expect(readFileSync(path.join(out, imageVariantPath('images/hero.jpg', width))).equals(local?.body ?? Buffer.alloc(0)), String(width)).toBe(true);
    }
    // A second run finds everything up to date.
    expect(await generateImageVariants(path.join(dir, 'src'), out)).toEqual({ images: 1, written: 0 });
  });
});
