import { useCallback, useEffect, useRef, useState } from 'react';
import type { PerformanceTestResult } from '@rufbereit/shared';
import { browserEnvironment, runPerformanceTest } from './measure-url';

/** Spec: states: idle, running (index and progress), finished or cancelled. */
export type PerformanceTestStatus = 'idle' | 'running' | 'finished' | 'cancelled';

export interface PerformanceTestState {
  status: PerformanceTestStatus;
  /** The URLs of the current or last run. */
  urls: readonly string[];
  results: PerformanceTestResult[];
  /** Index of the URL under test while running. */
  index: number;
  /** Share of the URLs done, 0–100. */
  progress: number;
}

const idle: PerformanceTestState = { status: 'idle', urls: [], results: [], index: 0, progress: 0 };

/** Runs the test in the browser; a second start while running is ignored (spec: states). */
export function usePerformanceTest() {
  const [state, setState] = useState<PerformanceTestState>(idle);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback((urls: readonly string[]) => {
    if (controller.current || urls.length === 0) return;
    const run = new AbortController();
    controller.current = run;
    setState({ status: 'running', urls, results: [], index: 0, progress: 0 });
    void runPerformanceTest(urls, browserEnvironment(), run.signal, (result, index) => {
      setState((s) => ({ ...s, results: [...s.results, result], index: index + 1, progress: ((index + 1) / urls.length) * 100 }));
    }).then(() => {
      controller.current = null;
      setState((s) => ({ ...s, status: run.signal.aborted ? 'cancelled' : 'finished' }));
    });
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  // Leaving the page stops the test (and its audio).
  useEffect(() => () => controller.current?.abort(), []);

  return { state, start, cancel };
}
