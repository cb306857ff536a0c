/**
 * The staff audit log (`/admin/protokoll`): who did what in the back office, and when. Every admin route
 * that changes data or hands out a person's data declares its action in the route table (`audit`, a
 * guard test keeps it so) and writes one entry to the table
 * `staff_audit` (partition `log` = AUDIT_PARTITION, sort `entryKey` = `{at}#{id}`, so the page reads
 * newest first with one Query). An entry names staff by e-mail and the object by id or count only:
 * never the address, name or search term of a person whose data it is about.
 */
import * as z from 'zod/mini';
import { auditMessages } from '../messages/staff-audit';

export const AUDIT_PARTITION = 'all';
export const AUDIT_PAGE_SIZE = 25;

export const auditActions = [
  'roleGranted',
  'roleRevoked',
  'gdprErasure',
  'gdprExport',
  'requestExport',
  'selectionExport',
  'rerun',
  'retryNow',
  'bulkStatus',
  'demoStatus',
  'noteAdded',
  'documentDownload',
  'slotsBlocked',
  'slotsFreed',
  'introCallCancelled',
  'demoTrackCreated',
  'demoTrackUpdated',
  'demoTrackDeleted',
  'demoTracksReordered',
  'trialStarted',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * An admin route that writes no entry says why (route table `audit`): a read of the lists staff work
 * from all day, or a step that changes nothing by itself (an upload ticket: the track it becomes is audited).
 */
export interface AuditExemption {
  notAudited: string;
}

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

