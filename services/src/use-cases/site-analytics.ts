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
import type { AnalyticsBeacon, PageView } from '@rufbereit/shared';
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
export interface VisitEntry {
  entryPath: string;
  source?: string;
  medium?: string;
  campaign?: string;
  referrerHost?: string;
}

export interface SiteAnalyticsStore {
  /** The secret salt of `day`, created on first use (and the day before's deleted). */
  saltOf(day: string): Promise<string>;
  /** Records the visit's hash until the end of its day; true when it is new today. */
  recordVisit(hash: string, day: string, entry: VisitEntry): Promise<boolean>;
  /** Adds the counters to the day's aggregates (sharded). */
  add(day: string, counters: CounterAdditions): Promise<void>;
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

/** The counters one beacon adds; `newVisit` only for a page view that began a visit today. */
export function countersOf(beacon: AnalyticsBeacon, newVisit: boolean): CounterAdditions {
  if (beacon.type === 'event') {
    const totals = { [`event#${beacon.name}`]: 1, ...(beacon.form ? { [`event#${beacon.name}#${beacon.form}`]: 1 } : {}) };
    const detail = beacon.trackId ? `track#${beacon.trackId}` : beacon.cta ? `cta#${beacon.cta}` : undefined;
    return { totals, items: detail ? [{ key: detail, add: { [beacon.name]: 1 } }] : [] };
  }
  const visit = newVisit ? 1 : 0;
  const totals: Record<string, number> = { pageviews: 1, [`page#${beacon.path}`]: 1, [`device#${beacon.device}`]: 1 };
  if (newVisit) Object.assign(totals, { visitors: 1, [`entry#${beacon.path}`]: 1 });
  const items: CounterAdditions['items'] = [];
  const campaign = campaignKey(beacon);
  if (campaign) items.push({ key: campaign, add: { pageviews: 1, visits: visit } });
  if (beacon.referrerHost) items.push({ key: `referrer#${beacon.referrerHost}`, add: { pageviews: 1, visits: visit } });
  return { totals, items };
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
