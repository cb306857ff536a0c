/**
 * Cookieless measurement (issue 40; docs/features/site-analytics.md). A beacon (page view or event) becomes a few
 * counter additions on its Berlin day; nothing that names a person is stored:
 * - a visit is told apart by sha256(day's secret salt, viewer's client key, user agent) — the salt is
 *   random, lives one day and is deleted after it, so a hash cannot be linked to an address or to
 *   another day's hash; the hash record expires at the end of its day;
 * - everything else is a daily aggregate (counters added with DynamoDB's ADD);
 * - headless browsers and known bots are not counted at all (no write).
 */
import { createHash } from 'node:crypto';
import type { AnalyticsBeacon, AnalyticsForm, DealOutcome, PageView, RequestKind, VisitAttribution } from '@rufbereit/shared';
import { logger } from '../logger';
import { berlinDay } from './request-stats';

/**
 * User agents that are not people: headless browsers, crawlers, link previews, monitors, HTTP
 * libraries. Case-insensitive substrings; an empty agent is not a browser either.
 */
const NOT_A_PERSON =
  /headless|bot\b|bot\/|crawler|crawling|spider|slurp|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|webdriver|preview|facebookexternalhit|curl\/|wget\/|python-|node-fetch|axios\/|go-http-client|java\/|okhttp|monitor|uptime|pingdom|scrapy|httpclient/i;

/** True when the user agent is a headless browser, a known bot or missing: such beacons are not counted. */
export const isAutomatedAgent = (userAgent: string | undefined): boolean => !userAgent?.trim() || NOT_A_PERSON.test(userAgent);

/** The visit's daily hash: the salt makes it unlinkable once the salt is deleted. Never stored with its inputs. */
export const visitHash = (salt: string, client: string, userAgent: string): string =>
  createHash('sha256').update(`${salt}\n${client}\n${userAgent}`).digest('hex');

/** Counters of one day: `totals` (bounded names, one item) and items of their own for open-ended values. */
export interface CounterAdditions {
  /** Added to the day's totals item: page views, visitors, per page, per device, per event. */
  totals: Record<string, number>;
  /** Items of their own, by key (campaign, referrer host, demo track): their value space is open. */
  items: Array<{ key: string; add: Record<string, number> }>;
}

/** What the first page view of a visit remembers until the day ends (for attribution, issue 40 item 2). */
/** A visit's record: its attribution and the demo tracks it played (`attributionOf` keeps only the former for a request). */
export interface VisitEntry extends VisitAttribution, PlayedTracks {}

export interface SiteAnalyticsStore {
  /** The secret salt of `day`, created on first use (and the day before's deleted). */
  saltOf(day: string): Promise<string>;
  /** Records the visit's hash until the end of its day; true when it is new today. */
  recordVisit(hash: string, day: string, entry: VisitEntry): Promise<boolean>;
  /** Adds the counters to the day's aggregates (sharded). */
  add(day: string, counters: CounterAdditions): Promise<void>;
  /** The salt of `day` if one exists (a lookup never creates one: no beacon today, no visit to find). */
  existingSaltOf(day: string): Promise<string | undefined>;
  /** The visit's record of `day` while it lives (at most 24 h), else undefined. */
  visitOf(hash: string, day: string): Promise<VisitEntry | undefined>;
  /**
   * Marks the visit's record of `day` with a demo track it played (a set: a track counts once per
   * visit). Creates no record: a play without a counted page view (or after the record expired)
   * marks nothing.
   */
  markPlayed(hash: string, day: string, trackId: string): Promise<void>;
}

/** The tracks a visit's record holds: a string set as read from DynamoDB, or a list. */
export interface PlayedTracks {
  playedTracks?: Iterable<string>;
}

/**
 * What a request sent during a visit adds to the demo tracks the visit played (issue 40 item 4: "how many
 * listeners then sent a request"): `requestsAfterPlay` once per played track. Pure; the caller that
 * attributes a request to its visit adds these items to the request's day with SiteAnalyticsStore.add.
 */
export function playedTrackCounters(entry: PlayedTracks): CounterAdditions['items'] {
  return [...new Set(entry.playedTracks ?? [])].sort().map((trackId) => ({ key: `track#${trackId}`, add: { requestsAfterPlay: 1 } }));
}

const campaignKey = (view: PageView): string | undefined =>
  view.utmSource || view.utmMedium || view.utmCampaign ? `campaign#${view.utmSource ?? ''}|${view.utmMedium ?? ''}|${view.utmCampaign ?? ''}` : undefined;

/**
 * The counters one beacon adds; `newVisit` only for a page view that began a visit today. An event
 * with an item of its own (a track's play, a CTA's click) is counted there only: the day's total of
 * such an event is the sum of its items, and a second write to the hot `totals` item per event would
 * double its cost. A campaign and a referring site are counted by the visits they began (`visits`), the
 * figure the report shows for a source (and the one requests and won deals are attributed by): a page
 * view that does not begin a visit writes only its page's item, one write instead of two or three
 * (docs/features/site-analytics.md, "Writes per beacon").
 */
export function countersOf(beacon: AnalyticsBeacon, newVisit: boolean): CounterAdditions {
  if (beacon.type === 'event') {
    const detail = beacon.trackId ? `track#${beacon.trackId}` : beacon.cta ? `cta#${beacon.cta}` : undefined;
    if (detail) return { totals: {}, items: [{ key: detail, add: { [beacon.name]: 1 } }] };
    return { totals: { [`event#${beacon.name}`]: 1, ...(beacon.form ? { [`event#${beacon.name}#${beacon.form}`]: 1 } : {}) }, items: [] };
  }
  // The page's own item, not `totals`: small (1 WRU a write instead of 3 for the totals item with every
  // page), and the day's page views, visitors and devices are its sums (pageItemsFolded, on reading).
  const page: Record<string, number> = { [pageCounters.pageviews]: 1, [`device#${beacon.device}`]: 1 };
  if (newVisit) page[pageCounters.entries] = 1;
  const items: CounterAdditions['items'] = [{ key: `${PAGE_ITEM_PREFIX}${beacon.path}`, add: page }];
  if (!newVisit) return { totals: {}, items };
  const campaign = campaignKey(beacon);
  if (campaign) items.push({ key: campaign, add: { visits: 1 } });
  if (beacon.referrerHost) items.push({ key: `referrer#${beacon.referrerHost}`, add: { visits: 1 } });
  return { totals: {}, items };
}

/** A page's item of the day's aggregates (`page#{path}`) and its counters. */
export const PAGE_ITEM_PREFIX = 'page#';
export const pageCounters = { pageviews: 'pageviews', entries: 'entries' } as const;

/**
 * The day's aggregates as readers know them: the page items (`page#{path}`: page views, entries, devices)
 * folded into `totals` — `pageviews`, `visitors` (a visit has one entry page), `device#…`, and per page
 * `page#{path}` (views) and `entry#{path}` (entries). Counters already in `totals` (a day written before
 * the pages had items of their own) are added to, so old and new days read alike.
 */
export function pageItemsFolded(aggregates: Record<string, Record<string, number>>): Record<string, Record<string, number>> {
  const folded: Record<string, Record<string, number>> = {};
  const totals: Record<string, number> = { ...aggregates.totals };
  const add = (name: string, amount: number | undefined) => {
    if (amount) totals[name] = (totals[name] ?? 0) + amount;
  };
  for (const [key, counters] of Object.entries(aggregates)) {
    if (!key.startsWith(PAGE_ITEM_PREFIX)) {
      if (key !== 'totals') folded[key] = counters;
      continue;
    }
    const path = key.slice(PAGE_ITEM_PREFIX.length);
    add(pageCounters.pageviews, counters[pageCounters.pageviews]);
    add('visitors', counters[pageCounters.entries]);
    add(`page#${path}`, counters[pageCounters.pageviews]);
    add(`entry#${path}`, counters[pageCounters.entries]);
    for (const [name, amount] of Object.entries(counters)) if (name.startsWith('device#')) add(name, amount);
  }
  if (Object.keys(totals).length > 0) folded.totals = totals;
  return folded;
}

export interface TrackInput {
  beacon: AnalyticsBeacon;
  /** The viewer's client key (viewer-address.ts: an IPv6 visitor by its /64). Hashed, never stored. */
  client: string;
  userAgent: string | undefined;
  now: Date;
}

/** Counts one beacon; 'ignored' for automated agents (nothing written). */
export async function trackBeacon(deps: { store: SiteAnalyticsStore }, { beacon, client, userAgent, now }: TrackInput): Promise<'counted' | 'ignored'> {
  const { store } = deps;
  if (isAutomatedAgent(userAgent)) return 'ignored';
  const day = berlinDay(now);
  const hashOfVisit = async (): Promise<string> => visitHash(await store.saltOf(day), client, userAgent ?? '');
  if (beacon.type === 'event') {
    // A started demo play marks the listener's visit, so a request it sends later counts for the track
    // (playedTrackCounters). Independent writes: side by side.
    const played = beacon.name === 'demoPlayStart' ? beacon.trackId : undefined;
    const marking = played ? hashOfVisit().then((hash) => store.markPlayed(hash, day, played)) : undefined;
    await Promise.all([marking, store.add(day, countersOf(beacon, false))]);
    return 'counted';
  }
  const newVisit = await store.recordVisit(await hashOfVisit(), day, {
    entryPath: beacon.path,
    source: beacon.utmSource,
    medium: beacon.utmMedium,
    campaign: beacon.utmCampaign,
    referrerHost: beacon.referrerHost,
  });
  await store.add(day, countersOf(beacon, newVisit));
  return 'counted';
}

/* ---------------------------------------------------------------------------------------------
 * Attribution (issue 40 item 2): a request carries the visit it came from. The server finds the
 * visit by the same daily hash the beacon used (the edge's viewer address and the user agent of the
 * request itself), never by anything the browser sends: a cookie-like id in the body could be
 * copied from someone else's visit, a hash computed here cannot.
 * ------------------------------------------------------------------------------------------- */

/** The form a request kind is sent with (the name its `formStart` events carry). */
export const formOfRequestKind: Record<RequestKind, AnalyticsForm> = { contact: 'contact', demo_request: 'demoRequest' };

/** Counter names of requests and outcomes, the one place the writer and the report agree on. */
export const funnelCounters = {
  requests: 'requests',
  requestsOfForm: (form: AnalyticsForm) => `requests#form#${form}`,
  requestsOfEntry: (path: string) => `requests#entry#${path}`,
  won: 'won',
  wonValue: 'wonValue',
  lost: 'lost',
  wonOfEntry: (path: string) => `won#entry#${path}`,
  wonValueOfEntry: (path: string) => `wonValue#entry#${path}`,
  lostOfEntry: (path: string) => `lost#entry#${path}`,
} as const;

/** The items of the day's aggregates a visit's figures belong to: its campaign and its referring site. */
function sourceItemsOf(entry: VisitAttribution): string[] {
  const keys: string[] = [];
  if (entry.source || entry.medium || entry.campaign) keys.push(`campaign#${entry.source ?? ''}|${entry.medium ?? ''}|${entry.campaign ?? ''}`);
  if (entry.referrerHost) keys.push(`referrer#${entry.referrerHost}`);
  return keys;
}

/** Only the attribution's own fields (a visit record holds more: its key, expiry, and later its demo plays). */
export function attributionOf(visit: VisitEntry): VisitAttribution {
  const { entryPath, source, medium, campaign, referrerHost } = visit;
  return { entryPath, ...(source ? { source } : {}), ...(medium ? { medium } : {}), ...(campaign ? { campaign } : {}), ...(referrerHost ? { referrerHost } : {}) };
}

/**
 * The counters one accepted request adds on its Berlin day: `requests` and per form in the totals
 * (with or without a visit: the form's submits), per entry page in the totals, and `requests` (and
 * per form) on the visit's campaign and referrer items.
 */
export function countersOfRequest(entry: VisitAttribution | undefined, form: AnalyticsForm): CounterAdditions {
  const perRequest = { [funnelCounters.requests]: 1, [funnelCounters.requestsOfForm(form)]: 1 };
  if (!entry) return { totals: perRequest, items: [] };
  return {
    totals: { ...perRequest, [funnelCounters.requestsOfEntry(entry.entryPath)]: 1 },
    items: sourceItemsOf(entry).map((key) => ({ key, add: perRequest })),
  };
}

/**
 * THE place where an accepted request's counters are assembled from its visit: its sources and entry
 * page, and `requestsAfterPlay` on `track#{trackId}` for each demo track the visit played.
 */
export function requestTimeCounters(visit: VisitEntry | undefined, form: AnalyticsForm): CounterAdditions {
  const counters = countersOfRequest(visit && attributionOf(visit), form);
  return visit ? { ...counters, items: [...counters.items, ...playedTrackCounters(visit)] } : counters;
}

export interface AttributionDeps {
  store: Pick<SiteAnalyticsStore, 'existingSaltOf' | 'visitOf'>;
  now?: () => Date;
}

/**
 * Today's visit of this viewer (client key from the edge, user agent of the request), or undefined:
 * no beacon today, statistics declined (GPC/DNT: no beacon), another device, an automated agent.
 */
export async function findVisit(deps: AttributionDeps, { client, userAgent }: { client: string; userAgent: string | undefined }): Promise<VisitEntry | undefined> {
  if (isAutomatedAgent(userAgent)) return undefined;
  const day = berlinDay(deps.now?.() ?? new Date());
  const salt = await deps.store.existingSaltOf(day);
  return salt === undefined ? undefined : deps.store.visitOf(visitHash(salt, client, userAgent ?? ''), day);
}

/**
 * The visit of a request about to be stored; undefined when the lookup fails (logged): a request is
 * never refused or delayed for want of its statistics.
 */
export async function visitOfRequest(deps: AttributionDeps, viewer: { client: string; userAgent: string | undefined }): Promise<VisitEntry | undefined> {
  try {
    return await findVisit(deps, viewer);
  } catch (error) {
    logger.warn('Looking up the visit of a request failed; it is stored without attribution', { error });
    return undefined;
  }
}

/** Adds an accepted request to the day's aggregates. Never throws: the request stands (a lost count is logged). */
export async function countRequest(deps: { store: Pick<SiteAnalyticsStore, 'add'> }, { visit, form, at }: { visit: VisitEntry | undefined; form: AnalyticsForm; at: Date }): Promise<void> {
  try {
    await deps.store.add(berlinDay(at), requestTimeCounters(visit, form));
  } catch (error) {
    logger.error('Counting the request in the site analytics failed', { error, form });
  }
}

const outcomeCounters = (outcome: Pick<DealOutcome, 'status' | 'value'>, sign: 1 | -1, entryPath?: string): Record<string, number> =>
  outcome.status === 'won'
    ? {
        [funnelCounters.won]: sign,
        [funnelCounters.wonValue]: sign * outcome.value,
        ...(entryPath ? { [funnelCounters.wonOfEntry(entryPath)]: sign, [funnelCounters.wonValueOfEntry(entryPath)]: sign * outcome.value } : {}),
      }
    : { [funnelCounters.lost]: sign, ...(entryPath ? { [funnelCounters.lostOfEntry(entryPath)]: sign } : {}) };

const sum = (a: Record<string, number>, b: Record<string, number>): Record<string, number> => {
  const out = { ...a };
  for (const [name, value] of Object.entries(b)) out[name] = (out[name] ?? 0) + value;
  return out;
};

/**
 * What a deal's outcome changes on its request's day (the cohort: the day the request was sent):
 * `won` and `wonValue`, or `lost`, in the totals (and per entry page) and on the request's campaign and
 * referrer items, as stored on the request. A changed outcome (won → lost, a new value) first takes the
 * previous one back, so each request counts once with its latest outcome.
 */
export function countersOfOutcome(attribution: VisitAttribution | undefined, outcome: Pick<DealOutcome, 'status' | 'value'>, previous?: Pick<DealOutcome, 'status' | 'value'>): CounterAdditions {
  const delta = (entryPath?: string) => sum(outcomeCounters(outcome, 1, entryPath), previous ? outcomeCounters(previous, -1, entryPath) : {});
  return {
    totals: delta(attribution?.entryPath),
    items: attribution ? sourceItemsOf(attribution).map((key) => ({ key, add: delta() })) : [],
  };
}
