/**
 * The staff audit log (`/admin/protokoll`): who did what in the back office, and when. Every admin route
 * that changes data or hands out a person's data declares its action in the route table (`audit`, a
 * guard test keeps it so) and writes one entry to the table
 * `staff_audit` (partition `log` = AUDIT_PARTITION, sort `entryKey` = `{at}#{id}`, so the page reads
 * newest first with one Query). An entry names staff by e-mail and the object by id or count only:
 * never the address, name or search term of a person whose data it is about.
 */
import * as z from 'zod/mini';
import type { AuditAction } from '../api/route-audit';
import { auditMessages } from './staff-audit-messages';

export const AUDIT_PARTITION = 'all';
export const AUDIT_PAGE_SIZE = 25;

/** One entry as stored and as the API answers it. */
export interface AuditEntry {
  id: string;
  at: string;
  /** Staff member's e-mail (or username when the pool lookup failed). */
  by: string;
  action: AuditAction;
  /** What it concerned: an account id, a request id, a list, an erasure record id. */
  target: string;
  /** Counts and states, never personal data (e.g. '3 Kontaktanfragen, 1 Demo-Anfrage'). */
  detail?: string;
}
export interface AuditPage {
  items: AuditEntry[];
  nextCursor?: string;
}

/** GET /api/admin/audit-log?cursor= */
export const auditQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(400, auditMessages.badCursor))) });

