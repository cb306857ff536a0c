/**
 * The middy wrapper of every event-bus target: Lambda context in the logs, the failure logged, and
 * the error RE-THROWN so EventBridge/Lambda retry the event and finally dead-letter it.
 */
import middy, { type MiddyfiedHandler } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context } from 'aws-lambda';
import type { BusEvent } from '@rufbereit/shared';
import { logger } from '../logger';

export type BusEventHandler = MiddyfiedHandler<BusEvent, void, Error, Context>;

export function createBusEventHandler(handle: (event: BusEvent) => Promise<void>): BusEventHandler {
  return middy<BusEvent, void, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      before: ({ event }) => {
        logger.appendKeys({ eventId: event.id, detailType: event['detail-type'] });
      },
      onError: ({ error }) => {
        logger.error('Event handling failed; the event will be retried or dead-lettered', { error });
      },
    })
    .handler(handle);
}
