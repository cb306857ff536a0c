import { afterEach, vi } from 'vitest';

/**
 * Unit files share their worker's module graph (vitest.config.ts, `isolate: false`): a test that left
 * fake timers on would hand them to the next file's tests. Stubbed globals and variables are taken back
 * by the tier's `unstubGlobals` / `unstubEnvs`.
 */
afterEach(() => {
  vi.useRealTimers();
});
