/**
 * `npx tsx scripts/generate-shared-index.ts`: writes shared/src/index.ts, the package's barrel, from the
 * modules' exports (scripts/shared-index.ts). Run it after adding, moving or renaming an export in shared/.
 */
import { writeFileSync } from 'node:fs';
import { renderSharedIndex, SHARED_INDEX } from './shared-index';

writeFileSync(SHARED_INDEX, renderSharedIndex());
console.log(`wrote ${SHARED_INDEX}`);
