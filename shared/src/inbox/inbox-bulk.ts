/**
 * Working on several requests at once in the inbox: the rows staff tick get a new status together
 * (demo requests) or go into a CSV of their own. Ids are checked like a single request's, and a call
 * takes at most INBOX_BULK_MAX of them, so one click never turns into an unbounded job.
 */
import * as z from 'zod/mini';
import { inboxBulkMessages, inboxMessages } from './inbox-messages';
import { exportFormats, requestParamsSchema } from './inbox';
import { demoStatuses } from '../requests/request-records';
import { INBOX_BULK_MAX } from '../common/limits';

const selectedIds = z.array(z.string().check(z.refine((id) => requestParamsSchema.shape.requestId.safeParse(id).success, inboxBulkMessages.badId))).check(
  z.minLength(1, inboxBulkMessages.noneSelected),
  z.maxLength(INBOX_BULK_MAX, inboxBulkMessages.tooMany),
);

/** POST /api/admin/request-selections/demo-requests/status */
export const bulkStatusBodySchema = z.object({ ids: selectedIds, status: z.enum(demoStatuses, { error: inboxMessages.unknownStatus }) });
/** POST /api/admin/request-selections/{kind}/export (CSV of exactly these rows, in the order given). */
export const bulkExportBodySchema = z.object({ ids: selectedIds, format: z.optional(z.enum(exportFormats, { error: inboxMessages.unknownFormat })) });

/** What the status change did: ids changed, and ids that no longer exist (erased meanwhile). */
export interface BulkStatusResult {
  updated: string[];
  notFound: string[];
}

