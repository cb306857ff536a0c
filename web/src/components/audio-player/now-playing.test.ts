import { describe, expect, it, vi } from 'vitest';
import { NowPlayingStore } from './now-playing';

describe('NowPlayingStore.pauseCurrent', () => {
  it('pauses the player holding the slot, and does nothing when none plays', () => {
    const store = new NowPlayingStore();
    store.pauseCurrent();
    const pauseA = vi.fn();
    const pauseB = vi.fn();
    store.start('a', pauseA);
    store.start('b', pauseB);
    expect(pauseA).toHaveBeenCalledTimes(1);
    store.pauseCurrent();
    expect(pauseB).toHaveBeenCalledTimes(1);
  });
});
