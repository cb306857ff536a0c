import { expect, test } from '@playwright/test';
import { performanceTestMessages as m } from '@rufbereit/shared';
import { wcagScan } from './support/axe';
import { gotoHydrated } from './support/hydration';

/**
 * /audio-performance-test: the default tracks from GET /api/demos and extra URLs, measured in this
 * Chromium (real loads, real 500 ms playbacks at volume 0.01), then the summary.
 */

const DEFAULT_TRACKS = 4;

/** The element's text colour as sRGB (Tailwind 4 writes its colours in lab()): drawn and read back. */
function shownRgb(element: Element): [number, number, number] {
  const context = document.createElement('canvas').getContext('2d')!;
  context.fillStyle = getComputedStyle(element).color;
  context.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
  return [red, green, blue];
}

test('measures the default tracks and an extra URL, then shows the summary with the error rate red', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, '/audio-performance-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.heading);
  const defaults = page.getByRole('list', { name: m.defaultUrlsHeading }).getByRole('listitem');
  await expect(defaults).toHaveCount(DEFAULT_TRACKS);
  await expect(defaults.first()).toHaveText(/^\/media\/audio\/.+\.mp3$/);

  // One file that does not exist, among blank lines (dropped).
  await page.getByLabel(m.extraUrlsLabel).fill('\n  /media/audio/gibt-es-nicht.mp3  \n\n');
  await page.getByRole('button', { name: m.start }).click();

  // Running: cancel instead of start (no second start), progress shown.
  await expect(page.getByRole('button', { name: m.cancel })).toBeVisible();
  await expect(page.getByRole('button', { name: m.start })).toHaveCount(0);
  await expect(page.getByText(/^Teste [1-5] von 5$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: m.progressLabel })).toBeVisible();

  await expect(page.getByRole('heading', { name: m.summaryHeading })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(m.finished)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: m.progressLabel })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('button', { name: m.start })).toBeEnabled();

  const figure = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure(m.successRate)).toHaveText('80 %');
  await expect(figure(m.timeoutRate)).toHaveText('0 %');
  await expect(figure(m.timeoutRate)).not.toHaveAttribute('data-alert');
  await expect(figure(m.errorRate)).toHaveText('20 %');
  await expect(figure(m.errorRate)).toHaveAttribute('data-alert', 'true');
  const [red, green, blue] = await figure(m.errorRate).evaluate(shownRgb);
  expect(red).toBeGreaterThan(150);
  expect(Math.max(green, blue)).toBeLessThan(60);
  await expect(figure(m.averageLoadTime)).toHaveText(/^\d[\d.]* ms$/);

  // Per URL: real measurements for the recordings, the missing file failed twice (one retry).
  const results = page.getByRole('region', { name: m.resultsHeading }).getByRole('listitem').filter({ has: page.getByRole('term') });
  await expect(results).toHaveCount(DEFAULT_TRACKS + 1);
  const first = results.first();
  await expect(first).toContainText(m.success);
  for (const label of [m.loadTime, m.decodeTime, m.playbackStartTime]) {
    await expect(first.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d[\d.]* ms$/);
  }
  const missing = page.getByRole('listitem', { name: '/media/audio/gibt-es-nicht.mp3' });
  await expect(missing).toContainText(m.failed);
  await expect(missing.getByRole('term').filter({ hasText: m.errors }).locator('xpath=following-sibling::dd[1]')).toHaveText('2');

  const axe = await wcagScan(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('can be cancelled while running and started again', async ({ page }) => {
  await gotoHydrated(page, '/audio-performance-test');
  await expect(page.getByRole('list', { name: m.defaultUrlsHeading }).getByRole('listitem')).toHaveCount(DEFAULT_TRACKS);
  await page.getByRole('button', { name: m.start }).click();
  await page.getByRole('button', { name: m.cancel }).click();
  await expect(page.getByText(m.cancelled)).toBeVisible();
  await expect(page.getByRole('button', { name: m.start })).toBeEnabled();
  // Nothing goes on after the cancel: no further results arrive.
  const results = page.getByRole('listitem').filter({ hasText: m.loadTime });
  const count = await results.count();
  expect(count).toBeLessThan(DEFAULT_TRACKS);
  await page.waitForTimeout(1500);
  await expect(results).toHaveCount(count);
});
