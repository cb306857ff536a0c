/**
 * The one check of every public form route, driven by the shared route table (`proofOfWork: true`),
 * before the handler runs:
 * 1. a solved proof-of-work challenge, correctly signed and unexpired (else 403, the form fetches a
 *    fresh challenge and keeps its values);
 * 2. never used before (replay store; else 403);
 * 3. honeypot empty and the minimum fill time passed since the challenge was issued; a submission that
 *    trips either is answered like a success (the bot learns nothing), stored nowhere, counted;
 * 4. at most REQUESTS_PER_CLIENT_PER_HOUR posts per client and route (else 429); the client is the
 *    viewer's address the edge hands over (./viewer-address.ts: an IPv6 visitor by its /64); the
 *    counter is written in parallel with the claim of step 2, so a replay or a trapped post counts too.
 * The replay store and the counters live in DynamoDB: unreachable, the answer is 503 (nothing stored).
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, PROOF_OF_WORK_HEADER, apiRoutes, metricNames, spamMessages, type ApiRoute } from '@rufbereit/shared';
import { countWithinHourlyLimit } from '../adapters/dynamo-spam-store';
import { logger } from '../logger';
import { countMetric } from '../metrics';
import { acceptProofOnceWith } from '../spam/one-time-proof';
import { decoyAnswer } from './spam-decoy';
import { minFillSeconds, requestsPerClientPerHour } from '../config';
import { HttpError } from './http-error';
import { headerValue, parseJsonBody } from './request-body';
import { answerStoreUnavailable } from './store-unavailable';
import { clientKey, viewerAddress } from './viewer-address';

const protectedRoutes = new Map((apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => r.proofOfWork).map((r) => [`${r.method} ${r.path}`, r]));

/** The route table entry of the event if it needs the proof of work (API Gateway's routeKey is `METHOD /path`). */
export const proofOfWorkRoute = (event: Pick<APIGatewayProxyEventV2, 'routeKey'>): ApiRoute | undefined => protectedRoutes.get(event.routeKey);

const hasHoneypotValue = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return !(value === undefined || value === null || value === '');
};

export function spamProtection(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: async ({ event }) => {
      const route = proofOfWorkRoute(event);
      if (!route) return undefined;
      const now = new Date();
      // Runs after the origin check (httpChain), so the edge's viewer header can be trusted.
      const client = clientKey(viewerAddress(event));
      // The client's counter is written together with the proof's claim (one round trip, not two).
      const { proof, alongside: withinClientLimit } = await acceptProofOnceWith(headerValue(event, PROOF_OF_WORK_HEADER), now, () =>
        countWithinHourlyLimit(`client#${route.id}#${client}`, requestsPerClientPerHour()),
      ).catch(answerStoreUnavailable);
      if (!proof.accepted) {
        logger.info('Proof of work refused', { route: route.id, reason: proof.reason });
        countMetric(metricNames.proofOfWorkRejected);
        throw new HttpError(403, { message: spamMessages.challengeFailed });
      }
      const body = parseJsonBody(event);
      const tooFast = now.getTime() / 1000 - proof.issuedAt < minFillSeconds();
      if (tooFast || hasHoneypotValue(body)) {
        logger.info('Spam trap tripped', { route: route.id, trap: tooFast ? 'fillTime' : 'honeypot' });
        countMetric(metricNames.spamTrapped);
        return decoyAnswer(route, body, headerValue(event, IDEMPOTENCY_HEADER), now);
      }
      if (!withinClientLimit) {
        logger.info('Form limit reached', { route: route.id, client });
        countMetric(metricNames.formLimitReached);
        throw new HttpError(429, { message: spamMessages.tooManyRequests });
      }
      return undefined;
    },
  };
}
