/**
 * Sorting the inbox by name. No index orders requests by name, so the filtered list (narrowed by
 * the date range's key condition first) is read whole, up to INBOX_NAME_SORT_MAX_ROWS rows, and
 * sorted here; beyond that staff are asked to narrow it (400) rather than shown a partial order.
 * The cursor is the last row's (name, createdKey): unique, and still valid if that row is erased.
 */
import { INBOX_NAME_SORT_MAX_ROWS, apiMessages, inboxMessages, type InboxRow } from '@rufbereit/shared';
import { Refusal } from './refusal';
import type { InboxFilter, InboxRepository } from './inbox-ports';

const collator = new Intl.Collator('de-DE', { sensitivity: 'base', numeric: true });
interface NamePosition {
  name: string;
  createdKey: string;
}
export const createdKeyOf = (row: InboxRow): string => `${row.createdAt}#${row.id}`;
const positionOf = (row: InboxRow): NamePosition => ({ name: row.name, createdKey: createdKeyOf(row) });

/** A-Z (ties: newest first); `descending` reverses the whole order. */
export function compareByName(a: NamePosition, b: NamePosition, descending = false): number {
  const order = collator.compare(a.name, b.name) || (a.createdKey < b.createdKey ? 1 : a.createdKey > b.createdKey ? -1 : 0);
  return descending ? -order : order;
}

/** Every row of the filter (the read stops one row past the limit), as `toRow` makes them. */
export async function readAllForNameSort(
  deps: { repository: InboxRepository },
  { kind, filter, toRow }: { kind: Parameters<InboxRepository['page']>[0]; filter: InboxFilter; toRow: (item: Record<string, unknown>) => InboxRow },
): Promise<InboxRow[]> {
  const { repository } = deps;
  const rows: InboxRow[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await repository.page(kind, filter, 1000, start);
    rows.push(...page.items.map(toRow));
    start = page.nextKey;
    if (rows.length > INBOX_NAME_SORT_MAX_ROWS) throw new Refusal('invalidInput', inboxMessages.nameSortTooMany, { sort: inboxMessages.nameSortTooMany });
  } while (start);
  return rows;
}

export const sortByName = (rows: InboxRow[], descending: boolean): InboxRow[] => rows.sort((a, b) => compareByName(positionOf(a), positionOf(b), descending));

export const encodeNameCursor = (row: InboxRow): string => Buffer.from(JSON.stringify({ name: row.name, createdKey: createdKeyOf(row) })).toString('base64url');

/** The position a name cursor names; anything else is a 400 (the cursor comes from the address). */
export function decodeNameCursor(cursor: string): NamePosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const { name, createdKey } = value as Record<string, unknown>;
      if (Object.keys(value).length === 2 && typeof name === 'string' && name.length <= 500 && typeof createdKey === 'string' && createdKey.length <= 240) return { name, createdKey };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw new Refusal('invalidInput', apiMessages.invalidInput, { cursor: inboxMessages.badCursor });
}

/** One page of rows sorted by name, after the cursor's position. */
export function namePage(sorted: InboxRow[], size: number, descending: boolean, cursor?: string): { items: InboxRow[]; nextCursor?: string } {
  const after = cursor ? decodeNameCursor(cursor) : undefined;
  const startIndex = after ? sorted.findIndex((row) => compareByName(positionOf(row), after, descending) > 0) : 0;
  const rest = startIndex < 0 ? [] : sorted.slice(startIndex);
  const items = rest.slice(0, size);
  const last = items.at(-1);
  return { items, ...(rest.length > size && last ? { nextCursor: encodeNameCursor(last) } : {}) };
}
