/** The CRM's webhook route: a deal won or lost is recorded on the request it came from (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';
import { grantSets } from '../api/grant-sets';

export const deliveryRoutes = [
  {
    // Pipedrive's webhook v2 (change.deal), registered by `npm run setup-crm-webhook`: a deal won or
    // lost is recorded on the request it came from. HTTP Basic auth with a password derived from the
    // stage's Pipedrive token (services/src/use-cases/crm-webhook-auth.ts) instead of a proof of work.
    id: 'receiveCrmWebhook',
    method: 'POST',
    path: apiPaths.crmWebhook,
    handler: 'crm-webhook',
    access: 'public',
    proofOfWork: false,
    sentByMachine: 'webhook',
    // query: the request of a deal (CRM_DEAL_INDEX); update: its outcome, once per status and value.
    grants: [
      ...grantSets.requestTables('query', 'update'),
      ...grantSets.publishEvents,
      // The won/lost counters of the request's campaign, referrer and entry page (on its day).
      { table: 'site_analytics', access: ['update'] },
    ],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
