import { test } from '@playwright/test';
import { MIN_FILL_SECONDS } from '@rufbereit/shared';
import { proofHeader } from '../../integration/proof-of-work';

/**
 * The header of a form post sent straight to the API (a second visitor, a seeded request): a solved
 * challenge of the site under test, old enough for the minimum fill time, as a real form sends it.
 */
export async function ripeProofHeader(): Promise<Record<string, string>> {
  const origin = test.info().project.use.baseURL ?? '';
  const header = await proofHeader(origin);
  // Counted from the answer, not from the request: the challenge was issued somewhere in between, and
  // on a busy machine the request took long enough for a post to come too early (a decoy 201, nothing stored).
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_SECONDS * 1000 + 300));
  return header;
}
