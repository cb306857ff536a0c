import { describe, expect, it } from 'vitest';
import { API_THROTTLE, BEACON_EVENTS_PER_SECOND_TARGET, FORM_ROUTE_THROTTLE, apiRoutes, type ApiRoute } from '@rufbereit/shared';
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
  it('passes the beacon’s 300 events/s for five seconds while another route is held to the stage’s limit', () => {
    let now = 0;
    const allow = createThrottle(() => now);
    const beacon = route('trackVisit');
    const slots = route('listIntroCallSlots');
    const seconds = 5;
    let beaconsPassed = 0;
    let slotsPassed = 0;
    // Every 10 ms: the beacon's share of 300/s, and one request (100/s, twice the stage's rate) on another route.
    for (let ms = 0; ms < seconds * 1000; ms += 10, now = ms) {
      for (let i = 0; i < BEACON_EVENTS_PER_SECOND_TARGET / 100; i++) if (allow(beacon)) beaconsPassed++;
      if (allow(slots)) slotsPassed++;
    }
    expect(beaconsPassed).toBe(BEACON_EVENTS_PER_SECOND_TARGET * seconds);
    // 100 asked per second, at most the burst plus the stage's rate passed: the other route is at its limit.
    expect(slotsPassed).toBeLessThanOrEqual(API_THROTTLE.burstLimit + API_THROTTLE.rateLimit * seconds);
    expect(slotsPassed).toBeLessThan(100 * seconds);
    // A flood of beacons far past the target is refused too: the route is wider, not unlimited.
    const flood = Array.from({ length: 10 * BEACON_EVENTS_PER_SECOND_TARGET }, () => allow(beacon));
    expect(flood.filter((passed) => !passed).length).toBeGreaterThan(0);
  });
});
