import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CLOUD_TIER_OFFSET, CLOUD_TIER_SITE_PORT, MAX_WORKERS, PORT_ATTEMPTS, arePortsFree, currentWorkerId, environmentPorts, testPortOffset, testSitePort } from '../support/test-ports';

/** The environments with fixed offsets (see test-ports.ts) and their site ports. */
const fixedEnvironments = [
  { name: 'npm start', offset: 0, site: 3000 },
  { name: 'e2e suite', offset: 100, site: 3100 },
  { name: 'Lighthouse bench', offset: 200, site: 3200 },
  { name: 'inbox bench', offset: 250, site: 20250 },
  { name: 'load bench', offset: 300, site: 20300 },
  { name: 'cloud tier, local', offset: CLOUD_TIER_OFFSET, site: CLOUD_TIER_SITE_PORT },
];

const testEnvironments = Array.from({ length: MAX_WORKERS }, (_, index) => index + 1).flatMap((worker) =>
  Array.from({ length: PORT_ATTEMPTS }, (_, attempt) => {
    const offset = testPortOffset(worker, attempt);
    return { name: `worker ${worker}, attempt ${attempt}`, ports: environmentPorts(offset, testSitePort(offset)) };
  }),
);

describe('integration test ports', () => {
  it('gives every worker and every attempt ports no other one uses', () => {
    const owner = new Map<number, string>();
    const clashes: string[] = [];
    for (const environment of [
      ...testEnvironments,
      ...fixedEnvironments.map((e) => ({ name: e.name, ports: environmentPorts(e.offset, e.site) })),
    ]) {
      for (const port of environment.ports) {
        const other = owner.get(port);
        if (other !== undefined && other !== environment.name) clashes.push(`${port}: ${other} and ${environment.name}`);
        owner.set(port, environment.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('stays below the ephemeral ports (32768+) with the largest TEST_PORT_SHIFT in use', () => {
    const largestShift = 7000;
    const highest = Math.max(...testEnvironments.flatMap((e) => e.ports)) + largestShift;
    expect(highest).toBeLessThan(32768);
  });

  it('reads the worker from VITEST_POOL_ID and falls back to 1 outside vitest', () => {
    expect(currentWorkerId({ VITEST_POOL_ID: '3' })).toBe(3);
    expect(currentWorkerId({})).toBe(1);
    expect(currentWorkerId({ VITEST_POOL_ID: 'x' })).toBe(1);
  });

  it('sees a port something listens on as taken, and free once it is closed', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    expect(await arePortsFree([port])).toBe(false);
    await new Promise<void>((resolve) => holder.close(() => resolve()));
    expect(await arePortsFree([port])).toBe(true);
  });
});
