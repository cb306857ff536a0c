import { useEffect, useRef } from 'react';

/**
 * `callback` run `delayMs` after the last call (a search applied when typing pauses); a pending call
 * is dropped when the component goes away.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): (...args: A) => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const debounced = useRef((...args: A) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), delayMs);
  });
  return debounced.current;
}
