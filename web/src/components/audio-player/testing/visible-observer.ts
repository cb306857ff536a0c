/**
 * An IntersectionObserver for tests that reports every observed element as on screen at once
 * (happy-dom's observer never reports anything). Install with vi.stubGlobal.
 */
export class OnScreenObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {}
  observe(target: Element): void {
    this.callback([{ isIntersecting: true, target }]);
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
