/**
 * The API route table: every area's routes, each table beside its feature (e.g. inbox/inbox-routes.ts;
 * what a route is: api/api-route.ts). The CDK api construct creates one HTTP API route + Lambda per
 * entry, derives each function's IAM from its grants, and the local gateway, the edge and the guard
 * tests read the same entries.
 *
 * The order is the one the route-table-driven tests run in (tests/integration/protected-routes.test.ts):
 * what deletes comes last, so a deletion never removes what a later route uses (demo tracks, then the
 * account's audio files, then the GDPR erasure last of all). The local gateway takes the first route
 * whose path matches; api-routes.test.ts checks that every route is the first match of its own path.
 */
import type { ApiRoute } from '../api/api-route';
import { assistantConfigRoutes } from '../assistant-config/assistant-config-routes';
import { audioRoutes } from '../audio/audio-routes';
import { authRoutes } from '../auth/auth-routes';
import { branchImagesRoutes } from '../branch-images/branch-images-routes';
import { contactRoutes } from '../contact/contact-routes';
import { dashboardRoutes } from '../dashboard/dashboard-routes';
import { deliveryRoutes } from '../delivery/delivery-routes';
import { demoRequestRoutes } from '../demo-request/demo-request-routes';
import { demoTracksRoutes } from '../demo-tracks/demo-tracks-routes';
import { gdprRoutes } from '../gdpr/gdpr-routes';
import { inboxRoutes } from '../inbox/inbox-routes';
import { introCallRoutes } from '../intro-call/intro-call-routes';
import { marketingRoutes } from '../marketing/marketing-routes';
import { siteAnalyticsRoutes } from '../site-analytics/site-analytics-routes';
import { spamProtectionRoutes } from '../spam-protection/spam-protection-routes';
import { staffAuditRoutes } from '../staff-audit/staff-audit-routes';

export const apiRoutes = [
  ...contactRoutes,
  ...demoRequestRoutes,
  ...spamProtectionRoutes,
  ...branchImagesRoutes,
  ...authRoutes,
  ...assistantConfigRoutes,
  ...introCallRoutes,
  ...siteAnalyticsRoutes,
  ...deliveryRoutes,
  ...dashboardRoutes,
  ...marketingRoutes,
  ...staffAuditRoutes,
  ...inboxRoutes,
  ...demoTracksRoutes,
  ...audioRoutes,
  ...gdprRoutes,
] as const satisfies ReadonlyArray<ApiRoute>;

export type ApiRouteId = (typeof apiRoutes)[number]['id'];
