/**
 * Solves one proof-of-work challenge off the main thread (altcha-lib's solver: SHA-256 with Web
 * Crypto), so typing stays smooth. Loaded only on the first interaction with a form.
 */
import { solveChallenge } from 'altcha-lib/v1';
import type { ProofOfWorkChallenge } from '@rufbereit/shared';

self.onmessage = async (event: MessageEvent<ProofOfWorkChallenge>) => {
  const { challenge, salt, algorithm, maxnumber } = event.data;
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  self.postMessage(solution?.number ?? null);
};
