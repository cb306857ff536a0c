import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedConsent } from './support/consent';
import { hydrateSection, waitForPageHydration } from './support/hydration';
import { SCROLL_OFFSET, settledTop } from './support/scroll';
import { demoChat } from '../../web/src/sections/challenges-solutions/demo-chat-content';
import { HERO_TITLE } from '../../web/src/sections/hero/hero-content';

/**
 * Landing page, upper half: hero in the prerendered HTML, pricing button scroll, the typing demo
 * chat, and the test-agents carousel driven by the navigation's 'Demo testen' menu.
 */

async function openHome(page: Page): Promise<void> {
  await seedConsent(page);
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

test('the pricing button scrolls smoothly to the contact section, 80 px below the top', async ({ page }) => {
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
  // Up to one 10 s cycle to catch a run's start, then one more for the run to finish.
  test.setTimeout(60_000);
  await openHome(page);
  const answer = page.locator('#challenges-solutions [data-testid="demo-chat-answer"]');
  await answer.scrollIntoViewIfNeeded();
  const full = demoChat.assistantMessage;

  // Catch the start of a run (the animation restarts every 10 s).
  await expect
    .poll(async () => ((await answer.textContent()) ?? '').length, { intervals: [25], timeout: 12_000 })
    .toBeLessThan(10);

  // Record every change of the text for 1.5 s: it grows one character at a time, as a prefix.
  const seen = await answer.evaluate(
    (el, windowMs) =>
      new Promise<string[]>((resolve) => {
        const texts: string[] = [];
        const observer = new MutationObserver(() => texts.push(el.textContent ?? ''));
        observer.observe(el, { characterData: true, childList: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(texts);
        }, windowMs);
      }),
    1500,
  );
  // Every state is a beginning of the answer, and the answer passes through many of them. (On an
  // idle machine each step is one character; a busy one may merge a few late ticks into one step.)
  for (const text of seen) expect(full.startsWith(text)).toBe(true);
  expect(new Set(seen.map((text) => text.length)).size).toBeGreaterThan(10);
  expect(seen.at(-1)?.length).toBeLessThan(full.length);

  await expect(answer).toHaveText(full, { timeout: 12_000 });
});

test("'Demo testen' → 'Tierarztpraxis' selects that tab and scrolls to the test agents", async ({ page }) => {
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

test('the carousel loops with its arrow buttons and keeps the tabs in step', async ({ page }) => {
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

test('swiping the carousel selects the next assistant for the whole page', async ({ page }) => {
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
