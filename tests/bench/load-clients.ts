/**
 * The visitors of the load benchmark (tests/bench/load.ts), in a worker thread of their own: the local
 * API (gateway, handler, event bus) runs in the benchmark's main thread, and autocannon's work for 50
 * clients (building each post, parsing each answer, its timers) on that same event loop made the
 * API's answers wait behind it. On AWS the visitors are elsewhere. The worker sends the run's figures
 * back when every client has finished.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { IDEMPOTENCY_HEADER, PROOF_OF_WORK_HEADER } from '@rufbereit/shared';

export interface LoadClientsInput {
  url: string;
  runId: number;
  rate: number;
  /** 'even': `rate` clients of one connection, started 1000/rate ms apart; 'burst': one client of `rate` connections. */
  even: boolean;
  seconds: number;
  /** One solved challenge per post (solved before the run: the visitor's browser did it while typing). */
  proofs: string[];
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
function startClient(input: LoadClientsInput, connections: number, next: () => number, latencies: number[]): Promise<autocannon.Result> {
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
              const proof = { [PROOF_OF_WORK_HEADER]: input.proofs.pop() ?? '' };
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

async function runClients(input: LoadClientsInput): Promise<LoadClientsOutput> {
  let n = 0;
  const next = (): number => ++n;
  const latencies: number[] = [];
  const clients: Array<Promise<autocannon.Result>> = [];
  const clientCount = input.even ? input.rate : 1;
  for (let i = 0; i < clientCount; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 1000 / input.rate));
    clients.push(startClient(input, input.even ? 1 : input.rate, next, latencies));
  }
  const results = await Promise.all(clients);
  const sum = (pick: (r: autocannon.Result) => number): number => results.reduce((total, r) => total + pick(r), 0);
  return { latencies, errors: sum((r) => r.errors + r.timeouts), non2xx: sum((r) => r.non2xx), endedAtEpochMs: performance.timeOrigin + performance.now() };
}

if (parentPort) parentPort.postMessage(await runClients(workerData as LoadClientsInput));
