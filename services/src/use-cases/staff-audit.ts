/**
 * The staff audit log: the entry an action writes once it has succeeded, and the log's pages
 * (newest first). Entries carry ids and counts only (shared/src/staff-audit/staff-audit.ts).
 */
import { randomUUID } from 'node:crypto';
import { AUDIT_PAGE_SIZE, apiMessages, auditMessages, type AuditAction, type AuditEntry, type AuditPage } from '@rufbereit/shared';
import { Refusal } from './refusal';

export interface StaffAuditLog {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first; `nextKey` when more follow. */
  page(size: number, after?: string): Promise<{ items: AuditEntry[]; nextKey?: string }>;
}

export const auditEntry = (by: string, action: AuditAction, target: string, detail?: string, now = new Date()): AuditEntry => ({
  id: randomUUID(),
  at: now.toISOString(),
  by,
  action,
  target,
  ...(detail ? { detail } : {}),
});

/** `{at}#{id}`: the sort key, and (base64url) the cursor. */
export const entryKeyOf = (entry: Pick<AuditEntry, 'at' | 'id'>): string => `${entry.at}#${entry.id}`;
const ENTRY_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f-]{36}$/;

function decodeAuditCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!ENTRY_KEY.test(key)) throw new Refusal('invalidInput', apiMessages.invalidInput, { cursor: auditMessages.badCursor });
  return key;
}

export async function listAuditLog(deps: { log: StaffAuditLog }, { cursor, size = AUDIT_PAGE_SIZE }: { cursor?: string; size?: number }): Promise<AuditPage> {
  const page = await deps.log.page(size, cursor ? decodeAuditCursor(cursor) : undefined);
  return { items: page.items, ...(page.nextKey ? { nextCursor: Buffer.from(page.nextKey).toString('base64url') } : {}) };
}
