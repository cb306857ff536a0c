import { expect, type Locator } from '@playwright/test';

/**
 * Spec: screens: sections scroll to 80 px below the viewport top (under the fixed navigation). Written
 * out rather than imported from the app's constants, so a wrong constant fails the tests.
 */
export const SCROLL_OFFSET = 80;

/** Top of the element relative to the viewport, read once smooth scrolling has come to rest. */
export async function settledTop(target: Locator): Promise<number> {
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = await target.evaluate((el) => el.getBoundingClientRect().top);
        const resting = Math.abs(top - previous) < 0.5;
        previous = top;
        return resting;
      },
      { intervals: [150], timeout: 10_000 },
    )
    .toBe(true);
  return previous;
}
