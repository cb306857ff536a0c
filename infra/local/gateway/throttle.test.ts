import { describe, expect, it } from 'vitest';
import { API_THROTTLE, FORM_ROUTE_THROTTLE, apiRoutes, type ApiRoute } from '@rufbereit/shared';
import { createThrottle } from './throttle';

const route = (id: string): ApiRoute => (apiRoutes as ReadonlyArray<ApiRoute>).find((r) => r.id === id) as ApiRoute;

describe('local API Gateway throttle (the stack’s numbers)', () => {
  it('lets a form route’s burst through, refuses the next, and refills at its rate', () => {
    let now = 0;
    const allow = createThrottle(() => now);
    const contact = route('createContact');
    const passed = Array.from({ length: FORM_ROUTE_THROTTLE.burstLimit + 1 }, () => allow(contact));
    expect(passed.filter(Boolean)).toHaveLength(FORM_ROUTE_THROTTLE.burstLimit);
    expect(passed.at(-1)).toBe(false);
    now += 1000 / FORM_ROUTE_THROTTLE.rateLimit;
    expect(allow(contact)).toBe(true);
    // Another form route has its own bucket.
    expect(allow(route('createDemoRequest'))).toBe(true);
  });
  it('throttles other routes only by the stage’s limits', () => {
    const allow = createThrottle(() => 0);
    const slots = route('listIntroCallSlots');
    const passed = Array.from({ length: API_THROTTLE.burstLimit + 1 }, () => allow(slots));
    expect(passed.filter(Boolean)).toHaveLength(API_THROTTLE.burstLimit);
  });
});
