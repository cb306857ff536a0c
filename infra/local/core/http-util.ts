import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { LOCAL_HOST } from './ports';

/** Thrown when a local service cannot bind its port; the CLI prints it as one line. */
export class PortInUseError extends Error {
  constructor(
    readonly service: string,
    readonly port: number,
  ) {
    super(`Port ${port} (${service}) is already in use on ${LOCAL_HOST}. Stop the other process or set LOCAL_PORT_OFFSET / PORT.`);
    this.name = 'PortInUseError';
  }
}

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) closes connections that a
 * client is about to reuse: a test or benchmark that solves proofs of work synchronously blocks its
 * event loop for seconds, never sees the server's FIN, writes its next request into the closed socket
 * and gets ECONNRESET (20 parallel posts, or fetching challenges between solving batches). AWS's
 * front doors keep idle connections far longer than 5 s, too.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Binds a server to 127.0.0.1 only (the stand-ins are not hardened for anything else). */
export function listen(server: Server, port: number, service: string): Promise<void> {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node times a kept-alive connection's next request headers from the same clock: keep it longer.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(service, port) : error);
    };
    server.once('error', onError);
    server.listen(port, LOCAL_HOST, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Closes a server and its keep-alive connections, so stop() never hangs on an idle browser tab. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

/** Reads a request body, refusing (without buffering further) once it exceeds `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export const localUrl = (port: number): string => `http://${LOCAL_HOST}:${port}`;
