import type { RuntimeConfig } from '@rufbereit/shared';
import type { ApiOrigin, MediaOrigin } from '../core/edge';
import { LOCAL_REGION } from '../core/ports';
import type { StandIn } from '../core/stand-in';
import { startSiteServer, type LocalSite } from './site-server';

export interface SiteNeeds {
  /** The built site; none serves only `/api`, `/media` and `/runtime-config.json` (tests, `npm run dev`). */
  distDir?: string;
  api: ApiOrigin;
  media: MediaOrigin;
  /** Where the browser app signs in (the local Cognito) and uploads to (the bucket). */
  pool: { userPoolId: string; clientId: string; endpoint: string };
  s3Endpoint: string;
  /** Compress the site's text files at start-up (in the background) rather than on first request. */
  precompress: boolean;
}

/** CloudFront and the site bucket: the site server on PORT, the one door to the site, `/api` and `/media`. */
export const siteStandIn: StandIn<SiteNeeds, LocalSite> = {
  name: 'site',
  standsInFor: 'CloudFront + the site bucket',
  emulator: 'ours',
  adds: [
    "the CloudFront function's path rules (`path-rules.ts`): index rewrite, redirects from the shared table, the 404 page",
    "the response headers policies' security headers, incl. the inline script hashes of the built site (`site-server.ts`, `static-files.ts`)",
    '`/api` and `/media` routing; `/demo-player` and `/demo-playlist` to `/api/player-pages/{page}` with their query, as their behaviours do (decision 0016)',
    "on `/api` it sets `x-viewer-address` to the visitor's address, overwriting the client's, as the CloudFront Function of `/api/*` does (`tests/security/per-client-limit.test.ts`)",
    '`/runtime-config.json`, the file the stack deploys beside the site (locally: the Cognito endpoint and `USER_PASSWORD_AUTH`)',
  ],
  gaps: [
    'image variants of any width and quality exist only locally (AWS serves the pre-generated ones)',
    'no secret origin header is set or checked (`x-origin-verify`)',
    'the 404 page is also sent for a missing file with a dot (AWS: the bucket\'s own 404)',
    'no WAF: no rate limit or managed rules locally',
  ],
  start: (context) =>
    startSiteServer({
      port: context.ports.site,
      distDir: context.distDir,
      api: context.api,
      media: context.media,
      // The browser app signs in at Cognito and uploads to the bucket directly.
      connectSources: [context.pool.endpoint, context.s3Endpoint],
      runtimeConfig: {
        region: LOCAL_REGION,
        userPoolId: context.pool.userPoolId,
        userPoolClientId: context.pool.clientId,
        // Local only: where Cognito is, and the flow cognito-local supports (no SRP).
        cognitoEndpoint: context.pool.endpoint,
        authFlowType: 'USER_PASSWORD_AUTH',
      } satisfies RuntimeConfig,
      log: context.warn,
      precompress: context.precompress,
    }),
};
