/**
 * The inbox's date range and sort order: a `YYYY-MM-DD` range of Berlin calendar days (both ends
 * inclusive) becomes a range of the creation-time index's sort key `createdKey` (`{createdAt}#{id}`,
 * createdAt in UTC ISO), so the list queries only that stretch of the index (a key condition).
 */
import { berlinInstant } from '../intro-call/intro-call';

export const inboxSorts = ['date', 'name'] as const;
export type InboxSort = (typeof inboxSorts)[number];
export const inboxOrders = ['asc', 'desc'] as const;
export type InboxOrder = (typeof inboxOrders)[number];

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC instant (ISO) of 00:00 Berlin time on the day `offsetDays` after `date` (`YYYY-MM-DD`). */
function berlinMidnight(date: string, offsetDays = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + offsetDays));
  return berlinInstant(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), 0, 0).toISOString();
}

/**
 * Bounds of `createdKey` for a Berlin day range: `lower` ≤ key < `upper`. `upper` is the start of the
 * day after `to`; a key is that instant plus `#id`, so even a request at exactly midnight sorts above it.
 */
export interface CreatedKeyRange {
  lower?: string;
  upper?: string;
}
export function createdKeyRange(from?: string, to?: string): CreatedKeyRange {
  return { ...(from ? { lower: berlinMidnight(from) } : {}), ...(to ? { upper: berlinMidnight(to, 1) } : {}) };
}
export const isInCreatedKeyRange = (key: string, range: CreatedKeyRange): boolean =>
  (range.lower === undefined || key >= range.lower) && (range.upper === undefined || key < range.upper);
