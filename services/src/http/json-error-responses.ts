/**
 * The error answer of every HTTP handler: a use case's Refusal (mapped in ./refusal-status.ts) or an
 * HttpError of the parsing helpers becomes its status and JSON body; a 503 (a store or partner that
 * cannot be reached) is logged as an error with its cause; anything else becomes a logged 500 with a
 * German message that reveals nothing. Because a fault becomes an answer, Lambda's Errors metric never
 * sees it: 5xx answers count as ApiServerError and input rejections as ValidationRejected instead.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiMessages, metricNames } from '@rufbereit/shared';
import { logger } from '../logger';
import { countMetric } from '../metrics';
import { HttpError } from './http-error';
import { asHttpError } from './refusal-status';
import { errorResponse } from './responses';

/** Answers to input the schema or the body rules refused (invalid, too large, not JSON). */
const INPUT_REJECTIONS = new Set([400, 413, 415]);

export function jsonErrorResponses(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request) => {
      const error = asHttpError(request.error);
      if (error instanceof HttpError && error.statusCode >= 500) {
        // A refusal `unavailable`: not the caller's fault, logged with its cause.
        logger.error('A store or partner is unavailable', { error: request.error });
        countMetric(metricNames.apiServerError);
        request.response = errorResponse(error.statusCode, error.body);
        return;
      }
      if (error instanceof HttpError) {
        logger.info('Request rejected', { statusCode: error.statusCode, reason: error.body.message });
        if (INPUT_REJECTIONS.has(error.statusCode)) countMetric(metricNames.validationRejected);
        request.response = errorResponse(error.statusCode, error.body);
        return;
      }
      logger.error('Unhandled error', { error });
      countMetric(metricNames.apiServerError);
      request.response = errorResponse(500, { message: apiMessages.internal });
    },
  };
}
