/**
 * A proof-of-work solution checked and used up: correctly signed, solved, unexpired, and never
 * accepted before (replay store). The one check behind the public form routes and the sign-up.
 */
import { altchaHmacKey } from '../adapters/altcha-hmac-key';
import { claimOnce } from '../adapters/dynamo-spam-store';
import { checkProof } from './proof-of-work';

export type OneTimeProof = { accepted: true; issuedAt: number } | { accepted: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' | 'replayed' };

/**
 * As `acceptProofOnce`, with another store write of the same request (`alongside`, e.g. a rate
 * counter) sent at the same time as the claim: one round trip instead of two. It runs only for a
 * proof that checked out, so a missing or forged one still costs no write.
 */
export async function acceptProofOnceWith<T>(encoded: string | undefined, now: Date, alongside: () => Promise<T>): Promise<{ proof: OneTimeProof; alongside?: T }> {
  const proof = await checkProof(encoded, await altchaHmacKey(), now);
  if (!proof.valid) return { proof: { accepted: false, reason: proof.reason } };
  const [fresh, result] = await Promise.all([claimOnce(`altcha#${proof.challenge}`, proof.expiresAt), alongside()]);
  return { proof: fresh ? { accepted: true, issuedAt: proof.issuedAt } : { accepted: false, reason: 'replayed' }, alongside: result };
}

export async function acceptProofOnce(encoded: string | undefined, now = new Date()): Promise<OneTimeProof> {
  return (await acceptProofOnceWith(encoded, now, async () => undefined)).proof;
}
