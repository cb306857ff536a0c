import type { Vapi } from '@vapi-ai/server-sdk';

/** A number of the local platform, in Vapi's shape for a number from one's own SIP trunk. */
export type StoredPhoneNumber = Vapi.ByoPhoneNumber & { provider: 'byo-phone-number' };

/**
 * The local platform's pool of test numbers: German numbers from the block the Bundesnetzagentur keeps
 * for film and broadcast (030 23125 000–999), so no real line is ever reached by one. They are imported
 * as Vapi imports a number from your own SIP trunk (`provider: "byo-phone-number"`, with the trunk's
 * `credentialId`): German numbers reach Vapi that way (https://docs.vapi.ai/api-reference/phone-numbers/create).
 * No number carries a server URL until the product sets one (PATCH /phone-number/{id}).
 */
export const LOCAL_SIP_TRUNK_CREDENTIAL_ID = 'local-sip-trunk';
export const LOCAL_POOL_SIZE = 5;

export const poolNumber = (index: number): string => `+493023125${String(100 + index).padStart(3, '0')}`;

export function localNumberPool(orgId: string, now: string, id: (index: number) => string): StoredPhoneNumber[] {
  return Array.from({ length: LOCAL_POOL_SIZE }, (_, index) => ({
    id: id(index),
    orgId,
    provider: 'byo-phone-number',
    number: poolNumber(index),
    name: `Rufbereit lokal ${index + 1}`,
    credentialId: LOCAL_SIP_TRUNK_CREDENTIAL_ID,
    numberE164CheckEnabled: true,
    status: 'active',
    createdAt: now,
    updatedAt: now,
  }));
}
