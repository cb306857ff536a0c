import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { NOT_FOUND_PATH, siteRoutes, siteSettings } from '@rufbereit/shared';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';

/**
 * The layout holds at every width a visitor may have (phones, tablets, small laptops, desktops):
 * every prerendered page at each width below, checked on its server HTML (JavaScript off, so it is
 * fast and sees what a visitor sees before the app starts; the app renders the same markup).
 *
 * Per page and width:
 * - no horizontal overflow (the page never scrolls sideways);
 * - every header entry is inside the viewport and on one line;
 * - no two links or buttons of the header or the footer overlap;
 * - no heading is wider than its box (a long German word that does not break);
 * - the h1 is not smaller than any h2.
 *
 * One browser context and one tab for all pages; a page is loaded once and resized through the widths.
 */

const WIDTHS = [360, 390, 768, 900, 1024, 1280, 1440] as const;
const HEIGHT = 900;

const paths = [...siteRoutes.filter((route) => route.prerender).map((route) => route.path), NOT_FOUND_PATH];

/** What is wrong with the page at the current width; an empty list when nothing is. */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const describe = (el: Element): string => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const visible = (el: Element): boolean => el.checkVisibility() && el.getBoundingClientRect().width > 1;

  if (document.documentElement.scrollWidth > viewport) {
    const wide = [...document.body.querySelectorAll('*')].filter((el) => visible(el) && el.getBoundingClientRect().right > viewport + 0.5);
    // The innermost offenders say most about the cause.
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px > ${viewport} px (${innermost.slice(0, 3).map(describe).join(', ')})`);
  }

  const header = document.querySelector('body header');
  const footer = document.querySelector('body footer');
  const interactive = (root: Element | null): Element[] => (root ? [...root.querySelectorAll('a, button')].filter(visible) : []);

  /** Distinct line positions of the visible text inside an element. */
  const textLines = (el: Element): number => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !visible(parent) || parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 1) tops.add(Math.round(rect.top));
    }
    return tops.size;
  };

  for (const el of interactive(header)) {
    const rect = el.getBoundingClientRect();
    if (rect.left < -0.5 || rect.right > viewport + 0.5) problems.push(`header entry outside the viewport: ${describe(el)} (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);
    if (textLines(el) > 1) problems.push(`header entry wraps: ${describe(el)}`);
  }

  for (const [name, root] of [['header', header], ['footer', footer]] as const) {
    const boxes = interactive(root).map((el) => ({ el, rect: el.getBoundingClientRect() }));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (overlapX > 1 && overlapY > 1) problems.push(`${name} links overlap: ${describe(a.el)} and ${describe(b.el)}`);
      }
    }
  }

  for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
    if (!visible(heading)) continue;
    if (heading.scrollWidth > heading.clientWidth + 1) problems.push(`heading wider than its box: ${describe(heading)} (${heading.scrollWidth} > ${heading.clientWidth} px)`);
  }

  const size = (el: Element): number => parseFloat(getComputedStyle(el).fontSize);
  const h1 = document.querySelector('h1');
  const largestH2 = Math.max(0, ...[...document.querySelectorAll('h2')].filter(visible).map(size));
  if (h1 && visible(h1) && size(h1) < largestH2) problems.push(`h1 (${size(h1)} px) is smaller than an h2 (${largestH2} px)`);

  return problems;
}

test.describe('layout at every width', () => {
  // Not serial: every page is checked even when an earlier one fails (a failure restarts the worker,
  // and beforeAll opens the tab again).
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE', viewport: { width: WIDTHS[0], height: HEIGHT } });
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context.close();
  });

  for (const path of paths) {
    test(`${path} holds at ${WIDTHS.join(', ')} px`, async () => {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(path, { waitUntil: 'load' });
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        problems.push(...(await page.evaluate(layoutProblems)).map((problem) => `${width} px: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('header on tablets and small laptops', () => {
  const phoneName = `Anrufen: ${siteSettings.phoneDisplay}`;

  test('from 768 px the phone link and the button are in the bar, the section links behind the menu until 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await seedConsent(page);
    await gotoHydrated(page, '/');
    const header = page.locator('body header');
    await expect(header.getByRole('link', { name: phoneName })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Kostenlos starten' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();

    const toggle = header.locator('button[aria-controls="mobile-menu"]');
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(nav.getByRole('link').or(nav.getByRole('button'))).toHaveText(['Home', 'Funktionen', 'Vorteile', 'Branchen', 'Demo testen', 'Kontakt']);
    // Growing past 1024 px closes the menu and shows the links in the bar, the phone as an icon.
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Funktionen' })).toBeVisible();
    const phone = header.getByRole('link', { name: phoneName });
    await expect(phone).toBeVisible();
    expect((await phone.boundingBox())?.width).toBeLessThan(48);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(phone).toContainText(siteSettings.phoneDisplay);
    expect((await phone.boundingBox())?.width).toBeGreaterThan(100);
  });
});
