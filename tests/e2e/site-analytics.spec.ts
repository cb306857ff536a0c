import { expect, test, type Page } from '@playwright/test';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { apiPaths } from '@rufbereit/shared';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { DynamoSiteAnalytics } from '../../services/src/adapters/dynamo-site-analytics';
import { berlinDay } from '../../services/src/use-cases/request-stats';
import { CONSENT_STORAGE_KEY } from '../../web/src/features/cookie-consent/consent-storage';
import { e2ePorts } from './support/accounts';
import { seedConsent } from './support/consent';

/**
 * The cookieless beacon in a browser (issue 40). A visitor with a normal browser, who declined statistics
 * in the consent layer, lands with a campaign link and moves on to the contact page: 1 visit and 2 page
 * views of the campaign are counted, and the browser holds no cookie and no storage entry but the consent
 * decision. A HeadlessChrome agent is not counted (the e2e projects run with a desktop Chrome's agent, so
 * this test names HeadlessChrome's). Each test reads only its own campaign.
 */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const campaignOf = async (campaign: string): Promise<Record<string, number> | undefined> => {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: `http://127.0.0.1:${e2ePorts.dynamodb}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    return (await new DynamoSiteAnalytics(doc, () => 'site_analytics').daily(berlinDay(new Date())))[`campaign#e2e|browser|${campaign}`];
  } finally {
    doc.destroy();
  }
};

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
    await expect.poll(() => campaignOf(campaign)).toEqual({ visits: 1, pageviews: 1 });

    // On to the contact page inside the app: the landing campaign comes along from memory, the visit is the same.
    const second = beaconAnswered(page);
    await page.locator(`a[href="/kontakt"]`).first().click();
    await expect(page).toHaveURL(/\/kontakt$/);
    expect((await second).status()).toBe(204);
    await expect.poll(() => campaignOf(campaign)).toEqual({ visits: 1, pageviews: 2 });

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
