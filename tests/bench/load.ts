/**
 * `npm run bench:load`: form posts at fixed rates against the local environment (the gateway, the
 * create-contact handler, dynalite, the event bus and, behind it, the CRM fake and SES stand-in, all
 * in this one process as `npm start` runs them). For each rate (50 and 100 posts/s, 20 s each;
 * LOAD_RATES / LOAD_DURATION_S override) it prints latency p50/p99, errors and non-201 answers, and how
 * long the CRM sync and mails took to catch up. It measures, it does not judge.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { IDEMPOTENCY_HEADER } from '@rufbereit/shared';
import { startLocalEnvironment } from '../../infra/local/environment';
import { writeSectionResult, type SummaryRow } from './summary';

const rates = (process.env.LOAD_RATES ?? '50,100').split(',').map(Number).filter((n) => n > 0);
const durationS = Number(process.env.LOAD_DURATION_S) || 20;
const offset = 300 + Number(process.env.TEST_PORT_SHIFT ?? 0);

export interface LoadFigures {
  rate: number;
  sent: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  catchUpS: number;
}

async function run(url: string, rate: number, whenIdle: () => Promise<void>): Promise<LoadFigures> {
  let n = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    duration: durationS,
    // Enough connections to keep the rate while answers take up to a second (an open-loop test: a slow
    // answer must not slow down the visitors behind it).
    connections: Math.max(10, rate),
    overallRate: rate,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        // A new visitor per post: its own e-mail and idempotency key, so every post stores a record.
        setupRequest: (request) => {
          n++;
          return {
            ...request,
            headers: { ...request.headers, [IDEMPOTENCY_HEADER]: `load-${rate}-${n}-${Date.now()}` },
            body: JSON.stringify({
              firstname: 'Lara',
              lastname: 'Last',
              email: `last-${rate}-${n}@beispiel.de`,
              service_preference: 'consultation',
              message: 'Lasttest',
              privacy_accepted: true,
            }),
          };
        },
      },
    ],
  });
  const ended = performance.now();
  await whenIdle();
  return {
    rate,
    sent: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    catchUpS: (performance.now() - ended) / 1000,
  };
}

/** The target of issue 11: p99 under 100 ms at 50 form posts per second on this machine. */
export const LOAD_TARGET = { rate: 50, p99Ms: 100 };

/** Runs every rate against a fresh local environment and stops it. */
export async function benchLoad(): Promise<LoadFigures[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rufbereit-load-'));
  const local = await startLocalEnvironment({ dataDir, fresh: true, quiet: true, serveSite: false, portOffset: offset, sitePort: 20000 + offset });
  try {
    const rows: LoadFigures[] = [];
    for (const rate of rates) rows.push(await run(`${local.urls.api}/contacts`, rate, () => local.whenIdle()));
    console.log(`\nForm posts (POST /api/contacts), ${durationS} s per rate, local environment in one process:`);
    console.log('| posts/s | sent | p50 ms | p99 ms | max ms | errors | non-2xx | CRM + mail caught up after |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.rate} | ${r.sent} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.non2xx} | ${r.catchUpS.toFixed(1)} s |`);
    return rows;
  } finally {
    await local.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One row per rate for the summary table of `npm run bench`. */
export const loadSummaryRows = (rows: LoadFigures[]): SummaryRow[] =>
  rows.map((r) => ({
    section: 'Form posts (load)',
    item: `${r.rate} posts/s for ${durationS} s`,
    figures: `${r.sent} sent, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors, ${r.non2xx} non-2xx, caught up after ${r.catchUpS.toFixed(1)} s`,
    target: r.rate === LOAD_TARGET.rate ? `p99 < ${LOAD_TARGET.p99Ms} ms, no errors` : 'no errors',
    met: r.errors === 0 && r.non2xx === 0 && (r.rate !== LOAD_TARGET.rate || r.p99 < LOAD_TARGET.p99Ms),
  }));

// `npm run bench:load` runs this file alone; `npm run bench` imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeSectionResult(await benchLoad());
