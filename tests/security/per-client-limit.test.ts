import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER, apiPaths, spamMessages, type ApiErrorBody } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { proofHeader } from '../support/proof-of-work';
import { startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * The per-client form limit counts visitors, not the edge. Three visitors on their own loopback
 * addresses (127.0.0.2, .3, .4 — every 127/8 address is the local machine on Linux) post through the
 * local edge, which hands the API the viewer's address as CloudFront's function does, while the
 * gateway's `sourceIp` is the edge's own address (as API Gateway sees CloudFront's). Each visitor has
 * a limit of its own, and headers a client forges to pass as someone else change nothing.
 */
const LIMIT = 3;
const visitors = { anna: '127.0.0.2', bert: '127.0.0.3', carla: '127.0.0.4' } as const;
/** Every header a spammer could try to pass as another visitor with. */
const forgedAs = (address: string): Record<string, string> => ({
  'x-forwarded-for': address,
  'true-client-ip': address,
  'x-real-ip': address,
  'cloudfront-viewer-address': `${address}:443`,
  [VIEWER_ADDRESS_HEADER]: address,
});

let local: LocalEnvironment;

beforeAll(async () => {
  local = await startTestEnvironment({ requestsPerClientPerHour: LIMIT });
}, 180_000);
afterAll(async () => {
  await local?.stop();
});

/** A contact form post (fresh proof of work, fresh address) from the visitor's own source address. */
async function postContactFrom(localAddress: string, extraHeaders: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  const body = JSON.stringify({
    firstname: 'Vera',
    lastname: 'Viewer',
    email: uniqueEmail('viewer'),
    service_preference: 'consultation',
    message: 'Bitte um Rückruf',
    privacy_accepted: true,
  });
  const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...(await proofHeader(local.urls.site)), ...extraHeaders };
  const url = new URL(`${local.urls.site}${apiPaths.contacts}`);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the per-client form limit through the local edge', () => {
  it(`lets a visitor post ${LIMIT} times, answers the next post 429 in German, and another visitor still posts`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await postContactFrom(visitors.anna)).status);
    expect(statuses).toEqual(Array<number>(LIMIT).fill(201));

    const over = await postContactFrom(visitors.anna);
    expect(over.status).toBe(429);
    expect((over.json as ApiErrorBody).message).toBe(spamMessages.tooManyRequests);

    expect((await postContactFrom(visitors.bert)).status).toBe(201);
  });

  it('ignores forged X-Forwarded-For, True-Client-IP and viewer headers: a blocked visitor stays blocked, nobody is counted as another', async () => {
    // Anna used her limit above; claiming Carla's address does not reopen it.
    const escape = await postContactFrom(visitors.anna, forgedAs(visitors.carla));
    expect(escape.status).toBe(429);
    expect((escape.json as ApiErrorBody).message).toBe(spamMessages.tooManyRequests);

    // Carla claims to be Anna, who is blocked: her posts count as her own, LIMIT of them pass.
    const carla: number[] = [];
    for (let i = 0; i < LIMIT; i++) carla.push((await postContactFrom(visitors.carla, forgedAs(visitors.anna))).status);
    expect(carla).toEqual(Array<number>(LIMIT).fill(201));
    // …and then her own limit is used up, whoever she claims to be.
    expect((await postContactFrom(visitors.carla, forgedAs(visitors.bert))).status).toBe(429);

    // Bert posted once in the first test; Carla's claims to be him used none of his.
    expect((await postContactFrom(visitors.bert)).status).toBe(201);
  });
});
