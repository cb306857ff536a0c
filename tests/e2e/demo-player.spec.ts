import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { demoPlaylistMessages as m } from '@rufbereit/shared';
import { wcagScan } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { useSharedPage } from './support/shared-page';

/**
 * /demo-player, the page other sites embed: bare, branded from the query, tracks from the API,
 * framable by any site (unlike every other page), resized by /embed.js.
 */

/**
 * A partner site on another origin: a real server on another port of 127.0.0.1 (a made-up public
 * host would be refused by Chromium's local-network checks before our headers are even read).
 */
let partner: Server;
let partnerOrigin = '';
let partnerHtml = '';
test.beforeAll(async () => {
  partner = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(partnerHtml);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
});

/** One tab for the tests that only read (the ones that watch the network or the console open their own). */
const sharedPage = useSharedPage();

/** Opens the partner page embedding `src` from our site, optionally with our embed.js. */
async function partnerPage(page: Page, baseURL: string, src: string, withEmbedJs: boolean): Promise<void> {
  partnerHtml = `<!doctype html><html lang="de"><head><title>Partner</title></head><body style="margin:0">
    <h1>Salon Partner</h1>
    <iframe id="demo" src="${baseURL}${src}" width="100%" height="60" style="border:0;display:block" allow="autoplay" title="Demos"></iframe>
    <p id="after">Nach dem Player</p>
    ${withEmbedJs ? `<script src="${baseURL}/embed.js"></script>` : ''}
  </body></html>`;
  expect(new URL(partnerOrigin).origin).not.toBe(new URL(baseURL).origin);
  await page.goto(`${partnerOrigin}/salon`);
}

test('is bare, forces standalone=true, lists the category as expandable cards with the embed code', async ({ baseURL }) => {
  const page = sharedPage();
  await gotoHydrated(page, '/demo-player?category=health');
  await expect(page).toHaveURL(/\/demo-player\?category=health&standalone=true$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KI-Telefonassistent Demos Audio Demos');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  // Collapsed cards load no audio at all.
  await expect(page.getByRole('button', { name: 'Abspielen' })).toHaveCount(0);

  const toggle = page.getByRole('button', { name: /Physiotherapie/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('textbox', { name: 'Einbettungscode' })).toHaveValue(
    `<iframe src="${baseURL}/demo-player?category=health&amp;standalone=true" width="100%" height="400" style="border:0" allow="autoplay" title="KI-Telefonassistent Demos Audio Demos"></iframe>`,
  );
  const axe = await wcagScan(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('shows only safe branding from untrusted query values', async () => {
  const page = sharedPage();
  await gotoHydrated(page, '/demo-player?company=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&color=red%3Bbackground%3Aurl(x)&logo=javascript%3Aalert(1)&category=%22%3E');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror=alert(1)> Audio Demos');
  await expect(page.locator('img')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(4);
  const branded = page.locator('[style*="--demo-accent"]');
  await expect(branded).toHaveAttribute('style', /--demo-accent: ?#2563eb;/);
  await expect(branded).not.toHaveAttribute('style', /url|red/);

  await gotoHydrated(page, '/demo-player?category=petcare&company=Praxis%20Pfote&color=%23aa0055&logo=%2Ffavicon.svg&standalone=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Praxis Pfote Audio Demos');
  await expect(page.getByRole('img', { name: 'Logo Praxis Pfote' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: /Tierarztpraxis/ }).click();
  await expect(page.getByRole('textbox', { name: 'Einbettungscode' })).toHaveValue(/company=Praxis\+Pfote&amp;color=%23aa0055&amp;logo=%2Ffavicon\.svg/);
});

test('plays inside an iframe on another site, which embed.js resizes to the content', async ({ baseURL }) => {
  const page = sharedPage();
  await partnerPage(page, baseURL ?? '', '/demo-player?category=petcare&standalone=true', true);
  const frame = page.frameLocator('#demo');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('KI-Telefonassistent Demos Audio Demos');
  const iframe = page.locator('#demo');
  const contentHeight = () => frame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
  await expect.poll(async () => (await iframe.boundingBox())?.height).toBe(await contentHeight());

  await frame.getByRole('button', { name: /Tierarztpraxis/ }).click();
  await expect(frame.getByRole('button', { name: 'Abspielen' })).toBeEnabled();
  // Grown with the opened card: no scrollbar, no gap.
  await expect.poll(async () => (await iframe.boundingBox())?.height).toBeGreaterThan(200);
  await expect.poll(async () => (await iframe.boundingBox())?.height).toBe(await contentHeight());

  await frame.getByRole('button', { name: 'Abspielen' }).click();
  await expect(frame.getByRole('button', { name: 'Pausieren' })).toBeVisible();
  await expect(frame.getByTestId('audio-time')).toHaveText(/^0:(0[1-9]|1\d|2[0-8]) \/ 0:28$/);
});

test('runs as its own light island: no React app, copy and toasts work', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await gotoHydrated(page, '/demo-player?category=beauty');
  await page.getByRole('button', { name: /Friseursalon/ }).click();
  await page.getByRole('button', { name: m.copy }).click();
  await expect(page.getByText(m.copySuccess)).toBeVisible();
  await expect(page.getByRole('button', { name: m.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByRole('textbox', { name: 'Einbettungscode' }).inputValue());
  // The island (src/embed/demo-player.ts and its chunks); never the app's boot script or React.
  expect(scripts.some((s) => /^\/assets\/demo-player-[\w-]+\.js$/.test(s))).toBe(true);
  expect(scripts.filter((s) => /\/(index|framework|common|entry-client)-/.test(s))).toEqual([]);
});

test('other pages refuse to be framed by another site', async ({ page, baseURL }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|refused to (display|frame)/i.test(message.text())) refused.push(message.text());
  });
  await partnerPage(page, baseURL ?? '', '/demo-playlist', false);
  // Chromium refuses the frame for its CSP frame-ancestors 'none' and shows its error page instead.
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(await page.frameLocator('#demo').getByText(m.searchPlaceholder).count()).toBe(0);
  expect(await page.frameLocator('#demo').getByRole('heading', { name: /Audio Demos/ }).count()).toBe(0);
});
