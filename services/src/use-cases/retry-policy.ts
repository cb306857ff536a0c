/**
 * When a failed CRM sync or mail is tried again: exponential back-off with "equal jitter" (half the
 * delay fixed, half random, so many requests failed by one outage do not all come back at once),
 * capped, for a window counted from the request's creation. Past the window: give up (`failed`).
 */
import { DELIVERY_RETRY } from '@rufbereit/shared';

export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

/** The shared policy, every duration multiplied by `scale` (the local environment's tests shrink it). */
export function retryPolicy(scale = 1): RetryPolicy {
  return {
    firstDelayMs: DELIVERY_RETRY.firstDelaySeconds * 1000 * scale,
    maxDelayMs: DELIVERY_RETRY.maxDelaySeconds * 1000 * scale,
    windowMs: DELIVERY_RETRY.windowSeconds * 1000 * scale,
  };
}

/** The next attempt after `failedAttempts` failures, or undefined once it would fall past the window. */
export function nextAttemptAt(
  policy: RetryPolicy,
  createdAt: Date,
  failedAttempts: number,
  now: Date,
  random: () => number = Math.random,
): Date | undefined {
  const ceiling = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, failedAttempts - 1));
  const next = new Date(now.getTime() + ceiling / 2 + random() * (ceiling / 2));
  return next.getTime() - createdAt.getTime() > policy.windowMs ? undefined : next;
}
