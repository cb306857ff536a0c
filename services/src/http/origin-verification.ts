/**
 * Refuses API requests that did not come through CloudFront. On AWS CloudFront sends the origin
 * secret in the `x-origin-verify` header and every API function compares it with the values it
 * accepts (origin-secrets.ts: the current and the previous one, read at run time); a call straight
 * to the execute-api endpoint lacks it and gets 403. Locally (no secret set) the local gateway is
 * the only way in, so nothing is checked.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, apiMessages } from '@rufbereit/shared';
import { HttpError } from './http-error';
import { originSecretsFromEnv, type OriginSecrets } from './origin-secrets';
import { headerValue } from './request-body';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Constant-time comparison (equal-length digests) with each accepted value, so the secret cannot be
 * guessed by timing. No accepted value: nothing configured, nothing checked.
 */
export function isFromOrigin(event: Pick<APIGatewayProxyEventV2, 'headers'>, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return true;
  const sent = headerValue(event, ORIGIN_VERIFY_HEADER);
  if (sent === undefined) return false;
  const sentDigest = digest(sent);
  // Every value is compared (no early exit), so the timing does not tell which one matched.
  return accepted.map((value) => timingSafeEqual(sentDigest, digest(value))).includes(true);
}

/** One per function instance: the accepted values are cached across its requests. */
const defaultSecrets = originSecretsFromEnv();

export function originVerification(secrets: OriginSecrets = defaultSecrets): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: async ({ event }) => {
      if (!isFromOrigin(event, await secrets.accepted())) {
        throw new HttpError(403, { message: apiMessages.directAccess });
      }
    },
  };
}
