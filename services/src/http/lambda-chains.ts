/**
 * The middy chains of every Lambda function, in one place: each function is built on exactly one. It
 * sits in http/ beside the HTTP middlewares it composes, so no import runs from http/ back up to it.
 * - httpChain: API routes (./api-handler.ts createHttpHandler / createProtectedHandler, ./form-handler.ts).
 * - busChain: event-bus targets (events/bus-event-handler.ts).
 * - scheduledChain: scheduled functions (handlers/publish-sweeper.ts); a thrown error fails the run, so the
 *   function's error alarm sees it.
 * - triggerChain: Cognito triggers (handlers/cognito-triggers.ts); a thrown error is Cognito's refusal.
 * All start with the Lambda context in the logs and the invocation's metrics written once it ends
 * (publishMetrics sits before the middlewares that count: middy runs `after`/`onError` in reverse order).
 */
import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { BusEvent, MetricName } from '@rufbereit/shared';
import { jsonErrorResponses } from './json-error-responses';
import { originVerification } from './origin-verification';
import { correlateWithAccessLog } from './trace-correlation';
import { logViewerAddress } from './viewer-address';
import { logger } from '../logger';
import { countMetric, publishMetrics } from '../metrics';

type HttpMiddleware<C extends Context> = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, C>;

/**
 * The chain every HTTP handler runs, public or protected: context in the logs with API Gateway's request
 * id (the access log's key, ./trace-correlation.ts), metrics, error answers (./json-error-responses.ts),
 * the CloudFront origin check, then the viewer's address (set by the edge, trusted only after that check)
 * on every log line. The form routes add the spam protection (./form-handler.ts), so only
 * their bundles carry its SSM and replay-store code.
 */
export function httpChain<C extends Context>() {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, C>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(correlateWithAccessLog() as HttpMiddleware<C>)
    .use(publishMetrics() as HttpMiddleware<C>)
    .use(jsonErrorResponses() as HttpMiddleware<C>)
    .use(originVerification() as HttpMiddleware<C>)
    .use(logViewerAddress() as HttpMiddleware<C>);
}

/**
 * The chain of an event-bus target: the event's id and type on every log line; an error thrown is
 * logged, counted as `failed` and RE-THROWN, so EventBridge/Lambda retry the event and finally dead-letter it.
 */
export function busChain(failed: MetricName) {
  return middy<BusEvent, void, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(publishMetrics())
    .use({
      before: ({ event }) => {
        logger.appendKeys({ eventId: event.id, detailType: event['detail-type'] });
      },
      onError: ({ error }) => {
        logger.error('Event handling failed; the event will be retried or dead-lettered', { error });
        countMetric(failed);
      },
    });
}

/** The chain of a scheduled function: an error thrown fails the run (and shows in the function's error alarm). */
export function scheduledChain() {
  return middy<unknown, void, Error, Context>().use(injectLambdaContext(logger, { resetKeys: true })).use(publishMetrics());
}

/** The chain of a Cognito trigger: it answers the (possibly changed) event; an error thrown makes Cognito refuse. */
export function triggerChain<E>() {
  return middy<E, E, Error, Context>().use(injectLambdaContext(logger, { resetKeys: true })).use(publishMetrics());
}
