/**
 * The audio performance test (/audio-performance-test, spec: screens, entities "Performance test result",
 * states "Performance test", validation "Performance test URLs", limits): constants, the result shapes, the URL
 * list and the summary (its texts: audio-messages.ts). The browser measurement itself lives in
 * web/src/features/audio-performance-test/measure-url.ts; its load errors reuse the player's
 * messages (audioMessages).
 */

/** Spec: limits. */
export const PERFORMANCE_TEST_TIMEOUT_MS = 30_000;
export const PERFORMANCE_TEST_RETRIES = 1;
export const PERFORMANCE_TEST_PLAYBACK_MS = 500;
export const PERFORMANCE_TEST_VOLUME = 0.01;
/** Timeout and error rates above this share (percent) are shown red. */
export const PERFORMANCE_TEST_ALERT_RATE = 10;

export interface PerformanceTestIssues {
  count: number;
  details: string[];
}

/** Times in milliseconds; null where the test never got that far. */
export interface PerformanceTestMetrics {
  /** From setting the source to the metadata being loaded (the file's header fetched and parsed). */
  loadTime: number | null;
  /** From the metadata to `canplay`: the first audio decoded and ready to play. */
  decodeTime: number | null;
  /** From `play()` to the `playing` event. */
  playbackStartTime: number | null;
  /** `waiting` events while loading or playing: the player ran out of data. */
  bufferingEvents: number;
  errors: PerformanceTestIssues;
  timeouts: PerformanceTestIssues;
}

/** Spec: entities "Performance test result". */
export interface PerformanceTestResult {
  success: boolean;
  url: string;
  /** ISO time the test of this URL started. */
  timestamp: string;
  metrics: PerformanceTestMetrics;
}

/** Spec: entities "Summary": rates in percent, the average in milliseconds (null without a measured load). */
export interface PerformanceTestSummary {
  successRate: number;
  averageLoadTime: number | null;
  timeoutRate: number;
  errorRate: number;
}

/** Spec: validation: the extra URLs, one per line; blank lines dropped, surrounding spaces trimmed. */
export const parseExtraUrls = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const percent = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

/**
 * The summary over the tested URLs: the share that succeeded, the average load time of those with
 * a measured load, the share that ran into a timeout and the share that failed with an error
 * (after its retry).
 */
export function summarizePerformanceTest(results: readonly PerformanceTestResult[]): PerformanceTestSummary {
  const loadTimes = results.map((r) => r.metrics.loadTime).filter((t): t is number => t !== null);
  const timedOut = results.filter((r) => r.metrics.timeouts.count > 0).length;
  const failedWithError = results.filter((r) => !r.success && r.metrics.timeouts.count === 0 && r.metrics.errors.count > 0).length;
  return {
    successRate: percent(results.filter((r) => r.success).length, results.length),
    averageLoadTime: loadTimes.length === 0 ? null : loadTimes.reduce((sum, t) => sum + t, 0) / loadTimes.length,
    timeoutRate: percent(timedOut, results.length),
    errorRate: percent(failedWithError, results.length),
  };
}

/** Whether a rate is shown red (spec: limits: above 10 %). */
export const isAlertRate = (rate: number): boolean => rate > PERFORMANCE_TEST_ALERT_RATE;

