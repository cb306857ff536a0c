/**
 * The route table guard of the spam protection: a new public route that a visitor can post to
 * cannot forget the proof of work. tests/integration/spam-protection.test.ts then sends every route
 * marked here a missing, forged, expired and replayed solution (4xx, nothing stored).
 */
import { describe, expect, it } from 'vitest';
import { apiRoutes, isPublicFormRoute, type ApiRoute } from '@rufbereit/shared';
import { decoyRouteIds } from './spam-decoy';
import { proofOfWorkRoute } from './spam-protection';

/**
 * Public routes that change something without a proof of work, each with the reason. Anything else a
 * visitor can send without signing in (POST, PUT, PATCH, DELETE) must declare `proofOfWork: true`.
 */
const WITHOUT_PROOF_OF_WORK: Readonly<Record<string, string>> = {
  // Reached from the link in the booking's confirmation mail: its secret token is the protection,
  // and a person following a mail link has no form to solve a challenge in.
  cancelIntroCall: 'secret token from the confirmation mail',
  // The cookieless beacon (navigator.sendBeacon) cannot solve a challenge; it stores only counters,
  // refuses anything but known pages and events (zod) and is limited per client and hour.
  // Pipedrive's webhook: HTTP Basic auth with the stage's derived password (crm-webhook-auth.ts).
  receiveCrmWebhook: 'Pipedrive webhook, HTTP Basic auth checked in constant time',
  trackVisit: 'sendBeacon cannot solve a challenge; counters only, per-client hourly limit',
};

describe('the route table guard', () => {
  const writable = (apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => r.access === 'public' && r.method !== 'GET');

  it.each(writable.map((r) => [r.id, r] as const))('%s is protected by a proof of work or a named exception', (id, route) => {
    if (id in WITHOUT_PROOF_OF_WORK) expect(route.proofOfWork, `${id} is an exception: say proofOfWork: false`).toBe(false);
    else expect(route.proofOfWork, `${id} must declare proofOfWork: true (or be listed in WITHOUT_PROOF_OF_WORK with a reason)`).toBe(true);
  });

  it('lists no exception for a route that is gone or protected', () => {
    for (const id of Object.keys(WITHOUT_PROOF_OF_WORK)) expect(writable.find((r) => r.id === id)?.proofOfWork, id).toBe(false);
  });

  it('has a decoy answer (the real path’s validation and id) for every route it marks', () => {
    const marked = (apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => r.proofOfWork).map((r) => r.id);
    expect([...decoyRouteIds].sort()).toEqual([...marked].sort());
  });

  it('runs the spam checks on every route it marks (the middleware reads the same flag)', () => {
    for (const route of (apiRoutes as ReadonlyArray<ApiRoute>).filter(isPublicFormRoute)) {
      if (!(route.id in WITHOUT_PROOF_OF_WORK)) expect(proofOfWorkRoute({ routeKey: `${route.method} ${route.path}` }), route.id).toBe(route);
    }
  });
});

