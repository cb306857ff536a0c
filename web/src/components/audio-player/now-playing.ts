import { useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * Which track plays on the page. Only one at a time (spec: entities): when a player starts it
 * claims the slot and the player that held it is told to pause.
 */
export class NowPlayingStore {
  private current: { id: string; pause: () => void } | null = null;
  private readonly listeners = new Set<Listener>();

  playingId(): string | null {
    return this.current?.id ?? null;
  }

  /** Called before a player starts; pauses whichever other player holds the slot. */
  start(id: string, pause: () => void): void {
    const previous = this.current;
    this.current = { id, pause };
    if (previous && previous.id !== id) previous.pause();
    if (previous?.id !== id) this.emit();
  }

  /** Called when a player pauses, ends or goes away; only the holder can clear the slot. */
  stop(id: string): void {
    if (this.current?.id !== id) return;
    this.current = null;
    this.emit();
  }

  /** Pauses whichever player holds the slot (e.g. from a mini-player that does not own the audio). */
  pauseCurrent(): void {
    this.current?.pause();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The page-wide store every player uses unless a test hands in its own. */
export const nowPlaying = new NowPlayingStore();

/** Id of the playing track, re-rendering when it changes. */
export function useNowPlayingId(store: NowPlayingStore = nowPlaying): string | null {
  return useSyncExternalStore(store.subscribe, () => store.playingId(), () => null);
}
