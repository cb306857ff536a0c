import { signInAsAdmin } from './support/admin-session';
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, INBOX_NEWS_POLL_MS, inboxNewsTexts, inboxTexts } from '@rufbereit/shared';
import { uniqueEmail } from './support/accounts';
import { seedConsent } from './support/consent';
import { ripeProofHeader } from './support/proof-of-work';

/**
 * The promise: a new request shows in an open inbox within 15 seconds, without a reload. The
 * page runs on Playwright's clock, so the test moves it one poll interval ahead (the timer that asks)
 * instead of sitting through it; what the page then shows must appear within the rest of the promise.
 */
const ARRIVAL_MS = 15_000 - INBOX_NEWS_POLL_MS;

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
  await page.clock.install();
});

/** The page's next poll: its clock one interval ahead. */
const nextPoll = (page: Page): Promise<void> => page.clock.fastForward(INBOX_NEWS_POLL_MS);

const rowOf = (page: Page, email: string) => page.getByTestId('request-row').filter({ hasText: email });
const badge = (page: Page) => page.getByRole('navigation', { name: 'Verwaltung' }).getByTestId('inbox-news-badge');

async function sendContact(page: Page, email: string): Promise<void> {
  const response = await page.request.post(apiPaths.contacts, {
    headers: await ripeProofHeader(),
    data: { firstname: 'Lina', lastname: 'Live', email, service_preference: 'consultation', privacy_accepted: true },
  });
  expect(response.status()).toBe(201);
}

/** Waits for the first answer of the news route: from then on, the page knows what is not new. */
async function newsKnown(page: Page): Promise<void> {
  await page.waitForResponse((r) => r.url().includes(apiPaths.adminInboxNews) && r.ok());
}

test.describe('the live inbox', () => {
  test('a contact posted through the API appears in the open inbox within 15 s; the badge and the tab title count it; leaving the inbox ends the visit', async ({ page }) => {
    const known = newsKnown(page);
    await signInAsAdmin(page);
    await known;
    await expect(page.getByTestId('request-row').first().or(page.getByText(inboxTexts.empty).first())).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    await expect(page).toHaveTitle(/^Admin Kontakte/);

    const first = uniqueEmail('live');
    await sendContact(page, first);
    await nextPoll(page);
    await expect(rowOf(page, first)).toBeVisible({ timeout: ARRIVAL_MS });
    await expect(rowOf(page, first).getByTestId('new-request-mark')).toHaveText(inboxNewsTexts.newRow);
    await expect(badge(page)).toHaveText(`1, ${inboxNewsTexts.badgeLabel('1')}`);
    await expect(page).toHaveTitle(new RegExp(`^\\(1\\) ${inboxTexts.title}`));

    // Elsewhere in the back office: the visit is over (no badge), and the next arrival shows on the link.
    await page.getByRole('link', { name: 'Benutzer' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(badge(page)).toHaveCount(0);
    const second = uniqueEmail('live');
    await sendContact(page, second);
    await nextPoll(page);
    await expect(badge(page)).toHaveText(`1, ${inboxNewsTexts.badgeLabel('1')}`, { timeout: ARRIVAL_MS });

    // Back in the inbox: the one that came while away is new, the one seen before is not.
    await page.getByRole('link', { name: /^Kontakte/ }).click();
    await expect(rowOf(page, second).getByTestId('new-request-mark')).toBeVisible();
    await expect(rowOf(page, first)).toBeVisible();
    await expect(rowOf(page, first).getByTestId('new-request-mark')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^\\(1\\) ${inboxTexts.title}`));
  });

  test('asks nothing while the tab is hidden and asks again when it is shown', async ({ page }) => {
    const known = newsKnown(page);
    await signInAsAdmin(page);
    await known;
    const asked: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes(apiPaths.adminInboxNews)) asked.push(Date.now());
    });
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
        // Bubbles, as the browser's does (TanStack listens on window).
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, state);
    await setVisibility('hidden');
    const hiddenAt = Date.now();
    // Two and a half intervals pass on the page's clock: every timer that would ask fires, and none may.
    for (let interval = 0; interval < 2; interval += 1) await nextPoll(page);
    await page.clock.fastForward(INBOX_NEWS_POLL_MS / 2);
    // A request the timers started would leave within a moment (real time).
    await page.waitForTimeout(500);
    expect(asked.filter((at) => at > hiddenAt + 100)).toEqual([]);

    const email = uniqueEmail('versteckt');
    await sendContact(page, email);
    await setVisibility('visible');
    await expect(rowOf(page, email)).toBeVisible({ timeout: ARRIVAL_MS });
    await expect(badge(page)).toHaveText(`1, ${inboxNewsTexts.badgeLabel('1')}`);
  });
});
