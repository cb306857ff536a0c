/**
 * The GDPR routes' view of an account's files: the account found by e-mail in the user pool, its
 * documents from its assistant configuration and its published MP3s from the same item, each deleted
 * as its owner deletes it (list entry, then the object); its open upload tickets (named by the person) are listed and dropped.
 */
import { deleteDocument } from '../use-cases/assistant-config';
import { deleteCustomerAudio, listCustomerAudio } from '../use-cases/customer-audio';
import type { AccountDocuments } from '../use-cases/gdpr';
import { assistantConfigRepositoryFromEnv } from './dynamo-assistant-config-repository';
import { uploadRecordsFromEnv } from './dynamo-upload-records';
import { userDirectoryFromEnv } from './cognito-user-directory';
import { audioObjectsFromEnv } from './s3-audio';
import { documentObjectsFromEnv } from './s3-document-objects';

export function accountDocumentsFromEnv(): AccountDocuments {
  const repository = assistantConfigRepositoryFromEnv();
  const records = uploadRecordsFromEnv();
  return {
    of: async (email) => {
      const accountId = await userDirectoryFromEnv().subByEmail(email);
      if (!accountId) return undefined;
      const [config, audioFiles, uploads] = await Promise.all([repository.get(accountId), listCustomerAudio({ records }, accountId), records.get(accountId)]);
      return {
        accountId,
        documents: (config?.documents ?? []).map((d) => ({ id: d.id, name: d.name })),
        audioFiles: audioFiles.map((f) => ({ id: f.id, name: f.name, url: f.url })),
        uploadTickets: Object.entries(uploads?.uploadTickets ?? {}).map(([id, t]) => ({ id, kind: t.kind, name: t.name, createdAt: t.createdAt })),
      };
    },
    erase: (accountId, documentId) => deleteDocument({ repository, storage: documentObjectsFromEnv() }, { userId: accountId, documentId }),
    eraseAudio: (accountId, uploadId) => deleteCustomerAudio({ records, objects: audioObjectsFromEnv() }, { userId: accountId, uploadId }),
    dropUploadTicket: (accountId, ticketId) => records.dropTicket(accountId, ticketId),
  };
}
