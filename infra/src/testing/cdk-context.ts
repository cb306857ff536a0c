/** The context of `cdk.json` (feature flags included), so stack tests build what `cdk synth` builds. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths';

interface CdkJson {
  context: Record<string, unknown>;
}

export const cdkJsonContext: Readonly<Record<string, unknown>> = (
  JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as CdkJson
).context;

/** cdk.json's context plus the test's own values (which win). */
export const appContext = (context: Record<string, unknown> = {}): Record<string, unknown> => ({ ...cdkJsonContext, ...context });
