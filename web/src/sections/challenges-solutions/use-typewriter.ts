import { useEffect, useState } from 'react';

/** Spec: limits: the demo chat types 30 ms per character and starts over every 10 seconds. */
export const TYPING_CHAR_INTERVAL_MS = 30;
export const TYPING_RESTART_INTERVAL_MS = 10_000;

export interface TypewriterOptions {
  charIntervalMs?: number;
  restartIntervalMs?: number;
  /** Show the whole text at once and run no timers (reduced motion). */
  disabled?: boolean;
}

export interface TypewriterState {
  /** The part of the text typed so far. */
  shown: string;
  complete: boolean;
}

/**
 * Types `text` one character per interval and starts over on a fixed cycle (measured from the start
 * of each run, so a long text may be cut off by the restart). The first render (and the prerendered
 * HTML) holds the whole text, so crawlers and visitors without JavaScript read all of it.
 */
export function useTypewriter(text: string, options: TypewriterOptions = {}): TypewriterState {
  const { charIntervalMs = TYPING_CHAR_INTERVAL_MS, restartIntervalMs = TYPING_RESTART_INTERVAL_MS, disabled = false } = options;
  const [count, setCount] = useState(text.length);

  useEffect(() => {
    if (disabled) {
      setCount(text.length);
      return undefined;
    }
    let typingTimer: ReturnType<typeof setInterval> | undefined;
    const startRun = () => {
      clearInterval(typingTimer);
      const startedAt = Date.now();
      setCount(0);
      typingTimer = setInterval(() => {
        // Count from the clock, not from ticks: on a busy device late ticks catch up, so a run
        // still takes 30 ms per character overall and finishes before the next restart.
        const typed = Math.min(text.length, Math.floor((Date.now() - startedAt) / charIntervalMs));
        setCount(typed);
        if (typed >= text.length) clearInterval(typingTimer);
      }, charIntervalMs);
    };
    startRun();
    const restartTimer = setInterval(startRun, restartIntervalMs);
    return () => {
      clearInterval(typingTimer);
      clearInterval(restartTimer);
    };
  }, [text, charIntervalMs, restartIntervalMs, disabled]);

  const shown = text.slice(0, count);
  return { shown, complete: shown.length === text.length };
}
