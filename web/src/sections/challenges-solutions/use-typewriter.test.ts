// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { TYPING_CHAR_INTERVAL_MS, TYPING_RESTART_INTERVAL_MS, useTypewriter } from './use-typewriter';

const TEXT = 'Gerne, am Mittwoch um 10:00 Uhr ist noch frei.';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useTypewriter', () => {
  it('uses the spec timing: 30 ms per character, restart every 10 s', () => {
    expect(TYPING_CHAR_INTERVAL_MS).toBe(30);
    expect(TYPING_RESTART_INTERVAL_MS).toBe(10_000);
  });

  it('types one character every 30 ms until the text is complete', () => {
    const { result } = renderHook(() => useTypewriter(TEXT));
    expect(result.current.shown).toBe('');
    advance(29);
    expect(result.current.shown).toBe('');
    advance(1);
    expect(result.current.shown).toBe('G');
    advance(30 * 4);
    expect(result.current.shown).toBe('Gerne');
    expect(result.current.complete).toBe(false);
    advance(30 * (TEXT.length - 5));
    expect(result.current.shown).toBe(TEXT);
    expect(result.current.complete).toBe(true);
  });

  it('keeps the full text until 10 s after the start, then types it again from the beginning', () => {
    const { result } = renderHook(() => useTypewriter(TEXT));
    advance(9_999);
    expect(result.current.shown).toBe(TEXT);
    advance(1);
    expect(result.current.shown).toBe('');
    advance(30);
    expect(result.current.shown).toBe('G');
    advance(10_000 - 30);
    expect(result.current.shown).toBe('');
  });

  it('cuts a run short when the restart comes before the end of a long text', () => {
    const long = 'x'.repeat(400); // 12 s of typing
    const { result } = renderHook(() => useTypewriter(long));
    advance(9_990);
    expect(result.current.shown).toHaveLength(333);
    advance(10);
    expect(result.current.shown).toBe('');
    advance(60);
    expect(result.current.shown).toHaveLength(2);
  });

  it('catches up from the clock when ticks come late, as on a busy device', () => {
    const { result } = renderHook(() => useTypewriter(TEXT));
    vi.setSystemTime(Date.now() + 270); // the clock moves on, but no tick has run yet
    advance(30);
    expect(result.current.shown).toBe(TEXT.slice(0, 10));
  });

  it('shows the whole text at once and runs no timers when disabled', () => {
    const { result } = renderHook(() => useTypewriter(TEXT, { disabled: true }));
    expect(result.current.shown).toBe(TEXT);
    expect(result.current.complete).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops its timers on unmount', () => {
    const { unmount } = renderHook(() => useTypewriter(TEXT));
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
