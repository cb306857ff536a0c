/**
 * The path of every API resource, written once and named: the route table (api-routes.ts) takes its
 * paths from here, and the web builds its URLs from the name (web/src/lib/api/api-path.ts). One entry
 * per path, so the methods on the same path share a name. `{name}` is API Gateway's placeholder syntax.
 *
 * This module goes into the browser bundle of the public forms: it holds nothing but the paths and
 * imports nothing.
 */
export const apiPaths = {
  // Public: the visitor forms, their proof-of-work challenge and the page data.
  contacts: '/api/contacts',
  demoRequests: '/api/demo-requests',
  challenge: '/api/challenge',
  branchImage: '/api/branch-images/{branch}',
  demos: '/api/demos',
  oembed: '/api/oembed',
  /** The prerendered /demo-player or /demo-playlist with its oEmbed discovery link for the asked query (the edge routes those pages here). */
  playerPage: '/api/player-pages/{page}',
  introCallSlots: '/api/intro-calls/slots',
  introCalls: '/api/intro-calls',
  introCallCancel: '/api/intro-calls/cancel',
  analytics: '/api/analytics',
  // Pipedrive's webhook (HTTP Basic auth): a deal won or lost.
  crmWebhook: '/api/crm/pipedrive-webhook',

  // A signed-in customer's own account.
  me: '/api/me',
  assistantConfig: '/api/me/assistant-config',
  assistantDocuments: '/api/me/assistant-config/documents',
  assistantDocument: '/api/me/assistant-config/documents/{documentId}',
  assistantDocumentComplete: '/api/me/assistant-config/documents/{documentId}/complete',
  audioUploadPermission: '/api/me/audio-uploads/permission',
  audioUploads: '/api/me/audio-uploads',
  audioUploadComplete: '/api/me/audio-uploads/{uploadId}/complete',
  audioFiles: '/api/me/audio-files',
  audioFile: '/api/me/audio-files/{uploadId}',

  // The back office (admin group only).
  adminUsers: '/api/admin/users',
  adminUserAdminGroup: '/api/admin/users/{id}/admin',
  adminAssistantConfigs: '/api/admin/assistant-configs',
  adminAssistantDocument: '/api/admin/assistant-configs/{userId}/documents/{documentId}',
  adminRequests: '/api/admin/requests/{kind}',
  adminRequestDetail: '/api/admin/requests/{kind}/{requestId}',
  adminDemoRequestStatus: '/api/admin/requests/demo-requests/{requestId}/status',
  adminDemoRequestTrial: '/api/admin/requests/demo-requests/{requestId}/trial',
  adminRequestNotes: '/api/admin/requests/{kind}/{requestId}/notes',
  adminRequestRerun: '/api/admin/requests/{kind}/{requestId}/rerun',
  adminRequestRetryNow: '/api/admin/requests/{kind}/{requestId}/retry-now',
  adminRequestExport: '/api/admin/request-exports/{kind}',
  adminSelectionDemoStatus: '/api/admin/request-selections/demo-requests/status',
  adminSelectionExport: '/api/admin/request-selections/{kind}/export',
  adminInboxNews: '/api/admin/inbox-news',
  adminAuditLog: '/api/admin/audit-log',
  adminDashboard: '/api/admin/dashboard',
  adminMarketing: '/api/admin/marketing',
  adminGdprExport: '/api/admin/gdpr/export',
  adminGdprErase: '/api/admin/gdpr/erase',
  adminIntroCalls: '/api/admin/intro-calls',
  adminIntroCallBlocks: '/api/admin/intro-calls/blocks',
  adminIntroCallBlocksFree: '/api/admin/intro-calls/blocks/free',
  adminIntroCallCancel: '/api/admin/intro-calls/cancel',
  adminDemos: '/api/admin/demos',
  adminDemoUploads: '/api/admin/demos/uploads',
  adminDemo: '/api/admin/demos/{trackId}',
  /** The demo tracks' list order (its own path: under /api/admin/demos/ it would read as a track id). */
  adminDemoOrder: '/api/admin/demo-order',
} as const;

/** The name of an API resource, e.g. `adminRequestDetail`. */
export type ApiPathName = keyof typeof apiPaths;
