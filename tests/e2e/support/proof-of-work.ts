import { test } from '@playwright/test';
import { PROOF_OF_WORK_HEADER } from '@rufbereit/shared';
import { fetchChallenge, solve } from '../../support/proof-of-work';

/**
 * The header of a form post sent straight to the API (a second visitor, a seeded request): a solved
 * challenge of the site under test, old enough for the minimum fill time the API named with it, as a
 * real form sends it (the e2e environment shortens that time; the spam-protection specs run their own).
 */
export async function ripeProofHeader(): Promise<Record<string, string>> {
  const origin = test.info().project.use.baseURL ?? '';
  const challenge = await fetchChallenge(origin);
  const header = { [PROOF_OF_WORK_HEADER]: await solve(challenge) };
  // Counted from the answer, not from the request: the challenge was issued somewhere in between, and
  // on a busy machine the request took long enough for a post to come too early (a decoy 201, nothing stored).
  if (challenge.minFillSeconds > 0) await new Promise((resolve) => setTimeout(resolve, challenge.minFillSeconds * 1000 + 300));
  return header;
}
