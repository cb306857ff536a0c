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
  type AssistantConfigSummary,
  type AssistantDocument,
  type AssistantDocumentExtension,
  type DocumentUploadTicket,
} from '@rufbereit/shared';
import { HttpError } from '../http/http-error';

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
  /** Appends a document unless one with its id is there or the list is full; false when full. */
  addDocument(userId: string, document: AssistantDocument, max: number): Promise<boolean>;
  /** Removes a document by id; false when it was not there. */
  removeDocument(userId: string, documentId: string): Promise<boolean>;
  list(limit: number): Promise<StoredAssistantConfig[]>;
}

/** The documents' objects in the bucket (what the upload check and the deletion need). */
export interface DocumentObjects {
  keyFor(userId: string, documentId: string): string;
  /** Size and the first bytes of an uploaded object; undefined when it is not there. */
  inspect(key: string): Promise<{ size: number; head: Uint8Array } | undefined>;
  remove(key: string): Promise<void>;
}

/** Presigned upload tickets and download links (a module of its own: the presigners are large). */
export interface DocumentLinks {
  keyFor(userId: string, documentId: string): string;
  presignUpload(key: string, contentType: string, maxBytes: number): Promise<{ url: string; fields: Record<string, string> }>;
  presignDownload(key: string, fileName: string): Promise<string>;
}

/** Decides by the first bytes whether a file is what its extension says (file-type; text by decoding). */
export type ContentCheck = (extension: AssistantDocumentExtension, head: Uint8Array) => Promise<boolean>;

const toResponse = (stored: StoredAssistantConfig | undefined): AssistantConfigResponse => ({
  config: stored?.config ?? defaultAssistantConfig,
  version: stored?.version ?? 0,
  updatedAt: stored?.updated_at ?? null,
  documents: stored?.documents ?? [],
});

export async function loadAssistantConfig(repository: AssistantConfigRepository, userId: string): Promise<AssistantConfigResponse> {
  return toResponse(await repository.get(userId));
}

export async function saveAssistantConfig(
  repository: AssistantConfigRepository,
  userId: string,
  config: AssistantConfig,
  expectedVersion: number,
  now: Date = new Date(),
): Promise<AssistantConfigResponse> {
  const saved = await repository.saveIfVersion(userId, config, expectedVersion, now.toISOString());
  if (!saved) throw new HttpError(409, { message: assistantConfigMessages.conflict });
  return toResponse(await repository.get(userId));
}

const isDocumentId = (id: string): boolean => /^[0-9a-f-]{36}$/.test(id);
const notFound = (): HttpError => new HttpError(404, { message: documentMessages.notFound });

export async function createDocumentUpload(
  repository: AssistantConfigRepository,
  storage: DocumentLinks,
  userId: string,
  name: string,
  maxBytes: number,
): Promise<DocumentUploadTicket> {
  const stored = await repository.get(userId);
  if ((stored?.documents?.length ?? 0) >= MAX_ASSISTANT_DOCUMENTS) throw new HttpError(409, { message: documentMessages.tooMany });
  const extension = extensionOf(name) as AssistantDocumentExtension;
  const documentId = randomUUID();
  const upload = await storage.presignUpload(storage.keyFor(userId, documentId), assistantDocumentTypes[extension], maxBytes);
  return { documentId, ...upload };
}

/**
 * After the browser's upload: the object must be there, within the size, and be what its extension
 * says by its first bytes. Anything else is deleted and refused. Completing twice is harmless.
 */
export async function completeDocumentUpload(
  repository: AssistantConfigRepository,
  storage: DocumentObjects,
  checkContent: ContentCheck,
  userId: string,
  documentId: string,
  name: string,
  maxBytes: number,
  now: Date = new Date(),
): Promise<AssistantDocument> {
  if (!isDocumentId(documentId)) throw notFound();
  const existing = (await repository.get(userId))?.documents?.find((d) => d.id === documentId);
  if (existing) return existing;
  const key = storage.keyFor(userId, documentId);
  const object = await storage.inspect(key);
  if (!object) throw new HttpError(404, { message: documentMessages.missing });
  const extension = extensionOf(name) as AssistantDocumentExtension;
  const refuse = async (message: string): Promise<never> => {
    await storage.remove(key);
    throw new HttpError(422, { message });
  };
  if (object.size === 0) return refuse(documentMessages.empty);
  if (object.size > maxBytes) return refuse(documentMessages.size);
  if (!(await checkContent(extension, object.head))) return refuse(documentMessages.mismatch);
  const document: AssistantDocument = { id: documentId, name, size: object.size, extension, uploadedAt: now.toISOString() };
  if (!(await repository.addDocument(userId, document, MAX_ASSISTANT_DOCUMENTS))) return refuse(documentMessages.tooMany);
  return document;
}

export async function documentLink(repository: AssistantConfigRepository, storage: DocumentLinks, userId: string, documentId: string): Promise<string> {
  const document = isDocumentId(documentId) ? (await repository.get(userId))?.documents?.find((d) => d.id === documentId) : undefined;
  if (!document) throw notFound();
  return storage.presignDownload(storage.keyFor(userId, documentId), document.name);
}

export async function deleteDocument(repository: AssistantConfigRepository, storage: DocumentObjects, userId: string, documentId: string): Promise<void> {
  if (!isDocumentId(documentId) || !(await repository.removeDocument(userId, documentId))) throw notFound();
  await storage.remove(storage.keyFor(userId, documentId));
}

/** Admins' read-only overview; `emails` maps account ids (sub) to e-mail addresses. */
export async function listAssistantConfigs(repository: AssistantConfigRepository, emails: ReadonlyMap<string, string>, limit = 500): Promise<AssistantConfigSummary[]> {
  return (await repository.list(limit))
    .map((item) => ({
      userId: item.user_id,
      email: emails.get(item.user_id) ?? '',
      assistantName: item.config?.assistant_name ?? '',
      voice: item.config?.voice ?? '',
      language: item.config?.language ?? '',
      documents: item.documents ?? [],
      updatedAt: item.updated_at ?? null,
    }))
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''));
}
