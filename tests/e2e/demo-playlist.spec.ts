import { expect, test, type Page } from '@playwright/test';
import { demoTracksApiUrl, demoPlaylistMessages as m } from '@rufbereit/shared';
import { axeScan, wcagScan } from './support/axe';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';
import { useSharedPage } from './support/shared-page';
import { layoutProblems } from './support/layout';

/**
 * /demo-playlist against the local stack: the tracks come from GET /api/demos (seeded from the
 * project's recordings), the audio from the media bucket.
 */
/**
 * One tab, with a stored cookie decision, for the tests that only read; the tests that change their
 * context (clipboard permissions, a clipboard stand-in) open their own.
 */
const sharedPage = useSharedPage({ consent: true });

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const chip = (page: Page, name: string) => page.getByRole('group', { name: 'Demos nach Branche filtern' }).getByRole('button', { name });

async function openPlaylist(page: Page, query = '') {
  await gotoHydrated(page, `/demo-playlist${query}`);
  await expect(cards(page)).not.toHaveCount(0);
}

test('lists the recordings with branding defaults, filters by category and search, shows the empty state', async () => {
  const page = sharedPage();
  await openPlaylist(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KI-Telefonassistent Demos Audio Demos');
  await expect(cards(page)).toHaveCount(4);
  await expect(card(page, 'Physiotherapie')).toContainText('0:30');
  await expect(card(page, 'Dringender Termin in der Praxis')).toContainText('1:15');

  await chip(page, 'Gesundheitswesen').click();
  await expect(chip(page, 'Gesundheitswesen')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(2);
  await chip(page, 'Tierpflege').click();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Tierarztpraxis')).toBeVisible();

  await chip(page, 'Alle Demos').click();
  await page.getByPlaceholder('Demos durchsuchen...').fill('färben');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Friseursalon')).toBeVisible();

  await page.getByPlaceholder('Demos durchsuchen...').fill('Zahnbürste');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('Keine Demo-Aufnahmen gefunden.')).toBeVisible();

  const axe = await wcagScan(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('takes category, company, colour and logo from the query and ignores unsafe values', async () => {
  const page = sharedPage();
  await openPlaylist(page, '?category=beauty&company=Salon%20Lux&color=%23aa0055&logo=/favicon.svg');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salon Lux Audio Demos');
  await expect(page.getByRole('img', { name: 'Logo Salon Lux' })).toHaveAttribute('src', '/favicon.svg');
  await expect(chip(page, 'Schönheit')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(1);
  await expect(chip(page, 'Schönheit')).toHaveCSS('background-color', 'rgb(170, 0, 85)');

  // A light brand colour is darkened (same hue) until the chip's white text stays readable (axe: contrast).
  await openPlaylist(page, '?color=%23ffee00');
  await expect(chip(page, 'Alle Demos')).toHaveCSS('background-color', 'rgb(129, 120, 0)');
  await expect(chip(page, 'Alle Demos')).toHaveCSS('color', 'rgb(255, 255, 255)');
  const contrast = await axeScan(page).include('[role="group"]').withRules(['color-contrast']).analyze();
  expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);

  await openPlaylist(page, '?category=nope&company=%3Cb%3EX%3C%2Fb%3E&color=red&logo=javascript:alert(1)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<b>X</b> Audio Demos');
  await expect(page.locator('h1 b')).toHaveCount(0);
  await expect(page.locator('header img')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(4);
  await expect(chip(page, 'Alle Demos')).toHaveCSS('background-color', 'rgb(37, 99, 235)');
});

test('plays one track at a time and shows the mini-player once scrolled past 100 px', async () => {
  const page = sharedPage();
  await page.setViewportSize({ width: 1280, height: 700 });
  await openPlaylist(page);
  const play = (title: string) => card(page, title).getByRole('button', { name: 'Abspielen' });
  await expect(play('Friseursalon')).toBeEnabled();
  await play('Friseursalon').click();
  await expect(card(page, 'Friseursalon').getByRole('button', { name: 'Pausieren' })).toBeVisible();

  const mini = page.getByRole('complementary', { name: m.miniPlayerLabel });
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect(mini).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(mini).toContainText('Friseursalon');

  await card(page, 'Physiotherapie').scrollIntoViewIfNeeded();
  await expect(play('Physiotherapie')).toBeEnabled();
  await play('Physiotherapie').click();
  await expect(card(page, 'Physiotherapie').getByRole('button', { name: 'Pausieren' })).toBeVisible();
  await expect(card(page, 'Friseursalon').getByRole('button', { name: 'Abspielen' })).toBeVisible();
  await expect(mini).toContainText('Physiotherapie');

  await mini.getByRole('button', { name: 'Pausieren: Physiotherapie' }).click();
  await expect(mini).toHaveCount(0);
  await expect(card(page, 'Physiotherapie').getByRole('button', { name: 'Abspielen' })).toBeVisible();
});

test('share panel: one open at a time, embed code, copy with a check for 2 s and the success toast', async ({ page, context, baseURL }) => {
  await seedConsent(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPlaylist(page);
  const share = (title: string) => page.getByRole('button', { name: `${title} teilen` });
  await share('Physiotherapie').click();
  await expect(share('Physiotherapie')).toHaveAttribute('aria-expanded', 'true');
  const code = card(page, 'Physiotherapie').getByRole('textbox', { name: 'Einbettungscode' });
  await expect(code).toHaveValue(
    `<iframe src="${baseURL}/demo-player?category=health&amp;standalone=true" width="100%" height="400" style="border:0" allow="autoplay" title="KI-Telefonassistent Demos Audio Demos"></iframe>`,
  );

  await share('Tierarztpraxis').click();
  await expect(share('Physiotherapie')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'Einbettungscode' })).toHaveCount(1);
  const tierCode = card(page, 'Tierarztpraxis').getByRole('textbox', { name: 'Einbettungscode' });
  await expect(tierCode).toHaveValue(/category=petcare&amp;standalone=true" width="100%" height="200"/);

  await card(page, 'Tierarztpraxis').getByRole('button', { name: 'Code kopieren' }).click();
  await expect(page.getByText(m.copySuccess)).toBeVisible();
  await expect(card(page, 'Tierarztpraxis').getByRole('button', { name: 'Kopiert' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await tierCode.inputValue());
  // The check goes back to the copy icon after 2 seconds.
  await expect(card(page, 'Tierarztpraxis').getByRole('button', { name: 'Code kopieren' })).toBeVisible();

  await share('Tierarztpraxis').click();
  await expect(page.getByRole('textbox', { name: 'Einbettungscode' })).toHaveCount(0);
});

test('copy falls back to a hidden textarea when the Clipboard API is refused, and says so when that fails too', async ({ page }) => {
  await seedConsent(page);
  await page.addInitScript(() => {
    const w = window as unknown as { copied: string[]; execCopyWorks: boolean };
    w.copied = [];
    w.execCopyWorks = true;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    document.execCommand = (command: string) => {
      const active = document.activeElement;
      if (command === 'copy' && w.execCopyWorks && active instanceof HTMLTextAreaElement) w.copied.push(active.value.slice(active.selectionStart, active.selectionEnd));
      return w.execCopyWorks;
    };
  });
  await openPlaylist(page);
  await page.getByRole('button', { name: 'Friseursalon teilen' }).click();
  const code = await card(page, 'Friseursalon').getByRole('textbox', { name: 'Einbettungscode' }).inputValue();
  await card(page, 'Friseursalon').getByRole('button', { name: 'Code kopieren' }).click();
  await expect(page.getByText(m.copySuccess)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([code]);
  // The helper textarea is gone again.
  await expect(page.locator('textarea[aria-hidden="true"]')).toHaveCount(0);

  await page.evaluate(() => ((window as unknown as { execCopyWorks: boolean }).execCopyWorks = false));
  await expect(card(page, 'Friseursalon').getByRole('button', { name: 'Code kopieren' })).toBeVisible();
  await card(page, 'Friseursalon').getByRole('button', { name: 'Code kopieren' }).click();
  await expect(page.getByText(m.copyFailed)).toBeVisible();
  await expect(card(page, 'Friseursalon').getByRole('button', { name: 'Kopiert' })).toHaveCount(0);
});

test('the landing page demo section still plays the same recordings', async () => {
  const page = sharedPage();
  const response = await page.request.get(demoTracksApiUrl('beauty'));
  expect(response.headers()['cache-control']).toContain('public');
  const { tracks } = (await response.json()) as { tracks: Array<{ title: string; audioUrl: string; duration: string }> };
  await page.goto('/');
  const section = page.locator('[id="demo-gespräche"]');
  await section.scrollIntoViewIfNeeded();
  const friseur = section.getByRole('article', { name: 'Friseursalon' });
  await expect(friseur).toContainText(tracks[0]?.duration ?? 'missing');
  await expect(friseur.getByRole('button', { name: 'Abspielen' })).toBeEnabled();
});

test('a long company name from the query wraps on a phone instead of widening the page', async () => {
  const page = sharedPage();
  await page.setViewportSize({ width: 360, height: 740 });
  // One German compound without a break opportunity.
  const company = 'Friseursalonschneidekunstundhaarpflegewunderbarberlinmitte';
  await openPlaylist(page, `?company=${encodeURIComponent(company)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(company);
  expect(await page.evaluate(layoutProblems)).toEqual([]);
});
