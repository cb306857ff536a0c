import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The origins the local edge (site/, CloudFront's stand-in) forwards to, as types: the composition root
 * hands the site the gateway's handler and the media bucket's, so site/ imports neither stand-in.
 */

/** Who forwarded a request to the API: the local edge, as CloudFront forwards to API Gateway. */
export interface ForwardedBy {
  /** The edge's own address: what API Gateway reports as `sourceIp` behind CloudFront. */
  sourceIp: string;
}

/** The API origin (API Gateway's stand-in): `/api/*` and the player pages go there. */
export type ApiOrigin = (req: IncomingMessage, res: ServerResponse, forwardedBy?: ForwardedBy) => Promise<void>;

/** The media origin (the bucket behind CloudFront's `/media/*`): serves one object key with the edge's headers. */
export type MediaOrigin = (key: string, req: IncomingMessage, res: ServerResponse, headers: Readonly<Record<string, string>>) => Promise<void>;

/** The connection's peer address, without the IPv4-mapped prefix of a dual-stack socket. */
export const peerAddress = (address: string | undefined): string => address?.replace(/^::ffff:/, '') ?? '127.0.0.1';
