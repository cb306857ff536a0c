/**
 * Test clients solve the forms' proof-of-work challenges as the browser does (altcha-lib's solver):
 * fetch a challenge from the API, find the number, send the base64 payload in PROOF_OF_WORK_HEADER.
 */
import { solveChallenge } from 'altcha-lib/v1';
import { CHALLENGE_PATH, PROOF_OF_WORK_HEADER, SIGN_UP_PROOF_METADATA_KEY, apiRoutes, type ApiRoute, type ProofOfWorkChallenge } from '@rufbereit/shared';

export async function fetchChallenge(origin: string): Promise<ProofOfWorkChallenge> {
  const response = await fetch(`${origin}${CHALLENGE_PATH}`);
  if (!response.ok) throw new Error(`GET ${CHALLENGE_PATH}: ${response.status}`);
  return (await response.json()) as ProofOfWorkChallenge;
}

/** The payload the forms send: base64 of ALTCHA's JSON {algorithm, challenge, number, salt, signature}. */
export async function solve(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('Challenge not solvable');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })).toString('base64');
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
