/**
 * Pre-generates the WebP variants of the seed images for AWS (CloudFront maps the variant query to
 * them): `npx tsx scripts/make-image-variants.ts [sourceDir] [outDir]`. The stack runs it at synth
 * (infra/src/constructs/seed.ts); unchanged images are skipped.
 */
import { generateImageVariants } from '../infra/local/s3/image-variants';
import { seedMediaDir, seedMediaVariantsDir } from '../infra/src/paths';

const [sourceDir = seedMediaDir, outDir = seedMediaVariantsDir] = process.argv.slice(2);
const { written, images } = await generateImageVariants(sourceDir, outDir);
if (written > 0) console.error(`image variants: ${images} image(s), ${written} variant(s) written to ${outDir}`);
