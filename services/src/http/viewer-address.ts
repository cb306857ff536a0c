/**
 * The visitor's address as the edge saw it. Behind CloudFront, API Gateway's `sourceIp` is the
 * address of the CloudFront host that forwarded the request, shared by every visitor of that edge;
 * the CloudFront Function of `/api/*` (infra/src/website/cloudfront-function-code.ts) therefore puts
 * `event.viewer.ip` into VIEWER_ADDRESS_HEADER, overwriting whatever the client sent. Locally the
 * site server plays the edge the same way (infra/local/site/site-server.ts).
 *
 * The header is trusted only because the origin check (origin-verification.ts) runs first in every
 * chain: a request that skipped CloudFront never gets this far. A value that is not an IP address
 * (it cannot come from the edge) falls back to `sourceIp`.
 */
import { isIP } from 'node:net';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from '@rufbereit/shared';
import { logger } from '../logger';
import { headerValue } from './request-body';

/** The viewer's address: the edge's header, else the connection's source address. */
export function viewerAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const fromEdge = headerValue(event, VIEWER_ADDRESS_HEADER)?.trim();
  if (fromEdge && isIP(fromEdge)) return fromEdge;
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * The key a visitor is counted under: an IPv4 address as it is; an IPv6 address by its /64 prefix,
 * because one connection gets a whole /64 and may pick any address in it (RFC 4291 interface ids,
 * privacy extensions), so counting single IPv6 addresses would give a spammer 2^64 limits.
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  // An IPv4-mapped address (::ffff:a.b.c.d) is a single IPv4 visitor.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * Who is looking, as the cookieless measurement tells visits apart (its daily hash): the client key of
 * the edge's viewer address and the request's user agent. The beacon and the requests attributed to its
 * visit take it from here, so both hash the same inputs.
 */
export const viewerOf = (event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): { client: string; userAgent: string | undefined } => ({
  client: clientKey(viewerAddress(event)),
  userAgent: headerValue(event, 'user-agent'),
});

/** Puts the viewer's address on every log line of the invocation (after the origin check). */
export function logViewerAddress(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: ({ event }) => {
      logger.appendKeys({ viewerAddress: viewerAddress(event) });
    },
  };
}
