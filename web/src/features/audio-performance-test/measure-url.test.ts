import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioMessages, PERFORMANCE_TEST_TIMEOUT_MS, type PerformanceTestResult } from '@rufbereit/shared';
import { measureUrl, runPerformanceTest, type MeasureEnvironment, type MeasuredMedia } from './measure-url';

/**
 * A media element stand-in whose events the test fires by hand, at moments it picks with fake
 * timers: so every measured time is known exactly.
 */
class FakeMedia extends EventTarget implements MeasuredMedia {
  src = '';
  preload = '';
  volume = 1;
  error: { code: number } | null = null;
  playing = false;
  loads: string[] = [];
  playResult: Promise<void> = Promise.resolve();

  load(): void {
    this.loads.push(this.src);
  }
  play(): Promise<void> {
    this.playing = true;
    return this.playResult;
  }
  pause(): void {
    this.playing = false;
  }
  removeAttribute(): void {
    this.src = '';
  }
  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }
  fail(code: number): void {
    this.error = { code };
    this.fire('error');
  }
}

let created: FakeMedia[];
let env: MeasureEnvironment;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
  created = [];
  env = {
    createMedia: () => {
      const media = new FakeMedia();
      created.push(media);
      return media;
    },
    now: () => Date.now(),
    date: () => new Date(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    baseUrl: 'https://rufbereit.example/audio-performance-test',
  };
});
afterEach(() => {
  vi.useRealTimers();
});

const latest = () => created[created.length - 1]!;

/** Lets the element load (metadata after `load` ms, playable `decode` ms later) and start playing `start` ms after play(). */
async function playThrough(media: FakeMedia, load: number, decode: number, start: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(load);
  media.fire('loadedmetadata');
  await vi.advanceTimersByTimeAsync(decode);
  media.fire('canplay');
  await vi.advanceTimersByTimeAsync(start);
  media.fire('playing');
}

describe('measureUrl', () => {
  it('measures load, decode and playback start, plays 500 ms at volume 0.01, then succeeds', async () => {
    const pending = measureUrl('/media/audio/friseur.mp3', env, new AbortController().signal);
    const media = latest();
    expect(media.src).toBe('https://rufbereit.example/media/audio/friseur.mp3');
    expect(media.volume).toBe(0.01);
    await playThrough(media, 120, 30, 15);
    expect(media.playing).toBe(true);
    media.fire('waiting');
    await vi.advanceTimersByTimeAsync(499);
    expect(media.playing).toBe(true); // still within the 500 ms test playback

    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result).toEqual<PerformanceTestResult>({
      success: true,
      url: '/media/audio/friseur.mp3',
      timestamp: '2026-11-23T12:00:00.000Z',
      metrics: {
        loadTime: 120,
        decodeTime: 30,
        playbackStartTime: 15,
        bufferingEvents: 1,
        errors: { count: 0, details: [] },
        timeouts: { count: 0, details: [] },
      },
    });
    expect(media.playing).toBe(false);
    expect(media.src).toBe(''); // the file is let go
  });

  it('retries once after an error and counts it', async () => {
    const pending = measureUrl('https://cdn.example/a.mp3', env, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(50);
    latest().fail(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(created).toHaveLength(2);
    await playThrough(latest(), 80, 10, 5);
    await vi.advanceTimersByTimeAsync(500);
    const result = await pending;
    expect(result?.success).toBe(true);
    expect(result?.metrics.loadTime).toBe(80);
    expect(result?.metrics.errors).toEqual({ count: 1, details: [audioMessages.loadError('Netzwerkfehler')] });
  });

  it('fails after the retry failed too', async () => {
    const pending = measureUrl('https://cdn.example/missing.mp3', env, new AbortController().signal);
    latest().fail(4);
    await vi.advanceTimersByTimeAsync(0);
    latest().fail(4);
    const result = await pending;
    expect(created).toHaveLength(2);
    expect(result?.success).toBe(false);
    expect(result?.metrics.errors.count).toBe(2);
    expect(result?.metrics.loadTime).toBeNull();
  });

  it('counts a refused play() as an error', async () => {
    const pending = measureUrl('https://cdn.example/a.mp3', env, new AbortController().signal);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const media = latest();
      media.playResult = Promise.reject(new Error('NotAllowedError'));
      media.fire('loadedmetadata');
      media.fire('canplay');
      await vi.advanceTimersByTimeAsync(0);
    }
    const result = await pending;
    expect(result?.success).toBe(false);
    expect(result?.metrics.errors.details).toEqual(['Wiedergabe verweigert: NotAllowedError', 'Wiedergabe verweigert: NotAllowedError']);
  });

  it('fails without a retry after 30 s without playback', async () => {
    const pending = measureUrl('https://slow.example/a.mp3', env, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(2000);
    latest().fire('loadedmetadata');
    await vi.advanceTimersByTimeAsync(PERFORMANCE_TEST_TIMEOUT_MS - 2001);
    expect(created[0]!.src).not.toBe('');
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(created).toHaveLength(1);
    expect(result?.success).toBe(false);
    expect(result?.metrics.loadTime).toBe(2000);
    expect(result?.metrics.timeouts).toEqual({ count: 1, details: ['Keine Wiedergabe nach 30 s'] });
    expect(result?.metrics.errors.count).toBe(0);
  });

  it('refuses what is not an http(s) URL without loading anything', async () => {
    const result = await measureUrl('javascript:alert(1)', env, new AbortController().signal);
    expect(created).toHaveLength(0);
    expect(result?.success).toBe(false);
    expect(result?.metrics.errors.details).toEqual([audioMessages.invalidUrl]);
  });
});

describe('runPerformanceTest', () => {
  it('tests the URLs in order and stops at once when cancelled', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const run = runPerformanceTest(['/a.mp3', '/b.mp3', '/c.mp3'], env, controller.signal, (result, index) => seen.push(`${index}:${result.url}`));
    await playThrough(latest(), 10, 10, 10);
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toEqual(['0:/a.mp3']);
    expect(latest().src).toBe('https://rufbereit.example/b.mp3');

    controller.abort();
    await run;
    expect(seen).toEqual(['0:/a.mp3']);
    expect(created).toHaveLength(2);
    expect(created[1]!.src).toBe('');
  });
});
