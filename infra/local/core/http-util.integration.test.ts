import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, closeServer, listen } from './http-util';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map(closeServer));
});

describe('listen', () => {
  it('keeps idle keep-alive connections open longer than a client blocked for seconds may take to reuse them', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    servers.push(server);
    await listen(server, 0, 'test');
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    // The server announces the idle timeout to clients that read the hint (undici does).
    expect(answer.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(await answer.text()).toBe('ok');
  });
});
