import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, siteRoutes, EMBED_HEIGHT_PER_TRACK_PX, OEMBED_JSON_TYPE, accessibleBrandColor, type DemoTrackListBody, type OEmbedRichBody } from '@rufbereit/shared';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';
import { useSharedPage } from './support/shared-page';

/**
 * The public pages' fast first paint and the player's reach (issue "every public page at the
 * limit"): oEmbed discovery, the brand colour across the whole player, no layout shift, and the
 * sign-in code loaded only when the form is used.
 */
/**
 * One tab, with a stored cookie decision, for the tests that read what a page shows; the tests that watch
 * the network or how a page loads (shifts, scripts asked for) open a fresh one each (an empty HTTP cache).
 */
const sharedPage = useSharedPage({ consent: true });

/** `#rrggbb` → `rgb(r, g, b)` as getComputedStyle writes it. */
const rgb = (hex: string): string => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Layout shifts of the page so far (the buffered entries of a PerformanceObserver), summed like CLS without sessions. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );
}

for (const path of ['/demo-player', '/demo-playlist']) {
  test(`${path} carries the oEmbed discovery link, and the API answers it with the rich snippet`, async () => {
    const page = sharedPage();
    await page.goto(path);
    const link = page.locator(`head link[rel="alternate"][type="${OEMBED_JSON_TYPE}"]`);
    await expect(link).toHaveCount(1);
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.pathname).toBe(apiPaths.oembed);
    expect(new URL(href.searchParams.get('url') ?? '').pathname).toBe(path);
    // The link names the public site; the same request is asked of this one.
    const response = await page.request.get(`${href.pathname}${href.search}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as OEmbedRichBody;
    // Other specs may have added tracks: the height follows the list as the API has it now.
    const { tracks } = (await (await page.request.get(apiPaths.demos)).json()) as DemoTrackListBody;
    const height = EMBED_HEIGHT_PER_TRACK_PX * tracks.length;
    expect(body).toMatchObject({ version: '1.0', type: 'rich', height });
    expect(body.html).toMatch(new RegExp(`^<iframe src="[^"]*/demo-player\\?category=all&amp;standalone=true" width="100%" height="${height}"`));
  });
}

test('a brand colour too light for white text is darkened across the whole player of both pages', async () => {
  const page = sharedPage();
  const light = '#ffee00';
  const painted = rgb(accessibleBrandColor(light));
  await gotoHydrated(page, `/demo-playlist?color=${encodeURIComponent(light)}`);
  const card = page.getByRole('article', { name: 'Friseursalon' });
  await expect(card.getByRole('button', { name: 'Abspielen' })).toHaveCSS('background-color', painted);
  await expect(card.getByRole('slider', { name: /position/i })).toHaveCSS('accent-color', painted);
  await expect(page.getByRole('button', { name: 'Alle Demos' })).toHaveCSS('background-color', painted);
  await expect(page.getByRole('button', { name: 'Alle Demos' })).toHaveCSS('color', 'rgb(255, 255, 255)');
  // The rule under the title keeps the colour as given.
  await expect(page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })).toHaveCSS('border-bottom-color', rgb(light));

  await gotoHydrated(page, `/demo-player?category=beauty&standalone=true&color=${encodeURIComponent(light)}`);
  await page.getByRole('button', { name: /Friseursalon/ }).click();
  await expect(page.getByRole('button', { name: 'Abspielen' })).toHaveCSS('background-color', painted);
  // The keyboard's next stop after the card's button is the player; its focus ring is the accent too.
  await page.keyboard.press('Tab');
  const region = page.getByRole('group', { name: 'Audio-Player: Friseursalon' });
  await expect(region).toBeFocused();
  await expect(region).toHaveCSS('outline-color', painted);
});

test('the playlist, a sign-in page, an industry page, the cancel page and the audio test do not shift while they load and hydrate', async ({ page }) => {
  await seedConsent(page);
  const cancelLink = '/kennenlerngespraech/absagen?termin=2026-12-01T09:00:00.000Z&code=abcdefghijklmnopqrstu';
  for (const path of ['/demo-playlist', '/login', '/branchen/tierpflege', cancelLink, '/kennenlerngespraech/absagen', '/audio-performance-test']) {
    await gotoHydrated(page, path);
    // After hydration the playlist and the hero image ask the API again; give the answers time to land.
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), path).toBe(0);
  }
});

test('the sign-in page loads the Amplify code only when the form is used', async ({ page }) => {
  await seedConsent(page);
  const signInCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(amplify-setup|sign-in-flow|session-store)-/.test(request.url())) signInCode.push(request.url());
  });
  await gotoHydrated(page, '/login');
  await page.waitForLoadState('networkidle');
  expect(signInCode).toEqual([]);
  await page.getByLabel('E-Mail').focus();
  await expect.poll(() => signInCode.length).toBeGreaterThan(0);
});

test("the landing page's JavaScript before the first paint is inline, within 3 KiB compressed, without React", async ({ page, request }) => {
  await seedConsent(page);
  const html = await (await request.get('/')).text();
  // No script file: each would cost a phone one more request before the first paint.
  expect(html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? []).toEqual([]);
  // The executable inline scripts (JSON-LD is data): the consent marker and the boot script.
  const inline = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const boot = inline.find((code) => code.includes('data-app-entry'));
  expect(boot).toBeDefined();
  const compressed = inline.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
  expect(compressed).toBeLessThanOrEqual(3 * 1024);
  // React, the router and the shared UI code come after the first paint: the boot script imports
  // nothing statically, only the app's entry, dynamically.
  expect(boot).not.toMatch(/\bimport\s*["'{*`]/);
  // And no script file is asked for before the page has been shown.
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  const started = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => ({ url: e.name, start: e.startTime })));
  expect(started.filter((e) => e.start < (firstPaint ?? 0)).map((e) => e.url)).toEqual([]);
});

test('no page asks for a file before its first paint: the boot script and the icon are inline, an island names only its own entry', async ({ request }) => {
  for (const route of siteRoutes) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).not.toContain('href="/favicon.svg"');
    expect(html, route.path).toContain('<link rel="icon" href="data:image/svg+xml,');
    const scriptFiles = html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? [];
    if (html.includes('data-app-entry="/assets/')) expect(scriptFiles, route.path).toEqual([]);
    else expect(scriptFiles, route.path).toEqual([expect.stringMatching(/src="\/assets\/demo-player-[\w-]+\.js"/)]);
  }
});

test('the landing page loads no back-office code: no Amplify, no TanStack Query, and at most 150 KiB of JavaScript compressed', async ({ page }) => {
  await seedConsent(page);
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.set(new URL(response.url()).pathname, response.text());
  });
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  const code = new Map(await Promise.all([...scripts].map(async ([path, text]) => [path, await text] as const)));
  // Markers of Amplify's Cognito sign-in and of TanStack Query's client: the back office's libraries.
  expect([...code].filter(([, text]) => text.includes('USER_SRP_AUTH') || text.includes('QueryClient')).map(([path]) => path)).toEqual([]);
  const compressed = [...code.values()].reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
  expect(compressed, [...code.keys()].join(', ')).toBeLessThanOrEqual(150 * 1024);
});
