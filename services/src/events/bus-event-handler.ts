/**
 * Every event-bus target, built on the bus chain (../http/lambda-chains.ts): Lambda context in the logs, outcomes counted. A failed
 * attempt the use case recorded (retrying / failed) is counted and the event ends; an error thrown
 * (nothing could be recorded, or an event nobody can act on) is logged, counted and RE-THROWN so
 * EventBridge/Lambda retry the event and finally dead-letter it.
 */
import type { MiddyfiedHandler } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { BusEvent, MetricName } from '@rufbereit/shared';
import { busChain } from '../http/lambda-chains';
import { countMetric } from '../metrics';
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
  return busChain(counted.failed)
    .handler(async (event, context) => {
      const outcome = await handle(event, context);
      if (outcome === 'done') countMetric(counted.done);
      if (outcome === 'retrying' || outcome === 'failed') countMetric(counted.failed);
      if (outcome === 'failed' && counted.failedForGood) countMetric(counted.failedForGood);
    });
}
