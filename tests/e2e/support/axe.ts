import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
/** The axe-core rule tags every accessibility check runs with: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe scan of the page: `wcagScan(page).analyze()` with the WCAG rules above, `axeScan(page)` for a
 * scan with rules of its own. Both run axe in the page itself (axe's "legacy" mode, which still
 * reaches same-origin frames): the default mode opens a second, blank page per scan and loads axe into
 * it again to merge the results, which doubled the browser's CPU of every scan (measured: 3.5 s → 2 s on
 * the landing page, 1.4 s → 0.8 s on /kontakt) and only matters for cross-origin frames, which no page
 * of ours has.
 */
export const axeScan = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode();
export const wcagScan = (page: Page): AxeBuilder => axeScan(page).withTags(WCAG_TAGS);

/**
 * Waits until no toast is moving: axe measures colour contrast as painted, and a toast fading in or
 * out (sonner's 400 ms transitions) has text at part opacity, which it reports as a violation. A toast
 * just rendered counts as moving too: sonner marks it mounted (data-mounted) a frame later, and only
 * then does its fade-in start (run 19 scanned in that frame: "color-contrast: div[data-title]").
 */
export async function waitForToastsToSettle(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const moving = document.getAnimations().filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          return animation.playState === 'running' && target instanceof Element && target.closest('[data-sonner-toaster]') !== null;
        }).length;
        const notYetMounted = document.querySelectorAll('[data-sonner-toast][data-mounted="false"]').length;
        return moving + notYetMounted;
      }),
    )
    .toBe(0);
}
