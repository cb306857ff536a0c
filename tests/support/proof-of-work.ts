/**
 * Test clients solve the forms' proof-of-work challenges as the browser does (altcha-lib's solver):
 * fetch a challenge from the API, find the number, send the base64 payload in PROOF_OF_WORK_HEADER.
 */
import { createHash } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { PROOF_OF_WORK_HEADER, apiPaths, SIGN_UP_PROOF_METADATA_KEY, apiRoutes, type ApiRoute, type ProofOfWorkChallenge } from '@rufbereit/shared';

export async function fetchChallenge(origin: string): Promise<ProofOfWorkChallenge> {
  const response = await fetch(`${origin}${apiPaths.challenge}`);
  if (!response.ok) throw new Error(`GET ${apiPaths.challenge}: ${response.status}`);
  return (await response.json()) as ProofOfWorkChallenge;
}

/** The payload the forms send: base64 of ALTCHA's JSON {algorithm, challenge, number, salt, signature}. */
export async function solve(challenge: ProofOfWorkChallenge): Promise<string> {
  const number = challenge.algorithm === 'SHA-256' ? solveSynchronously(challenge) : (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise)?.number;
  if (number === undefined) throw new Error('Challenge not solvable');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64');
}

/**
 * ALTCHA's puzzle (challenge = SHA-256 of salt + number, in hex) with Node's synchronous hash:
 * altcha-lib's solver awaits WebCrypto once per number, ~1 s per challenge in Node, which made the
 * fuzz test (150 posts per route) run past its timeout. The server still verifies with altcha-lib.
 */
function solveSynchronously({ challenge, salt, maxnumber }: ProofOfWorkChallenge): number | undefined {
  for (let number = 0; number <= maxnumber; number++) {
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') === challenge) return number;
  }
  return undefined;
}

/** A fresh solved challenge of the API at `origin`, as the header a form post carries. */
export async function proofHeader(origin: string): Promise<Record<string, string>> {
  return { [PROOF_OF_WORK_HEADER]: await solve(await fetchChallenge(origin)) };
}

const protectedPaths = (apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => r.proofOfWork).map((r) => r.path);

/** Whether a POST to this URL needs a proof of work (by the route table). */
export const needsProof = (url: string): boolean => protectedPaths.includes(new URL(url).pathname);

/** The ClientMetadata of a self sign-up (Cognito's SignUp), with a freshly solved challenge of the local API. */
export async function signUpProof(local: { urls: { api: string } }): Promise<Record<string, string>> {
  return { [SIGN_UP_PROOF_METADATA_KEY]: await solve(await fetchChallenge(new URL(local.urls.api).origin)) };
}
