/**
 * API Gateway's throttling, locally: a token bucket for the stage and one per public form route, with
 * the numbers the stack declares (API_THROTTLE, FORM_ROUTE_THROTTLE in shared/), so `npm start`
 * answers a flood with the same 429 a visitor would get on AWS.
 */
import { API_THROTTLE, FORM_ROUTE_THROTTLE, isPublicFormRoute, type ApiRoute } from '@rufbereit/shared';

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

/** True when the request may pass: the route's own bucket (form routes) and the stage's. */
export function createThrottle(now?: () => number): (route: ApiRoute) => boolean {
  const stage = tokenBucket(API_THROTTLE, now);
  const perRoute = new Map<string, () => boolean>();
  return (route) => {
    if (isPublicFormRoute(route)) {
      let bucket = perRoute.get(route.id);
      if (!bucket) perRoute.set(route.id, (bucket = tokenBucket(FORM_ROUTE_THROTTLE, now)));
      if (!bucket()) return false;
    }
    return stage();
  };
}

/** API Gateway's own answer to a throttled request (the web shows its German message for any 429). */
export const THROTTLED_BODY = { message: 'Too Many Requests' } as const;
