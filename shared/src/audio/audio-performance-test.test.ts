import { describe, expect, it } from 'vitest';
import { isAlertRate, parseExtraUrls, summarizePerformanceTest, type PerformanceTestResult } from './audio-performance-test';

const result = (success: boolean, loadTime: number | null, errors = 0, timeouts = 0): PerformanceTestResult => ({
  success,
  url: 'https://cdn.example/a.mp3',
  timestamp: '2026-11-23T12:00:00.000Z',
  metrics: {
    loadTime,
    decodeTime: null,
    playbackStartTime: null,
    bufferingEvents: 0,
    errors: { count: errors, details: Array<string>(errors).fill('x') },
    timeouts: { count: timeouts, details: Array<string>(timeouts).fill('t') },
  },
});

describe('parseExtraUrls', () => {
  it('takes one URL per line and drops blank lines', () => {
    expect(parseExtraUrls('https://a.example/1.mp3\n\n   \r\n  https://b.example/2.mp3  \n')).toEqual(['https://a.example/1.mp3', 'https://b.example/2.mp3']);
    expect(parseExtraUrls('')).toEqual([]);
  });
});

describe('summarizePerformanceTest', () => {
  it('gives the success, timeout and error rates and the average load time', () => {
    const summary = summarizePerformanceTest([
      result(true, 100),
      result(true, 300, 1), // an error, then a successful retry: a success
      result(false, null, 2), // failed with an error
      result(false, 500, 0, 1), // timed out
    ]);
    expect(summary).toEqual({ successRate: 50, averageLoadTime: 300, timeoutRate: 25, errorRate: 25 });
  });

  it('is zero and without an average for no results', () => {
    expect(summarizePerformanceTest([])).toEqual({ successRate: 0, averageLoadTime: null, timeoutRate: 0, errorRate: 0 });
  });
});

describe('isAlertRate', () => {
  it('is red above 10 %', () => {
    expect(isAlertRate(10)).toBe(false);
    expect(isAlertRate(10.1)).toBe(true);
  });
});
