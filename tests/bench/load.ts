/**
 * `npm run bench:load`: form posts at fixed rates against the local environment as `npm start` runs
 * it (the gateway, the create-contact handler and the event bus in this process; dynalite, the event
 * targets, the SES stand-in and the CRM fake in child processes; the visitors, autocannon, in a worker
 * thread, so that their work does not delay the API's answers on its event loop). After a warm-up of a fresh start
 * (LOAD_WARMUP_S, 10 s at 50/s, its own row), each rate (50 and 100 posts/s, 20 s each; LOAD_RATES /
 * LOAD_DURATION_S override) runs with evenly spaced posts and as bursts (LOAD_ARRIVALS). It prints
 * latency p50/p99/max, errors and non-201 answers, and how long the CRM sync and mails took to catch
 * up. It measures, it does not judge.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startLocalEnvironment } from '../../infra/local/environment';
import { percentile, writeSectionResult, type SummaryRow } from './summary';
import type { LoadClientsInput, LoadClientsOutput } from './load-clients';

const rates = (process.env.LOAD_RATES ?? '50,100').split(',').map(Number).filter((n) => n > 0);
// Each rate with evenly spaced posts; LOAD_ARRIVALS=even,burst adds the burst run of each rate.
const arrivalModes = (process.env.LOAD_ARRIVALS ?? 'even,burst').split(',').filter((mode): mode is Arrivals => mode === 'even' || mode === 'burst');
const durationS = Number(process.env.LOAD_DURATION_S) || 20;
// A fresh environment first imports the handlers and warms its JIT: its first seconds are reported
// on their own row (not judged), as the steady state is what the target is about.
const warmUpS = Number(process.env.LOAD_WARMUP_S ?? 10);
const offset = 300 + Number(process.env.TEST_PORT_SHIFT ?? 0);

export interface LoadFigures {
  rate: number;
  arrivals: Arrivals;
  seconds: number;
  /** The first seconds of a fresh environment (not judged). */
  warmUp: boolean;
  sent: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  catchUpS: number;
}

/** How the posts of one second arrive. */
export type Arrivals = 'even' | 'burst';

/** Numbers the runs, so no two runs of one environment share an address. */
let runNumber = 0;

/**
 * Posts at a fixed rate for `seconds` and measures every answer's latency.
 *
 * 'even': the posts arrive one every 1000/rate ms, as independent visitors do: `rate` clients of one
 * connection each, started 1000/rate ms apart (autocannon's own rate limit releases a connection's
 * posts at the start of each second, so one client of `rate` connections sends all posts of a second
 * at the same moment). 'burst': exactly that, all posts of a second at once, reported for comparison.
 * A client whose answer takes over a second sends its next post late (not open-loop beyond that).
 * Latencies are taken from each answer as measured (autocannon's histogram "corrects" a rate-limited
 * run for coordinated omission with an interval of 1 ms, which adds hundreds of made-up samples per
 * slow answer). The clients run in a worker thread (load-clients.ts), not beside the API.
 */
async function run(url: string, rate: number, arrivals: Arrivals, seconds: number, whenIdle: () => Promise<void>): Promise<LoadFigures> {
  const runId = ++runNumber;
  // Solutions for every post of the run (and a margin for late posts), solved by the worker ahead of time.
  const input: LoadClientsInput = { url, runId, rate, even: arrivals === 'even', seconds, proofCount: Math.ceil(rate * seconds * 1.1) + 10 };
  const output = await new Promise<LoadClientsOutput>((resolve, reject) => {
    // The worker inherits this process's tsx loader (execArgv), so it runs the TypeScript file as is.
    const worker = new Worker(new URL('./load-clients.ts', import.meta.url), { workerData: input });
    worker.once('message', (message: LoadClientsOutput) => resolve(message));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the load clients' worker exited with ${code}`)));
  });
  const ended = performance.timeOrigin + performance.now();
  await whenIdle();
  const latencies = output.latencies.sort((a, b) => a - b);
  return {
    rate,
    arrivals,
    seconds,
    warmUp: false,
    sent: latencies.length,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? NaN),
    errors: output.errors,
    non2xx: output.non2xx,
    catchUpS: (performance.timeOrigin + performance.now() - Math.min(ended, output.endedAtEpochMs)) / 1000,
  };
}

/** The form-post load requirement: p99 under 100 ms at 50 form posts per second on this machine. */
export const LOAD_TARGET = { rate: 50, p99Ms: 100 };

/** Runs every rate against a fresh local environment and stops it. */
export async function benchLoad(): Promise<LoadFigures[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rufbereit-load-'));
  // One client posts far more than a visitor: without the per-client limit and API Gateway's route
  // throttle (5/s on AWS), so the figures are those of the function path with proof-of-work verification.
  const local = await startLocalEnvironment({
    dataDir,
    fresh: true,
    quiet: true,
    serveSite: false,
    portOffset: offset,
    sitePort: 20000 + offset,
    requestsPerClientPerHour: 1_000_000,
    throttles: false,
  });
  try {
    const rows: LoadFigures[] = [];
    const api = `${local.urls.api}/contacts`;
    if (warmUpS > 0) rows.push({ ...(await run(api, LOAD_TARGET.rate, 'even', warmUpS, () => local.whenIdle())), warmUp: true });
    for (const arrivals of arrivalModes) {
      for (const rate of rates) rows.push(await run(api, rate, arrivals, durationS, () => local.whenIdle()));
    }
    console.log(`\nForm posts (POST /api/contacts), local environment (API in this process):`);
    console.log('| posts/s | arrivals | seconds | sent | p50 ms | p99 ms | max ms | errors | non-2xx | CRM + mail caught up after |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(`| ${r.rate} | ${arrivalLabel(r)} | ${r.seconds}${r.warmUp ? ' (warm-up, fresh start)' : ''} | ${r.sent} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.non2xx} | ${r.catchUpS.toFixed(1)} s |`);
    }
    return rows;
  } finally {
    await local.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const arrivalLabel = (r: LoadFigures): string => (r.arrivals === 'even' ? `one every ${Math.round(1000 / r.rate)} ms` : `${r.rate} at once each second`);

/** One row per rate and arrival pattern for the summary table of `npm run bench`. */
export const loadSummaryRows = (rows: LoadFigures[]): SummaryRow[] =>
  rows.map((r) => {
    const judged = r.rate === LOAD_TARGET.rate && r.arrivals === 'even' && !r.warmUp;
    return {
      section: 'Form posts (load)',
      item: `${r.rate} posts/s for ${r.seconds} s, ${arrivalLabel(r)}${r.warmUp ? ', warm-up after a fresh start' : ''}`,
      figures: `${r.sent} sent, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors, ${r.non2xx} non-2xx, caught up after ${r.catchUpS.toFixed(1)} s`,
      target: judged ? `p99 < ${LOAD_TARGET.p99Ms} ms, no errors` : 'no errors',
      met: r.errors === 0 && r.non2xx === 0 && (!judged || r.p99 < LOAD_TARGET.p99Ms),
    };
  });

// `npm run bench:load` runs this file alone; `npm run bench` imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeSectionResult(await benchLoad());
