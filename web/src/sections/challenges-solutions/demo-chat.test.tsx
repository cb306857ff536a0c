// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { DemoChat } from './demo-chat';
import { demoChat } from '../../content/landing/demo-chat';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** The chat types only while on screen: stand in for the browser's IntersectionObserver. */
function chatOnScreen(visible: boolean) {
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback([{ isIntersecting: visible, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = () => screen.getByTestId('demo-chat-answer').textContent;

describe('DemoChat', () => {
  it('types the answer out for visitors without a motion preference', () => {
    preferReducedMotion(false);
    chatOnScreen(true);
    vi.useFakeTimers();
    render(<DemoChat />);
    expect(answer()).toBe('');
    act(() => {
      vi.advanceTimersByTime(30 * 10);
    });
    expect(answer()).toBe(demoChat.assistantMessage.slice(0, 10));
  });

  it('runs no timers while the chat is off screen', () => {
    preferReducedMotion(false);
    chatOnScreen(false);
    vi.useFakeTimers();
    render(<DemoChat />);
    expect(answer()).toBe(demoChat.assistantMessage);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the whole answer at once under prefers-reduced-motion', () => {
    preferReducedMotion(true);
    vi.useFakeTimers();
    render(<DemoChat />);
    expect(answer()).toBe(demoChat.assistantMessage);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives screen readers the final answer only: the typing is hidden, a polite region holds the full text', () => {
    preferReducedMotion(false);
    vi.useFakeTimers();
    render(<DemoChat />);
    expect(screen.getByTestId('demo-chat-answer').closest('[aria-hidden="true"]')).not.toBeNull();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe(demoChat.assistantMessage);
    expect(screen.getByText(demoChat.callerMessage)).toBeTruthy();
  });
});
