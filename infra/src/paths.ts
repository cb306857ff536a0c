import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root: the handlers are bundled from here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Source file of a Lambda handler named in the shared route table or event rules. */
export const handlerEntry = (handler: string): string => path.join(repoRoot, 'services/src/handlers', `${handler}.ts`);

/** Seed content: DynamoDB items (`{table}.json`) and media files, for `npm start` and the stack. */
export const seedDynamoDir = path.join(repoRoot, 'infra/local/seed/dynamodb');
export const seedMediaDir = path.join(repoRoot, 'infra/local/seed/media');
/** Generated WebP variants of the seed images (scripts/make-image-variants.ts), a build cache. */
export const seedMediaVariantsDir = path.join(repoRoot, 'node_modules/.cache/rufbereit-image-variants');

/** Output of `npm run build` (the prerendered site). */
export const webDistDir = path.join(repoRoot, 'web/dist');
