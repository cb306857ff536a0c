/**
 * What a failed attempt may say about the next one, beyond the generic back-off: a partner's rate
 * limit names the earliest time it takes the next request (`retryNotBefore`), and a refused credential
 * (`permanent`) will not work on a retry at all. Adapters' errors implement it; the delivery
 * bookkeeping (delivery.ts) reads it without knowing the partner.
 */
export interface RetryHint {
  retryNotBefore?: Date;
  permanent?: boolean;
}

export const retryHintOf = (error: unknown): RetryHint => {
  if (typeof error !== 'object' || error === null) return {};
  const { retryNotBefore, permanent } = error as RetryHint;
  return {
    ...(retryNotBefore instanceof Date && !Number.isNaN(retryNotBefore.getTime()) ? { retryNotBefore } : {}),
    ...(permanent === true ? { permanent: true } : {}),
  };
};
