/**
 * The middy wrapper of every event-bus target: Lambda context in the logs, outcomes counted. A failed
 * attempt the use case recorded (retrying / failed) is counted and the event ends; an error thrown
 * (nothing could be recorded, or an event nobody can act on) is logged, counted and RE-THROWN so
 * EventBridge/Lambda retry the event and finally dead-letter it.
 */
import middy, { type MiddyfiedHandler } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context } from 'aws-lambda';
import type { BusEvent, MetricName } from '@rufbereit/shared';
import { logger } from '../logger';
import { countMetric, publishMetrics } from '../metrics';
import type { DeliveryOutcome } from '../use-cases/delivery';

export type BusEventHandler = MiddyfiedHandler<BusEvent, void, Error, Context>;

/** Metrics a target counts: work done (not a skipped duplicate), failed attempts, and giving up. */
export interface BusEventMetrics {
  done: MetricName;
  failed: MetricName;
  /** The attempt failed and the retry window is over (alarmed). */
  failedForGood?: MetricName;
}

export function createBusEventHandler(
  handle: (event: BusEvent, context: Context) => Promise<DeliveryOutcome>,
  counted: BusEventMetrics,
): BusEventHandler {
  return middy<BusEvent, void, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(publishMetrics())
    .use({
      before: ({ event }) => {
        logger.appendKeys({ eventId: event.id, detailType: event['detail-type'] });
      },
      onError: ({ error }) => {
        logger.error('Event handling failed; the event will be retried or dead-lettered', { error });
        countMetric(counted.failed);
      },
    })
    .handler(async (event, context) => {
      const outcome = await handle(event, context);
      if (outcome === 'done') countMetric(counted.done);
      if (outcome === 'retrying' || outcome === 'failed') countMetric(counted.failed);
      if (outcome === 'failed' && counted.failedForGood) countMetric(counted.failedForGood);
    });
}
