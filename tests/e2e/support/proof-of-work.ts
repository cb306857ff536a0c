import { test } from '@playwright/test';
import { MIN_FILL_SECONDS } from '@rufbereit/shared';
import { proofHeader } from '../../integration/proof-of-work';

/**
 * The header of a form post sent straight to the API (a second visitor, a seeded request): a solved
 * challenge of the site under test, old enough for the minimum fill time, as a real form sends it.
 */
export async function ripeProofHeader(): Promise<Record<string, string>> {
  const origin = test.info().project.use.baseURL ?? '';
  const started = Date.now();
  const header = await proofHeader(origin);
  const ready = started + MIN_FILL_SECONDS * 1000 + 200;
  if (Date.now() < ready) await new Promise((resolve) => setTimeout(resolve, ready - Date.now()));
  return header;
}
