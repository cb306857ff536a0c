/**
 * The staff view 'Marketing' (GET /api/admin/marketing, shared/src/marketing/marketing.ts) from the
 * cookieless measurement's daily aggregates (site-analytics.ts): each day of the range read once
 * (its shards summed by the store), then added up. `buildMarketingReport` is pure.
 *
 * Visits, page views and plays count on the day they happened; requests and won deals on the day of
 * the request (the cohort), attributed to that day's visit: so visits → requests → won of one range
 * compare like with like, and a deal won today shows up at its request's day.
 */
import {
  MARKETING_DEFAULT_DAYS,
  MARKETING_MAX_DAYS,
  MARKETING_TOP_PAGES,
  analyticsForms,
  branches,
  type FunnelFigures,
  type MarketingBody,
  type MarketingQuery,
} from '@rufbereit/shared';
import { daysEndingWith } from './dashboard';
import { clockOf } from './ports';
import { berlinDay } from './request-stats';
import { funnelCounters } from './site-analytics';

/** One day's aggregates by item (`totals`, `campaign#…`, `referrer#…`, `track#…`, `cta#…`), shards summed. */
export type DailyAggregates = Record<string, Record<string, number>>;

export interface MarketingDeps {
  daily: (day: string) => Promise<DailyAggregates>;
  /** Demo track titles by id (the catalogue); a track without one is shown by its id. */
  trackTitles?: () => Promise<Map<string, string>>;
  now?: () => Date;
}

/** Days read at once: each is ANALYTICS_SHARDS queries, so at most 64 queries are in flight. */
const DAYS_AT_ONCE = 8;
const DAY_MS = 86_400_000;

/** The days from `from` to `to` (both inclusive), oldest first. */
export function daysOfRange(from: string, to: string): string[] {
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return daysEndingWith(to, count);
}

/**
 * The range asked for, else the last MARKETING_DEFAULT_DAYS days up to today (Berlin). With one end
 * only, the other is today or the default span, and the range never exceeds MARKETING_MAX_DAYS (the
 * schema refuses a longer range given with both ends; the answer names the range it covers).
 */
export function rangeOf(query: Pick<MarketingQuery, 'from' | 'to'>, now: Date): { from: string; to: string } {
  const today = berlinDay(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const earliest = daysEndingWith(to, MARKETING_MAX_DAYS)[0] ?? to;
  const from = query.from ?? daysEndingWith(to, MARKETING_DEFAULT_DAYS)[0] ?? to;
  return { from: from < earliest ? earliest : from, to };
}

const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

function add(target: Record<string, number>, source: Record<string, number> | undefined): void {
  for (const [name, value] of Object.entries(source ?? {})) target[name] = (target[name] ?? 0) + value;
}

type FunnelNames = Record<'requests' | 'won' | 'wonValue' | 'lost', string>;
const sourceNames: FunnelNames = { requests: funnelCounters.requests, won: funnelCounters.won, wonValue: funnelCounters.wonValue, lost: funnelCounters.lost };

/** The funnel of a source from its counters; `visits` named by the caller (visits, entries, visitors). */
function funnel(visits: number, counters: Record<string, number>, names: FunnelNames = sourceNames): FunnelFigures {
  // A gauge can dip below zero while a change of outcome is half counted; never show that.
  const n = (name: string) => Math.max(0, counters[name] ?? 0);
  const requests = n(names.requests);
  const won = n(names.won);
  return { visits, requests, won, wonValue: n(names.wonValue), lost: n(names.lost), visitToRequest: rate(requests, visits), requestToWon: rate(won, requests) };
}

const pageFunnel = (path: string, totals: Record<string, number>): FunnelFigures =>
  funnel(Math.max(0, totals[`entry#${path}`] ?? 0), totals, {
    requests: funnelCounters.requestsOfEntry(path),
    won: funnelCounters.wonOfEntry(path),
    wonValue: funnelCounters.wonValueOfEntry(path),
    lost: funnelCounters.lostOfEntry(path),
  });

/** Sorted by a figure, largest first, then by name (stable for equal figures). */
const byFigure = <T>(figure: (row: T) => number, name: (row: T) => string) => (a: T, b: T) => figure(b) - figure(a) || name(a).localeCompare(name(b));

/** The answer from the days' aggregates (in range order). */
export function buildMarketingReport(range: { from: string; to: string }, days: ReadonlyArray<{ day: string; aggregates: DailyAggregates }>, titles = new Map<string, string>()): MarketingBody {
  const totals: Record<string, number> = {};
  const items: DailyAggregates = {};
  for (const { aggregates } of days) {
    add(totals, aggregates.totals);
    for (const [key, counters] of Object.entries(aggregates)) if (key !== 'totals') add((items[key] ??= {}), counters);
  }
  const n = (name: string) => Math.max(0, totals[name] ?? 0);

  const paths = Object.keys(totals).filter((name) => name.startsWith('page#')).map((name) => name.slice('page#'.length));
  const pages = paths
    .map((path) => ({ path, pageviews: n(`page#${path}`), ...pageFunnel(path, totals) }))
    .sort(byFigure((row) => row.pageviews, (row) => row.path))
    .slice(0, MARKETING_TOP_PAGES);
  const industries = branches
    .map((branch) => {
      const path = `/branchen/${branch.slug}`;
      return { path, name: branch.name, pageviews: n(`page#${path}`), ...pageFunnel(path, totals) };
    })
    .sort(byFigure((row) => row.pageviews, (row) => row.name));

  const itemsOf = (prefix: string) => Object.entries(items).filter(([key]) => key.startsWith(prefix)).map(([key, counters]) => ({ id: key.slice(prefix.length), counters }));
  const campaigns = itemsOf('campaign#')
    .map(({ id, counters }) => {
      const [source = '', medium = '', campaign = ''] = id.split('|');
      return { source, medium, campaign, ...funnel(Math.max(0, counters.visits ?? 0), counters) };
    })
    .sort(byFigure((row) => row.visits, (row) => `${row.source}|${row.medium}|${row.campaign}`));
  const referrers = itemsOf('referrer#')
    .map(({ id, counters }) => ({ host: id, ...funnel(Math.max(0, counters.visits ?? 0), counters) }))
    .sort(byFigure((row) => row.visits, (row) => row.host));
  const tracks = itemsOf('track#')
    .map(({ id, counters }) => ({
      trackId: id,
      ...(titles.has(id) ? { title: titles.get(id) } : {}),
      demoPlayStart: Math.max(0, counters.demoPlayStart ?? 0),
      demoPlayFinish: Math.max(0, counters.demoPlayFinish ?? 0),
      requestsAfterPlay: Math.max(0, counters.requestsAfterPlay ?? 0),
    }))
    .sort(byFigure((row) => row.demoPlayStart, (row) => row.trackId));
  const forms = analyticsForms.map((form) => {
    const starts = n(`event#formStart#${form}`);
    const submits = n(funnelCounters.requestsOfForm(form));
    return { form, starts, submits, rate: rate(submits, starts) };
  });

  return {
    ...range,
    days: days.map(({ day, aggregates }) => {
      const t = aggregates.totals ?? {};
      return { day, visitors: Math.max(0, t.visitors ?? 0), pageviews: Math.max(0, t.pageviews ?? 0), requests: Math.max(0, t[funnelCounters.requests] ?? 0) };
    }),
    totals: { visitors: n('visitors'), pageviews: n('pageviews'), ...funnel(n('visitors'), totals) },
    pages,
    industries,
    campaigns,
    referrers,
    tracks,
    forms,
  };
}

/** Reads the range's days (a few at a time) and builds the answer. */
export async function loadMarketingReport(deps: MarketingDeps, query: Pick<MarketingQuery, 'from' | 'to'>): Promise<MarketingBody> {
  const range = rangeOf(query, clockOf(deps));
  const dayList = daysOfRange(range.from, range.to);
  const days: Array<{ day: string; aggregates: DailyAggregates }> = [];
  for (let i = 0; i < dayList.length; i += DAYS_AT_ONCE) {
    const batch = dayList.slice(i, i + DAYS_AT_ONCE);
    days.push(...(await Promise.all(batch.map(async (day) => ({ day, aggregates: await deps.daily(day) })))));
  }
  const titles = (await deps.trackTitles?.()) ?? new Map<string, string>();
  return buildMarketingReport(range, days, titles);
}
