// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTR, SECTION_SLOT_ATTR } from '../lib/hydrated-attr';
import { PRERENDERED_PATH_ATTR } from '../lib/prerendered-path';
import { holdEarlyClicks as installHolder } from './early-clicks';

let stopHolding: (() => void) | undefined;
const holdEarlyClicks = (startApp: () => void): void => {
  stopHolding = installHolder(startApp);
};

/** A prerendered page with a button outside any section and one in the cookie sheet's slot. */
function renderPrerenderedPage(): { pageButton: HTMLButtonElement; sheetButton: HTMLButtonElement; sheet: HTMLElement } {
  document.body.innerHTML = `
    <div id="root" ${PRERENDERED_PATH_ATTR}="/">
      <button id="page-button">Seite</button>
      <div ${SECTION_SLOT_ATTR}="cookie-consent" id="sheet"><h2>Cookies</h2><button id="sheet-button">Alle akzeptieren</button></div>
    </div>`;
  return {
    pageButton: document.getElementById('page-button') as HTMLButtonElement,
    sheetButton: document.getElementById('sheet-button') as HTMLButtonElement,
    sheet: document.getElementById('sheet') as HTMLElement,
  };
}

const markPageHydrated = (): void => document.documentElement.setAttribute(HYDRATED_ATTR, '/');
const markSectionHydrated = (sheet: HTMLElement): void => sheet.querySelector('h2')?.setAttribute(HYDRATED_ATTR, '');
/** Lets the MutationObserver run, then advances the fake clock. */
async function elapse(ms: number): Promise<void> {
  await Promise.resolve();
  await vi.advanceTimersByTimeAsync(ms);
}

describe('holdEarlyClicks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/');
    document.documentElement.removeAttribute(HYDRATED_ATTR);
  });
  afterEach(() => {
    stopHolding?.();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('holds a tap before hydration, starts the app, and replays the tap once the page has hydrated', async () => {
    const { pageButton } = renderPrerenderedPage();
    const startApp = vi.fn();
    const reached = vi.fn();
    holdEarlyClicks(startApp);
    pageButton.addEventListener('click', reached);

    pageButton.click();
    expect(startApp).toHaveBeenCalledOnce();
    expect(reached).not.toHaveBeenCalled();

    markPageHydrated();
    await elapse(0);
    expect(reached).toHaveBeenCalledOnce();
  });

  it('holds a tap on a section that is not live yet even after the page has hydrated, and replays it when the section is', async () => {
    const { sheetButton, sheet, pageButton } = renderPrerenderedPage();
    const reachedSheet = vi.fn();
    const reachedPage = vi.fn();
    holdEarlyClicks(vi.fn());
    markPageHydrated();
    await elapse(0);
    sheetButton.addEventListener('click', reachedSheet);
    pageButton.addEventListener('click', reachedPage);

    pageButton.click(); // outside any section: the hydrated page handles it at once
    expect(reachedPage).toHaveBeenCalledOnce();

    sheetButton.click();
    await elapse(4000); // the sheet's chunk is slow: longer than a page's hydration
    expect(reachedSheet).not.toHaveBeenCalled();
    markSectionHydrated(sheet);
    await elapse(100);
    expect(reachedSheet).toHaveBeenCalledOnce();

    sheetButton.click(); // live now: passes straight through
    expect(reachedSheet).toHaveBeenCalledTimes(2);
  });

  it('replays only the last held tap', async () => {
    const { sheetButton, sheet, pageButton } = renderPrerenderedPage();
    const reachedSheet = vi.fn();
    const reachedPage = vi.fn();
    holdEarlyClicks(vi.fn());
    sheetButton.addEventListener('click', reachedSheet);
    pageButton.addEventListener('click', reachedPage);
    sheetButton.click();
    pageButton.click();
    markPageHydrated();
    markSectionHydrated(sheet);
    await elapse(100);
    expect(reachedPage).toHaveBeenCalledOnce();
    expect(reachedSheet).not.toHaveBeenCalled();
  });

  it('lets taps through again when the app never hydrates the page', async () => {
    const { pageButton } = renderPrerenderedPage();
    const reached = vi.fn();
    holdEarlyClicks(vi.fn());
    pageButton.addEventListener('click', reached);
    await elapse(20_000);
    pageButton.click();
    expect(reached).toHaveBeenCalledOnce();
  });
});
