/**
 * GET /api/admin/dashboard (access `admin`): the dashboard's figures (shared/src/dashboard/dashboard.ts) from
 * the per-day aggregates and the next booked intro calls. `today` (YYYY-MM-DD, optional) ends the
 * 90-day window. 400 for a malformed query. Env: TABLE_REQUEST_STATS, TABLE_INTRO_CALL_SLOTS.
 */
import { dashboardQuerySchema, type DashboardBody } from '@rufbereit/shared';
import { requestStatsFromEnv } from '../adapters/dynamo-request-stats';
import { upcomingIntroCallsFromEnv } from '../adapters/dynamo-upcoming-intro-calls';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { loadDashboard } from '../use-cases/dashboard';

export const handler = createAdminHandler(['getDashboard'], async (event) => {
  const { today } = validateInput(dashboardQuerySchema, event.queryStringParameters ?? {});
  const body: DashboardBody = await loadDashboard({ stats: requestStatsFromEnv(), bookedAmong: upcomingIntroCallsFromEnv() }, today);
  return jsonResponse(200, body);
});
