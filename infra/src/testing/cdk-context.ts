/** The context of `cdk.json` (feature flags included), so stack tests build what `cdk synth` builds. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteSettings } from '@rufbereit/shared';
import { CONTEXT_KEYS } from '../config';
import { repoRoot } from '../paths';

interface CdkJson {
  context: Record<string, unknown>;
}

export const cdkJsonContext: Readonly<Record<string, unknown>> = (
  JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as CdkJson
).context;

/** cdk.json's context plus the test's own values (which win). */
export const appContext = (context: Record<string, unknown> = {}): Record<string, unknown> => ({ ...cdkJsonContext, ...context });

/**
 * The custom domain a prod stack must have (config.ts, requireLaunchDomain): the host of the site's
 * public address, so the stage's origins (mail links, the media bucket's CORS) stay that one address.
 */
export const PROD_DOMAIN_CONTEXT: Readonly<Record<string, string>> = {
  [CONTEXT_KEYS.domainNames]: new URL(siteSettings.siteUrl).hostname,
  [CONTEXT_KEYS.certificateArn]: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
};
