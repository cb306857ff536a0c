/**
 * The middy wrapper of every HTTP handler: Lambda context in the logs, and every error turned into a
 * JSON answer — an HttpError into its 4xx, anything else into a logged 500 with a German message
 * that reveals nothing. Bad input never reaches the 500 path: parsing and validation throw HttpError.
 * Because a fault becomes an answer, Lambda's Errors metric never sees it: the wrapper counts 500s
 * (ApiServerError) and input rejections (ValidationRejected) as application metrics instead.
 */
import middy, { type MiddlewareObj, type MiddyfiedHandler } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { apiMessages, metricNames } from '@rufbereit/shared';
import { logger } from '../logger';
import { countMetric, publishMetrics } from '../metrics';
import { HttpError } from './http-error';
import { originVerification } from './origin-verification';
import { errorResponse } from './responses';

export type HttpHandler = MiddyfiedHandler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

/** Answers to input the schema or the body rules refused (invalid, too large, not JSON). */
const INPUT_REJECTIONS = new Set([400, 413, 415]);

export function jsonErrorResponses(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request) => {
      const error = request.error;
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

export function createHttpHandler(
  handle: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>,
): HttpHandler {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(publishMetrics())
    .use(jsonErrorResponses())
    .use(originVerification())
    .handler(handle);
}
