/**
 * Each account's one assistant configuration: load (defaults while none is stored), save with an
 * optimistic version (two tabs cannot overwrite each other silently), and the documents that belong
 * to it. The user id always comes from the token. Storage and files are injected.
 */
import { randomUUID } from 'node:crypto';
import {
  MAX_ASSISTANT_DOCUMENTS,
  assistantConfigMessages,
  assistantDocumentTypes,
  defaultAssistantConfig,
  documentMessages,
  extensionOf,
  type AssistantConfig,
  type AssistantConfigResponse,
  type AssistantDocument,
  type AssistantDocumentExtension,
  type DocumentUploadTicket,
} from '@rufbereit/shared';
import { clockOf, type Clock } from './ports';
import { Refusal } from './refusal';
import { completeUpload } from './complete-upload';
import { ObjectChangedError } from './object-changed';
import { MAX_OPEN_UPLOAD_TICKETS, TICKET_STALE_MS, type UploadRecords } from './upload-tickets';

export interface StoredAssistantConfig {
  user_id: string;
  config?: AssistantConfig;
  version?: number;
  updated_at?: string;
  documents?: AssistantDocument[];
}

export interface AssistantConfigRepository {
  get(userId: string): Promise<StoredAssistantConfig | undefined>;
  /** Writes the config if the stored version is `expectedVersion` (0: none yet); false on a conflict. */
  saveIfVersion(userId: string, config: AssistantConfig, expectedVersion: number, updatedAt: string): Promise<boolean>;
  /** Removes a document by id; false when it was not there. */
  removeDocument(userId: string, documentId: string): Promise<boolean>;
  /** Up to `limit` configurations in the table's stable order, after the one of `afterUserId`; `lastUserId` when there may be more. */
  page(limit: number, afterUserId?: string): Promise<{ items: StoredAssistantConfig[]; lastUserId?: string }>;
}

/**
 * The documents' objects in the bucket (what the upload check and the deletion need). An upload
 * lands under `pendingKeyFor`; only the checked bytes are copied to `keyFor`, which no ticket reaches.
 */
export interface DocumentObjects {
  keyFor(userId: string, documentId: string): string;
  pendingKeyFor(userId: string, documentId: string): string;
  /** Size, ETag and the first bytes of an uploaded object; undefined when it is not there. */
  inspect(key: string): Promise<{ size: number; head: Uint8Array; etag: string } | undefined>;
  /** Copies while the source still has `etag`; throws ObjectChangedError otherwise. */
  copy(from: string, to: string, contentType: string, cacheControl: string, etag?: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Presigned upload tickets and download links (a module of its own: the presigners are large). */
export interface DocumentLinks {
  keyFor(userId: string, documentId: string): string;
  pendingKeyFor(userId: string, documentId: string): string;
  presignUpload(key: string, contentType: string, maxBytes: number): Promise<{ url: string; fields: Record<string, string> }>;
  presignDownload(key: string, fileName: string): Promise<string>;
}

/** Decides by the first bytes whether a file is what its extension says (file-type; text by decoding). */
export type ContentCheck = (extension: AssistantDocumentExtension, head: Uint8Array) => Promise<boolean>;

const toResponse = (stored: StoredAssistantConfig | undefined): AssistantConfigResponse => ({
  // A configuration stored before a field existed (opening_hours, issue 39) gets that field's default.
  config: stored ? { ...defaultAssistantConfig, ...stored.config } : defaultAssistantConfig,
  version: stored?.version ?? 0,
  updatedAt: stored?.updated_at ?? null,
  documents: stored?.documents ?? [],
});

export interface AssistantConfigDeps extends Clock {
  repository: AssistantConfigRepository;
}

export async function loadAssistantConfig(deps: Pick<AssistantConfigDeps, 'repository'>, userId: string): Promise<AssistantConfigResponse> {
  return toResponse(await deps.repository.get(userId));
}

export interface SaveAssistantConfigInput {
  userId: string;
  config: AssistantConfig;
  /** The version the caller edited (0: none stored yet). */
  expectedVersion: number;
}

export async function saveAssistantConfig(deps: AssistantConfigDeps, { userId, config, expectedVersion }: SaveAssistantConfigInput): Promise<AssistantConfigResponse> {
  const saved = await deps.repository.saveIfVersion(userId, config, expectedVersion, clockOf(deps).toISOString());
  if (!saved) throw new Refusal('conflict', assistantConfigMessages.conflict);
  return toResponse(await deps.repository.get(userId));
}

const isDocumentId = (id: string): boolean => /^[0-9a-f-]{36}$/.test(id);
const notFound = (): Refusal => new Refusal('notFound', documentMessages.notFound);

/** Verified documents are private and immutable per id; nobody caches a presigned download. */
const DOCUMENT_CACHE_CONTROL = 'private, no-store';

export interface DocumentUploadDeps extends Clock {
  records: UploadRecords;
  storage: DocumentLinks;
  /** The largest document the deployment accepts. */
  maxBytes: number;
}

/** Which account's document: the account id always comes from the token (or the admin's path). */
export interface DocumentRef {
  userId: string;
  documentId: string;
}

export async function createDocumentUpload(deps: DocumentUploadDeps, { userId, name }: { userId: string; name: string }): Promise<DocumentUploadTicket> {
  const { records, storage, maxBytes } = deps;
  const now = clockOf(deps);
  const documents = (await records.get(userId))?.documents ?? [];
  // A file of a listed name replaces that document, so only a new name counts against the limit.
  if (documents.length >= MAX_ASSISTANT_DOCUMENTS && !documents.some((d) => d.name === name)) {
    throw new Refusal('conflict', documentMessages.tooMany);
  }
  const extension = extensionOf(name) as AssistantDocumentExtension;
  const documentId = randomUUID();
  const ticket = { kind: 'document' as const, name, extension, createdAt: now.toISOString() };
  if (!(await records.addTicket(userId, documentId, ticket, MAX_OPEN_UPLOAD_TICKETS, new Date(now.getTime() - TICKET_STALE_MS).toISOString()))) {
    throw new Refusal('tooManyAtOnce', documentMessages.tooManyOpenUploads);
  }
  const upload = await storage.presignUpload(storage.pendingKeyFor(userId, documentId), assistantDocumentTypes[extension], maxBytes);
  return { documentId, ...upload };
}

/**
 * After the browser's upload: the object must be there, within the size, and be what the ticket's
 * file name says by its first bytes (the name given at completion decides nothing). Exactly the
 * checked bytes are copied to the verified key; anything else is deleted and refused. Completing
 * twice, or ten times at once, lists the document once.
 */
export interface CompleteDocumentUploadDeps extends Clock {
  records: UploadRecords;
  storage: DocumentObjects;
  checkContent: ContentCheck;
  /** The largest document the deployment accepts. */
  maxBytes: number;
}

export async function completeDocumentUpload(deps: CompleteDocumentUploadDeps, { userId, documentId }: DocumentRef): Promise<AssistantDocument> {
  const { records, storage, checkContent, maxBytes } = deps;
  const now = clockOf(deps);
  if (!isDocumentId(documentId)) throw notFound();
  const pending = storage.pendingKeyFor(userId, documentId);
  const verified = storage.keyFor(userId, documentId);
  const refuse = async (message: string): Promise<never> => {
    await storage.remove(pending);
    throw new Refusal('unprocessable', message);
  };
  return completeUpload(
    {
      records,
      now: () => now,
      spec: {
        list: 'documents',
        kind: 'document',
        max: MAX_ASSISTANT_DOCUMENTS,
        messages: { missing: documentMessages.missing, stillChecking: documentMessages.stillChecking, tooMany: documentMessages.tooMany },
        publish: async (ticket) => {
          const object = await storage.inspect(pending);
          if (!object) throw new Refusal('notFound', documentMessages.missing);
          const extension = ticket.extension as AssistantDocumentExtension;
          if (object.size === 0) return refuse(documentMessages.empty);
          if (object.size > maxBytes) return refuse(documentMessages.size);
          if (!(await checkContent(extension, object.head))) return refuse(documentMessages.mismatch);
          try {
            await storage.copy(pending, verified, assistantDocumentTypes[extension], DOCUMENT_CACHE_CONTROL, object.etag);
          } catch (error) {
            if (error instanceof ObjectChangedError) return refuse(documentMessages.changed);
            throw error;
          }
          await storage.remove(pending);
          return { id: documentId, name: ticket.name, size: object.size, extension, uploadedAt: now.toISOString() };
        },
        removeObject: (document) => storage.remove(storage.keyFor(userId, document.id)),
      },
    },
    { userId, ticketId: documentId },
  );
}

export async function documentLink(deps: { repository: AssistantConfigRepository; storage: DocumentLinks }, { userId, documentId }: DocumentRef): Promise<string> {
  const { repository, storage } = deps;
  const document = isDocumentId(documentId) ? (await repository.get(userId))?.documents?.find((d) => d.id === documentId) : undefined;
  if (!document) throw notFound();
  return storage.presignDownload(storage.keyFor(userId, documentId), document.name);
}

export async function deleteDocument(deps: { repository: AssistantConfigRepository; storage: DocumentObjects }, { userId, documentId }: DocumentRef): Promise<void> {
  if (!isDocumentId(documentId) || !(await deps.repository.removeDocument(userId, documentId))) throw notFound();
  const { storage } = deps;
  await storage.remove(storage.keyFor(userId, documentId));
}

