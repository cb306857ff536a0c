import { auditListLabels, type AuditEntry, type InboxKind } from '@rufbereit/shared';

/** Every inbox kind with its German name (a new kind without one fails the type check here). */
const listLabels: Readonly<Record<InboxKind, string>> = auditListLabels;

const isInboxKind = (target: string): target is InboxKind => Object.hasOwn(listLabels, target);

/**
 * What an entry concerned, as staff read it: the list an export or a status change of several requests
 * covered in German ('Kontaktanfragen', not the API's `contacts`); anything else as stored (an e-mail,
 * a request, an erasure record).
 */
export function auditTargetText(entry: Pick<AuditEntry, 'target'>): string {
  return isInboxKind(entry.target) ? listLabels[entry.target] : entry.target;
}
