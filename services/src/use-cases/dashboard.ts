/**
 * The admin dashboard's figures (GET /api/admin/dashboard) from the per-day aggregates
 * (request-stats.ts) and the next booked intro calls. `buildDashboard` is pure: it turns the
 * aggregate items of the window into the answer.
 */
import {
  DASHBOARD_DAYS,
  DASHBOARD_HEALTH_DAYS,
  DASHBOARD_UPCOMING_CALLS,
  dashboardKinds,
  deliveryStatuses,
  demoStatuses,
  funnelStages,
  introCallSlotStarts,
  requestKinds,
  type DashboardBody,
  type DeliveryStatus,
  type DemoStatus,
  type KindCounts,
} from '@rufbereit/shared';
import { berlinDay, counterNames, histogramMedian, type RequestStatsStore } from './request-stats';
import { clockOf } from './ports';

type UpcomingCall = DashboardBody['upcomingIntroCalls'][number];
type DayCounters = { day: string; counters: Record<string, number> };

export interface DashboardDeps {
  stats: Pick<RequestStatsStore, 'days'>;
  /** The booked calls among these slots, with the visitor's details. */
  bookedAmong: (slots: readonly string[]) => Promise<UpcomingCall[]>;
  now?: () => Date;
}

const DAY_MS = 86_400_000;
const dayUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayText = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The `count` days ending with `last` (YYYY-MM-DD), oldest first. */
export function daysEndingWith(last: string, count: number): string[] {
  const end = dayUtc(last);
  return Array.from({ length: count }, (_, i) => dayText(end - (count - 1 - i) * DAY_MS));
}

/** The ISO 8601 week of a day (`2026-W48`) and its Monday. */
export function isoWeekOf(day: string): { week: string; monday: string } {
  const ms = dayUtc(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = ms - weekday * DAY_MS;
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { week: `${year}-W${String(week).padStart(2, '0')}`, monday: dayText(monday) };
}

const zeroKinds = (): KindCounts => ({ contact: 0, demo_request: 0, intro_call: 0 });
const byStatus = (value: (status: DemoStatus) => number): Record<DemoStatus, number> =>
  Object.fromEntries(demoStatuses.map((status) => [status, value(status)])) as Record<DemoStatus, number>;
const byDelivery = (value: (status: DeliveryStatus) => number): Record<DeliveryStatus, number> =>
  Object.fromEntries(deliveryStatuses.map((status) => [status, value(status)])) as Record<DeliveryStatus, number>;
const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The answer from the aggregate items of the window (items outside it are ignored). */
export function buildDashboard(today: string, items: readonly DayCounters[], upcoming: UpcomingCall[]): DashboardBody {
  const window = daysEndingWith(today, DASHBOARD_DAYS);
  const healthDays = new Set(window.slice(-DASHBOARD_HEALTH_DAYS));
  const countersOf = new Map(items.map((item) => [item.day, item.counters]));
  // Counters of requests stored before the aggregates existed can go below zero; a figure never does.
  const sum = (days: Iterable<string>, name: string): number => {
    let total = 0;
    for (const day of days) total += countersOf.get(day)?.[name] ?? 0;
    return Math.max(0, total);
  };

  const days = window.map((day) => ({ day, ...Object.fromEntries(dashboardKinds.map((kind) => [kind, sum([day], counterNames.created(kind))])) }) as DashboardBody['days'][number]);
  const weeks: DashboardBody['weeks'] = [];
  for (const entry of days) {
    const { week, monday } = isoWeekOf(entry.day);
    let current = weeks.at(-1);
    if (current?.week !== week) weeks.push((current = { week, monday, ...zeroKinds() }));
    for (const kind of dashboardKinds) current[kind] += entry[kind];
  }
  const totals = zeroKinds();
  for (const entry of days) for (const kind of dashboardKinds) totals[kind] += entry[kind];

  const reached = byStatus((status) => sum(window, counterNames.demoReached(status)));
  const transitions: Record<string, number> = {};
  for (const from of demoStatuses)
    for (const to of demoStatuses) {
      const count = from === to ? 0 : sum(window, counterNames.demoMoved(from, to));
      if (count > 0) transitions[`${from}>${to}`] = count;
    }
  const conversions = funnelStages.slice(1).map((to, i) => ({ from: funnelStages[i] as DemoStatus, to: to as DemoStatus, rate: rate(reached[to], reached[funnelStages[i] as DemoStatus]) }));

  const buckets = new Map<number, number>();
  for (const day of window)
    for (const [name, count] of Object.entries(countersOf.get(day) ?? {})) {
      const match = /^first_action_min_(\d+)$/.exec(name);
      if (match) buckets.set(Number(match[1]), (buckets.get(Number(match[1])) ?? 0) + count);
    }

  const health = Object.fromEntries(
    requestKinds.map((kind) => [
      kind,
      {
        crm: byDelivery((status) => sum(healthDays, counterNames.delivery('crm', kind, status))),
        mail: byDelivery((status) => sum(healthDays, counterNames.delivery('mail', kind, status))),
      },
    ]),
  ) as DashboardBody['health'];

  return {
    today,
    days,
    weeks,
    totals,
    funnel: {
      reached,
      current: byStatus((status) => sum(window, counterNames.demoNow(status))),
      conversions,
      overall: rate(reached.gewonnen, reached.pending),
      transitions,
    },
    firstAction: { medianMinutes: histogramMedian(buckets), count: sum(window, counterNames.firstActionCount) },
    health,
    upcomingIntroCalls: upcoming.slice(0, DASHBOARD_UPCOMING_CALLS),
  };
}

/**
 * Slots that may hold an upcoming call: today's and those offered now (the ten working days after
 * today), from this minute on.
 */
export function upcomingSlots(now: Date): string[] {
  const fromNow = now.toISOString();
  const slots = new Set([...introCallSlotStarts(new Date(now.getTime() - DAY_MS)), ...introCallSlotStarts(now)]);
  return [...slots].filter((slot) => slot >= fromNow).sort();
}

/** Slots looked up per read (BatchGetItem takes 100 keys: about three working days). */
const SLOTS_PER_READ = 100;

/** The next booked calls: the slots in time order, a batch at a time, until enough are found. */
async function nextCalls(deps: DashboardDeps, now: Date): Promise<UpcomingCall[]> {
  const slots = upcomingSlots(now);
  const found: UpcomingCall[] = [];
  for (let i = 0; i < slots.length && found.length < DASHBOARD_UPCOMING_CALLS; i += SLOTS_PER_READ) {
    found.push(...(await deps.bookedAmong(slots.slice(i, i + SLOTS_PER_READ))));
  }
  return found;
}

export async function loadDashboard(deps: DashboardDeps, today?: string): Promise<DashboardBody> {
  const now = clockOf(deps);
  const last = today ?? berlinDay(now);
  const window = daysEndingWith(last, DASHBOARD_DAYS);
  const [items, upcoming] = await Promise.all([deps.stats.days(window[0] ?? last, last), nextCalls(deps, now)]);
  return buildDashboard(last, items, upcoming);
}
