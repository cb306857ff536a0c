/**
 * The API route table. The CDK api construct creates one HTTP API route + Lambda per entry,
 * and the local gateway serves the same entries. `handler` names the file
 * `services/src/handlers/{handler}.ts`, which exports `handler`.
 */
import { apiPaths } from './api-paths';
import type { Grant } from './grants';
import type { AuditAction, AuditExemption } from '../domain/staff-audit';
import { PENDING_AUDIO_PREFIX, PENDING_DOCUMENTS_PREFIX, PRIVATE_DOCUMENTS_PREFIX, PUBLISHED_AUDIO_PREFIX } from '../storage/media-keys';

/**
 * What a route that accepts a request (contact, demo request, intro-call booking) needs for its
 * attribution (issue 40 item 2): get the day's salt and the visit's record, update the counters.
 */
const attributionGrants: Grant[] = [{ table: 'site_analytics', access: ['get', 'update'] }];

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
   * Admin routes: the audit log's action the route writes once it succeeded (who, when, what, whom,
   * counts: shared/src/domain/staff-audit.ts), or why it writes none. Every admin route says either
   * way, and every route that changes data or hands out one person's data names an action
   * (services/src/http/audit-routes.test.ts); tests/security/audit-trail.test.ts checks each entry.
   */
  audit?: AuditAction | AuditExemption;
}

/**
 * Publishing a checked audio upload (audio-uploads.ts): the pending file is looked up, read and
 * deleted; the published key is looked up (never overwritten) and written by a server-side copy.
 */
const publishAudioGrants = [
  { bucket: 'media', access: ['list', 'get', 'delete'], keys: [PENDING_AUDIO_PREFIX] },
  { bucket: 'media', access: ['list', 'put'], keys: [PUBLISHED_AUDIO_PREFIX] },
] as const satisfies ReadonlyArray<Grant>;

export const apiRoutes = [
  {
    id: 'createContact',
    method: 'POST',
    path: apiPaths.contacts,
    handler: 'create-contact',
    access: 'public',
    proofOfWork: true,
    // Conditional put with the idempotency key, get for a retried submission, update once published;
    // the spam protection's replay store and per-address counters live in the idempotency table.
    // request_stats: the dashboard's counters (a new request is added to its day).
    grants: [{ table: 'contacts', access: ['put', 'get', 'update'] }, { bus: 'events', access: 'put' }, { table: 'idempotency', access: ['update'] }, { secret: 'altchaHmacKey', access: 'read' }, { table: 'request_stats', access: ['update'] }, ...attributionGrants],
  },
  {
    id: 'createDemoRequest',
    method: 'POST',
    path: apiPaths.demoRequests,
    handler: 'create-demo-request',
    access: 'public',
    proofOfWork: true,
    grants: [{ table: 'demo_requests', access: ['put', 'get', 'update'] }, { bus: 'events', access: 'put' }, { table: 'idempotency', access: ['update'] }, { secret: 'altchaHmacKey', access: 'read' }, { table: 'request_stats', access: ['update'] }, ...attributionGrants],
  },
  {
    // A fresh signed proof-of-work challenge for the public forms (spam-protection.ts).
    id: 'createChallenge',
    method: 'GET',
    path: apiPaths.challenge,
    handler: 'create-challenge',
    access: 'public',
    grants: [{ secret: 'altchaHmacKey', access: 'read' }],
  },
  {
    id: 'getBranchImage',
    method: 'GET',
    path: apiPaths.branchImage,
    handler: 'get-branch-image',
    access: 'public',
    grants: [
      { table: 'branch_image_configs', access: ['get'] },
      { table: 'branch_images', access: ['query'] },
    ],
  },
  {
    id: 'listDemoTracks',
    method: 'GET',
    path: apiPaths.demos,
    handler: 'list-demo-tracks',
    access: 'public',
    grants: [{ table: 'demo_tracks', access: ['scan'] }],
  },
  {
    // oEmbed for the demo player (shared/src/oembed.ts): the snippet's height counts the category's tracks.
    id: 'getOEmbed',
    method: 'GET',
    path: apiPaths.oembed,
    handler: 'get-oembed',
    access: 'public',
    grants: [{ table: 'demo_tracks', access: ['scan'] }],
  },
  {
    // /demo-player and /demo-playlist as the edge serves them (constructs/website.ts): the prerendered page
    // whose oEmbed discovery link carries the page's own query, so discovery clients that read only the
    // HTML (oembed-extractor, WordPress) embed what the page shows (docs/decisions/0016-oembed-discovery.md).
    id: 'getPlayerPage',
    method: 'GET',
    path: apiPaths.playerPage,
    handler: 'get-player-page',
    access: 'public',
    grants: [],
  },
  {
    id: 'getMe',
    method: 'GET',
    path: apiPaths.me,
    handler: 'get-me',
    access: 'user',
    // The account's MFA state and e-mail, as just read from the pool, kept for the paged admin lists.
    grants: [{ userPool: 'users', access: 'lookup' }, { table: 'accounts', access: ['update'] }],
  },
  {
    id: 'listUsers',
    method: 'GET',
    path: apiPaths.adminUsers,
    handler: 'list-users',
    access: 'admin',
    audit: { notAudited: 'the accounts list staff work from (e-mail and MFA state), changes nothing' },
    grants: [
      // One ListUsers page and the admin group's members; AdminGetUser only for accounts whose MFA state is not stored yet.
      { userPool: 'users', access: 'read' },
      { table: 'accounts', access: ['batchGet', 'put'] },
    ],
  },
  {
    id: 'grantAdmin',
    method: 'POST',
    path: apiPaths.adminUserAdminGroup,
    handler: 'set-admin-group',
    access: 'admin',
    audit: 'roleGranted',
    grants: [{ userPool: 'users', access: 'manageGroups' }, { table: 'staff_audit', access: ['put'] }],
  },
  {
    id: 'revokeAdmin',
    method: 'DELETE',
    path: apiPaths.adminUserAdminGroup,
    handler: 'set-admin-group',
    access: 'admin',
    audit: 'roleRevoked',
    grants: [{ userPool: 'users', access: 'manageGroups' }, { table: 'staff_audit', access: ['put'] }],
  },
  {
    id: 'getAssistantConfig',
    method: 'GET',
    path: apiPaths.assistantConfig,
    handler: 'get-assistant-config',
    access: 'user',
    grants: [{ table: 'assistant_configurations', access: ['get'] }],
  },
  {
    id: 'saveAssistantConfig',
    method: 'PUT',
    path: apiPaths.assistantConfig,
    handler: 'save-assistant-config',
    access: 'user',
    grants: [{ table: 'assistant_configurations', access: ['get', 'update'] }],
  },
  {
    id: 'createDocumentUpload',
    method: 'POST',
    path: apiPaths.assistantDocuments,
    handler: 'create-document-upload',
    access: 'user',
    // update: the ticket (name and type fixed here) on the account's item.
    grants: [
      { table: 'assistant_configurations', access: ['get', 'update'] },
      { bucket: 'media', access: ['put'], keys: [PENDING_DOCUMENTS_PREFIX] },
    ],
  },
  {
    id: 'completeDocumentUpload',
    method: 'POST',
    path: apiPaths.assistantDocumentComplete,
    handler: 'complete-document-upload',
    access: 'user',
    // Reads the pending upload, copies the checked bytes to the verified key, deletes what it replaces.
    grants: [
      { table: 'assistant_configurations', access: ['get', 'update'] },
      // Is it there, its bytes (ETag-conditional), copied to the verified key; the pending upload and a
      // replaced document deleted.
      { bucket: 'media', access: ['list', 'get', 'delete'], keys: [PENDING_DOCUMENTS_PREFIX] },
      { bucket: 'media', access: ['put', 'delete'], keys: [PRIVATE_DOCUMENTS_PREFIX] },
    ],
  },
  {
    id: 'getDocumentLink',
    method: 'GET',
    path: apiPaths.assistantDocument,
    handler: 'get-document-link',
    access: 'user',
    grants: [
      { table: 'assistant_configurations', access: ['get'] },
      { bucket: 'media', access: ['get'], keys: [PRIVATE_DOCUMENTS_PREFIX] },
    ],
  },
  {
    id: 'listAssistantConfigs',
    method: 'GET',
    path: apiPaths.adminAssistantConfigs,
    handler: 'list-assistant-configs',
    access: 'admin',
    audit: { notAudited: 'the configurations list staff work from, changes nothing' },
    grants: [
      { table: 'assistant_configurations', access: ['scan'] },
      // The owners' e-mail addresses of one page; ListUsers (by sub) only for accounts not stored yet.
      { table: 'accounts', access: ['batchGet'] },
      { userPool: 'users', access: 'read' },
    ],
  },
  {
    id: 'getAccountDocumentLink',
    method: 'GET',
    path: apiPaths.adminAssistantDocument,
    handler: 'get-account-document-link',
    access: 'admin',
    audit: 'documentDownload',
    grants: [
      { table: 'assistant_configurations', access: ['get'] },
      { bucket: 'media', access: ['get'], keys: [PRIVATE_DOCUMENTS_PREFIX] },
      // The audit log's entry (route `audit`).
      { table: 'staff_audit', access: ['put'] },
    ],
  },
  {
    id: 'deleteDocument',
    method: 'DELETE',
    path: apiPaths.assistantDocument,
    handler: 'delete-document',
    access: 'user',
    grants: [
      { table: 'assistant_configurations', access: ['get', 'update'] },
      { bucket: 'media', access: ['delete'], keys: [PRIVATE_DOCUMENTS_PREFIX] },
    ],
  },
  {
    id: 'listIntroCallSlots',
    method: 'GET',
    path: apiPaths.introCallSlots,
    handler: 'list-intro-call-slots',
    access: 'public',
    // The booked ones among the offered slots, by key (batch get): never a scan.
    grants: [{ table: 'intro_call_slots', access: ['batchGet'] }],
  },
  {
    id: 'bookIntroCall',
    method: 'POST',
    path: apiPaths.introCalls,
    handler: 'book-intro-call',
    access: 'public',
    proofOfWork: true,
    // put/get/delete: the slot and the address claim; update: when the cancel link was mailed again.
    // idempotency update: the one-time proof-of-work solutions and the per-client counters.
    grants: [
      { table: 'intro_call_slots', access: ['put', 'get', 'update', 'delete'] },
      { bus: 'events', access: 'put' },
      { table: 'idempotency', access: ['update'] },
      { secret: 'altchaHmacKey', access: 'read' },
      // The dashboard's counter of bookings.
      { table: 'request_stats', access: ['update'] },
      ...attributionGrants,
    ],
  },
  {
    id: 'cancelIntroCall',
    method: 'POST',
    path: apiPaths.introCallCancel,
    handler: 'cancel-intro-call',
    access: 'public',
    // Reached from the link of the confirmation mail: its secret token is the protection.
    proofOfWork: false,
    // delete: the slot and the address claim; put: the cancelled booking kept for the cancellation mail.
    grants: [{ table: 'intro_call_slots', access: ['get', 'delete', 'put'] }, { bus: 'events', access: 'put' }],
  },
  {
    // The cookieless beacon (shared/src/domain/site-analytics.ts): page views and events as daily
    // aggregates. No proof of work (a beacon cannot solve one); the per-client hourly limit instead.
    id: 'trackVisit',
    method: 'POST',
    path: apiPaths.analytics,
    handler: 'track-visit',
    access: 'public',
    proofOfWork: false,
    sentByMachine: 'beacon',
    // site_analytics: the daily salt (get, conditional put, yesterday's deleted), the visit's hash
    // record (conditional put) and the counters (update ADD). idempotency: the per-client counter.
    grants: [{ table: 'site_analytics', access: ['get', 'put', 'update', 'delete'] }, { table: 'idempotency', access: ['update'] }],
  },
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
      { table: 'contacts', access: ['query', 'update'] },
      { table: 'demo_requests', access: ['query', 'update'] },
      { bus: 'events', access: 'put' },
      // The won/lost counters of the request's campaign, referrer and entry page (on its day).
      { table: 'site_analytics', access: ['update'] },
    ],
  },
  // The requests inbox (shared/src/inbox.ts). Lists query the creation-time index, never scan; a
  // search queries the narrow search index and gets its hits by key (batch get).
  {
    id: 'listRequests',
    method: 'GET',
    path: apiPaths.adminRequests,
    handler: 'list-requests',
    access: 'admin',
    audit: { notAudited: 'the inbox list staff work from all day, changes nothing' },
    grants: [
      { table: 'contacts', access: ['query', 'batchGet'] },
      { table: 'demo_requests', access: ['query', 'batchGet'] },
    ],
  },
  {
    // The live inbox (shared/src/inbox-news.ts): per list a count since a time and the newest key,
    // asked every INBOX_NEWS_POLL_MS by each open back-office page of an admin.
    id: 'getInboxNews',
    method: 'GET',
    path: apiPaths.adminInboxNews,
    handler: 'inbox-news',
    access: 'admin',
    audit: { notAudited: 'counts and the newest key only, asked every few seconds' },
    grants: [
      { table: 'contacts', access: ['query'] },
      { table: 'demo_requests', access: ['query'] },
    ],
  },
  {
    id: 'exportRequests',
    method: 'GET',
    path: apiPaths.adminRequestExport,
    handler: 'export-requests',
    access: 'admin',
    audit: 'requestExport',
    grants: [
      { table: 'contacts', access: ['query', 'batchGet'] },
      { table: 'demo_requests', access: ['query', 'batchGet'] },
      // The audit log's entry (shared/src/domain/staff-audit.ts).
      { table: 'staff_audit', access: ['put'] },
    ],
  },
  {
    // The inbox's selection (shared/src/inbox-bulk.ts): up to INBOX_BULK_MAX demo requests to one status.
    id: 'bulkSetDemoStatus',
    method: 'POST',
    path: apiPaths.adminSelectionDemoStatus,
    handler: 'bulk-set-demo-status',
    access: 'admin',
    audit: 'bulkStatus',
    grants: [
      // The staff member's e-mail for the history (staff-name.ts).
      { userPool: 'users', access: 'lookup' },
      { table: 'demo_requests', access: ['update', 'get'] },
      { table: 'request_stats', access: ['update'] },
      // The audit log's entry (shared/src/domain/staff-audit.ts).
      { table: 'staff_audit', access: ['put'] },
    ],
  },
  {
    // The CSV of the selected rows, read by key.
    id: 'exportSelectedRequests',
    method: 'POST',
    path: apiPaths.adminSelectionExport,
    handler: 'export-selected-requests',
    access: 'admin',
    audit: 'selectionExport',
    grants: [
      { table: 'contacts', access: ['batchGet'] },
      { table: 'demo_requests', access: ['batchGet'] },
      // The audit log's entry (shared/src/domain/staff-audit.ts).
      { table: 'staff_audit', access: ['put'] },
    ],
  },
  {
    // The staff audit log (shared/src/domain/staff-audit.ts): newest first, one Query per page.
    id: 'listAuditLog',
    method: 'GET',
    path: apiPaths.adminAuditLog,
    handler: 'list-audit-log',
    access: 'admin',
    audit: { notAudited: 'the audit log itself' },
    grants: [{ table: 'staff_audit', access: ['query'] }],
  },
  {
    id: 'getRequest',
    method: 'GET',
    path: apiPaths.adminRequestDetail,
    handler: 'get-request',
    access: 'admin',
    audit: { notAudited: 'one request of the inbox as staff work it, changes nothing' },
    grants: [
      { table: 'contacts', access: ['get'] },
      { table: 'demo_requests', access: ['get'] },
    ],
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
      // The staff member's e-mail for the history (staff-name.ts).
      { userPool: 'users', access: 'lookup' },
      // Read the request, claim / activate / release its trial and its CRM note (the Pipedrive token:
      // connectPipedrive in infra/src/rufbereit-stack.ts).
      { table: 'demo_requests', access: ['get', 'update'] },
      // The trial's end beside the account (GET /api/me shows it to the customer).
      { table: 'accounts', access: ['update'] },
      { table: 'staff_audit', access: ['put'] },
    ],
  },
  {
    id: 'setDemoStatus',
    method: 'PUT',
    path: apiPaths.adminDemoRequestStatus,
    handler: 'set-demo-status',
    access: 'admin',
    audit: 'demoStatus',
    grants: [
      // The staff member's e-mail for the history (staff-name.ts).
      { userPool: 'users', access: 'lookup' },
      { table: 'demo_requests', access: ['update', 'get'] },
      // The dashboard's counters (funnel, first staff action).
      { table: 'request_stats', access: ['update'] },
      // The audit log's entry (route `audit`).
      { table: 'staff_audit', access: ['put'] },
    ],
  },
  {
    id: 'addRequestNote',
    method: 'POST',
    path: apiPaths.adminRequestNotes,
    handler: 'add-request-note',
    access: 'admin',
    audit: 'noteAdded',
    grants: [
      // The staff member's e-mail for the history (staff-name.ts).
      { userPool: 'users', access: 'lookup' },
      { table: 'contacts', access: ['update', 'get'] },
      { table: 'demo_requests', access: ['update', 'get'] },
      { table: 'request_stats', access: ['update'] },
      // The audit log's entry (route `audit`).
      { table: 'staff_audit', access: ['put'] },
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
      // The staff member's e-mail for the history (staff-name.ts).
      { userPool: 'users', access: 'lookup' },
      { table: 'contacts', access: ['get', 'update'] },
      { table: 'demo_requests', access: ['get', 'update'] },
      { bus: 'events', access: 'put' },
      { table: 'request_stats', access: ['update'] },
      // The audit log's entry (shared/src/domain/staff-audit.ts).
      { table: 'staff_audit', access: ['put'] },
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
      // The staff member's e-mail for the history (staff-name.ts).
      { userPool: 'users', access: 'lookup' },
      { table: 'contacts', access: ['get', 'update'] },
      { table: 'demo_requests', access: ['get', 'update'] },
      { bus: 'events', access: 'put' },
      { table: 'request_stats', access: ['update'] },
      // The audit log's entry (shared/src/domain/staff-audit.ts).
      { table: 'staff_audit', access: ['put'] },
    ],
  },
  {
    // The admin dashboard (shared/src/dashboard.ts): 90 days of aggregates by one Query, the next
    // intro calls by key among the offered slots. Never a scan of the request tables.
    id: 'getDashboard',
    method: 'GET',
    path: apiPaths.adminDashboard,
    handler: 'get-dashboard',
    access: 'admin',
    audit: { notAudited: 'aggregates and the next calls, changes nothing' },
    grants: [
      { table: 'request_stats', access: ['query'] },
      { table: 'intro_call_slots', access: ['batchGet'] },
    ],
  },
  {
    // The staff view 'Marketing' (shared/src/domain/marketing.ts): the cookieless measurement's daily
    // aggregates of a range (≤ MARKETING_MAX_DAYS), each day's shards summed; as JSON or CSV. Demo
    // track titles by id from the catalogue. Never a visit record, never a request table.
    id: 'getMarketing',
    method: 'GET',
    path: apiPaths.adminMarketing,
    handler: 'get-marketing',
    access: 'admin',
    audit: { notAudited: 'daily aggregates without personal data, changes nothing' },
    grants: [
      { table: 'site_analytics', access: ['query'] },
      { table: 'demo_tracks', access: ['scan'] },
    ],
  },
  {
    id: 'gdprExport',
    method: 'POST',
    path: apiPaths.adminGdprExport,
    handler: 'gdpr-export',
    access: 'admin',
    audit: 'gdprExport',
    grants: [
      { table: 'contacts', access: ['query', 'get'] },
      { table: 'demo_requests', access: ['query', 'get'] },
      // The person's intro-call bookings (a filtered scan: the table has no index by e-mail).
      { table: 'intro_call_slots', access: ['scan'] },
      // The account with the address (ListUsers) and its documents.
      { userPool: 'users', access: 'read' },
      { table: 'assistant_configurations', access: ['get'] },
      // The audit log's entry (shared/src/domain/staff-audit.ts).
      { table: 'staff_audit', access: ['put'] },
    ],
  },
  // Intro calls as staff see them (shared/src/intro-call-admin.ts): read by key over the slot grid, never a scan.
  {
    id: 'listIntroCallBookings',
    method: 'GET',
    path: apiPaths.adminIntroCalls,
    handler: 'list-intro-call-bookings',
    access: 'admin',
    audit: { notAudited: 'the intro-call calendar staff work from, changes nothing' },
    // batchGet: the range's slots; the contact requests' addresses (a booking links only to a request of its own address).
    grants: [
      { table: 'intro_call_slots', access: ['batchGet'] },
      { table: 'contacts', access: ['batchGet'] },
    ],
  },
  {
    id: 'blockIntroCallSlots',
    method: 'POST',
    path: apiPaths.adminIntroCallBlocks,
    handler: 'block-intro-call-slots',
    access: 'admin',
    audit: 'slotsBlocked',
    // put: the block, on the booking's condition; get: what holds a slot the put could not take.
    grants: [{ table: 'intro_call_slots', access: ['put', 'get'] }, { table: 'staff_audit', access: ['put'] }],
  },
  {
    id: 'freeIntroCallSlots',
    method: 'POST',
    path: apiPaths.adminIntroCallBlocksFree,
    handler: 'free-intro-call-slots',
    access: 'admin',
    audit: 'slotsFreed',
    // delete: a block only (conditional), never a booking.
    grants: [{ table: 'intro_call_slots', access: ['delete'] }, { table: 'staff_audit', access: ['put'] }],
  },
  {
    id: 'cancelIntroCallAsStaff',
    method: 'POST',
    path: apiPaths.adminIntroCallCancel,
    handler: 'staff-cancel-intro-call',
    access: 'admin',
    audit: 'introCallCancelled',
    // delete: the booking and the address claim; put: the cancelled booking kept for the cancellation mail.
    grants: [{ table: 'intro_call_slots', access: ['delete', 'put'] }, { bus: 'events', access: 'put' }, { table: 'staff_audit', access: ['put'] }],
  },
  {
    id: 'listAdminDemoTracks',
    method: 'GET',
    path: apiPaths.adminDemos,
    handler: 'list-admin-demo-tracks',
    access: 'admin',
    audit: { notAudited: 'the public demo tracks, no personal data' },
    // The same list as GET /api/demos, but never cached: an admin sees a change at once.
    grants: [{ table: 'demo_tracks', access: ['scan'] }],
  },
  // Audio uploads: a presigned POST to a private pending key, then a check before anything uses the file.
  {
    id: 'createDemoAudioUpload',
    method: 'POST',
    path: apiPaths.adminDemoUploads,
    handler: 'create-demo-audio-upload',
    access: 'admin',
    audit: { notAudited: 'hands out an upload ticket; the track made of it is audited (demoTrackCreated/Updated)' },
    grants: [{ bucket: 'media', access: ['put'], keys: [PENDING_AUDIO_PREFIX] }],
  },
  {
    id: 'createDemoTrack',
    method: 'POST',
    path: apiPaths.adminDemos,
    handler: 'create-demo-track',
    access: 'admin',
    audit: 'demoTrackCreated',
    // Scan for the last list position, get (the upload's track, if made already) and a conditional put; checks, copies and deletes the uploaded file.
    grants: [{ table: 'demo_tracks', access: ['scan', 'get', 'put'] }, ...publishAudioGrants, { table: 'staff_audit', access: ['put'] }],
  },
  {
    id: 'updateDemoTrack',
    method: 'PUT',
    path: apiPaths.adminDemo,
    handler: 'update-demo-track',
    access: 'admin',
    audit: 'demoTrackUpdated',
    // A new file is published like an upload; the replaced one is deleted.
    grants: [
      { table: 'demo_tracks', access: ['get', 'put'] },
      ...publishAudioGrants,
      { bucket: 'media', access: ['delete'], keys: [PUBLISHED_AUDIO_PREFIX] },
      // The audit log's entry (route `audit`).
      { table: 'staff_audit', access: ['put'] },
    ],
  },
  {
    id: 'getAudioUploadPermission',
    method: 'GET',
    path: apiPaths.audioUploadPermission,
    handler: 'get-audio-upload-permission',
    access: 'user',
    grants: [],
  },
  {
    id: 'createAudioUpload',
    method: 'POST',
    path: apiPaths.audioUploads,
    handler: 'create-audio-upload',
    access: 'user',
    // update: the ticket (file name) on the account's item.
    grants: [{ table: 'assistant_configurations', access: ['get', 'update'] }, { bucket: 'media', access: ['put'], keys: [PENDING_AUDIO_PREFIX] }],
  },
  {
    id: 'completeAudioUpload',
    method: 'POST',
    path: apiPaths.audioUploadComplete,
    handler: 'complete-audio-upload',
    access: 'user',
    // Claims the ticket and lists the file on the account's item (one entry per ticket); a file of the
    // same name replaces the published one (deleted).
    grants: [
      { table: 'assistant_configurations', access: ['get', 'update'] },
      { bucket: 'media', access: ['list', 'get', 'delete'], keys: [PENDING_AUDIO_PREFIX] },
      { bucket: 'media', access: ['list', 'put', 'delete'], keys: [PUBLISHED_AUDIO_PREFIX] },
    ],
  },
  {
    id: 'listAudioFiles',
    method: 'GET',
    path: apiPaths.audioFiles,
    handler: 'list-audio-files',
    access: 'user',
    grants: [{ table: 'assistant_configurations', access: ['get'] }],
  },
  {
    id: 'reorderDemoTracks',
    method: 'PUT',
    path: apiPaths.adminDemoOrder,
    handler: 'reorder-demo-tracks',
    access: 'admin',
    audit: 'demoTracksReordered',
    // scan: the order and its version; update: each track's position, on the condition it was not moved meanwhile.
    grants: [{ table: 'demo_tracks', access: ['scan', 'update'] }, { table: 'staff_audit', access: ['put'] }],
  },
  // Last: the route-table-driven tests run in this order, and a deletion removes what the others use.
  {
    id: 'deleteDemoTrack',
    method: 'DELETE',
    path: apiPaths.adminDemo,
    handler: 'delete-demo-track',
    access: 'admin',
    audit: 'demoTrackDeleted',
    grants: [{ table: 'demo_tracks', access: ['get', 'delete'] }, { bucket: 'media', access: ['delete'], keys: [PUBLISHED_AUDIO_PREFIX] }, { table: 'staff_audit', access: ['put'] }],
  },
  {
    id: 'deleteAudioFile',
    method: 'DELETE',
    path: apiPaths.audioFile,
    handler: 'delete-audio-file',
    access: 'user',
    grants: [{ table: 'assistant_configurations', access: ['get', 'update'] }, { bucket: 'media', access: ['delete'], keys: [PUBLISHED_AUDIO_PREFIX] }],
  },
  // Erases data: last in the table, so the route-table-driven tests run it after the others.
  {
    id: 'gdprErase',
    method: 'POST',
    path: apiPaths.adminGdprErase,
    handler: 'gdpr-erase',
    access: 'admin',
    audit: 'gdprErasure',
    grants: [
      // The staff member's e-mail for the history (staff-name.ts) and the account with the address (ListUsers).
      { userPool: 'users', access: 'read' },
      { table: 'contacts', access: ['query', 'get', 'delete'] },
      { table: 'demo_requests', access: ['query', 'get', 'delete'] },
      // put: what sales' calendar cancellation needs of an erased booking (no personal data), announced on the bus.
      { table: 'intro_call_slots', access: ['scan', 'delete', 'put'] },
      { bus: 'events', access: 'put' },
      // The CRM person lease keyed by the address.
      { table: 'idempotency', access: ['delete'] },
      // The documents and published MP3s of the account with the address (list entry and object).
      { table: 'assistant_configurations', access: ['get', 'update'] },
      { bucket: 'media', access: ['delete'], keys: [PRIVATE_DOCUMENTS_PREFIX, PUBLISHED_AUDIO_PREFIX] },
      { table: 'gdpr_erasures', access: ['put'] },
      // The audit log's entry (shared/src/domain/staff-audit.ts).
      { table: 'staff_audit', access: ['put'] },
    ],
  },
] as const satisfies ReadonlyArray<ApiRoute>;

export type ApiRouteId = (typeof apiRoutes)[number]['id'];

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
