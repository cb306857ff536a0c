import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Why the built site cannot be deployed from `distDir`, in one line; undefined when it can.
 * A stack without its pages would deploy an empty site, so synth and deploy stop instead.
 */
export function missingSiteMessage(distDir: string): string | undefined {
  if (existsSync(path.join(distDir, 'index.html'))) return undefined;
  return `The built site is missing (${path.join(distDir, 'index.html')} not found): run \`npm run build\` before \`cdk synth\` or \`cdk deploy\`.`;
}
