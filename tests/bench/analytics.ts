/**
 * `npm run bench:analytics` (issue 40 item 6): cookieless beacons at 300 per second for 60 s through the
 * local edge (the site server that plays CloudFront: it hands the viewer's address to the API) into the
 * gateway and the track-visit handler, as `npm start` runs them; then it reads the day's aggregates and
 * checks that nothing was lost: the aggregates equal what was sent, kind by kind (the day's page views, in
 * the bench's fresh environment the run's alone; the visits of the run's campaign, demo plays per track,
 * CTA clicks). It prints the answers' statuses and p50/p99/max
 * latency, and exits 1 when a beacon was lost (or counted twice).
 *
 * The beacons come from 300 viewers (own loopback addresses, a normal browser's agent; analytics-clients.ts),
 * one per second each: page views of this run's own campaign, demo plays of its own tracks and clicks on
 * its own CTA, so their aggregates are the run's alone and can be summed exactly. The per-viewer rate
 * limit applies as in production (70 beacons a viewer, the limit is 600 an hour; an instance reserves
 * 10 at a time, services/src/adapters/hourly-allowance.ts).
 *
 * The stack's API Gateway throttles apply as in production: the beacon route's own (BEACON_ROUTE_THROTTLE,
 * twice the 300/s target) instead of the stage's 50/s, so a 429 from it would be counted as an answer here.
 * The first BENCH_ANALYTICS_WARMUP_S seconds of the same stream are the warm-up: the fresh environment loads
 * its handlers and the 300 viewers connect (their clients are created one after another, ~3 ms each in the
 * viewers' worker, which delays that worker's own clock). Their beacons count for loss like all others;
 * their latencies are printed apart and not judged: the target is the steady 300/s.
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

/** A desktop Firefox (not a bot: counted), naming the run so its visits are its own. */
const agentOf = (label: string): string => `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 ${label}`;

/** Latency of the answers of one phase, in ms. */
export interface LatencyFigures {
  answers: number;
  p50: number;
  p99: number;
  max: number;
}

export interface AnalyticsFigures {
  runId: string;
  rate: number;
  /** The fresh start's seconds (judged for loss, not for latency) and the judged seconds after them. */
  warmUpSeconds: number;
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
  warmUp: LatencyFigures;
  run: LatencyFigures;
  /** The run's latency by stretch of TIMELINE_STRETCH_S seconds (from the first viewer's start): where a tail came from. */
  timeline: Array<{ fromS: number } & LatencyFigures>;
  elapsedS: number;
}

/** The length of a stretch of the run's timeline. */
const TIMELINE_STRETCH_S = 10;

async function runViewers(input: AnalyticsClientsInput): Promise<AnalyticsClientsOutput> {
  return new Promise((resolve, reject) => {
    // The worker inherits this process's tsx loader (execArgv), so it runs the TypeScript file as is.
    const worker = new Worker(new URL('./analytics-clients.ts', import.meta.url), { workerData: input });
    worker.once('message', (message: AnalyticsClientsOutput) => resolve(message));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the viewers' worker exited with ${code}`)));
  });
}

/**
 * This run's counters in the day's aggregates: its page views (the day's, in the bench's fresh environment
 * the run's alone: a campaign counts visits, not page views), the visits of its campaign, its tracks, its CTA.
 */
function countedOf(daily: Record<string, Record<string, number>>, runId: string): Record<string, number> {
  const counted: Record<string, number> = {
    pageview: daily.totals?.pageviews ?? 0,
    visits: daily[`campaign#bench|load|${runId}`]?.visits ?? 0,
    cta: daily[`cta#${runId}`]?.ctaClick ?? 0,
  };
  for (let t = 0; t < BENCH_TRACKS; t++) counted[`play${t}`] = daily[`track#${runId}-t${t}`]?.demoPlayStart ?? 0;
  return counted;
}

function latencyOf(values: number[]): LatencyFigures {
  const sorted = [...values].sort((x, y) => x - y);
  return { answers: sorted.length, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), max: Math.round(sorted.at(-1) ?? NaN) };
}

function timelineOf(latencies: number[], answeredAt: number[]): AnalyticsFigures['timeline'] {
  const stretches = new Map<number, number[]>();
  latencies.forEach((latency, i) => {
    const fromS = Math.floor((answeredAt[i] ?? 0) / 1000 / TIMELINE_STRETCH_S) * TIMELINE_STRETCH_S;
    const stretch = stretches.get(fromS);
    if (stretch) stretch.push(latency);
    else stretches.set(fromS, [latency]);
  });
  return [...stretches].sort(([a], [b]) => a - b).map(([fromS, values]) => ({ fromS, ...latencyOf(values) }));
}

/**
 * One stream of beacons from `rate` viewers, one a second each, for the warm-up and then the judged
 * seconds: the viewers connect during the warm-up (each one an autocannon client, created one after
 * another) and keep their connection, so the judged seconds measure the steady 300/s, not the start.
 */
async function run(url: string, store: DynamoSiteAnalytics, runId: string): Promise<AnalyticsFigures> {
  const input: AnalyticsClientsInput = { url, runId, viewers: rate, rate: 1, perViewer: warmUpS + seconds, warmUpPerViewer: warmUpS, userAgent: agentOf(runId) };
  const started = performance.now();
  const output = await runViewers(input);
  const elapsedS = (performance.now() - started) / 1000;
  const counted = countedOf(await store.daily(berlinDay(new Date())), runId);
  const expected: Record<string, number> = { ...output.sentByKind, visits: output.viewersWithPageView };
  const kinds = [...new Set([...Object.keys(counted), ...Object.keys(expected)])].sort();
  const mismatches = kinds.filter((k) => (counted[k] ?? 0) !== (expected[k] ?? 0)).map((k) => `${k}: counted ${counted[k] ?? 0}, sent ${expected[k] ?? 0} (answered 204: ${output.answered[k] ?? '–'})`);
  const countedBeacons = kinds.filter((k) => k !== 'visits').reduce((sum, k) => sum + (counted[k] ?? 0), 0);
  return {
    runId,
    rate,
    warmUpSeconds: warmUpS,
    seconds,
    sent: output.sent,
    answered204: output.statuses['204'] ?? 0,
    statuses: output.statuses,
    errors: output.errors,
    counted,
    expected,
    lost: output.sent - countedBeacons,
    mismatches,
    warmUp: latencyOf(output.warmUpLatencies),
    run: latencyOf(output.latencies),
    timeline: timelineOf(output.latencies, output.answeredAt),
    elapsedS,
  };
}

export async function benchAnalytics(): Promise<AnalyticsFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rufbereit-analytics-'));
  const local = await startLocalEnvironment({ dataDir, fresh: true, quiet: true, serveSite: false, portOffset: offset, sitePort: 20000 + offset, throttles: true, dynamoStorage: 'memory' });
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    const store = new DynamoSiteAnalytics(doc, () => 'site_analytics');
    // Through the local edge (site server), as the browser's beacon goes.
    const url = `${local.urls.site}${apiPaths.analytics}`;
    const figures = await run(url, store, `run-${Date.now().toString(36)}`);
    printFigures(figures);
    return figures;
  } finally {
    doc.destroy();
    await local.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printFigures(r: AnalyticsFigures): void {
  console.log(`\nCookieless beacons (POST ${apiPaths.analytics}) through the local edge, ${rate} viewers of 1 beacon/s each, ${r.warmUpSeconds} s warm-up + ${r.seconds} s:`);
  const other = Object.entries(r.statuses).filter(([status]) => status !== '204').map(([status, count]) => `${count} × ${status}`).join(', ') || '0';
  const counted = Object.entries(r.counted).filter(([k]) => k !== 'visits').reduce((sum, [, v]) => sum + v, 0);
  const plays = counted - (r.counted.pageview ?? 0) - (r.counted.cta ?? 0);
  console.log('| took (s) | sent | answered 204 | other answers | errors | counted in the aggregates | lost |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${r.elapsedS.toFixed(1)} | ${r.sent} | ${r.answered204} | ${other} | ${r.errors} | ${counted} (${r.counted.pageview ?? 0} page views of ${r.counted.visits ?? 0} visits, ${r.counted.cta ?? 0} CTA clicks, ${plays} demo plays) | ${r.lost} |`,
  );
  for (const m of r.mismatches) console.log(`  MISMATCH ${r.runId}: ${m}`);
  console.log('\n| phase | answers | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|');
  console.log(`| warm-up (fresh start, viewers connecting; not judged) | ${r.warmUp.answers} | ${r.warmUp.p50} | ${r.warmUp.p99} | ${r.warmUp.max} |`);
  console.log(`| run | ${r.run.answers} | ${r.run.p50} | ${r.run.p99} | ${r.run.max} |`);
  for (const t of r.timeline) console.log(`| … answered at ${t.fromS}–${t.fromS + TIMELINE_STRETCH_S} s | ${t.answers} | ${t.p50} | ${t.p99} | ${t.max} |`);
  console.log(`\nTarget at ${ANALYTICS_TARGET.rate}/s: 0 lost (${lostAny(r) ? 'NOT met' : 'met'}), p99 < ${ANALYTICS_TARGET.p99Ms} ms (${r.run.p99 < ANALYTICS_TARGET.p99Ms ? 'met' : 'NOT met'}).`);
}

/** A beacon lost (or an aggregate that differs from the answers) fails the benchmark. */
export const lostAny = (r: AnalyticsFigures): boolean => r.lost !== 0 || r.mismatches.length > 0;

// `npm run bench:analytics` runs this file alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchAnalytics();
  await writeSectionResult(figures);
  if (lostAny(figures)) process.exitCode = 1;
}
