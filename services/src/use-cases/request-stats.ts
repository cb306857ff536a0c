/**
 * The dashboard's aggregates, kept up to date on every write instead of scanning the request tables
 * per view. One aggregate item per Berlin day of a request's creation holds numeric counters; a
 * write adds the difference between the request's state before and after (DynamoDB ADD).
 *
 * Exactly once: every write that changes a request returns its state before the change atomically
 * (ReturnValues ALL_OLD, or the conditional put of its creation), so the difference is taken once per
 * real change. A write repeated by a retry or a second delivery finds the state already changed and
 * adds nothing; a stage already reached or a first action already recorded is never counted again.
 */
import { logger } from '../logger';
import { funnelStages, type DashboardKind, type DeliveryStatus, type DemoStatus, type RequestKind } from '@rufbereit/shared';

/** What of a request the aggregates depend on. */
export interface RequestSnapshot {
  kind: RequestKind;
  createdAt: string;
  /** Demo requests only. */
  status?: DemoStatus;
  /** Funnel stages reached so far (always includes `pending` for a demo request). */
  reached?: ReadonlySet<DemoStatus>;
  crm: DeliveryStatus;
  mail: DeliveryStatus;
  firstStaffActionAt?: string;
}

/** Counter name → amount to add. */
export type StatsDelta = Record<string, number>;

/** Names of the counters on a day's aggregate item (one place for writer and reader). */
export const counterNames = {
  created: (kind: DashboardKind) => `created_${kind}`,
  demoNow: (status: DemoStatus) => `demo_now_${status}`,
  demoReached: (status: DemoStatus) => `demo_reached_${status}`,
  demoMoved: (from: DemoStatus, to: DemoStatus) => `demo_moved__${from}__${to}`,
  delivery: (channel: 'crm' | 'mail', kind: RequestKind, status: DeliveryStatus) => `${channel}_${kind}_${status}`,
  firstActionCount: 'first_action_count',
  firstActionBucket: (startMinute: number) => `first_action_min_${startMinute}`,
} as const;

const berlinDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The Berlin calendar day (YYYY-MM-DD) of an instant: the business counts in German days. */
export const berlinDay = (instant: Date | string): string => berlinDate.format(typeof instant === 'string' ? new Date(instant) : instant);

/**
 * The funnel stages a status implies: a stage of the funnel implies every stage before it; `verloren`
 * implies only itself (it leaves the funnel wherever the request was).
 */
export function impliedStages(status: DemoStatus): DemoStatus[] {
  const index = (funnelStages as readonly DemoStatus[]).indexOf(status);
  return index === -1 ? [status] : funnelStages.slice(0, index + 1);
}

/**
 * Start minute of the histogram bucket of a duration: exact minutes below an hour, 5 minutes below
 * 4 hours, hours below 2 days, days below 30 days, then one bucket. Bounded: at most ~150 counters.
 */
export function firstActionBucket(minutes: number): number {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 60) return m;
  if (m < 240) return m - (m % 5);
  if (m < 2_880) return m - (m % 60);
  if (m < 43_200) return m - (m % 1_440);
  return 43_200;
}

/**
 * The median of a histogram (bucket start → count): the lower median's bucket start, so exact for
 * durations below an hour and a lower bound above. Null for an empty histogram.
 */
export function histogramMedian(buckets: ReadonlyMap<number, number>): number | null {
  const entries = [...buckets.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const target = Math.ceil(total / 2);
  let seen = 0;
  for (const [start, count] of entries) {
    seen += count;
    if (seen >= target) return start;
  }
  return null;
}

function add(delta: StatsDelta, name: string, amount: number): void {
  delta[name] = (delta[name] ?? 0) + amount;
  if (delta[name] === 0) delete delta[name];
}

/** The counters to add for a request that went from `before` (undefined: just created) to `after`. */
export function requestStatsDelta(before: RequestSnapshot | undefined, after: RequestSnapshot): StatsDelta {
  const delta: StatsDelta = {};
  if (!before) add(delta, counterNames.created(after.kind), 1);
  for (const channel of ['crm', 'mail'] as const) {
    if (before?.[channel] === after[channel]) continue;
    if (before) add(delta, counterNames.delivery(channel, before.kind, before[channel]), -1);
    add(delta, counterNames.delivery(channel, after.kind, after[channel]), 1);
  }
  if (after.kind === 'demo_request' && after.status) {
    if (before?.status !== after.status) {
      if (before?.status) {
        add(delta, counterNames.demoNow(before.status), -1);
        add(delta, counterNames.demoMoved(before.status, after.status), 1);
      }
      add(delta, counterNames.demoNow(after.status), 1);
    }
    for (const stage of after.reached ?? []) if (!before?.reached?.has(stage)) add(delta, counterNames.demoReached(stage), 1);
  }
  if (!before?.firstStaffActionAt && after.firstStaffActionAt) {
    const minutes = (Date.parse(after.firstStaffActionAt) - Date.parse(after.createdAt)) / 60_000;
    add(delta, counterNames.firstActionCount, 1);
    add(delta, counterNames.firstActionBucket(firstActionBucket(minutes)), 1);
  }
  return delta;
}

const deliveryOf = (value: unknown): DeliveryStatus => {
  const status = value && typeof value === 'object' && 'status' in value ? value.status : undefined;
  return status === 'retrying' || status === 'done' || status === 'failed' ? status : 'pending';
};
const demoStatusOf = (value: unknown): DemoStatus | undefined =>
  typeof value === 'string' && (['pending', 'kontaktiert', 'demo_geplant', 'gewonnen', 'verloren'] as const).includes(value as DemoStatus) ? (value as DemoStatus) : undefined;

/** The snapshot of a stored item (as DynamoDB returns it; `funnelReached` is a string set). */
export function snapshotOf(stored: object): RequestSnapshot {
  const item = stored as Record<string, unknown>;
  const kind: RequestKind = item.kind === 'demo_request' ? 'demo_request' : 'contact';
  const snapshot: RequestSnapshot = {
    kind,
    createdAt: typeof item.createdAt === 'string' ? item.createdAt : new Date(0).toISOString(),
    crm: deliveryOf(item.crm),
    mail: deliveryOf(item.mail),
    ...(typeof item.firstStaffActionAt === 'string' ? { firstStaffActionAt: item.firstStaffActionAt } : {}),
  };
  if (kind === 'demo_request') {
    const reached = new Set<DemoStatus>(['pending']);
    const stored: unknown = item.funnelReached;
    if (stored instanceof Set || Array.isArray(stored)) for (const stage of stored) if (demoStatusOf(stage)) reached.add(stage as DemoStatus);
    snapshot.status = demoStatusOf(item.status) ?? 'pending';
    snapshot.reached = reached;
  }
  return snapshot;
}

/** Where the aggregates are kept (DynamoDB adapter: ../adapters/dynamo-request-stats.ts). */
export interface RequestStatsStore {
  /** Adds the delta to the counters of `day` (atomic per counter). */
  add(day: string, delta: StatsDelta): Promise<void>;
  /** The aggregate items of the days from `first` to `last` (inclusive), counters by name. */
  days(first: string, last: string): Promise<Array<{ day: string; counters: Record<string, number> }>>;
}

/** Records a request's change; the day is the request's creation day. */
export function statsChangeOf(before: RequestSnapshot | undefined, after: RequestSnapshot): { day: string; delta: StatsDelta } {
  return { day: berlinDay(after.createdAt), delta: requestStatsDelta(before, after) };
}

/**
 * Applies a request's change to the aggregates. Never throws: the request's own write succeeded and
 * must stand (the visitor's success, the pipeline's step); a lost update is logged for the operator.
 */
export async function recordRequestChange(
  deps: { stats?: RequestStatsStore },
  { before, after }: { before: RequestSnapshot | undefined; after: RequestSnapshot },
): Promise<void> {
  const store = deps.stats;
  if (!store) return;
  const { day, delta } = statsChangeOf(before, after);
  if (Object.keys(delta).length === 0) return;
  try {
    await store.add(day, delta);
  } catch (error) {
    logger.error('Updating the dashboard aggregates failed; the figures of this day miss this change', { day, delta, error });
  }
}

/** Counts a new intro-call booking on the day it was made. Never throws (see recordRequestChange). */
export async function recordIntroCallBooked(deps: { stats?: RequestStatsStore }, at: Date): Promise<void> {
  const store = deps.stats;
  if (!store) return;
  try {
    await store.add(berlinDay(at), { [counterNames.created('intro_call')]: 1 });
  } catch (error) {
    logger.error('Counting the intro-call booking failed', { error });
  }
}
