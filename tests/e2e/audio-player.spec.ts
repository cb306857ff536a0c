import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedConsent } from './support/consent';
import { useSharedPage } from './support/shared-page';

/**
 * The demo-call section on the landing page with the real recordings from the media bucket
 * (/media/audio/*.mp3, served with Range support like S3 behind CloudFront).
 */

// A stored consent decision keeps the first-visit consent layer from covering the players. One tab for the
// tests that only play; the tests that watch the network or replace a recording open their own.
const sharedPage = useSharedPage({ consent: true });

const section = (page: Page) => page.locator('[id="demo-gespräche"]');
const card = (page: Page, title: string) => section(page).getByRole('article', { name: title });
const player = (page: Page, title: string) => card(page, title).getByRole('group', { name: `Audio-Player: ${title}` });
const timeText = (page: Page, title: string) => card(page, title).getByTestId('audio-time');

/** "0:07 / 0:30" -> 7 */
async function shownSeconds(time: Locator): Promise<number> {
  const text = (await time.textContent()) ?? '';
  const match = /^(\d+):(\d{2}) \//.exec(text.trim());
  if (!match) throw new Error(`unexpected time display: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

async function openSection(page: Page) {
  await page.goto('/');
  await section(page).scrollIntoViewIfNeeded();
  // 1 s section placeholder, 500 ms card placeholder, then metadata: the play buttons become enabled
  // (after the app and the section have hydrated, which takes far longer on a busy machine).
  await expect(card(page, 'Physiotherapie').getByRole('button', { name: 'Abspielen' })).toBeEnabled({ timeout: 30_000 });
}

test('plays a recording: the time advances and the button turns into pause', async () => {
  const page = sharedPage();
  await openSection(page);
  await expect(timeText(page, 'Physiotherapie')).toHaveText('0:00 / 0:30');
  await card(page, 'Physiotherapie').getByRole('button', { name: 'Abspielen' }).click();
  await expect(card(page, 'Physiotherapie').getByRole('button', { name: 'Pausieren' })).toBeVisible();
  // Two seconds played, however late the check looks (no upper bound: a busy machine polls later).
  await expect(timeText(page, 'Physiotherapie')).toHaveText(/^0:(0[2-9]|[12]\d|30) \/ 0:30$/);
  await card(page, 'Physiotherapie').getByRole('button', { name: 'Pausieren' }).click();
  await expect(card(page, 'Physiotherapie').getByRole('button', { name: 'Abspielen' })).toBeVisible();
});

test('seeks 5 s with ArrowRight, and playback really continues there (Range requests)', async ({ page }) => {
  await seedConsent(page);
  const mediaStatuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/media/audio/physio.mp3')) mediaStatuses.push(response.status());
  });
  await openSection(page);
  await player(page, 'Physiotherapie').focus();
  await page.keyboard.press('ArrowRight');
  await expect(timeText(page, 'Physiotherapie')).toHaveText('0:05 / 0:30');
  await page.keyboard.press('ArrowRight');
  await expect(timeText(page, 'Physiotherapie')).toHaveText('0:10 / 0:30');
  await page.keyboard.press('ArrowLeft');
  await expect(timeText(page, 'Physiotherapie')).toHaveText('0:05 / 0:30');
  await page.keyboard.press('ArrowRight');

  // Space plays from the new position: the element must have seeked, not just the display.
  await page.keyboard.press(' ');
  await expect(card(page, 'Physiotherapie').getByRole('button', { name: 'Pausieren' })).toBeVisible();
  // Waits until playback has moved past 0:10, and it never showed less on the way.
  const shown: number[] = [];
  await expect
    .poll(async () => {
      shown.push(await shownSeconds(timeText(page, 'Physiotherapie')));
      return shown.at(-1);
    })
    .toBeGreaterThan(10);
  expect(Math.min(...shown)).toBeGreaterThanOrEqual(10);
  await page.keyboard.press(' ');
  await expect(card(page, 'Physiotherapie').getByRole('button', { name: 'Abspielen' })).toBeVisible();
  expect(mediaStatuses).toContain(206);
});

test('mute sets volume 0, unmute restores it, and after a volume of 0 unmute gives 70', async () => {
  const page = sharedPage();
  await openSection(page);
  const muteButton = card(page, 'Tierarztpraxis').getByRole('button', { name: 'Stummschalten' });
  const volume = card(page, 'Tierarztpraxis').getByRole('slider', { name: 'Lautstärke' });

  await muteButton.hover();
  await expect(volume).toHaveValue('100');
  await muteButton.click();
  await expect(volume).toHaveValue('0');
  await card(page, 'Tierarztpraxis').getByRole('button', { name: 'Ton einschalten' }).click();
  await expect(volume).toHaveValue('100');

  await volume.fill('0');
  await expect(card(page, 'Tierarztpraxis').getByRole('button', { name: 'Ton einschalten' })).toBeVisible();
  await card(page, 'Tierarztpraxis').getByRole('button', { name: 'Ton einschalten' }).click();
  await expect(volume).toHaveValue('70');

  // The slider goes away 1 s after the pointer leaves.
  await page.mouse.move(0, 0);
  await expect(volume).toBeHidden();
});

test('starting a second recording pauses the first', async () => {
  const page = sharedPage();
  await openSection(page);
  await card(page, 'Physiotherapie').getByRole('button', { name: 'Abspielen' }).click();
  await expect(card(page, 'Physiotherapie').getByRole('button', { name: 'Pausieren' })).toBeVisible();
  await card(page, 'Friseursalon').getByRole('button', { name: 'Abspielen' }).click();
  await expect(card(page, 'Friseursalon').getByRole('button', { name: 'Pausieren' })).toBeVisible();
  await expect(card(page, 'Physiotherapie').getByRole('button', { name: 'Abspielen' })).toBeVisible();
  const paused = await shownSeconds(timeText(page, 'Physiotherapie'));
  // While the second one plays on for more than a second, the first stands still.
  const secondAt = await shownSeconds(timeText(page, 'Friseursalon'));
  await expect.poll(() => shownSeconds(timeText(page, 'Friseursalon'))).toBeGreaterThan(secondAt + 1);
  expect(await shownSeconds(timeText(page, 'Physiotherapie'))).toBe(paused);
});

test('a recording that cannot be loaded shows the error and loads again on "Neu laden"', async ({ page }) => {
  await seedConsent(page);
  await page.route('**/media/audio/friseur.mp3', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/');
  await section(page).scrollIntoViewIfNeeded();
  const friseur = card(page, 'Friseursalon');
  await expect(friseur.getByText('Fehler beim Laden der Audio', { exact: true })).toBeVisible();
  await expect(page.getByText('Fehler beim Laden der Audio für friseur')).toBeVisible();
  // The other cards are unaffected.
  await expect(card(page, 'Physiotherapie').getByRole('button', { name: 'Abspielen' })).toBeEnabled();

  await page.unroute('**/media/audio/friseur.mp3');
  await friseur.getByRole('button', { name: 'Neu laden' }).click();
  await expect(page.getByText('Versuche Audio neu zu laden...')).toBeVisible();
  await expect(friseur.getByRole('button', { name: 'Abspielen' })).toBeEnabled();
  await expect(timeText(page, 'Friseursalon')).toHaveText('0:00 / 0:24');
});
