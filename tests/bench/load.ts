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
import autocannon from 'autocannon';
import { IDEMPOTENCY_HEADER } from '@rufbereit/shared';
import { startLocalEnvironment } from '../../infra/local/environment';

const rates = (process.env.LOAD_RATES ?? '50,100').split(',').map(Number).filter((n) => n > 0);
const durationS = Number(process.env.LOAD_DURATION_S) || 20;
const offset = 300 + Number(process.env.TEST_PORT_SHIFT ?? 0);

interface Figures {
  rate: number;
  sent: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  catchUpS: number;
}

async function run(url: string, rate: number, whenIdle: () => Promise<void>): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    duration: durationS,
    connections: Math.max(10, Math.ceil(rate / 5)),
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

const dataDir = await mkdtemp(path.join(tmpdir(), 'rufbereit-load-'));
const local = await startLocalEnvironment({ dataDir, fresh: true, quiet: true, serveSite: false, portOffset: offset, sitePort: 20000 + offset });
try {
  const rows: Figures[] = [];
  for (const rate of rates) rows.push(await run(`${local.urls.api}/contacts`, rate, () => local.whenIdle()));
  console.log(`\nForm posts (POST /api/contacts), ${durationS} s per rate, local environment in one process:`);
  console.log('| posts/s | sent | p50 ms | p99 ms | max ms | errors | non-2xx | CRM + mail caught up after |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.rate} | ${r.sent} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.non2xx} | ${r.catchUpS.toFixed(1)} s |`);
} finally {
  await local.stop();
  await rm(dataDir, { recursive: true, force: true });
}
