/**
 * The answer to a submission that tripped the honeypot or the fill time: shaped like the route's
 * real success (201 with a fresh id), so a bot cannot tell it was dropped. Nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiRoute } from '@rufbereit/shared';
import { jsonResponse } from '../http/responses';

export function decoyAnswer(route: Pick<ApiRoute, 'id'>, body: unknown): APIGatewayProxyStructuredResultV2 {
  const id = randomUUID();
  if (route.id === 'bookIntroCall') {
    const slot = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).slot : undefined;
    return jsonResponse(201, { id, slot: typeof slot === 'string' ? slot : '' });
  }
  return jsonResponse(201, { id });
}
