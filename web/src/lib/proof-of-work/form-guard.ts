/**
 * The spam protection of one public form (docs/features/spam-protection.md): on the first interaction
 * it fetches a proof-of-work challenge and solves it in the background; on submit it hands over the
 * solution (each is accepted once, so the next submit solves a fresh one), never before the minimum
 * fill time, and the honeypot's value. No third party, no cookie, nothing visible.
 */
import { HONEYPOT_FIELD, MIN_FILL_SECONDS, PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge } from '@rufbereit/shared';
import { apiPath } from '../api/api-path';
import { findNumber } from './solve';

interface Solved {
  /** Base64 ALTCHA payload for PROOF_OF_WORK_HEADER, or undefined when the challenge could not be had. */
  payload?: string;
  /** Local time the challenge arrived: the server counts the fill time from its issue. */
  receivedAt: number;
  /** The minimum fill time the API named with the challenge (the shared default when there is none). */
  minFillSeconds: number;
}

/** Margin over the minimum fill time for the clock difference between the challenge's issue and its arrival. */
const FILL_MARGIN_MS = 500;

async function solveFresh(fetchImpl: typeof fetch): Promise<Solved> {
  const receivedAt = Date.now();
  const unsolved = { receivedAt, minFillSeconds: MIN_FILL_SECONDS };
  try {
    const res = await fetchImpl(apiPath('challenge'), { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) return unsolved;
    const challenge = (await res.json()) as ProofOfWorkChallenge;
    const minFillSeconds = Number.isFinite(challenge.minFillSeconds) && challenge.minFillSeconds >= 0 ? challenge.minFillSeconds : MIN_FILL_SECONDS;
    const number = await findNumber(challenge);
    if (number === null) return { receivedAt, minFillSeconds };
    const { algorithm, salt, signature } = challenge;
    return { payload: btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })), receivedAt, minFillSeconds };
  } catch {
    // No solution: the API refuses the post with its German message and the form keeps the values.
    return unsolved;
  }
}

export class FormGuard {
  private pending?: Promise<Solved>;
  private form?: HTMLFormElement;

  constructor(private readonly fetchImpl: typeof fetch = (...args) => fetch(...args)) {}

  /** First interaction with the form (focus, pointer, key): start solving. Cheap to call again. */
  readonly prime = (event?: { currentTarget: EventTarget | null }): void => {
    if (event?.currentTarget instanceof HTMLFormElement) this.form = event.currentTarget;
    this.pending ??= solveFresh(this.fetchImpl);
  };

  /** The headers and extra body fields of one submission; waits for the solution and the minimum fill time. */
  async take(): Promise<{ headers: Record<string, string>; fields: Record<string, string> }> {
    this.prime();
    const solved = await (this.pending as Promise<Solved>);
    this.pending = undefined;
    const ready = solved.receivedAt + solved.minFillSeconds * 1000 + FILL_MARGIN_MS;
    if (Date.now() < ready) await new Promise((resolve) => setTimeout(resolve, ready - Date.now()));
    const honeypot = this.form?.elements.namedItem(HONEYPOT_FIELD);
    const trap: Record<string, string> = honeypot instanceof HTMLInputElement && honeypot.value !== '' ? { [HONEYPOT_FIELD]: honeypot.value } : {};
    return { headers: solved.payload ? { [PROOF_OF_WORK_HEADER]: solved.payload } : {}, fields: trap };
  }
}
