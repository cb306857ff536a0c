/** Test helpers: API Gateway HTTP API (v2) events and a Lambda context, as the gateway builds them. */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { apiPaths } from '@rufbereit/shared';

export interface ApiEventInit {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
  isBase64Encoded?: boolean;
}

export function apiEvent(init: ApiEventInit = {}): APIGatewayProxyEventV2 {
  const method = init.method ?? 'POST';
  const path = init.path ?? apiPaths.contacts;
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: init.headers ?? { 'content-type': 'application/json' },
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '01/Jan/2026:00:00:00 +0000',
      timeEpoch: 1767225600000,
    },
    ...(init.body === undefined ? {} : { body: init.body }),
    isBase64Encoded: init.isBase64Encoded ?? false,
  };
}

export const jsonEvent = (body: unknown, headers: Record<string, string> = {}): APIGatewayProxyEventV2 =>
  apiEvent({ body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

export function lambdaContext(functionName = 'test'): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-central-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: 'aws-req-1',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'stream',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The parsed JSON body of a handler's answer. */
export function responseJson(result: { body?: string }): unknown {
  return JSON.parse(result.body ?? 'null');
}
