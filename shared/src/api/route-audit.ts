/**
 * What an admin route writes to the staff audit log (route `audit`): one of these actions, or why it
 * writes none. The log itself (its entries, its page) is staff-audit/staff-audit.ts; the actions live
 * here, beside the route type that names them, so the route table needs nothing of that feature.
 */
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
