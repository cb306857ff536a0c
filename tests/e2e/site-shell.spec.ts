import { expect, test, type Locator, type Page } from '@playwright/test';
import { contactToasts, siteSettings } from '@rufbereit/shared';
import { wcagScan } from './support/axe';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';
import { useSharedPage } from './support/shared-page';
import { SCROLL_OFFSET, settledTop } from './support/scroll';

/**
 * The frame around every page, as a visitor uses it in a real browser: navigation (desktop and the
 * mobile menu), scrolling on route changes and to landing-page sections, the navigation bar's
 * scrolled state, the toast layer (spec: states and limits), and accessibility of the landing page.
 */

const header = (page: Page) => page.getByRole('banner');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phoneName = new RegExp(escapeRegExp(siteSettings.phoneDisplay));

/** The navigation entries of spec: screens, in order, on desktop and in the mobile menu alike. */
const NAV_ENTRIES = ['Home', 'Funktionen', 'Vorteile', 'Branchen', 'Demo testen', 'Kontakt'];

/** Alpha of a computed CSS colour (rgb/rgba, or the `… / a)` form of color(), oklab(), …). */
function alphaOf(color: string): number {
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\s*\)$/.exec(color);
  if (rgba) return Number(rgba[1]);
  return color === 'transparent' ? 0 : 1;
}

const headerLook = (page: Page) =>
  header(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, shadow: style.boxShadow };
  });

/**
 * The header's look once its colour transition (300 ms) has ended: read in the middle of it, the
 * colour is a value between the two states, and later comparisons with it would never match.
 */
async function settledHeaderLook(page: Page): Promise<{ background: string; shadow: string }> {
  await expect.poll(() => header(page).evaluate((el) => el.getAnimations().length)).toBe(0);
  return headerLook(page);
}

/**
 * Scrolls like a visitor and waits until the header shows the scrolled state — which only happens
 * once the app has hydrated (the prerendered header cannot react), so it doubles as a hydration wait.
 */
async function scrollUntilHeaderOpaque(page: Page): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => alphaOf((await headerLook(page)).background), { timeout: 1500 }).toBeGreaterThan(0.9);
  }).toPass({ timeout: 40_000 }); // hydration alone can take 20 s and more on a busy machine
}

test.describe('navigation and scrolling (desktop)', () => {
  const sharedPage = useSharedPage({ consent: true });

  test("'Funktionen' from /kontakt opens /?section=features#features with the section 80 px below the top", async () => {
    const page = sharedPage();
    await page.goto('/kontakt');
    await scrollUntilHeaderOpaque(page);

    // The desktop bar carries the spec's entries, the start button and the phone link.
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link').or(nav.getByRole('button'))).toHaveText(NAV_ENTRIES);
    await expect(header(page).getByRole('link', { name: 'Kostenlos starten' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: phoneName })).toHaveAttribute('href', `tel:${siteSettings.phone}`);

    await nav.getByRole('link', { name: 'Funktionen' }).click();
    await expect(page).toHaveURL('/?section=features#features');

    // Lazily loaded sections above may still grow; the scroll code corrects the drift.
    const features = page.locator('#features');
    await expect(async () => {
      const top = await settledTop(features);
      expect(Math.abs(top - SCROLL_OFFSET)).toBeLessThanOrEqual(2);
    }).toPass({ timeout: 20_000 });
  });

  test('a route change starts the new page at the top', async () => {
    const page = sharedPage();
    await page.goto('/kontakt');
    await scrollUntilHeaderOpaque(page);
    const footerLink = page.getByRole('navigation', { name: 'Fußzeile' }).getByRole('link', { name: 'Über uns' });
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);

    // Marks this document: if it survives, the page changed without a full reload (client routing).
    await page.evaluate(() => Object.assign(window, { shellTestMarker: true }));
    await footerLink.click();

    await expect(page).toHaveURL('/ueber-uns');
    await expect(page.getByRole('heading', { level: 1, name: 'KI Made in Germany' })).toBeVisible();
    expect(await page.evaluate(() => 'shellTestMarker' in window)).toBe(true);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('the navigation bar becomes more opaque once the page scrolled past 20 px', async () => {
    const page = sharedPage();
    await page.goto('/');
    const top = await settledHeaderLook(page);
    await scrollUntilHeaderOpaque(page);
    const scrolled = await settledHeaderLook(page);
    expect(alphaOf(top.background)).toBeLessThan(alphaOf(scrolled.background));
    expect(scrolled.shadow).not.toBe('none');

    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    const alpha = async () => alphaOf((await headerLook(page)).background);
    const settled = (y: number) => expect.poll(() => scrollY(page)).toBe(y);

    await scrollTo(15);
    await settled(15);
    await expect.poll(alpha).toBeCloseTo(alphaOf(top.background), 2);
    await expect.poll(async () => (await headerLook(page)).shadow).toBe(top.shadow);

    await scrollTo(30);
    await settled(30);
    await expect.poll(alpha).toBeCloseTo(alphaOf(scrolled.background), 2);
  });
});

test.describe('mobile menu (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const sharedPage = useSharedPage({ consent: true });

  const menuButton = (page: Page) => page.locator('button[aria-controls="mobile-menu"]');
  const menu = (page: Page) => page.locator('#mobile-menu');

  /** Opens the menu; retried because a tap before hydration does nothing. */
  async function openMenu(page: Page): Promise<void> {
    await expect(async () => {
      if ((await menuButton(page).getAttribute('aria-expanded')) !== 'true') await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  }

  test('holds the desktop entries, toggles aria-expanded, closes with Escape, one dropdown at a time; open, it has no axe violations', async () => {
    const page = sharedPage();
    await page.goto('/');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toHaveAccessibleName('Menü öffnen');
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();

    await openMenu(page);
    await expect(menuButton(page)).toHaveAccessibleName('Menü schließen');
    await expect(menu(page)).toBeVisible();
    const nav = menu(page).getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(nav.getByRole('link').or(nav.getByRole('button'))).toHaveText(NAV_ENTRIES);
    await expect(menu(page).getByRole('link', { name: 'Kostenlos starten' })).toHaveAttribute('href', '/?section=contact#contact');
    await expect(menu(page).getByRole('link', { name: phoneName })).toHaveAttribute('href', `tel:${siteSettings.phone}`);
    // The landing page with the menu open (every dropdown closed), scanned once the page's requests are done.
    await page.waitForLoadState('networkidle');
    const { violations } = await wcagScan(page).analyze();
    expect(violations).toEqual([]);

    // The demo dropdown: the only open one, with the three agents.
    const demo = nav.getByRole('button', { name: 'Demo testen' });
    await expect(demo).toHaveAttribute('aria-expanded', 'false');
    await demo.click();
    await expect(demo).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: /^(Friseursalon|Tierarztpraxis|Physiotherapie)$/ })).toHaveText([
      'Friseursalon',
      'Tierarztpraxis',
      'Physiotherapie',
    ]);
    const openToggles = header(page).locator('[aria-expanded="true"]:visible');
    await expect(openToggles).toHaveCount(2); // the menu button and this one dropdown
    await expect(header(page).locator('ul[id^="demo-menu"]:visible')).toHaveCount(1);

    // Escape closes the dropdown first, then the menu, and focus returns to the menu button.
    await page.keyboard.press('Escape');
    await expect(demo).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    // The button toggles, and reopening starts with every dropdown closed.
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await demo.click();
    await expect(demo).toHaveAttribute('aria-expanded', 'true');
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await menuButton(page).click();
    await expect(demo).toHaveAttribute('aria-expanded', 'false');
  });

  test("'Demo testen' → 'Friseursalon' closes the menu, selects that tab and scrolls to the test agents", async () => {
    const page = sharedPage();
    await page.goto('/');
    const section = page.locator('#test-agents');
    await expect(section.getByRole('tab', { name: 'Physiotherapie' })).toHaveAttribute('aria-selected', 'true');

    await openMenu(page);
    const nav = menu(page).getByRole('navigation', { name: 'Mobile Navigation' });
    await nav.getByRole('button', { name: 'Demo testen' }).click();
    await nav.getByRole('button', { name: 'Friseursalon' }).click();

    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    await expect(section.getByRole('tab', { name: 'Friseursalon' })).toHaveAttribute('aria-selected', 'true');
    await expect(async () => {
      const top = await settledTop(section);
      expect(Math.abs(top - SCROLL_OFFSET)).toBeLessThanOrEqual(2);
    }).toPass({ timeout: 20_000 });
  });
});

test.describe('toasts', () => {
  // Each on a page of its own (the page's clock is Playwright's), with a stored cookie decision.
  test.beforeEach(async ({ page }) => seedConsent(page));
  // Room for a busy machine: loading the page and the toast chunk can take many seconds there.
  test.describe.configure({ timeout: 120_000 });
  // With their enter and exit animations, as most visitors see them (the suite's default is reduced motion).
  test.use({ reducedMotion: 'no-preference' });

  const toasts = (page: Page) => page.locator('[data-sonner-toast]');
  /** A toast still on screen: not in its exit animation. */
  const liveToast = (page: Page, title: string) => toasts(page).filter({ hasText: title }).and(page.locator('[data-removed="false"]'));
  const invalidToast = (page: Page) => liveToast(page, contactToasts.invalid.title);
  const privacyToast = (page: Page) => liveToast(page, contactToasts.privacy.title);
  const submitButton = (page: Page) => page.getByRole('form', { name: 'Kontaktformular' }).getByRole('button', { name: 'Nachricht senden' });

  /** Moves the pointer away from the toast corner (hovering pauses the timers). */
  const pointerAway = (page: Page) => page.mouse.move(20, 300);

  /**
   * The page runs on Playwright's clock (setTimeout, Date, animation frames), and each test stops it
   * before sending the form: a toast's 4 s are then 4 s of page time that the test moves on itself,
   * however long a busy machine takes between two steps. Installed before the page loads.
   */
  test.beforeEach(({ page }) => page.clock.install());

  /**
   * Opens /kontakt, waits until a submission shows toasts (the page has hydrated, and the toast area,
   * a chunk of its own, is there: a click before would be held and replayed later) and stops the
   * page's clock.
   */
  async function openContactPageAndStopClock(page: Page): Promise<void> {
    await gotoHydrated(page, '/kontakt');
    await expect(page.getByRole('region', { name: /^Benachrichtigungen/ })).toBeAttached();
    await pointerAway(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  }

  /**
   * Submits the empty contact form once: two more error toasts (check your input, accept the privacy
   * terms). The form validates asynchronously and sonner adds a toast from a 0 ms timer, so the
   * stopped clock ticks on, a millisecond at a time, until both are there.
   */
  async function submitEmptyForm(page: Page): Promise<void> {
    const before = await toasts(page).count();
    await submitButton(page).click();
    await expect(async () => {
      await page.clock.runFor(1);
      await expect(toasts(page)).toHaveCount(before + 2, { timeout: 500 });
    }).toPass();
    await pointerAway(page);
  }

  /** Resolves once the page has drawn two more frames: whatever a pointer event changed is on screen. */
  const twoFramesLater = (page: Page) =>
    page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

  /** Waits until the element stops moving (sonner animates toasts into place) and returns its box. */
  async function restingBox(target: Locator) {
    let previous = '';
    await expect
      .poll(
        async () => {
          const box = JSON.stringify(await target.boundingBox());
          const resting = box === previous;
          previous = box;
          return resting;
        },
        { intervals: [150] },
      )
      .toBe(true);
    const box = await target.boundingBox();
    if (!box) throw new Error('toast has no box');
    return box;
  }

  /**
   * A slow pointer drag: sonner dismisses a flick faster than 0.11 px/ms by itself, so the gesture
   * is paced below that (25 px over 0.65 s at most) — its speed is what is tested, not a wait.
   */
  async function slowDrag(page: Page, target: Locator, dx: number, dy: number): Promise<void> {
    const box = await restingBox(target);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.waitForTimeout(250);
    for (const fraction of [0.25, 0.5, 0.75, 1]) {
      await page.mouse.move(x + dx * fraction, y + dy * fraction, { steps: 2 });
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(250);
    await page.mouse.up();
    await twoFramesLater(page);
  }

  test('at most three are visible at once, each 356 px wide', async ({ page }) => {
    await openContactPageAndStopClock(page);
    for (let submission = 0; submission < 3; submission++) await submitEmptyForm(page);

    // Six toasts exist, but only the three newest are shown (the others are fully transparent).
    await expect(toasts(page)).toHaveCount(6);
    const shown = () =>
      toasts(page).evaluateAll((items) => items.filter((el) => Number(getComputedStyle(el).opacity) > 0).length);
    await expect.poll(shown).toBe(3);
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);

    const widths = await page.locator('[data-sonner-toast][data-visible="true"]').evaluateAll((items) => items.map((el) => (el as HTMLElement).offsetWidth));
    expect(widths).toEqual([356, 356, 356]);
    const front = await restingBox(page.locator('[data-sonner-toast][data-front="true"]'));
    expect(Math.round(front.width)).toBe(356);
  });

  test('a toast closes by itself after 4 s', async ({ page }) => {
    await openContactPageAndStopClock(page);
    await submitEmptyForm(page);

    await page.clock.runFor(3900);
    await expect(privacyToast(page)).toBeVisible();
    await expect(invalidToast(page)).toBeVisible();

    // Past 4 s, and past the timer of the exit animation.
    await page.clock.runFor(400);
    await expect(privacyToast(page)).toHaveCount(0);
    await expect(invalidToast(page)).toHaveCount(0);
  });

  test('hovering keeps a toast open past 4 s; it closes once the pointer leaves', async ({ page }) => {
    await openContactPageAndStopClock(page);
    await submitEmptyForm(page);
    await privacyToast(page).hover();

    await page.clock.runFor(5500);
    await expect(privacyToast(page)).toBeVisible();

    await pointerAway(page);
    await page.clock.runFor(4300);
    await expect(privacyToast(page)).toHaveCount(0);
  });

  test('a 25 px drag dismisses a toast, a 10 px drag does not', async ({ page }) => {
    await openContactPageAndStopClock(page);
    await submitEmptyForm(page);
    // The privacy toast came second, so it is in front.
    const front = privacyToast(page);
    await expect(front).toHaveAttribute('data-front', 'true');
    // The pointer stays on the toasts from here on, which pauses their timers; then the clock runs
    // again, as sonner tells a drag from a flick by its speed.
    await front.hover();
    await page.clock.resume();

    await slowDrag(page, front, 10, 0);
    await expect(front).toHaveCount(1);
    await expect(invalidToast(page)).toHaveCount(1);

    await slowDrag(page, front, 25, 0);
    await expect(front).toHaveCount(0);
    await expect(invalidToast(page)).toHaveCount(1);

    // Downwards (the toasts sit at the bottom edge) works as well.
    await expect(invalidToast(page)).toHaveAttribute('data-front', 'true');
    await slowDrag(page, invalidToast(page), 0, 25);
    await expect(invalidToast(page)).toHaveCount(0);
  });
});
