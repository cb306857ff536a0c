import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The app loads after the first paint and landing-page sections hydrate on approach (see
 * web/src/app/hydration-marks.tsx); before that a click on the prerendered HTML does nothing.
 */
export async function waitForPageHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
}

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForPageHydration(page);
}

/** Scrolls a landing-page section into view (which hydrates it) and waits until it has. */
export async function hydrateSection(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
}
