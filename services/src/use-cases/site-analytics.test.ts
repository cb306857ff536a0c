import { describe, expect, it } from 'vitest';
import type { AnalyticsBeacon } from '@rufbereit/shared';
import {
  countersOf,
  countersOfRequest,
  findVisit,
  isAutomatedAgent,
  pageItemsFolded,
  playedTrackCounters,
  requestTimeCounters,
  trackBeacon,
  visitHash,
  type CounterAdditions,
  type SiteAnalyticsStore,
  type VisitEntry,
} from './site-analytics';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

/** The store in memory: salts per day, visit hashes, counter additions as made. */
class MemoryAnalytics implements SiteAnalyticsStore {
  salts = new Map<string, string>();
  visits = new Map<string, VisitEntry>();
  additions: CounterAdditions[] = [];
  saltOf(day: string) {
    if (!this.salts.has(day)) this.salts.set(day, `salt-${day}`);
    return Promise.resolve(this.salts.get(day) ?? '');
  }
  recordVisit(hash: string, _day: string, entry: VisitEntry) {
    const isNew = !this.visits.has(hash);
    if (isNew) this.visits.set(hash, entry);
    return Promise.resolve(isNew);
  }
  add(_day: string, counters: CounterAdditions) {
    this.additions.push(counters);
    return Promise.resolve();
  }
  existingSaltOf(day: string) {
    return Promise.resolve(this.salts.get(day));
  }
  visitOf(hash: string) {
    const visit = this.visits.get(hash);
    const played = this.played.get(hash);
    return Promise.resolve(visit && played ? { ...visit, playedTracks: played } : visit);
  }
  /** Like the table: a set on an existing visit only. */
  played = new Map<string, Set<string>>();
  markPlayed(hash: string, _day: string, trackId: string) {
    if (this.visits.has(hash)) this.played.set(hash, (this.played.get(hash) ?? new Set()).add(trackId));
    return Promise.resolve();
  }
}

const view: AnalyticsBeacon = { type: 'pageview', path: '/kontakt', device: 'desktop', utmSource: 'newsletter', utmCampaign: 'herbst' };

describe('the bot filter', () => {
  it.each([HEADLESS, 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'AhrefsBot/7.0', 'curl/8.5.0', 'python-requests/2.31', 'Screaming Frog SEO Spider/19.0', 'facebookexternalhit/1.1', 'Mozilla/5.0 Chrome-Lighthouse', '', undefined])(
    'does not count %s',
    (agent) => expect(isAutomatedAgent(agent)).toBe(true),
  );
  it.each([FIREFOX, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'])('counts %s', (agent) =>
    expect(isAutomatedAgent(agent)).toBe(false),
  );
});

describe('the visit hash', () => {
  it('differs by salt, address and agent, and carries neither', () => {
    const hash = visitHash('s1', '203.0.113.7', FIREFOX);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(visitHash('s1', '203.0.113.7', FIREFOX)).toBe(hash);
    expect(visitHash('s2', '203.0.113.7', FIREFOX)).not.toBe(hash);
    expect(visitHash('s1', '203.0.113.8', FIREFOX)).not.toBe(hash);
    expect(visitHash('s1', '203.0.113.7', `${FIREFOX} `)).not.toBe(hash);
    expect(hash).not.toContain('203');
  });
});

/** The additions summed as the table's items would hold them (one shard). */
function summed(additions: CounterAdditions[]): Record<string, Record<string, number>> {
  const items: Record<string, Record<string, number>> = {};
  for (const { totals, items: more } of additions)
    for (const { key, add } of [{ key: 'totals', add: totals }, ...more])
      for (const [name, amount] of Object.entries(add)) if (amount !== 0) (items[key] ??= {})[name] = (items[key]?.[name] ?? 0) + amount;
  return items;
}

describe('reading the page items back into the day’s totals', () => {
  it('adds them to counters a day already has in its totals (days written before the pages had items)', () => {
    const folded = pageItemsFolded({
      totals: { pageviews: 3, visitors: 2, 'page#/': 3, 'entry#/': 2, 'device#mobile': 3, requests: 1 },
      'page#/': { pageviews: 2, entries: 1, 'device#mobile': 2 },
      'page#/kontakt': { pageviews: 1, 'device#desktop': 1 },
      'track#t1': { demoPlayStart: 4 },
    });
    expect(folded).toEqual({
      totals: { pageviews: 6, visitors: 3, 'page#/': 5, 'entry#/': 3, 'page#/kontakt': 1, 'device#mobile': 5, 'device#desktop': 1, requests: 1 },
      'track#t1': { demoPlayStart: 4 },
    });
  });
});

describe('counting a beacon', () => {
  it('counts a visitor once per day and hash, a page view every time, and the campaign by the visit it began', async () => {
    const store = new MemoryAnalytics();
    const now = new Date('2026-11-27T10:00:00Z');
    await trackBeacon({ store }, { beacon: view, client: '203.0.113.7', userAgent: FIREFOX, now });
    await trackBeacon({ store }, { beacon: view, client: '203.0.113.7', userAgent: FIREFOX, now });
    expect(store.additions[0]).toEqual(countersOf(view, true));
    // On the page's own small item, not the day's totals (one write each).
    expect(store.additions[0]?.totals).toEqual({});
    expect(store.additions[0]?.items).toEqual([
      { key: 'page#/kontakt', add: { pageviews: 1, entries: 1, 'device#desktop': 1 } },
      { key: 'campaign#newsletter||herbst', add: { visits: 1 } },
    ]);
    // The visit's next page view: its page only (one write), the campaign already has the visit.
    expect(store.additions[1]?.items).toEqual([{ key: 'page#/kontakt', add: { pageviews: 1, 'device#desktop': 1 } }]);
    // Read back, the day's totals hold what readers expect: page views, visitors, per page and device.
    expect(pageItemsFolded(summed(store.additions))).toEqual({
      totals: { pageviews: 2, visitors: 1, 'page#/kontakt': 2, 'entry#/kontakt': 1, 'device#desktop': 2 },
      'campaign#newsletter||herbst': { visits: 1 },
    });
    expect([...store.visits.values()]).toEqual([{ entryPath: '/kontakt', source: 'newsletter', medium: undefined, campaign: 'herbst', referrerHost: undefined }]);
    // The next day has its own salt: the same person is a new visit, unlinkable to yesterday's.
    await trackBeacon({ store }, { beacon: view, client: '203.0.113.7', userAgent: FIREFOX, now: new Date('2026-11-28T10:00:00Z') });
    expect(store.visits.size).toBe(2);
  });

  it('writes nothing for a headless browser', async () => {
    const store = new MemoryAnalytics();
    expect(await trackBeacon({ store }, { beacon: view, client: '203.0.113.7', userAgent: HEADLESS, now: new Date() })).toBe('ignored');
    expect(store.additions).toEqual([]);
    expect(store.salts.size + store.visits.size).toBe(0);
  });

  it('counts events by name, form and track, without a visit record', async () => {
    const store = new MemoryAnalytics();
    await trackBeacon({ store }, { beacon: { type: 'event', name: 'demoPlayFinish', path: '/demo-playlist', trackId: 'friseur-1' }, client: 'x', userAgent: FIREFOX, now: new Date() });
    await trackBeacon({ store }, { beacon: { type: 'event', name: 'formStart', path: '/kontakt', form: 'contact' }, client: 'x', userAgent: FIREFOX, now: new Date() });
    expect(store.additions).toEqual([
      // A play is counted on its track only (the day's plays are the sum of the tracks'): one write, not two.
      { totals: {}, items: [{ key: 'track#friseur-1', add: { demoPlayFinish: 1 } }] },
      { totals: { 'event#formStart': 1, 'event#formStart#contact': 1 }, items: [] },
    ]);
    expect(store.visits.size).toBe(0);
    expect(store.played.size).toBe(0);
  });
});

describe('demo plays of a visit', () => {
  const play = (trackId: string, name: 'demoPlayStart' | 'demoPlayFinish' = 'demoPlayStart'): AnalyticsBeacon => ({ type: 'event', name, path: '/', trackId });
  const now = new Date('2026-11-27T10:00:00Z');

  it("marks the listener's visit with each track it started (once), not with a finish, and not someone else's visit", async () => {
    const store = new MemoryAnalytics();
    const anna = { client: '203.0.113.7', userAgent: FIREFOX, now };
    await trackBeacon({ store }, { ...anna, beacon: view });
    await trackBeacon({ store }, { ...anna, beacon: play('physio') });
    await trackBeacon({ store }, { ...anna, beacon: play('friseur') });
    await trackBeacon({ store }, { ...anna, beacon: play('physio') });
    await trackBeacon({ store }, { ...anna, beacon: play('tierarzt', 'demoPlayFinish') });
    // Someone without a counted page view today: nothing to mark.
    await trackBeacon({ store }, { client: '203.0.113.8', userAgent: FIREFOX, now, beacon: play('physio') });
    const annasVisit = visitHash(await store.saltOf('2026-11-27'), anna.client, FIREFOX);
    expect([...store.played.keys()]).toEqual([annasVisit]);
    expect([...(store.played.get(annasVisit) ?? [])]).toEqual(['physio', 'friseur']);
    // The plays are counted on their tracks as before.
    expect(store.additions.slice(1).map((a) => a.items)).toEqual([
      [{ key: 'track#physio', add: { demoPlayStart: 1 } }],
      [{ key: 'track#friseur', add: { demoPlayStart: 1 } }],
      [{ key: 'track#physio', add: { demoPlayStart: 1 } }],
      [{ key: 'track#tierarzt', add: { demoPlayFinish: 1 } }],
      [{ key: 'track#physio', add: { demoPlayStart: 1 } }],
    ]);
  });

  it('turns a visit that played tracks into one requestsAfterPlay per track, and a visit without plays into none', () => {
    expect(playedTrackCounters({ playedTracks: new Set(['physio', 'friseur']) })).toEqual([
      { key: 'track#friseur', add: { requestsAfterPlay: 1 } },
      { key: 'track#physio', add: { requestsAfterPlay: 1 } },
    ]);
    expect(playedTrackCounters({ playedTracks: ['physio', 'physio'] })).toEqual([{ key: 'track#physio', add: { requestsAfterPlay: 1 } }]);
    expect(playedTrackCounters({})).toEqual([]);
  });
});

describe('attributing a request', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it("finds the viewer's visit of today by the same hash, and none for another agent, another address or a bot", async () => {
    const store = new MemoryAnalytics();
    await trackBeacon({ store }, { beacon: { ...view, path: '/branchen/friseursalons', utmMedium: 'email' }, client: '203.0.113.7', userAgent: FIREFOX, now });
    const deps = { store, now: () => now };
    expect(await findVisit(deps, { client: '203.0.113.7', userAgent: FIREFOX })).toEqual({ entryPath: '/branchen/friseursalons', source: 'newsletter', medium: 'email', campaign: 'herbst', referrerHost: undefined });
    expect(await findVisit(deps, { client: '203.0.113.8', userAgent: FIREFOX })).toBeUndefined();
    expect(await findVisit(deps, { client: '203.0.113.7', userAgent: `${FIREFOX} x` })).toBeUndefined();
    expect(await findVisit(deps, { client: '203.0.113.7', userAgent: HEADLESS })).toBeUndefined();
    // The next day has another salt (none yet): yesterday's visit is not found, and no salt is created.
    expect(await findVisit({ store, now: () => new Date('2026-11-28T10:00:00Z') }, { client: '203.0.113.7', userAgent: FIREFOX })).toBeUndefined();
    expect([...store.salts.keys()]).toEqual(['2026-11-27']);
  });

  it('counts a request per form in the totals, per entry page, and on its campaign and referrer', () => {
    const entry = { entryPath: '/kontakt', source: 'newsletter', campaign: 'herbst', referrerHost: 'mail.example.org' };
    expect(countersOfRequest(entry, 'demoRequest')).toEqual({
      totals: { requests: 1, 'requests#form#demoRequest': 1, 'requests#entry#/kontakt': 1 },
      items: [
        { key: 'campaign#newsletter||herbst', add: { requests: 1, 'requests#form#demoRequest': 1 } },
        { key: 'referrer#mail.example.org', add: { requests: 1, 'requests#form#demoRequest': 1 } },
      ],
    });
    // Without a visit the form's submit still counts.
    expect(countersOfRequest(undefined, 'contact')).toEqual({ totals: { requests: 1, 'requests#form#contact': 1 }, items: [] });
    // Only the attribution's fields count, whatever else the visit record holds.
    expect(requestTimeCounters({ ...entry, expiration: 5 } as VisitEntry, 'contact')).toEqual(countersOfRequest(entry, 'contact'));
  });

  it('adds requestsAfterPlay for each demo track the visit played, once per track', () => {
    const entry = { entryPath: '/', playedTracks: new Set(['physio', 'friseur']) };
    expect(requestTimeCounters(entry, 'contact').items).toEqual([
      { key: 'track#friseur', add: { requestsAfterPlay: 1 } },
      { key: 'track#physio', add: { requestsAfterPlay: 1 } },
    ]);
  });
});
