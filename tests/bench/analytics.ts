/**
 * `npm run bench:analytics` (issue 40 item 6): cookieless beacons at 300 per second for 60 s through the
 * local edge (the site server that plays CloudFront: it hands the viewer's address to the API) into the
 * gateway and the track-visit handler, as `npm start` runs them; then it reads the day's aggregates and
 * checks that nothing was lost: the aggregates equal what was sent, kind by kind (page views and visits of
 * the run's campaign, demo plays per track, CTA clicks). It prints the answers' statuses and p50/p99/max
 * latency, and exits 1 when a beacon was lost (or counted twice).
 *
 * The beacons come from 300 viewers (own loopback addresses, a normal browser's agent; analytics-clients.ts),
 * one per second each: page views of this run's own campaign, demo plays of its own tracks and clicks on
 * its own CTA, so their aggregates are the run's alone and can be summed exactly. The per-viewer rate
 * limit applies as in production (60 beacons a viewer, the limit is 600 an hour).
 *
 * The stack's API Gateway throttles apply as in production: the beacon route's own (BEACON_ROUTE_THROTTLE,
 * twice the 300/s target) instead of the stage's 50/s, so a 429 from it would be counted as an answer here.
 * A fresh environment's first seconds run on its own row first (warm-up, own campaign and agent, not judged).
 *
 * BENCH_ANALYTICS_RATE (300), BENCH_ANALYTICS_SECONDS (60), BENCH_ANALYTICS_WARMUP_S (10) change the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { apiPaths } from '@rufbereit/shared';
import { startLocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { DynamoSiteAnalytics } from '../../services/src/adapters/dynamo-site-analytics';
import { berlinDay } from '../../services/src/use-cases/request-stats';
import { BENCH_TRACKS, type AnalyticsClientsInput, type AnalyticsClientsOutput } from './analytics-clients';
import { percentile, writeSectionResult } from './summary';

const rate = Number(process.env.BENCH_ANALYTICS_RATE) || 300;
const seconds = Number(process.env.BENCH_ANALYTICS_SECONDS) || 60;
const warmUpS = Number(process.env.BENCH_ANALYTICS_WARMUP_S ?? 10);
const offset = 320 + Number(process.env.TEST_PORT_SHIFT ?? 0);
/** The target: p99 under 50 ms at 300 beacons/s. */
export const ANALYTICS_TARGET = { rate: 300, p99Ms: 50 };

/** A desktop Firefox (not a bot: counted), its version naming the run so warm-up and run are different visits. */
const agentOf = (label: string): string => `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 ${label}`;

export interface AnalyticsFigures {
  runId: string;
  warmUp: boolean;
  rate: number;
  seconds: number;
  sent: number;
  answered204: number;
  statuses: Record<string, number>;
  errors: number;
  /** What the aggregates hold of this run, and what was sent (by kind; `visits`: viewers that sent a page view). */
  counted: Record<string, number>;
  expected: Record<string, number>;
  /** Beacons sent but not in the aggregates (sent − counted), and kinds whose aggregate differs from what was sent. */
  lost: number;
  mismatches: string[];
  p50: number;
  p99: number;
  max: number;
  elapsedS: number;
}

async function runViewers(input: AnalyticsClientsInput): Promise<AnalyticsClientsOutput> {
  return new Promise((resolve, reject) => {
    // The worker inherits this process's tsx loader (execArgv), so it runs the TypeScript file as is.
    const worker = new Worker(new URL('./analytics-clients.ts', import.meta.url), { workerData: input });
    worker.once('message', (message: AnalyticsClientsOutput) => resolve(message));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the viewers' worker exited with ${code}`)));
  });
}

/** This run's counters in the day's aggregates: its campaign, its tracks, its CTA. */
function countedOf(daily: Record<string, Record<string, number>>, runId: string): Record<string, number> {
  const counted: Record<string, number> = {
    pageview: daily[`campaign#bench|load|${runId}`]?.pageviews ?? 0,
    visits: daily[`campaign#bench|load|${runId}`]?.visits ?? 0,
    cta: daily[`cta#${runId}`]?.ctaClick ?? 0,
  };
  for (let t = 0; t < BENCH_TRACKS; t++) counted[`play${t}`] = daily[`track#${runId}-t${t}`]?.demoPlayStart ?? 0;
  return counted;
}

async function run(url: string, store: DynamoSiteAnalytics, runId: string, runSeconds: number, warmUp: boolean): Promise<AnalyticsFigures> {
  // One beacon per viewer and second: `rate` viewers.
  const input: AnalyticsClientsInput = { url, runId, viewers: rate, rate: 1, perViewer: runSeconds, userAgent: agentOf(runId) };
  const started = performance.now();
  const output = await runViewers(input);
  const elapsedS = (performance.now() - started) / 1000;
  const counted = countedOf(await store.daily(berlinDay(new Date())), runId);
  const expected: Record<string, number> = { ...output.sentByKind, visits: output.viewersWithPageView };
  const kinds = [...new Set([...Object.keys(counted), ...Object.keys(expected)])].sort();
  const mismatches = kinds.filter((k) => (counted[k] ?? 0) !== (expected[k] ?? 0)).map((k) => `${k}: counted ${counted[k] ?? 0}, sent ${expected[k] ?? 0} (answered 204: ${output.answered[k] ?? '–'})`);
  const countedBeacons = kinds.filter((k) => k !== 'visits').reduce((sum, k) => sum + (counted[k] ?? 0), 0);
  const latencies = output.latencies.sort((a, b) => a - b);
  return {
    runId,
    warmUp,
    rate,
    seconds: runSeconds,
    sent: output.sent,
    answered204: output.statuses['204'] ?? 0,
    statuses: output.statuses,
    errors: output.errors,
    counted,
    expected,
    lost: output.sent - countedBeacons,
    mismatches,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? NaN),
    elapsedS,
  };
}

export async function benchAnalytics(): Promise<AnalyticsFigures[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rufbereit-analytics-'));
  const local = await startLocalEnvironment({ dataDir, fresh: true, quiet: true, serveSite: false, portOffset: offset, sitePort: 20000 + offset, throttles: true, dynamoStorage: 'memory' });
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    const store = new DynamoSiteAnalytics(doc, () => 'site_analytics');
    // Through the local edge (site server), as the browser's beacon goes.
    const url = `${local.urls.site}${apiPaths.analytics}`;
    const stamp = Date.now().toString(36);
    const rows: AnalyticsFigures[] = [];
    if (warmUpS > 0) rows.push(await run(url, store, `warm-${stamp}`, warmUpS, true));
    rows.push(await run(url, store, `run-${stamp}`, seconds, false));
    printFigures(rows);
    return rows;
  } finally {
    doc.destroy();
    await local.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printFigures(rows: AnalyticsFigures[]): void {
  console.log(`\nCookieless beacons (POST ${apiPaths.analytics}) through the local edge, ${rate} viewers of 1 beacon/s each:`);
  console.log('| run | seconds (took) | sent | answered 204 | other answers | errors | counted in the aggregates | lost | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const other = Object.entries(r.statuses).filter(([status]) => status !== '204').map(([status, count]) => `${count} × ${status}`).join(', ') || '0';
    const counted = Object.entries(r.counted).filter(([k]) => k !== 'visits').reduce((sum, [, v]) => sum + v, 0);
    console.log(
      `| ${r.warmUp ? 'warm-up (fresh start)' : 'run'} | ${r.seconds} (${r.elapsedS.toFixed(1)}) | ${r.sent} | ${r.answered204} | ${other} | ${r.errors} | ${counted} (${r.counted.pageview ?? 0} page views of ${r.counted.visits ?? 0} visits, ${r.counted.cta ?? 0} CTA clicks, ${counted - (r.counted.pageview ?? 0) - (r.counted.cta ?? 0)} demo plays) | ${r.lost} | ${r.p50} | ${r.p99} | ${r.max} |`,
    );
    for (const m of r.mismatches) console.log(`  MISMATCH ${r.runId}: ${m}`);
  }
  const judged = rows.find((r) => !r.warmUp);
  if (judged) console.log(`\nTarget at ${ANALYTICS_TARGET.rate}/s: 0 lost (${judged.lost === 0 && judged.mismatches.length === 0 ? 'met' : 'NOT met'}), p99 < ${ANALYTICS_TARGET.p99Ms} ms (${judged.p99 < ANALYTICS_TARGET.p99Ms ? 'met' : 'NOT met'}).`);
}

/** A beacon lost (or an aggregate that differs from the answers) in any run fails the benchmark. */
export const lostAny = (rows: AnalyticsFigures[]): boolean => rows.some((r) => r.lost !== 0 || r.mismatches.length > 0);

// `npm run bench:analytics` runs this file alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchAnalytics();
  await writeSectionResult(rows);
  if (lostAny(rows)) process.exitCode = 1;
}
