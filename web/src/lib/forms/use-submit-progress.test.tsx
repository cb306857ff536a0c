// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_PROGRESS, DEMO_PROGRESS } from '@rufbereit/shared';
import { PROGRESS_DONE_HOLD_MS, useSubmitProgress } from './use-submit-progress';

describe('useSubmitProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('rises 5 % every 200 ms and stops at 90 until the answer arrives', () => {
    const { result } = renderHook(() => useSubmitProgress(CONTACT_PROGRESS));
    expect(result.current.value).toBe(0);
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBe(5);
    act(() => vi.advanceTimersByTime(200 * 9));
    expect(result.current.value).toBe(50);
    act(() => vi.advanceTimersByTime(200 * 100));
    expect(result.current.value).toBe(90);
  });

  it('jumps to 100 on success and resets to 0 afterwards', () => {
    const { result } = renderHook(() => useSubmitProgress(CONTACT_PROGRESS));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.value).toBe(25);
    act(() => result.current.complete());
    expect(result.current.value).toBe(100);
    act(() => vi.advanceTimersByTime(PROGRESS_DONE_HOLD_MS));
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.value).toBe(0);
  });

  it('goes back to 0 at once on failure and starts from 0 again', () => {
    const { result } = renderHook(() => useSubmitProgress(CONTACT_PROGRESS));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.reset());
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.value).toBe(0);
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.value).toBe(5);
  });

  it('follows the demo plan: +10 every 300 ms, cap 90', () => {
    const { result } = renderHook(() => useSubmitProgress(DEMO_PROGRESS));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.value).toBe(10);
    act(() => vi.advanceTimersByTime(300 * 20));
    expect(result.current.value).toBe(90);
  });
});
