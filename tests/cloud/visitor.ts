/**
 * How the cloud tier talks to a stage: as a visitor (forms with a real proof of work, beacons) and as its
 * test admin (GDPR export and erase). Every address a file submits is erased by that file afterwards.
 */
import { MIN_FILL_SECONDS, PROOF_OF_WORK_HEADER } from '@rufbereit/shared';
import { fetchChallenge, solve } from '../support/proof-of-work';
import { adminCredentials, baseUrl, signInAdmin } from './target';

export const admin = adminCredentials();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  json: unknown;
}

const answerOf = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
};

/** A form post as the browser sends it: a solved challenge, after the minimum fill time; extra headers as given. */
export async function postForm(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const started = Date.now();
  const proof = await solve(await fetchChallenge(baseUrl()));
  // A post sooner than the minimum fill time is answered like a success and stored nowhere.
  await wait(Math.max(0, started + (MIN_FILL_SECONDS + 1) * 1000 - Date.now()));
  return answerOf(
    await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', [PROOF_OF_WORK_HEADER]: proof, ...headers }, body: JSON.stringify(body) }),
  );
}

/** One sign-in per run: Cognito refuses a TOTP code used twice, and the access token lasts 15 minutes. */
let session: Promise<{ accessToken: string }> | undefined;

/** A staff call as the back office makes it: its status and JSON answer. */
export async function adminPost(path: string, body: unknown): Promise<Answer> {
  if (!admin) throw new Error('no test admin');
  const { accessToken } = await (session ??= signInAdmin(admin));
  return answerOf(
    await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }, body: JSON.stringify(body) }),
  );
}
