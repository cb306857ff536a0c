/**
 * A proof-of-work solution checked and used up: correctly signed, solved, unexpired, and never
 * accepted before (replay store). The one check behind the public form routes and the sign-up.
 */
import { altchaHmacKey } from '../adapters/altcha-hmac-key';
import { claimOnce } from '../adapters/dynamo-spam-store';
import { checkProof } from './proof-of-work';

export type OneTimeProof = { accepted: true; issuedAt: number } | { accepted: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' | 'replayed' };

export async function acceptProofOnce(encoded: string | undefined, now = new Date()): Promise<OneTimeProof> {
  const proof = await checkProof(encoded, await altchaHmacKey(), now);
  if (!proof.valid) return { accepted: false, reason: proof.reason };
  if (!(await claimOnce(`altcha#${proof.challenge}`, proof.expiresAt))) return { accepted: false, reason: 'replayed' };
  return { accepted: true, issuedAt: proof.issuedAt };
}
