/**
 * The visitors of the load benchmark (tests/bench/load.ts), in a worker thread of their own: the local
 * API (gateway, handler, event bus) runs in the benchmark's main thread, and autocannon's work for 50
 * clients (building each post, parsing each answer, its timers) on that same event loop made the
 * API's answers wait behind it. On AWS the visitors are elsewhere. The worker solves the run's
 * challenges first (in its own heap: solved in the main thread, their garbage left the API's heap
 * to a major collection in the run's first seconds), then posts, and sends the run's figures back
 * when every client has finished.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { IDEMPOTENCY_HEADER, PROOF_OF_WORK_HEADER } from '@rufbereit/shared';
import { fetchChallenge, solve } from '../support/proof-of-work';

export interface LoadClientsInput {
  url: string;
  runId: number;
  rate: number;
  /** 'even': `rate` clients of one connection, started 1000/rate ms apart; 'burst': one client of `rate` connections. */
  even: boolean;
  seconds: number;
  /** Challenges to solve before the run, one per post and a margin (the visitor's browser solved it while typing). */
  proofCount: number;
}

export interface LoadClientsOutput {
  /** Each answer's latency in ms, as measured. */
  latencies: number[];
  errors: number;
  non2xx: number;
  /** performance.timeOrigin + now() when the last client finished (the main thread's clock differs). */
  endedAtEpochMs: number;
}

const postBody = (runId: number, n: number): string =>
  JSON.stringify({
    firstname: 'Lara',
    lastname: 'Last',
    email: `last-${runId}-${n}@beispiel.de`,
    service_preference: 'consultation',
    message: 'Lasttest',
    privacy_accepted: true,
  });

/**
 * One autocannon client of `connections` connections, each sending one post per second; every post is
 * a new visitor (own e-mail and idempotency key), so every post stores a record.
 */
function startClient(input: LoadClientsInput, proofs: string[], connections: number, next: () => number, latencies: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.url,
        method: 'POST',
        duration: input.seconds,
        connections,
        overallRate: connections,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              const n = next();
              const proof = { [PROOF_OF_WORK_HEADER]: proofs.pop() ?? '' };
              return { ...request, headers: { ...request.headers, ...proof, [IDEMPOTENCY_HEADER]: `load-${input.runId}-${n}-${Date.now()}` }, body: postBody(input.runId, n) };
            },
          },
        ],
      },
      (error: unknown, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
    );
    // Latencies from each answer as measured (autocannon's histogram "corrects" a rate-limited run for
    // coordinated omission with an interval of 1 ms, which adds hundreds of made-up samples per slow answer).
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * `count` solved challenges, fetched 20 at a time: hundreds of parallel fetches overran the local
 * gateway's sockets (ECONNRESET) before the run even started.
 */
async function solvedChallenges(origin: string, count: number): Promise<string[]> {
  const proofs: string[] = [];
  while (proofs.length < count) {
    const batch = Math.min(20, count - proofs.length);
    proofs.push(...(await Promise.all(Array.from({ length: batch }, async () => solve(await fetchChallenge(origin))))));
  }
  return proofs;
}

async function runClients(input: LoadClientsInput): Promise<LoadClientsOutput> {
  const proofs = await solvedChallenges(new URL(input.url).origin, input.proofCount);
  let n = 0;
  const next = (): number => ++n;
  const latencies: number[] = [];
  const clients: Array<Promise<autocannon.Result>> = [];
  const clientCount = input.even ? input.rate : 1;
  for (let i = 0; i < clientCount; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 1000 / input.rate));
    clients.push(startClient(input, proofs, input.even ? 1 : input.rate, next, latencies));
  }
  const results = await Promise.all(clients);
  const sum = (pick: (r: autocannon.Result) => number): number => results.reduce((total, r) => total + pick(r), 0);
  return { latencies, errors: sum((r) => r.errors + r.timeouts), non2xx: sum((r) => r.non2xx), endedAtEpochMs: performance.timeOrigin + performance.now() };
}

if (parentPort) parentPort.postMessage(await runClients(workerData as LoadClientsInput));
