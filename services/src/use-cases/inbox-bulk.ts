/**
 * The inbox's selection: one status for many demo requests (each recorded in its history with who
 * and when, like a single change), and the CSV of exactly the selected rows. The schema bounds the
 * ids (shared/src/inbox/inbox-bulk.ts); repeated ids count once.
 */
import type { BulkStatusResult, CsvRow, DemoStatus, RequestKind } from '@rufbereit/shared';
import { clockOf } from './ports';
import { toCsvRow, type InboxDeps } from './inbox';

/** Status changes run this many at a time: quick for 100, gentle on the table's write capacity. */
const PARALLEL_UPDATES = 10;

/** `by`: who acts, as staff read it. */
export async function bulkSetDemoStatus(deps: InboxDeps, { by, ids, status }: { by: string; ids: readonly string[]; status: DemoStatus }): Promise<BulkStatusResult> {
  const { repository } = deps;
  const unique = [...new Set(ids)];
  const at = clockOf(deps).toISOString();
  const result: BulkStatusResult = { updated: [], notFound: [] };
  for (let i = 0; i < unique.length; i += PARALLEL_UPDATES) {
    const batch = unique.slice(i, i + PARALLEL_UPDATES);
    const done = await Promise.all(batch.map((id) => repository.setDemoStatus(id, status, { at, by, action: 'status', value: status })));
    batch.forEach((id, j) => (done[j] ? result.updated : result.notFound).push(id));
  }
  return result;
}

/** The selected rows in the order given, with the message (for the CSV); ids that do not exist are left out. */
export async function selectedRows(deps: Pick<InboxDeps, 'repository'>, { kind, ids }: { kind: RequestKind; ids: readonly string[] }): Promise<CsvRow[]> {
  return (await deps.repository.rowsByIds(kind, [...new Set(ids)], { withMessage: true })).map(toCsvRow);
}
