/**
 * The proof of work of the public forms (ALTCHA, altcha-lib's v1 challenge): the server issues a
 * challenge signed with its HMAC key, carrying its expiry and issue time in the signed salt; the
 * browser finds the secret number; the server checks the signature, the hash, the expiry and the
 * issue time. Stateless except for the replay store (each solution is accepted once).
 */
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import * as z from 'zod/mini';
import {
  CHALLENGE_ISSUED_PARAM,
  CHALLENGE_MAX_NUMBER,
  CHALLENGE_TTL_SECONDS,
  type ProofOfWorkChallenge,
} from '@rufbereit/shared';
import { challengeMaxNumber, minFillSeconds } from '../config';

export async function issueChallenge(hmacKey: string, now = new Date(), minFill = minFillSeconds(), maxNumber = challengeMaxNumber()): Promise<ProofOfWorkChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey,
    maxnumber: maxNumber,
    expires: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
    // Milliseconds: the fill time is counted from the exact issue, not from the second before it.
    params: { [CHALLENGE_ISSUED_PARAM]: String(now.getTime()) },
  });
  return { ...challenge, algorithm: 'SHA-256', maxnumber: maxNumber, minFillSeconds: minFill };
}

/** What the client sends back (base64 of this JSON); anything else is refused before any hashing. */
const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: hex64,
  number: z.number().check(z.int(), z.minimum(0), z.maximum(CHALLENGE_MAX_NUMBER)),
  salt: z.string().check(z.maxLength(200)),
  signature: hex64,
});

export type ProofCheck =
  /** `issuedAt`: Unix seconds to the millisecond (a fraction). */
  | { valid: true; challenge: string; expiresAt: number; issuedAt: number }
  | { valid: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' };

/** Checks one solution (not whether it was used before: see the replay store). */
export async function checkProof(encoded: string | undefined, hmacKey: string, now = new Date()): Promise<ProofCheck> {
  if (!encoded) return { valid: false, reason: 'missing' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return { valid: false, reason: 'malformed' };
  const payload = parsed.data;
  // Signature and hash first (expiry unchecked): a forged expiry is "forged", not "expired".
  if (!(await verifySolution(payload, hmacKey, false))) return { valid: false, reason: 'forged' };
  const params = extractParams(payload);
  const expiresAt = Number(params.expires);
  const issuedMs = Number(params[CHALLENGE_ISSUED_PARAM]);
  if (!Number.isInteger(expiresAt) || !Number.isInteger(issuedMs)) return { valid: false, reason: 'forged' };
  if (expiresAt * 1000 < now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, challenge: payload.challenge, expiresAt, issuedAt: issuedMs / 1000 };
}
