import {
  audioMessages,
  performanceTestMessages as m,
  PERFORMANCE_TEST_PLAYBACK_MS,
  PERFORMANCE_TEST_RETRIES,
  PERFORMANCE_TEST_TIMEOUT_MS,
  PERFORMANCE_TEST_VOLUME,
  type PerformanceTestMetrics,
  type PerformanceTestResult,
} from '@rufbereit/shared';

/** The part of an HTMLAudioElement the measurement uses (a fake one in unit tests). */
export interface MeasuredMedia {
  src: string;
  preload: string;
  volume: number;
  readonly error: { readonly code: number } | null;
  load(): void;
  play(): Promise<void>;
  pause(): void;
  removeAttribute(name: 'src'): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** What the measurement needs from the browser, handed in so the logic runs under test without one. */
export interface MeasureEnvironment {
  createMedia: () => MeasuredMedia;
  /** A monotonic clock in milliseconds (performance.now in the browser). */
  now: () => number;
  /** The wall clock, for the result's timestamp. */
  date: () => Date;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** Relative URLs (the default tracks' `/media/...`) are resolved against this. */
  baseUrl: string;
}

type Attempt =
  | { outcome: 'success' | 'error' | 'timeout'; detail?: string; metrics: Omit<PerformanceTestMetrics, 'errors' | 'timeouts'> }
  | { outcome: 'aborted' };

const mediaErrorDetail = (error: { readonly code: number } | null): string =>
  (error && audioMessages.mediaErrorDetail[error.code]) ?? audioMessages.unknownErrorDetail;

/**
 * One try of one URL (spec: states): load until playable, play at volume 0.01 for 500 ms, then
 * success. An error or the 30 s timeout ends the try; so does the caller's abort.
 */
function attemptOnce(src: string, env: MeasureEnvironment, signal: AbortSignal): Promise<Attempt> {
  return new Promise((resolve) => {
    const media = env.createMedia();
    const start = env.now();
    let metadataAt: number | null = null;
    let canPlayAt: number | null = null;
    let playCalledAt: number | null = null;
    let playingAt: number | null = null;
    let bufferingEvents = 0;
    let playbackTimer: unknown;
    let settled = false;

    const metrics = () => ({
      loadTime: metadataAt === null ? null : metadataAt - start,
      decodeTime: canPlayAt === null ? null : canPlayAt - (metadataAt ?? start),
      playbackStartTime: playingAt === null || playCalledAt === null ? null : playingAt - playCalledAt,
      bufferingEvents,
    });

    const listeners: Record<string, () => void> = {
      loadedmetadata: () => {
        metadataAt ??= env.now();
      },
      canplay: () => {
        if (canPlayAt !== null) return;
        canPlayAt = env.now();
        playCalledAt = env.now();
        media.play().catch((error: unknown) => {
          finish({ outcome: 'error', detail: m.playRefused(error instanceof Error ? error.message : String(error)), metrics: metrics() });
        });
      },
      playing: () => {
        if (playingAt !== null) return;
        playingAt = env.now();
        playbackTimer = env.setTimer(() => finish({ outcome: 'success', metrics: metrics() }), PERFORMANCE_TEST_PLAYBACK_MS);
      },
      waiting: () => {
        bufferingEvents += 1;
      },
      error: () => {
        finish({ outcome: 'error', detail: audioMessages.loadError(mediaErrorDetail(media.error)), metrics: metrics() });
      },
    };
    const onAbort = () => finish({ outcome: 'aborted' });
    const timeout = env.setTimer(
      () => finish({ outcome: 'timeout', detail: m.timeoutDetail(PERFORMANCE_TEST_TIMEOUT_MS), metrics: metrics() }),
      PERFORMANCE_TEST_TIMEOUT_MS,
    );

    function finish(attempt: Attempt): void {
      if (settled) return;
      settled = true;
      env.clearTimer(timeout);
      if (playbackTimer !== undefined) env.clearTimer(playbackTimer);
      signal.removeEventListener('abort', onAbort);
      for (const [type, listener] of Object.entries(listeners)) media.removeEventListener(type, listener);
      // Stop and let go of the file, so the next URL is measured without this one's download.
      media.pause();
      media.removeAttribute('src');
      media.load();
      resolve(attempt);
    }

    if (signal.aborted) {
      finish({ outcome: 'aborted' });
      return;
    }
    signal.addEventListener('abort', onAbort);
    for (const [type, listener] of Object.entries(listeners)) media.addEventListener(type, listener);
    media.preload = 'auto';
    media.volume = PERFORMANCE_TEST_VOLUME;
    media.src = src;
    media.load();
  });
}

/** http(s) URLs only; relative ones against the page. */
function resolveUrl(url: string, baseUrl: string): string | null {
  try {
    const resolved = new URL(url, baseUrl);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/**
 * Measures one URL in the browser: one retry after an error, none after a timeout (spec: states).
 * Errors and timeouts of every try are counted; the times are those of the last try.
 * Resolves to null when aborted.
 */
export async function measureUrl(url: string, env: MeasureEnvironment, signal: AbortSignal): Promise<PerformanceTestResult | null> {
  const timestamp = env.date().toISOString();
  const errors: string[] = [];
  const timeouts: string[] = [];
  const result = (success: boolean, measured: Omit<PerformanceTestMetrics, 'errors' | 'timeouts'>): PerformanceTestResult => ({
    success,
    url,
    timestamp,
    metrics: { ...measured, errors: { count: errors.length, details: errors }, timeouts: { count: timeouts.length, details: timeouts } },
  });

  const src = resolveUrl(url, env.baseUrl);
  if (src === null) {
    errors.push(audioMessages.invalidUrl);
    return result(false, { loadTime: null, decodeTime: null, playbackStartTime: null, bufferingEvents: 0 });
  }
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await attemptOnce(src, env, signal);
    if (outcome.outcome === 'aborted') return null;
    if (outcome.outcome === 'success') return result(true, outcome.metrics);
    if (outcome.outcome === 'timeout') {
      timeouts.push(outcome.detail ?? '');
      return result(false, outcome.metrics);
    }
    errors.push(outcome.detail ?? '');
    if (attempt >= PERFORMANCE_TEST_RETRIES) return result(false, outcome.metrics);
  }
}

/** Tests the URLs one after another; `onResult` hears each result. Stops (early) when aborted. */
export async function runPerformanceTest(
  urls: readonly string[],
  env: MeasureEnvironment,
  signal: AbortSignal,
  onResult: (result: PerformanceTestResult, index: number) => void,
): Promise<void> {
  for (const [index, url] of urls.entries()) {
    const result = await measureUrl(url, env, signal);
    if (result === null) return;
    onResult(result, index);
  }
}

/** The browser's environment. */
export const browserEnvironment = (): MeasureEnvironment => ({
  createMedia: () => new Audio(),
  now: () => performance.now(),
  date: () => new Date(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (handle) => window.clearTimeout(handle as number),
  baseUrl: window.location.href,
});
