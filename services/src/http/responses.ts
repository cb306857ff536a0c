/**
 * JSON responses of the API. Every answer is JSON with `cache-control: no-store`: form answers are
 * personal and must never be cached by CloudFront or the browser.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiErrorBody } from '@rufbereit/shared';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': JSON_CONTENT_TYPE, 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

export const errorResponse = (statusCode: number, body: ApiErrorBody): APIGatewayProxyStructuredResultV2 =>
  jsonResponse(statusCode, body);
