/** The spam protection's API route: a fresh proof-of-work challenge for the public forms (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';

export const spamProtectionRoutes = [
  {
    // A fresh signed proof-of-work challenge for the public forms (spam-protection.ts).
    id: 'createChallenge',
    method: 'GET',
    path: apiPaths.challenge,
    handler: 'create-challenge',
    access: 'public',
    grants: [{ secret: 'altchaHmacKey', access: 'read' }],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
