/**
 * What one API route is: method, path, handler, access, grants, and what the shared middleware checks
 * before the handler runs. The table of all routes is routes/api-routes.ts, each area's part beside
 * its feature (e.g. inbox/inbox-routes.ts). The CDK api construct creates one HTTP API route + Lambda
 * per entry and the local gateway serves the same entries. `handler` names the file
 * `services/src/handlers/{handler}.ts`, which exports `handler`.
 */
import type { Grant } from './grants';
import type { AuditAction, AuditExemption } from './route-audit';

export type RouteAccess = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  id: string;
  method: HttpMethod;
  /** API Gateway path syntax, e.g. `/api/branch-images/{branch}`: always an entry of `apiPaths`, never typed here. */
  path: string;
  handler: string;
  access: RouteAccess;
  /** Which tables/buckets/buses the function may touch: least-privilege IAM is derived from this. */
  grants: ReadonlyArray<Grant>;
  /**
   * A public form: the request must carry a solved, unused proof-of-work challenge (PROOF_OF_WORK_HEADER),
   * and its honeypot and fill time are checked, by the shared middleware before the handler runs
   * (services/src/http/spam-protection.ts). A new public POST route must say either way (a test checks).
   */
  proofOfWork?: boolean;
  /**
   * A public POST no person fills in: the cookieless beacon of every page view, a partner's webhook.
   * It is no form (isPublicFormRoute): FORM_ROUTE_THROTTLE, which would drop most beacons of a busy
   * minute, does not apply; the beacon has a wider throttle of its own (routeThrottle), a webhook the
   * stage's. Its own protection is named where it is declared.
   */
  sentByMachine?: 'beacon' | 'webhook';
  /**
   * A public GET whose answer is the same for every caller and carries a public Cache-Control: CloudFront
   * caches it, keyed on these query parameters only, for as long as that Cache-Control allows (a behaviour
   * of its own before `/api/*`, which caches nothing: infra/src/constructs/website.ts). A synth test checks
   * that each such route has its behaviour; the handlers' tests and the cloud tier check their Cache-Control.
   */
  sharedCache?: { query: readonly string[] };
  /**
   * Admin routes: the audit log's action the route writes once it succeeded (who, when, what, whom,
   * counts: staff-audit/staff-audit.ts), or why it writes none. Every admin route says either
   * way, and every route that changes data or hands out one person's data names an action
   * (services/src/http/audit-routes.test.ts); tests/security/audit-trail.test.ts checks each entry.
   */
  audit?: AuditAction | AuditExemption;
}

/** What every admin route's function needs beyond its own grants: the group check against the pool. */
export const ADMIN_CHECK_GRANT = { userPool: 'users', access: 'lookup' } as const satisfies Grant;

/**
 * The grants a route's function gets: its own, plus the admin check's for `admin` routes (the handler
 * confirms the caller's group with the user pool on every call, so a revoked admin is refused at once).
 */
export function routeGrants(route: ApiRoute): ReadonlyArray<Grant> {
  if (route.access !== 'admin' || route.grants.some((grant) => 'userPool' in grant)) return route.grants;
  return [...route.grants, ADMIN_CHECK_GRANT];
}

/** Cognito group whose members may call `admin` routes (the handler checks the `cognito:groups` claim). */
export const ADMIN_GROUP = 'admin';
