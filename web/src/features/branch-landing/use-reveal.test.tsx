// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealItem, useReveal } from './use-reveal';

/** An IntersectionObserver the test drives: `enterView()` reports every observed element as visible. */
class ManualObserver {
  static instances: ManualObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {
    ManualObserver.instances.push(this);
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  unobserve(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  takeRecords(): [] {
    return [];
  }
  static enterView(): void {
    for (const observer of ManualObserver.instances) {
      if (!observer.disconnected) observer.callback(observer.targets.map((target) => ({ isIntersecting: true, target })));
    }
  }
}

function List({ top }: { top: number }) {
  const { ref, phase } = useReveal<HTMLUListElement>();
  return (
    <ul ref={ref} data-top={top}>
      {['Eins', 'Zwei', 'Drei'].map((label, index) => {
        const reveal = revealItem(phase, index);
        return (
          <li key={label} className={reveal.className} style={reveal.style}>
            {label}
          </li>
        );
      })}
    </ul>
  );
}

let reducedMotion = false;
beforeEach(() => {
  ManualObserver.instances = [];
  reducedMotion = false;
  vi.stubGlobal('IntersectionObserver', ManualObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reducedMotion, media: query, addEventListener() {}, removeEventListener() {} }));
  // Where the list starts: happy-dom does no layout, so the test says where each element is.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = Number(this.dataset.top ?? 0);
    return { top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useReveal', () => {
  it('fades a block below the viewport in once it scrolls into view, 0.1 s later per item', () => {
    render(<List top={window.innerHeight + 500} />);
    expect(screen.getByText('Eins')).toHaveClass('opacity-0');

    act(() => ManualObserver.enterView());
    const items = ['Eins', 'Zwei', 'Drei'].map((label) => screen.getByText(label));
    for (const item of items) expect(item).toHaveClass('opacity-100');
    expect(items.map((item) => item.style.transitionDelay)).toEqual(['0.0s', '0.1s', '0.2s']);
    expect(ManualObserver.instances[0]?.disconnected).toBe(true);
  });

  it('never hides a block that is already on screen', () => {
    render(<List top={100} />);
    expect(screen.getByText('Eins').className).toBe('');
    expect(ManualObserver.instances).toHaveLength(0);
  });

  it('does not animate for visitors who prefer reduced motion', () => {
    reducedMotion = true;
    render(<List top={window.innerHeight + 500} />);
    expect(screen.getByText('Eins').className).toBe('');
    expect(ManualObserver.instances).toHaveLength(0);
  });
});
