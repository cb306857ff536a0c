import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { httpChain } from './lambda-chains';
import type { HttpHandler } from './api-handler';
import { spamProtection } from './spam-protection';

/**
 * The handler of a public form route (`proofOfWork: true` in the route table): the HTTP chain plus
 * the spam protection. The route-table-driven integration test (tests/integration/spam-protection.test.ts)
 * fails when a flagged route is built without it.
 */
export function createFormHandler(handle: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>): HttpHandler {
  return httpChain<Context>().use(spamProtection()).handler(handle);
}
