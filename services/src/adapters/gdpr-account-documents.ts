/**
 * The GDPR routes' view of an account's documents: the account found by e-mail in the user pool,
 * its documents from its assistant configuration, each deleted as its owner deletes it (list entry,
 * then the object).
 */
import { deleteDocument } from '../use-cases/assistant-config';
import type { AccountDocuments } from '../use-cases/gdpr';
import { assistantConfigRepositoryFromEnv } from './dynamo-assistant-config-repository';
import { userDirectoryFromEnv } from './cognito-user-directory';
import { documentObjectsFromEnv } from './s3-document-objects';

export function accountDocumentsFromEnv(): AccountDocuments {
  const repository = assistantConfigRepositoryFromEnv();
  return {
    of: async (email) => {
      const accountId = await userDirectoryFromEnv().subByEmail(email);
      if (!accountId) return undefined;
      const config = await repository.get(accountId);
      return { accountId, documents: (config?.documents ?? []).map((d) => ({ id: d.id, name: d.name })) };
    },
    erase: (accountId, documentId) => deleteDocument(repository, documentObjectsFromEnv(), accountId, documentId),
  };
}
