/**
 * The viewers of the analytics benchmark (tests/bench/analytics.ts), in a worker thread of their own so
 * their work does not delay the API's answers on the main thread's event loop (as in load-clients.ts).
 *
 * Each viewer is one autocannon client of one connection from a source address of its own on the
 * loopback /8 (127.0.1.1, 127.0.1.2, …: every 127/8 address is this machine on Linux), so the local edge
 * hands each one to the API as a different viewer, exactly as CloudFront would: the per-viewer rate limit
 * (ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR) applies unchanged and is not reached (each viewer sends
 * `perViewer` beacons). Viewers start 1000/(viewers × rate) ms apart, so the beacons arrive evenly.
 *
 * autocannon has no option for the source address: while a client connects, `net.connect` is given
 * its address (withSourceAddress below). Nothing but this worker's own sockets is affected.
 */
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { AnalyticsBeaconInput } from '@rufbereit/shared';

export interface AnalyticsClientsInput {
  url: string;
  /** Names this run's campaign, tracks and CTA, so its aggregates are its own. */
  runId: string;
  viewers: number;
  /** Beacons per viewer and second. */
  rate: number;
  /** Beacons each viewer sends in all. */
  perViewer: number;
  /**
   * A viewer's first beacons that are the warm-up (the server's fresh start and the viewers connecting,
   * created one after another in this worker): their latencies are reported apart, as `warmUpLatencies`.
   */
  warmUpPerViewer: number;
  userAgent: string;
}

/** What one kind of beacon stands for in the aggregates. */
export type BeaconKind = 'pageview' | `play${number}` | 'cta';

export interface AnalyticsClientsOutput {
  /** Each answer's latency in ms, as measured, after the warm-up; and during it. */
  latencies: number[];
  warmUpLatencies: number[];
  /** When each answer after the warm-up came (ms since the first viewer started), beside `latencies`. */
  answeredAt: number[];
  /** Beacons sent, and answered 204, by kind; and the viewers that sent a page view. */
  sentByKind: Record<string, number>;
  answered: Record<string, number>;
  viewersWithPageView: number;
  statuses: Record<string, number>;
  errors: number;
  /** Beacons sent (answered or not). */
  sent: number;
}

/** The demo tracks a run's play events name. */
export const BENCH_TRACKS = 4;

/**
 * The n-th beacon of viewer `viewer`: 2 page views, then a demo play of one of the tracks, then a CTA
 * click, and again; the first is always a page view (a visit begins with one). From there each viewer is
 * at its own point of the cycle and of the tracks, as people are: every second carries the whole mix, and
 * a viewer's first play of each track (a write that later plays skip) falls in a second of its own, not
 * in the same second for all 300.
 */
export function beaconOf(runId: string, viewer: number, n: number): { kind: BeaconKind; body: AnalyticsBeaconInput } {
  const shifted = n === 0 ? 0 : n + viewer;
  const step = shifted % 4;
  if (step < 2) {
    return {
      kind: 'pageview',
      body: { type: 'pageview', path: step === 0 ? '/' : '/kontakt', device: 'desktop', utmSource: 'bench', utmMedium: 'load', utmCampaign: runId },
    };
  }
  if (step === 2) {
    const track = (Math.floor(shifted / 4) + viewer) % BENCH_TRACKS;
    return { kind: `play${track}`, body: { type: 'event', name: 'demoPlayStart', path: '/', trackId: `${runId}-t${track}` } };
  }
  return { kind: 'cta', body: { type: 'event', name: 'ctaClick', path: '/', cta: runId } };
}

/** `127.0.1.1` … : viewer i's own loopback address (250 per third octet). */
export const viewerAddress = (i: number): string => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

let sourceAddress: string | undefined;
const originalConnect = net.connect as (...args: unknown[]) => net.Socket;
// autocannon calls net.connect(port, host) with the port as a string (lib/httpClient.js); during a viewer's connect, from its own address.
Object.assign(net, {
  connect: (...args: unknown[]): net.Socket =>
    sourceAddress && typeof args[0] !== 'object' ? originalConnect({ port: Number(args[0]), host: args[1], localAddress: sourceAddress }) : originalConnect(...args),
});
function withSourceAddress(address: string, run: () => void): void {
  sourceAddress = address;
  try {
    run();
  } finally {
    sourceAddress = undefined;
  }
}

interface ViewerResult {
  result: autocannon.Result;
  sent: Record<string, number>;
  answered: Record<string, number>;
}

const add = (into: Record<string, number>, kind: string, count = 1): void => {
  into[kind] = (into[kind] ?? 0) + count;
};

/** One viewer: one connection from its own address, `perViewer` beacons at `rate` per second. */
interface Latencies {
  run: number[];
  answeredAt: number[];
  warmUp: number[];
  started: number;
}

function startViewer(input: AnalyticsClientsInput, index: number, latencies: Latencies, statuses: Record<string, number>): Promise<ViewerResult> {
  const address = viewerAddress(index);
  let n = 0;
  // One connection, no pipelining: answers come in the order of the beacons.
  const pending: Array<{ kind: BeaconKind; warmUp: boolean }> = [];
  const sent: Record<string, number> = {};
  const answered: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.url,
        method: 'POST',
        connections: 1,
        overallRate: input.rate,
        amount: input.perViewer,
        headers: { 'content-type': 'application/json', 'user-agent': input.userAgent },
        setupClient: (client) => {
          const own = client as unknown as { _connect(): void };
          const original = own._connect.bind(own);
          own._connect = () => withSourceAddress(address, original);
        },
        requests: [
          {
            setupRequest: (request) => {
              const warmUp = n < input.warmUpPerViewer;
              const { kind, body } = beaconOf(input.runId, index, n++);
              pending.push({ kind, warmUp });
              add(sent, kind);
              return { ...request, body: JSON.stringify(body) };
            },
          },
        ],
      },
      (error: unknown, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve({ result, sent, answered })),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      const beacon = pending.shift();
      if (beacon?.warmUp) latencies.warmUp.push(responseTime);
      else {
        latencies.run.push(responseTime);
        latencies.answeredAt.push(performance.now() - latencies.started);
      }
      if (beacon && status === 204) add(answered, beacon.kind);
    });
    // A timeout or a broken connection: the beacon in flight gets no answer (it may still have been counted).
    instance.on('reqError', () => pending.shift());
  });
}

async function runViewers(input: AnalyticsClientsInput): Promise<AnalyticsClientsOutput> {
  const started = performance.now();
  const latencies: Latencies = { run: [], answeredAt: [], warmUp: [], started };
  const statuses: Record<string, number> = {};
  const viewers: Array<Promise<ViewerResult>> = [];
  const gapMs = 1000 / (input.viewers * input.rate);
  for (let i = 0; i < input.viewers; i++) {
    const due = started + i * gapMs;
    if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
    viewers.push(startViewer(input, i, latencies, statuses));
  }
  const results = await Promise.all(viewers);
  const sentByKind: Record<string, number> = {};
  const answered: Record<string, number> = {};
  for (const r of results) {
    for (const [kind, count] of Object.entries(r.sent)) add(sentByKind, kind, count);
    for (const [kind, count] of Object.entries(r.answered)) add(answered, kind, count);
  }
  return {
    latencies: latencies.run,
    warmUpLatencies: latencies.warmUp,
    answeredAt: latencies.answeredAt,
    sentByKind,
    answered,
    viewersWithPageView: results.filter((r) => (r.sent.pageview ?? 0) > 0).length,
    statuses,
    errors: results.reduce((sum, r) => sum + r.result.errors + r.result.timeouts, 0),
    sent: Object.values(sentByKind).reduce((sum, count) => sum + count, 0),
  };
}

if (parentPort) parentPort.postMessage(await runViewers(workerData as AnalyticsClientsInput));
