import type { ProofOfWorkChallenge } from '@rufbereit/shared';

/** The secret number of a challenge, found in a Web Worker (or on the main thread where there is none). */
export async function findNumber(challenge: ProofOfWorkChallenge): Promise<number | null> {
  if (typeof Worker === 'undefined') {
    const { solveChallenge } = await import('altcha-lib/v1');
    return (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise)?.number ?? null;
  }
  const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<number | null>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<number | null>) => resolve(event.data);
      worker.onerror = () => reject(new Error('Proof-of-work worker failed'));
      worker.postMessage(challenge);
    });
  } finally {
    worker.terminate();
  }
}
