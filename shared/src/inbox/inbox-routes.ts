/** The requests inbox of the back office: its API routes (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';
import { grantSets } from '../api/grant-sets';

export const inboxRoutes = [
  // The requests inbox (inbox.ts). Lists query the creation-time index, never scan; a
  // search queries the narrow search index and gets its hits by key (batch get).
  {
    id: 'listRequests',
    method: 'GET',
    path: apiPaths.adminRequests,
    handler: 'list-requests',
    access: 'admin',
    audit: { notAudited: 'the inbox list staff work from all day, changes nothing' },
    grants: [...grantSets.requestTables('query', 'batchGet')],
  },
  {
    // The live inbox (inbox-news.ts): per list a count since a time and the newest key,
    // asked every INBOX_NEWS_POLL_MS by each open back-office page of an admin.
    id: 'getInboxNews',
    method: 'GET',
    path: apiPaths.adminInboxNews,
    handler: 'inbox-news',
    access: 'admin',
    audit: { notAudited: 'counts and the newest key only, asked every few seconds' },
    grants: [...grantSets.requestTables('query')],
  },
  {
    id: 'exportRequests',
    method: 'GET',
    path: apiPaths.adminRequestExport,
    handler: 'export-requests',
    access: 'admin',
    audit: 'requestExport',
    grants: [...grantSets.requestTables('query', 'batchGet'), ...grantSets.auditEntry],
  },
  {
    // The inbox's selection (inbox-bulk.ts): up to INBOX_BULK_MAX demo requests to one status.
    id: 'bulkSetDemoStatus',
    method: 'POST',
    path: apiPaths.adminSelectionDemoStatus,
    handler: 'bulk-set-demo-status',
    access: 'admin',
    audit: 'bulkStatus',
    grants: [...grantSets.demoStatusChange],
  },
  {
    // The CSV of the selected rows, read by key.
    id: 'exportSelectedRequests',
    method: 'POST',
    path: apiPaths.adminSelectionExport,
    handler: 'export-selected-requests',
    access: 'admin',
    audit: 'selectionExport',
    grants: [...grantSets.requestTables('batchGet'), ...grantSets.auditEntry],
  },
  {
    id: 'getRequest',
    method: 'GET',
    path: apiPaths.adminRequestDetail,
    handler: 'get-request',
    access: 'admin',
    audit: { notAudited: 'one request of the inbox as staff work it, changes nothing' },
    grants: [...grantSets.requestTables('get')],
  },
  {
    id: 'startTrial',
    method: 'POST',
    path: apiPaths.adminDemoRequestTrial,
    handler: 'start-trial',
    access: 'admin',
    audit: 'trialStarted',
    grants: [
      // The customer's account with Cognito's invitation: AdminCreateUser on the pool, nothing more.
      { userPool: 'users', access: 'createUsers' },
      ...grantSets.staffName,
      // Read the request, claim / activate / release its trial and its CRM note (the Pipedrive token:
      // connectPipedrive in infra/src/rufbereit-stack.ts).
      { table: 'demo_requests', access: ['get', 'update'] },
      // The trial's end beside the account (GET /api/me shows it to the customer).
      { table: 'accounts', access: ['update'] },
      ...grantSets.auditEntry,
    ],
  },
  {
    id: 'setDemoStatus',
    method: 'PUT',
    path: apiPaths.adminDemoRequestStatus,
    handler: 'set-demo-status',
    access: 'admin',
    audit: 'demoStatus',
    grants: [...grantSets.demoStatusChange],
  },
  {
    id: 'addRequestNote',
    method: 'POST',
    path: apiPaths.adminRequestNotes,
    handler: 'add-request-note',
    access: 'admin',
    audit: 'noteAdded',
    grants: [
      ...grantSets.staffName,
      ...grantSets.requestTables('update', 'get'),
      { table: 'request_stats', access: ['update'] },
      ...grantSets.auditEntry,
    ],
  },
  {
    id: 'rerunRequestStep',
    method: 'POST',
    path: apiPaths.adminRequestRerun,
    handler: 'rerun-request-step',
    access: 'admin',
    audit: 'rerun',
    grants: [
      ...grantSets.staffName,
      ...grantSets.requestTables('get', 'update'),
      ...grantSets.publishEvents,
      { table: 'request_stats', access: ['update'] },
      ...grantSets.auditEntry,
    ],
  },
  {
    // 'Jetzt erneut versuchen': a step waiting for its next attempt is tried now (publishes the
    // request's event again; the step guard keeps it once with the scheduled retry).
    id: 'retryRequestStepNow',
    method: 'POST',
    path: apiPaths.adminRequestRetryNow,
    handler: 'retry-request-step-now',
    access: 'admin',
    audit: 'retryNow',
    grants: [
      ...grantSets.staffName,
      ...grantSets.requestTables('get', 'update'),
      ...grantSets.publishEvents,
      { table: 'request_stats', access: ['update'] },
      ...grantSets.auditEntry,
    ],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
