import { useCallback, useEffect, useRef, useState } from 'react';

export interface ProgressPlan {
  /** Percent added per tick. */
  step: number;
  intervalMs: number;
  /** The bar stops here until the answer arrives. */
  cap: number;
}

/** How long a finished bar stays at 100 % before it resets to 0. */
export const PROGRESS_DONE_HOLD_MS = 600;

/**
 * Simulated progress of a form submission (spec: contact +5 % every 200 ms up to 90; demo +10 %
 * every 300 ms up to 90): `start` begins rising, `complete` jumps to 100 and resets to 0 shortly
 * after, `reset` goes back to 0 at once (failure).
 */
export function useSubmitProgress({ step, intervalMs, cap }: ProgressPlan) {
  const [value, setValue] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef(0);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    clearTimeout(holdTimer.current);
    timer.current = undefined;
    holdTimer.current = undefined;
  }, []);

  const set = useCallback((next: number) => {
    current.current = next;
    setValue(next);
  }, []);

  const start = useCallback(() => {
    stop();
    set(0);
    timer.current = setInterval(() => {
      const next = Math.min(cap, current.current + step);
      set(next);
      if (next >= cap) clearInterval(timer.current);
    }, intervalMs);
  }, [cap, intervalMs, set, step, stop]);

  const reset = useCallback(() => {
    stop();
    set(0);
  }, [set, stop]);

  const complete = useCallback(() => {
    stop();
    set(100);
    holdTimer.current = setTimeout(() => set(0), PROGRESS_DONE_HOLD_MS);
  }, [set, stop]);

  useEffect(() => stop, [stop]);

  return { value, start, complete, reset };
}
