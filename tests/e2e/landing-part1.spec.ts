import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedConsent } from './support/consent';
import { hydrateSection, waitForPageHydration } from './support/hydration';
import { useSharedPage } from './support/shared-page';
import { SCROLL_OFFSET, settledTop } from './support/scroll';
import { demoChat } from '../../web/src/content/landing/demo-chat';
import { TYPING_CHAR_INTERVAL_MS } from '../../web/src/sections/challenges-solutions/use-typewriter';

/** Characters a run can have typed within one 500 ms step after it started over. */
const TYPING_RESTART_STEP_CHARS = Math.ceil(500 / TYPING_CHAR_INTERVAL_MS) + 1;
import { HERO_TITLE } from '../../web/src/content/landing/hero';

/**
 * Landing page, upper half: hero in the prerendered HTML, pricing button scroll, the typing demo
 * chat, and the test-agents carousel driven by the navigation's 'Demo testen' menu.
 */

// The landing page with its motion (the suite's default is reduced motion, decision 0022): the hero's
// canvas, the smooth scroll, the typing chat and the carousel as most visitors see them.
test.use({ reducedMotion: 'no-preference' });

/**
 * One tab, with a stored cookie decision, for the tests that look and click; the demo chat's test runs the
 * page on Playwright's clock and opens its own.
 */
const sharedPage = useSharedPage({ consent: true });

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await waitForPageHydration(page);
}

/**
 * Waits until the carousel shows the slide of this agent: the slide's left edge rests on the
 * carousel's left edge (slides are as wide as the carousel; the others sit outside it).
 */
async function expectSlideShown(section: Locator, agent: string): Promise<void> {
  const carousel = section.getByRole('region', { name: 'Test-Assistenten' });
  const slide = section.getByRole('tabpanel', { name: agent });
  await expect
    .poll(async () => {
      const [slideBox, carouselBox] = await Promise.all([slide.boundingBox(), carousel.boundingBox()]);
      return slideBox && carouselBox ? Math.round(Math.abs(slideBox.x - carouselBox.x)) : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(1);
  await expect(slide.getByRole('heading', { level: 3 })).toContainText(agent);
}

test('the hero title and the pricing text are in the prerendered HTML (no script needed)', async ({ request }) => {
  const response = await request.get('/');
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).toContain(HERO_TITLE);
  expect(html).toContain('id="home"');
  // The pricing section is lazily loaded in the browser, yet its text is in the raw HTML, visible
  // (not in a hidden template that an inline script would reveal).
  expect(html).toContain('id="pricing"');
  // A narrow no-break space keeps number and sign together.
  expect(html).toContain('0,32\u202F€ – 0,45\u202F€');
  expect(html).not.toContain('<template');
  // Every landing anchor of the spec is in the page.
  for (const id of ['home', 'features', 'benefits', 'industries', 'test-agents', 'contact', 'pricing', 'roi-heading', 'testimonials', 'faq', 'demo-gespräche', 'product-overview', 'challenges-solutions']) {
    expect(html, id).toContain(`id="${id}"`);
  }
});

test('the pricing button scrolls smoothly to the contact section, 80 px below the top', async () => {
  const page = sharedPage();
  await openHome(page);
  const pricing = page.locator('#pricing');
  await expect(pricing.getByText('0,32 € – 0,45 €')).toBeVisible();
  // Hydrated first: a click held for a section still loading is replayed later (early-clicks.spec.ts
  // covers that), and the scroll would start after settledTop had already seen the page at rest.
  await hydrateSection(pricing);

  await pricing.getByRole('link', { name: '14 Tage kostenlos starten' }).click();

  const top = await settledTop(page.locator('#contact'));
  expect(Math.abs(top - SCROLL_OFFSET)).toBeLessThanOrEqual(2);
  // Scrolled in place: the landing page did not navigate or reload.
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the demo chat types the answer character by character and completes it', async ({ page }) => {
  // The page runs on Playwright's clock: after hydration the test stops it and moves it on itself, so
  // every step below is exact page time, however busy the machine is (no waiting for a 10 s cycle).
  await page.clock.install();
  await seedConsent(page);
  await openHome(page);
  const section = page.locator('#challenges-solutions');
  await hydrateSection(section);
  const answer = section.getByTestId('demo-chat-answer');
  const full = demoChat.assistantMessage;
  const typed = async (): Promise<number> => ((await answer.textContent()) ?? '').length;
  await page.clock.pauseAt(Date.now() + 1_000);

  // Find the start of a run: the text gets shorter when the animation starts over (every 10 s).
  let previous = await typed();
  for (let step = 0; step < 25; step++) {
    await page.clock.runFor(500);
    const now = await typed();
    if (now < previous) break;
    previous = now;
  }
  const start = await typed();
  expect(start).toBeLessThan(TYPING_RESTART_STEP_CHARS);

  // One character per 30 ms, each state a beginning of the answer.
  const seen: string[] = [];
  for (let step = 0; step < 15; step++) {
    await page.clock.runFor(TYPING_CHAR_INTERVAL_MS);
    seen.push((await answer.textContent()) ?? '');
  }
  for (const text of seen) expect(full.startsWith(text)).toBe(true);
  expect(seen.map((text) => text.length)).toEqual(Array.from({ length: 15 }, (_, i) => start + i + 1));

  await page.clock.runFor(full.length * TYPING_CHAR_INTERVAL_MS);
  await expect(answer).toHaveText(full);
});

test("'Demo testen' → 'Tierarztpraxis' selects that tab and scrolls to the test agents", async () => {
  const page = sharedPage();
  await openHome(page);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const section = page.locator('#test-agents');
  await expect(section.getByRole('tab', { name: 'Physiotherapie' })).toHaveAttribute('aria-selected', 'true');

  await nav.getByRole('button', { name: 'Demo testen' }).click();
  await nav.getByRole('button', { name: 'Tierarztpraxis' }).click();

  await expect(section.getByRole('tab', { name: 'Tierarztpraxis' })).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('tab', { name: 'Physiotherapie' })).toHaveAttribute('aria-selected', 'false');
  const top = await settledTop(section);
  expect(Math.abs(top - SCROLL_OFFSET)).toBeLessThanOrEqual(2);
  // The carousel slid to the veterinary assistant.
  await expectSlideShown(section, 'Tierarztpraxis');
});

test('the carousel loops with its arrow buttons and keeps the tabs in step', async () => {
  const page = sharedPage();
  await openHome(page);
  const section = page.locator('#test-agents');
  await section.scrollIntoViewIfNeeded();
  const next = section.getByRole('button', { name: 'Nächster Assistent' });
  const previous = section.getByRole('button', { name: 'Vorheriger Assistent' });

  await expectSlideShown(section, 'Physiotherapie');
  await next.click(); // loops from the last to the first
  await expect(section.getByRole('tab', { name: 'Friseursalon' })).toHaveAttribute('aria-selected', 'true');
  await expectSlideShown(section, 'Friseursalon');
  await previous.click(); // and back
  await expectSlideShown(section, 'Physiotherapie');

  const tab = section.getByRole('tab', { name: 'Physiotherapie' });
  await tab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(section.getByRole('tab', { name: 'Tierarztpraxis' })).toBeFocused();
  await expectSlideShown(section, 'Tierarztpraxis');
  await expect(section.getByText('Demo-Nummer auf Anfrage').first()).toBeAttached();
});

test('swiping the carousel selects the next assistant for the whole page', async () => {
  const page = sharedPage();
  await openHome(page);
  const section = page.locator('#test-agents');
  const slide = section.getByRole('tabpanel', { name: 'Physiotherapie' });
  await hydrateSection(section);
  await slide.scrollIntoViewIfNeeded();
  await expectSlideShown(section, 'Physiotherapie');

  // Drag the slide to the left like a swipe (embla follows pointer events). Retried: a drag while
  // the carousel re-measures itself (500 ms after it starts) can be ignored.
  const friseurTab = section.getByRole('tab', { name: 'Friseursalon' });
  await expect(async () => {
    const box = await slide.boundingBox();
    if (!box) throw new Error('slide has no box');
    const y = box.y + Math.min(box.height / 2, 200);
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect(friseurTab).toHaveAttribute('aria-selected', 'true', { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expectSlideShown(section, 'Friseursalon');
});
