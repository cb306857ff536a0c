import { createServer } from 'node:net';
import { LOCAL_HOST, resolveLocalPorts } from '../../infra/local/core/ports';

/**
 * Port offsets of the integration tests' local environments. Each test file starts its own
 * environment, and vitest runs files in parallel workers: an offset written into each file let two
 * files share one and fail with PortInUseError under two workers. Here the offset follows the worker
 * instead (VITEST_POOL_ID is unique among the files running at the same moment), and a block of
 * which something else holds a port (another checkout, a process that did not stop) moves the file
 * to the same slot in the next band, which no worker uses first.
 *
 * The fixed environments keep their own offsets: 0 a developer's `npm start`, 100 the e2e suite,
 * 200 the Lighthouse bench, 250 the inbox bench, 300 the load bench, 900 the cloud tier against the
 * local site (CLOUD_TIER_OFFSET). TEST_PORT_SHIFT moves all of them.
 */
export const CLOUD_TIER_OFFSET = 900;
/** The cloud tier's local site (tests/cloud/prove-locally.ts). */
export const CLOUD_TIER_SITE_PORT = 3000 + CLOUD_TIER_OFFSET;
export const FIRST_TEST_OFFSET = 1000;
/** Offsets one slot apart: the stand-ins of one offset use 4567–4572 and single ports far from those. */
export const SLOT_WIDTH = 10;
/** Slots reserved per attempt: more than the workers vitest starts on any machine we run on. */
export const MAX_WORKERS = 32;
/** Attempts before giving up: the worker's own slot, then the same slot in two further bands. */
export const PORT_ATTEMPTS = 3;

/** The vitest worker (1…maxWorkers) running this file; 1 outside vitest. */
export function currentWorkerId(env: NodeJS.ProcessEnv = process.env): number {
  const id = Number(env.VITEST_POOL_ID);
  return Number.isInteger(id) && id >= 1 ? id : 1;
}

/** Port offset of a worker's environment on its `attempt`-th try (0-based), before TEST_PORT_SHIFT. */
export function testPortOffset(workerId: number, attempt: number): number {
  const slot = ((workerId - 1) % MAX_WORKERS) + attempt * MAX_WORKERS;
  return FIRST_TEST_OFFSET + slot * SLOT_WIDTH;
}

/** Far from the 3xxx ports people pick for PORT by hand, below the kernel's ephemeral ports. */
export const testSitePort = (portOffset: number): number => 20000 + portOffset;

/** Every port an environment at `portOffset` listens on. */
export function environmentPorts(portOffset: number, sitePort: number): number[] {
  return Object.values(resolveLocalPorts({}, { offset: portOffset, site: sitePort }));
}

export const isPortInUse = (error: unknown): boolean => error instanceof Error && error.name === 'PortInUseError';

/** Whether nothing listens on `port` of 127.0.0.1 right now (bound for a moment, then released). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, LOCAL_HOST, () => probe.close(() => resolve(true)));
  });
}

/**
 * Whether every port of a block is free. Checked before starting because not every stand-in reports
 * a taken port as PortInUseError (s3rver's child process exits instead).
 */
export async function arePortsFree(ports: readonly number[]): Promise<boolean> {
  const free = await Promise.all(ports.map(isPortFree));
  return free.every(Boolean);
}
