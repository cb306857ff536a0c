/**
 * API Gateway's throttling, locally: a token bucket for the stage and one per route with route
 * settings of its own, with the numbers the stack declares (API_THROTTLE and routeThrottle in
 * shared/), so `npm start` answers a flood with the same 429 a visitor would get on AWS.
 * What stays different (stricter, never looser): the gaps in stand-in.ts.
 */
import { API_THROTTLE, routeThrottle, type ApiRoute } from '@rufbereit/shared';

interface Limits {
  rateLimit: number;
  burstLimit: number;
}

/** A bucket of `burstLimit` tokens, refilled at `rateLimit` per second; each request takes one. */
export function tokenBucket(limits: Limits, now: () => number = () => performance.now()): () => boolean {
  let tokens: number = limits.burstLimit;
  let last = now();
  return () => {
    const time = now();
    tokens = Math.min(limits.burstLimit, tokens + ((time - last) / 1000) * limits.rateLimit);
    last = time;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * True when the request may pass. A route with settings of its own (the forms, the beacon) draws
 * only on its own bucket, as its `RouteSettings` entry overrides the stage's defaults on AWS;
 * every other route on the stage's.
 */
export function createThrottle(now?: () => number): (route: ApiRoute) => boolean {
  const stage = tokenBucket(API_THROTTLE, now);
  const perRoute = new Map<string, () => boolean>();
  return (route) => {
    const limits = routeThrottle(route);
    if (!limits) return stage();
    let bucket = perRoute.get(route.id);
    if (!bucket) perRoute.set(route.id, (bucket = tokenBucket(limits, now)));
    return bucket();
  };
}

/** API Gateway's own answer to a throttled request (the web shows its German message for any 429). */
export const THROTTLED_BODY = { message: 'Too Many Requests' } as const;
