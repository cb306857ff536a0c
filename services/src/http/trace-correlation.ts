/**
 * What ties a function's log lines to the rest of one request, without the X-Ray SDK (docs/decisions/
 * 0015-tracing.md): API Gateway HTTP APIs cannot trace, but their access log records `$context.requestId`
 * (constructs/api.ts). Each log line of the invocation carries the same id as `correlation_id`, and the
 * Powertools logger adds `xray_trace_id` by itself wherever Lambda's active tracing set `_X_AMZN_TRACE_ID`:
 * access log line → function log lines → the function's X-Ray trace.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from '../logger';

export function correlateWithAccessLog(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: ({ event }) => {
      // A temporary key: injectLambdaContext's resetKeys drops it after the invocation.
      const requestId = (event.requestContext as Partial<APIGatewayProxyEventV2['requestContext']> | undefined)?.requestId;
      if (requestId) logger.setCorrelationId(requestId);
    },
  };
}
