import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_URL_PARAMS, IMAGE_VARIANT_WIDTHS, imageVariantPath } from '@rufbereit/shared';
import { transformImage } from './image-transform';

const SOURCE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };
const MANIFEST = '.sources.json';

/** Two synths at once (parallel test files) may generate together: nobody reads a half-written file. */
function writeAtomically(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

function listImages(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listImages(full, base);
    return SOURCE_TYPES[path.extname(entry.name).toLowerCase()] ? [path.relative(base, full)] : [];
  });
}

/**
 * Writes, for every raster image below `sourceDir`, the WebP variants the site requests
 * (IMAGE_VARIANT_WIDTHS and the image's own width, capped at the maximum) to `outDir`, at the same
 * relative path + `imageVariantPath`. The bytes come from the local media server's own transform,
 * so AWS serves what `npm start` serves. Unchanged sources (by hash) are skipped.
 */
export async function generateImageVariants(sourceDir: string, outDir: string): Promise<{ written: number; images: number }> {
  mkdirSync(outDir, { recursive: true });
  const manifestFile = path.join(outDir, MANIFEST);
  const previous = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>) : {};
  const manifest: Record<string, string> = {};
  const images = listImages(sourceDir);
  let written = 0;
  for (const relative of images) {
    const body = readFileSync(path.join(sourceDir, relative));
    const hash = createHash('sha256').update(body).digest('hex');
    manifest[relative] = hash;
    const { width = IMAGE_URL_PARAMS.maxWidth } = await sharp(body).metadata();
    const widths = [...new Set([...IMAGE_VARIANT_WIDTHS, Math.min(width, IMAGE_URL_PARAMS.maxWidth)])];
    const targets = widths.map((w) => ({ w, file: path.join(outDir, imageVariantPath(relative, w)) }));
    if (previous[relative] === hash && targets.every((t) => existsSync(t.file))) continue;
    for (const { w, file } of targets) {
      const query = new URLSearchParams({ format: IMAGE_URL_PARAMS.format, quality: String(IMAGE_URL_PARAMS.quality), width: String(w) });
      const variant = await transformImage(body, SOURCE_TYPES[path.extname(relative).toLowerCase()] ?? '', query);
      if (!variant) throw new Error(`${relative}: no variant`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeAtomically(file, variant.body);
      written += 1;
    }
  }
  writeAtomically(manifestFile, JSON.stringify(manifest, null, 1));
  return { written, images: images.length };
}
