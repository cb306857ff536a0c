import { expect, test, type Page } from '@playwright/test';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths } from '@rufbereit/shared';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { DynamoSiteAnalytics } from '../../services/src/adapters/dynamo-site-analytics';
import { clientKey } from '../../services/src/http/viewer-address';
import { berlinDay } from '../../services/src/use-cases/request-stats';
import { visitHash } from '../../services/src/use-cases/site-analytics';
import { CONSENT_STORAGE_KEY } from '../../web/src/features/cookie-consent/consent-storage';
import { e2ePorts } from './support/accounts';
import { seedConsent } from './support/consent';

/**
 * The cookieless beacon in a browser (issue 40). A visitor with a normal browser, who declined statistics
 * in the consent layer, lands with a campaign link and moves on to the contact page: the campaign counts
 * 1 visit, both page views are counted on their pages, and the browser holds no cookie and no storage
 * entry but the consent decision. A HeadlessChrome agent is not counted (the e2e projects run with a desktop Chrome's agent, so
 * this test names HeadlessChrome's). Each test reads only its own campaign.
 */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const withTable = async <T>(read: (doc: DynamoDBDocumentClient, store: DynamoSiteAnalytics) => Promise<T>): Promise<T> => {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: `http://127.0.0.1:${e2ePorts.dynamodb}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    return await read(doc, new DynamoSiteAnalytics(doc, () => 'site_analytics'));
  } finally {
    doc.destroy();
  }
};
const campaignOf = (campaign: string): Promise<Record<string, number> | undefined> =>
  withTable(async (_doc, store) => (await store.daily(berlinDay(new Date())))[`campaign#e2e|browser|${campaign}`]);
/** The day's page views of a path (other workers' browsers add to it too: only its growth is telling). */
const pageViewsOf = (path: string): Promise<number> => withTable(async (_doc, store) => (await store.daily(berlinDay(new Date()))).totals?.[`page#${path}`] ?? 0);

const beaconAnswered = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.analytics);
const uniqueCampaign = (label: string): string => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

test.describe('a normal browser', () => {
  test.use({ userAgent: FIREFOX });

  test('is counted once with its campaign across pages, and keeps no cookie or storage of ours', async ({ page, context }) => {
    const campaign = uniqueCampaign('herbst');
    await seedConsent(page);
    const first = beaconAnswered(page);
    await page.goto(`/?utm_source=e2e&utm_medium=browser&utm_campaign=${campaign}`);
    expect((await first).status()).toBe(204);
    await expect.poll(() => campaignOf(campaign)).toEqual({ visits: 1 });

    // On to the contact page inside the app: the visit is the same (the campaign keeps its one visit), and
    // the page view is counted on its page.
    const contactViewsBefore = await pageViewsOf('/kontakt');
    const second = beaconAnswered(page);
    await page.locator(`a[href="/kontakt"]`).first().click();
    await expect(page).toHaveURL(/\/kontakt$/);
    expect((await second).status()).toBe(204);
    await expect.poll(() => pageViewsOf('/kontakt')).toBeGreaterThan(contactViewsBefore);
    expect(await campaignOf(campaign)).toEqual({ visits: 1 });

    expect(await context.cookies()).toEqual([]);
    const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    expect(storage).toEqual({ local: [CONSENT_STORAGE_KEY], session: [] });
  });
});

/** Chromium's own agent when run headless (Playwright's device presets replace it with a desktop Chrome's). */
const HEADLESS_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

test.describe('a headless browser', () => {
  test.use({ userAgent: HEADLESS_CHROME });

  test('sends its beacon but is not counted', async ({ page }) => {
    const campaign = uniqueCampaign('headless');
    await seedConsent(page);
    const beacon = beaconAnswered(page);
    await page.goto(`/?utm_source=e2e&utm_medium=browser&utm_campaign=${campaign}`);
    expect(await page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome');
    // The answer comes after the API's writes: none were made.
    expect((await beacon).status()).toBe(204);
    expect(await campaignOf(campaign)).toBeUndefined();
  });
});

/**
 * Records the body of every beacon the page sends (Playwright sees no body of a sendBeacon Blob): the
 * page's own sendBeacon still sends each one unchanged.
 */
const recordBeacons = (page: Page) =>
  page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, { sentBeacons: sent });
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(JSON.parse(text)));
      return original(url, data);
    };
  });
const sentEvents = (page: Page, name: string) =>
  page.evaluate((wanted) => (window as unknown as { sentBeacons: Array<{ name?: string }> }).sentBeacons.filter((b) => b.name === wanted), name);
const answeredBeacons = (page: Page): number[] => {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === apiPaths.analytics) statuses.push(response.status());
  });
  return statuses;
};

test.describe('a listener of a demo call', () => {
  // An agent of its own: its visit (the daily hash of address and agent) is this test's alone.
  const agent = `${FIREFOX} e2e-listener-${Math.random().toString(36).slice(2, 8)}`;
  test.use({ userAgent: agent });

  test("reports the play's start when sound starts and its finish at the end, and the visit remembers the track", async ({ page }) => {
    await seedConsent(page);
    await recordBeacons(page);
    const statuses = answeredBeacons(page);
    await page.goto('/');
    const card = page.locator('[id="demo-gespräche"]').getByRole('article', { name: 'Physiotherapie' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: 'Abspielen' })).toBeEnabled({ timeout: 30_000 });

    await card.getByRole('button', { name: 'Abspielen' }).click();
    await expect.poll(() => sentEvents(page, 'demoPlayStart')).toEqual([{ type: 'event', name: 'demoPlayStart', path: '/', trackId: 'physio' }]);

    // Paused and played on: still one start. Then on to 0:25 of 0:30 with the arrow key; the last seconds play to the end.
    await card.getByRole('button', { name: 'Pausieren' }).click();
    await card.getByRole('button', { name: 'Abspielen' }).click();
    await card.getByRole('group', { name: 'Audio-Player: Physiotherapie' }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => sentEvents(page, 'demoPlayFinish'), { timeout: 20_000 }).toEqual([{ type: 'event', name: 'demoPlayFinish', path: '/', trackId: 'physio' }]);
    expect(await sentEvents(page, 'demoPlayStart')).toHaveLength(1);
    // Page view, start and finish, each answered by the API.
    await expect.poll(() => statuses).toEqual([204, 204, 204]);

    // The listener's visit record holds the track, for the requests it sends later (requestsAfterPlay).
    const played = () =>
      withTable(async (doc, store) => {
        const day = berlinDay(new Date());
        const hash = visitHash(await store.saltOf(day), clientKey('127.0.0.1'), agent);
        const { Item } = await doc.send(new GetCommand({ TableName: 'site_analytics', Key: { pk: `visit#${hash}`, sk: day } }));
        return Item?.playedTracks instanceof Set ? [...(Item.playedTracks as Set<string>)] : [];
      });
    await expect.poll(played).toEqual(['physio']);
  });
});
