/**
 * Working on several requests at once in the inbox: the rows staff tick get a new status together
 * (demo requests) or go into a CSV of their own. Ids are checked like a single request's, and a call
 * takes at most INBOX_BULK_MAX of them, so one click never turns into an unbounded job.
 */
import * as z from 'zod/mini';
import { inboxMessages } from '../messages/inbox';
import { requestParamsSchema } from './inbox';
import { demoStatuses } from '../storage/records';

export const INBOX_BULK_MAX = 100;

export const inboxBulkMessages = {
  noneSelected: 'Bitte wählen Sie mindestens eine Anfrage aus',
  tooMany: `Bitte wählen Sie höchstens ${INBOX_BULK_MAX} Anfragen auf einmal aus`,
  badId: 'Ungültige Anfrage-ID',
} as const;

const selectedIds = z.array(z.string().check(z.refine((id) => requestParamsSchema.shape.requestId.safeParse(id).success, inboxBulkMessages.badId))).check(
  z.minLength(1, inboxBulkMessages.noneSelected),
  z.maxLength(INBOX_BULK_MAX, inboxBulkMessages.tooMany),
);

/** POST /api/admin/request-selections/demo-requests/status */
export const bulkStatusBodySchema = z.object({ ids: selectedIds, status: z.enum(demoStatuses, { error: inboxMessages.unknownStatus }) });
/** POST /api/admin/request-selections/{kind}/export (CSV of exactly these rows, in the order given). */
export const bulkExportBodySchema = z.object({ ids: selectedIds });

/** What the status change did: ids changed, and ids that no longer exist (erased meanwhile). */
export interface BulkStatusResult {
  updated: string[];
  notFound: string[];
}

export const inboxBulkTexts = {
  selectAll: 'Alle angezeigten Anfragen auswählen',
  selectRow: (name: string) => `${name || 'Anfrage'} auswählen`,
  selected: (count: number) => (count === 1 ? '1 Anfrage ausgewählt' : `${count} Anfragen ausgewählt`),
  statusLabel: 'Status der Auswahl',
  statusPlaceholder: 'Status wählen',
  applyStatus: 'Status setzen',
  exportSelected: 'Auswahl als CSV',
  clearSelection: 'Auswahl aufheben',
  confirmStatus: (count: number, label: string) => `Status von ${count === 1 ? '1 Anfrage' : `${count} Anfragen`} auf „${label}“ setzen?`,
  statusChanged: (count: number) => (count === 1 ? 'Status von 1 Anfrage geändert' : `Status von ${count} Anfragen geändert`),
  limitNote: `Höchstens ${INBOX_BULK_MAX} Anfragen auf einmal`,
} as const;
