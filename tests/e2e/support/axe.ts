import { expect, type Page } from '@playwright/test';
/** The axe-core rule tags every accessibility check runs with: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until no toast is moving: axe measures colour contrast as painted, and a toast fading in or
 * out (sonner's 400 ms transitions) has text at part opacity, which it reports as a violation.
 */
export async function waitForToastsToSettle(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => {
            const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
            return animation.playState === 'running' && target instanceof Element && target.closest('[data-sonner-toaster]') !== null;
          }).length,
      ),
    )
    .toBe(0);
}
