/**
 * Refuses API requests that did not come through CloudFront. On AWS the stack sets
 * ORIGIN_VERIFY_SECRET on every API function and CloudFront sends the same value in the
 * `x-origin-verify` header; a call straight to the execute-api endpoint lacks it and gets 403.
 * Locally (no secret set) the local gateway is the only way in, so nothing is checked.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, apiMessages } from '@rufbereit/shared';
import { HttpError } from './http-error';
import { headerValue } from './request-body';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time comparison (equal-length digests), so the secret cannot be guessed by timing. */
export function isFromOrigin(event: Pick<APIGatewayProxyEventV2, 'headers'>, secret: string | undefined): boolean {
  if (!secret) return true;
  const sent = headerValue(event, ORIGIN_VERIFY_HEADER);
  return sent !== undefined && timingSafeEqual(digest(sent), digest(secret));
}

export function originVerification(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: ({ event }) => {
      if (!isFromOrigin(event, process.env[ORIGIN_VERIFY_SECRET_ENV])) {
        throw new HttpError(403, { message: apiMessages.directAccess });
      }
    },
  };
}
