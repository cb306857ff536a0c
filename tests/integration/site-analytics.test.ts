import { request } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR, VIEWER_ADDRESS_HEADER, apiPaths, type AnalyticsBeaconInput } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { DynamoSiteAnalytics } from '../../services/src/adapters/dynamo-site-analytics';
import { reserveWithinHourlyLimit } from '../../services/src/adapters/dynamo-spam-store';
import { clientKey } from '../../services/src/http/viewer-address';
import { berlinDay } from '../../services/src/use-cases/request-stats';
import { playedTrackCounters, visitHash } from '../../services/src/use-cases/site-analytics';
import { sharedTestEnvironment } from '../support/local-environment';

/**
 * The cookieless beacon through the local edge (which hands the API the viewer's address as
 * CloudFront's function does). Two people on their own loopback addresses (every 127/8 address is
 * this machine on Linux) with their own browsers: 2 visits, every page view counted; a forged
 * X-Forwarded-For changes nothing; a headless browser is not counted; and no stored item holds an
 * address or a user agent. Visits are read from this run's own campaign; page views as the growth of their
 * pages' counts during a test (the files of a worker run one after another on its environment).
 */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const anna = { address: '127.0.0.2', agent: FIREFOX };
const bert = { address: '127.0.0.3', agent: SAFARI };

let local: LocalEnvironment;
let doc: DynamoDBDocumentClient;
const campaign = `herbst-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  local = await sharedTestEnvironment();
  doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
}, 180_000);
afterAll(() => doc?.destroy());

/** A beacon as navigator.sendBeacon sends it (JSON Blob), from the visitor's own source address. */
function beaconFrom(visitor: { address: string; agent: string }, body: AnalyticsBeaconInput, extraHeaders: Record<string, string> = {}): Promise<number> {
  const text = JSON.stringify(body);
  const url = new URL(`${local.urls.site}${apiPaths.analytics}`);
  const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), 'user-agent': visitor.agent, ...extraHeaders };
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers, localAddress: visitor.address }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(text);
  });
}

const view = (path: string): AnalyticsBeaconInput => ({ type: 'pageview', path, device: 'desktop', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: campaign, referrerHost: 'mail.example.org' });
const dailyNow = async (): Promise<Record<string, Record<string, number>>> => new DynamoSiteAnalytics(doc, () => 'site_analytics').daily(berlinDay(new Date()));
const campaignCounters = async (): Promise<Record<string, number> | undefined> => (await dailyNow())[`campaign#newsletter|email|${campaign}`];
/** The day's page views of each path (the files of this worker run one after another, so a difference is this test's); `/about` counts as `/ueber-uns`. */
const pageViews = async (paths: string[]): Promise<number[]> => {
  const { totals } = await dailyNow();
  return paths.map((path) => totals?.[`page#${path}`] ?? 0);
};
const PATHS = ['/', '/kontakt', '/branchen/friseursalons', '/ueber-uns'];
const grewBy = async (before: number[]): Promise<number[]> => (await pageViews(PATHS)).map((count, i) => count - (before[i] ?? 0));

describe('the cookieless beacon', () => {
  it('counts two visitors and every page view of theirs; the campaign by the visits it began', async () => {
    const before = await pageViews(PATHS);
    const statuses = [
      await beaconFrom(anna, view('/')),
      await beaconFrom(anna, view('/kontakt')),
      await beaconFrom(anna, view('/branchen/friseursalons')),
      await beaconFrom(bert, view('/')),
      await beaconFrom(bert, view('/about')),
    ];
    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    expect(await grewBy(before)).toEqual([2, 1, 1, 1]);
    expect(await campaignCounters()).toEqual({ visits: 2 });
    expect((await dailyNow())['referrer#mail.example.org']?.visits).toBeGreaterThanOrEqual(2);
  });

  it('counts a forged X-Forwarded-For or viewer header as the sender it is, not as someone new', async () => {
    const before = await pageViews(PATHS);
    const forged = { 'x-forwarded-for': '127.0.0.9', 'x-real-ip': '127.0.0.9', 'true-client-ip': '127.0.0.9', [VIEWER_ADDRESS_HEADER]: '127.0.0.9' };
    expect(await beaconFrom(anna, view('/kontakt'), forged)).toBe(204);
    expect(await grewBy(before)).toEqual([0, 1, 0, 0]);
    expect(await campaignCounters()).toEqual({ visits: 2 });
  });

  it('does not count a headless browser (answered like any beacon)', async () => {
    const before = await pageViews(PATHS);
    expect(await beaconFrom({ address: '127.0.0.4', agent: HEADLESS }, view('/'))).toBe(204);
    expect(await beaconFrom({ address: '127.0.0.4', agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, view('/'))).toBe(204);
    expect(await grewBy(before)).toEqual([0, 0, 0, 0]);
    expect(await campaignCounters()).toEqual({ visits: 2 });
  });

  it('refuses a page that is not on the site and an unknown event (400), counting nothing', async () => {
    const before = await pageViews(PATHS);
    expect(await beaconFrom(anna, { ...view('/'), path: '/wp-login.php' })).toBe(400);
    expect(await beaconFrom(anna, { type: 'event', name: 'purchase', path: '/' } as unknown as AnalyticsBeaconInput)).toBe(400);
    expect(await grewBy(before)).toEqual([0, 0, 0, 0]);
    expect(await campaignCounters()).toEqual({ visits: 2 });
  });

  it("marks a listener's visit record with the demo tracks it started, and creates none for a listener without a page view", async () => {
    const carla = { address: '127.0.0.5', agent: FIREFOX };
    const dora = { address: '127.0.0.6', agent: FIREFOX };
    const play = (trackId: string): AnalyticsBeaconInput => ({ type: 'event', name: 'demoPlayStart', path: '/', trackId });
    expect(await beaconFrom(carla, view('/'))).toBe(204);
    for (const trackId of ['physio', 'friseur', 'physio']) expect(await beaconFrom(carla, play(trackId))).toBe(204);
    expect(await beaconFrom(dora, play('physio'))).toBe(204);

    const day = berlinDay(new Date());
    const store = new DynamoSiteAnalytics(doc, () => 'site_analytics');
    const visitOf = async (visitor: { address: string; agent: string }) =>
      (await doc.send(new GetCommand({ TableName: 'site_analytics', Key: { pk: `visit#${visitHash(await store.saltOf(day), clientKey(visitor.address), visitor.agent)}`, sk: day } }))).Item;
    const carlasVisit = await visitOf(carla);
    expect(carlasVisit).toMatchObject({ entryPath: '/', campaign: campaign, playedTracks: new Set(['physio', 'friseur']) });
    // What a request of Carla's adds when the lead wires attribution (issue 40 item 2).
    expect(playedTrackCounters(carlasVisit ?? {})).toEqual([
      { key: 'track#friseur', add: { requestsAfterPlay: 1 } },
      { key: 'track#physio', add: { requestsAfterPlay: 1 } },
    ]);
    expect(await visitOf(dora)).toBeUndefined();
  });

  it('writes a visit and a played track once per Lambda instance and day, and another instance still finds them recorded', async () => {
    // The store on a client of its own whose requests are counted (an SDK middleware), against the local DynamoDB.
    const counted = new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const sent: string[] = [];
    counted.middlewareStack.add((next, context) => (args) => (sent.push(String(context.commandName)), next(args)), { step: 'initialize', name: 'countRequests' });
    const countedDoc = DynamoDBDocumentClient.from(counted);
    const day = berlinDay(new Date());
    const hash = `test-${campaign}`;
    const entry = { entryPath: '/', campaign };
    try {
      const instance = new DynamoSiteAnalytics(countedDoc, () => 'site_analytics');
      expect(await instance.recordVisit(hash, day, entry)).toBe(true);
      expect(await instance.recordVisit(hash, day, entry)).toBe(false);
      await instance.markPlayed(hash, day, 'physio');
      await instance.markPlayed(hash, day, 'physio');
      // A play of a visit without a record marks nothing and is not remembered: each one asks again.
      await instance.markPlayed(`${hash}-none`, day, 'physio');
      await instance.markPlayed(`${hash}-none`, day, 'physio');
      expect(sent).toEqual(['PutItemCommand', 'UpdateItemCommand', 'UpdateItemCommand', 'UpdateItemCommand']);

      // Another instance (another Lambda container) knows nothing: it asks, and the table says "recorded".
      sent.length = 0;
      const other = new DynamoSiteAnalytics(countedDoc, () => 'site_analytics');
      expect(await other.recordVisit(hash, day, entry)).toBe(false);
      expect(await other.recordVisit(hash, day, entry)).toBe(false);
      expect(sent).toEqual(['PutItemCommand']);
      const stored = await doc.send(new GetCommand({ TableName: 'site_analytics', Key: { pk: `visit#${hash}`, sk: day } }));
      expect(stored.Item).toMatchObject({ entryPath: '/', campaign, playedTracks: new Set(['physio']) });
    } finally {
      countedDoc.destroy();
    }
  });

  it('lets a viewer send ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR beacons an hour, each counted, and answers the next 429 without counting it', async () => {
    const eager = { address: '127.0.9.9', agent: FIREFOX };
    const cta = `limit-${campaign}`;
    const click: AnalyticsBeaconInput = { type: 'event', name: 'ctaClick', path: '/', cta };
    const statuses: number[] = [];
    // Ten at a time, as a page's beacons may overlap.
    for (let sent = 0; sent < ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR; sent += 10) statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => beaconFrom(eager, click)))));
    expect(statuses.filter((status) => status === 204)).toHaveLength(ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR);
    expect(await beaconFrom(eager, click)).toBe(429);
    // Another viewer is not affected.
    expect(await beaconFrom({ address: '127.0.9.10', agent: FIREFOX }, click)).toBe(204);
    const daily = await new DynamoSiteAnalytics(doc, () => 'site_analytics').daily(berlinDay(new Date()));
    expect(daily[`cta#${cta}`]).toEqual({ ctaClick: ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR + 1 });
  });

  it('reserves uses of an hourly limit ten at a time, then one at a time, never past the limit', async () => {
    const scope = `test#reserve#${campaign}`;
    const granted: number[] = [];
    for (let i = 0; i < 8; i++) granted.push((await reserveWithinHourlyLimit(scope, 25, 10)).granted);
    expect(granted).toEqual([10, 10, 1, 1, 1, 1, 1, 0]);
  });

  it('stores no address and no user agent anywhere in the table', async () => {
    const items: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(new ScanCommand({ TableName: 'site_analytics', ExclusiveStartKey: start }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    const stored = JSON.stringify(items);
    expect(stored).toContain(campaign);
    for (const secret of ['127.0.0.', FIREFOX, SAFARI, 'Firefox', 'iPhone', 'Gecko']) expect(stored).not.toContain(secret);
    // Visit records and the salt expire within 24 hours.
    const expiring = items.filter((item): item is { pk: string; expiration: number } => typeof item === 'object' && item !== null && /^(visit#|salt$)/.test(String((item as { pk: unknown }).pk)));
    expect(expiring.length).toBeGreaterThan(0);
    for (const item of expiring) expect(item.expiration - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
  });
});
