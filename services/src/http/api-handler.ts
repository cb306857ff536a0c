/**
 * The middy wrapper of every HTTP handler: Lambda context in the logs, and every error turned into a
 * JSON answer — an HttpError into its 4xx, anything else into a logged 500 with a German message
 * that reveals nothing. Bad input never reaches the 500 path: parsing and validation throw HttpError.
 */
import middy, { type MiddlewareObj, type MiddyfiedHandler } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { apiMessages } from '@rufbereit/shared';
import { logger } from '../logger';
import { HttpError } from './http-error';
import { originVerification } from './origin-verification';
import { errorResponse } from './responses';

export type HttpHandler = MiddyfiedHandler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

export function jsonErrorResponses(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        logger.info('Request rejected', { statusCode: error.statusCode, reason: error.body.message });
        request.response = errorResponse(error.statusCode, error.body);
        return;
      }
      logger.error('Unhandled error', { error });
      request.response = errorResponse(500, { message: apiMessages.internal });
    },
  };
}

export function createHttpHandler(
  handle: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>,
): HttpHandler {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(jsonErrorResponses())
    .use(originVerification())
    .handler(handle);
}
