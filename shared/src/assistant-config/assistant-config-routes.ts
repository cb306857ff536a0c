/** The customer's assistant configuration and its documents (and staff's view of them): their API routes (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';
import { grantSets } from '../api/grant-sets';
import { PENDING_DOCUMENTS_PREFIX, PRIVATE_DOCUMENTS_PREFIX } from '../storage/media-keys';

export const assistantConfigRoutes = [
  {
    id: 'getAssistantConfig',
    method: 'GET',
    path: apiPaths.assistantConfig,
    handler: 'get-assistant-config',
    access: 'user',
    grants: [...grantSets.accountConfig.read],
  },
  {
    id: 'saveAssistantConfig',
    method: 'PUT',
    path: apiPaths.assistantConfig,
    handler: 'save-assistant-config',
    access: 'user',
    grants: [...grantSets.accountConfig.readWrite],
  },
  {
    id: 'createDocumentUpload',
    method: 'POST',
    path: apiPaths.assistantDocuments,
    handler: 'create-document-upload',
    access: 'user',
    // update: the ticket (name and type fixed here) on the account's item.
    grants: [...grantSets.accountConfig.readWrite, { bucket: 'media', access: ['put'], keys: [PENDING_DOCUMENTS_PREFIX] }],
  },
  {
    id: 'completeDocumentUpload',
    method: 'POST',
    path: apiPaths.assistantDocumentComplete,
    handler: 'complete-document-upload',
    access: 'user',
    // Reads the pending upload, copies the checked bytes to the verified key, deletes what it replaces.
    grants: [
      ...grantSets.accountConfig.readWrite,
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
    grants: [...grantSets.accountConfig.read, { bucket: 'media', access: ['get'], keys: [PRIVATE_DOCUMENTS_PREFIX] }],
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
    grants: [...grantSets.accountConfig.read, { bucket: 'media', access: ['get'], keys: [PRIVATE_DOCUMENTS_PREFIX] }, ...grantSets.auditEntry],
  },
  {
    id: 'deleteDocument',
    method: 'DELETE',
    path: apiPaths.assistantDocument,
    handler: 'delete-document',
    access: 'user',
    grants: [...grantSets.accountConfig.readWrite, { bucket: 'media', access: ['delete'], keys: [PRIVATE_DOCUMENTS_PREFIX] }],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
