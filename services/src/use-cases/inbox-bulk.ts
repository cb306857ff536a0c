/**
 * The inbox's selection: one status for many demo requests (each recorded in its history with who
 * and when, like a single change), and the CSV of exactly the selected rows. The schema bounds the
 * ids (shared/src/domain/inbox-bulk.ts); repeated ids count once.
 */
import type { BulkStatusResult, CsvRow, DemoStatus, RequestKind } from '@rufbereit/shared';
import type { InboxRepository } from './inbox-ports';
import { toCsvRow } from './inbox';

/** Status changes run this many at a time: quick for 100, gentle on the table's write capacity. */
const PARALLEL_UPDATES = 10;

export async function bulkSetDemoStatus(repository: InboxRepository, by: string, ids: readonly string[], status: DemoStatus, now = new Date()): Promise<BulkStatusResult> {
  const unique = [...new Set(ids)];
  const at = now.toISOString();
  const result: BulkStatusResult = { updated: [], notFound: [] };
  for (let i = 0; i < unique.length; i += PARALLEL_UPDATES) {
    const batch = unique.slice(i, i + PARALLEL_UPDATES);
    const done = await Promise.all(batch.map((id) => repository.setDemoStatus(id, status, { at, by, action: 'status', value: status })));
    batch.forEach((id, j) => (done[j] ? result.updated : result.notFound).push(id));
  }
  return result;
}

/** The selected rows in the order given, with the message (for the CSV); ids that do not exist are left out. */
export async function selectedRows(repository: InboxRepository, kind: RequestKind, ids: readonly string[]): Promise<CsvRow[]> {
  return (await repository.rowsByIds(kind, [...new Set(ids)], { withMessage: true })).map(toCsvRow);
}
