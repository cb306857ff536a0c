import { AUDIO_LOAD_TIMEOUT_MS, audioMessages, POSITION_POLL_MS, SEEK_SLIDER } from '@rufbereit/shared';
import { nowPlaying, type NowPlayingStore } from './now-playing';
import { initialPlayerState, playerReducer, type PlayerAction, type PlayerState } from './player-state';
import { clampToStep } from './slider-math';

/** The part of HTMLAudioElement the controller uses; tests hand in a fake with the same shape. */
export interface AudioElementLike {
  src: string;
  preload: string;
  currentTime: number;
  readonly duration: number;
  volume: number;
  readonly error: { readonly code: number } | null;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: string): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** What the controller tells its owner, who turns it into toasts and callbacks. */
export type PlayerEvent =
  | { type: 'error'; message: string }
  /** A load or playback error moved the player onto its fallback source. */
  | { type: 'fallback'; message: string }
  /** play() was refused; the player reloads itself. */
  | { type: 'playFailed'; message: string }
  /** Sound really plays (the element's `playing`: after play() once data is there; again after each stall or pause). */
  | { type: 'started' }
  /** The recording played to its end (the element's `ended`). */
  | { type: 'finished' };

export interface AudioControllerOptions {
  /** Key in the now-playing store; unique per player on the page. */
  id: string;
  createAudio?: () => AudioElementLike;
  store?: NowPlayingStore;
  onEvent?: (event: PlayerEvent) => void;
  /** Clock for the display throttle. */
  now?: () => number;
}

function errorDetail(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return audioMessages.unknownErrorDetail;
}

function mediaErrorDetail(error: { readonly code: number } | null): string {
  return (error && audioMessages.mediaErrorDetail[error.code]) ?? audioMessages.unknownErrorDetail;
}

/** play() is rejected with AbortError when pause() or a new source interrupts it: not a failure. */
function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Drives one audio element: loading with a 7 s timeout and fallback source, play/pause through the
 * page-wide now-playing store, 100 ms position polling, seeking, volume and mute. State changes go
 * through the pure `playerReducer`; React reads them with useSyncExternalStore.
 */
export class AudioController {
  private state: PlayerState = initialPlayerState;
  private readonly listeners = new Set<() => void>();
  private audio: AudioElementLike | null = null;
  private request: { src?: string; fallbackSrc?: string } = {};
  private loadTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private readonly id: string;
  private readonly createAudio: () => AudioElementLike;
  private readonly store: NowPlayingStore;
  private readonly now: () => number;
  private onEvent: (event: PlayerEvent) => void;

  constructor(options: AudioControllerOptions) {
    this.id = options.id;
    this.createAudio = options.createAudio ?? (() => new Audio());
    this.store = options.store ?? nowPlaying;
    this.now = options.now ?? (() => Date.now());
    this.onEvent = options.onEvent ?? (() => undefined);
  }

  getState = (): PlayerState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setEventHandler(handler: (event: PlayerEvent) => void): void {
    this.onEvent = handler;
  }

  /** Creates the audio element (browser only, so never during prerendering). */
  mount(): boolean {
    if (this.audio) return true;
    try {
      const audio = this.createAudio();
      // Metadata only: the recording itself is fetched when the visitor presses play.
      audio.preload = 'metadata';
      audio.volume = this.state.volume;
      for (const [type, listener] of this.elementListeners) audio.addEventListener(type, listener);
      this.audio = audio;
      return true;
    } catch (error) {
      this.fail(audioMessages.initFailed(errorDetail(error)));
      return false;
    }
  }

  /** Stops everything and lets go of the element and its download. */
  unmount(): void {
    this.clearTimers();
    this.store.stop(this.id);
    const audio = this.audio;
    if (!audio) return;
    for (const [type, listener] of this.elementListeners) audio.removeEventListener(type, listener);
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    this.audio = null;
    this.dispatch({ type: 'unloaded' });
  }

  load(src?: string, fallbackSrc?: string): void {
    this.request = { src, fallbackSrc };
    if (!src) {
      this.fail(audioMessages.noUrl);
      return;
    }
    this.startLoading(src, false);
  }

  /** Loads the last requested source again (used by retry and by toggling while in error). */
  reload(): void {
    if (!this.request.src) {
      this.fail(audioMessages.noUrl);
      return;
    }
    this.startLoading(this.request.src, false);
  }

  retry(): void {
    this.dispatch({ type: 'retried' });
    this.reload();
  }

  /** Reports an error that did not come from the element (for example no valid source). */
  fail(message: string): void {
    this.dispatch({ type: 'failed', message });
    this.onEvent({ type: 'error', message });
  }

  toggle(): void {
    if (this.state.error) {
      this.reload();
      return;
    }
    if (this.state.playing) this.pause();
    else void this.play();
  }

  async play(): Promise<void> {
    const audio = this.audio;
    if (this.state.status === 'loading') return; // the button is disabled; a key press just waits
    if (!audio || this.state.status !== 'loaded') {
      this.fail(audioMessages.noAudioLoaded);
      return;
    }
    this.store.start(this.id, () => this.pause());
    try {
      await audio.play();
    } catch (error) {
      if (isAbortError(error)) return;
      this.store.stop(this.id);
      const message = audioMessages.playFailed(errorDetail(error));
      this.fail(message);
      this.onEvent({ type: 'playFailed', message });
      if (!this.switchToFallback(message)) this.reload();
    }
  }

  pause(): void {
    this.audio?.pause();
  }

  seekTo(seconds: number): void {
    const audio = this.audio;
    if (!audio || this.state.status !== 'loaded') return;
    const duration = this.state.duration;
    const time = Math.min(Math.max(0, seconds), duration > 0 ? duration : 0);
    audio.currentTime = time;
    this.dispatch({ type: 'seeked', time, now: this.now() });
  }

  seekBy(seconds: number): void {
    this.seekTo((this.audio?.currentTime ?? this.state.currentTime) + seconds);
  }

  seekToPercent(percent: number): void {
    this.seekTo((clampToStep(percent, SEEK_SLIDER) / 100) * this.state.duration);
  }

  beginDrag(): void {
    this.dispatch({ type: 'dragStarted' });
  }

  dragTo(percent: number): void {
    this.dispatch({ type: 'dragMoved', percent });
  }

  /** Seeks once to where the slider was let go. */
  endDrag(): void {
    if (!this.state.dragging) return;
    const time = (this.state.progress / 100) * this.state.duration;
    this.dispatch({ type: 'dragEnded' });
    this.seekTo(time);
  }

  /** Volume 0..1 (clamped). */
  setVolume(volume: number): void {
    this.dispatch({ type: 'volumeSet', volume });
    this.applyVolume();
  }

  changeVolumeBy(delta: number): void {
    this.setVolume(this.state.volume + delta);
  }

  toggleMute(): void {
    this.dispatch({ type: 'muteToggled' });
    this.applyVolume();
  }

  private startLoading(src: string, fallback: boolean): void {
    const audio = this.audio;
    if (!audio) return;
    this.clearTimers();
    this.store.stop(this.id);
    this.dispatch({ type: 'loadStarted', src, fallback });
    // Armed before the load starts, so an element that answers at once still clears it.
    this.loadTimer = setTimeout(() => this.failLoading(audioMessages.loadTimeout), AUDIO_LOAD_TIMEOUT_MS);
    audio.pause();
    audio.src = src;
    audio.load();
  }

  /** Reports the error, then moves on to the fallback source if one is left. */
  private failLoading(message: string): void {
    this.clearTimers();
    this.store.stop(this.id);
    this.fail(message);
    if (this.switchToFallback(message)) return;
    // Nothing left to try: drop the source so a late answer cannot bring the player back silently.
    const audio = this.audio;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    this.dispatch({ type: 'unloaded' });
  }

  private switchToFallback(message: string): boolean {
    const fallbackSrc = this.request.fallbackSrc;
    if (this.state.usingFallback || !fallbackSrc) return false;
    this.onEvent({ type: 'fallback', message });
    this.startLoading(fallbackSrc, true);
    return true;
  }

  private readonly onLoadedMetadata = (): void => {
    if (!this.audio || this.state.status !== 'loading') return;
    clearTimeout(this.loadTimer);
    this.dispatch({ type: 'loaded', duration: this.audio.duration });
  };

  private readonly onDurationChange = (): void => {
    if (this.audio && this.state.status === 'loaded') this.dispatch({ type: 'loaded', duration: this.audio.duration });
  };

  private readonly onMediaError = (): void => {
    const audio = this.audio;
    if (!audio || this.state.status === 'unloaded') return;
    const detail = mediaErrorDetail(audio.error);
    this.failLoading(
      this.state.status === 'loading' ? audioMessages.loadError(detail) : audioMessages.playbackError(detail),
    );
  };

  private readonly onPlay = (): void => {
    this.store.start(this.id, () => this.pause());
    this.dispatch({ type: 'played' });
    this.startPolling();
  };

  private readonly onPlaying = (): void => {
    this.onEvent({ type: 'started' });
  };

  private readonly onPause = (): void => {
    this.stopPolling();
    this.store.stop(this.id);
    this.dispatch({ type: 'paused' });
    // Show exactly where it stopped, not the last throttled value.
    if (this.audio) this.dispatch({ type: 'seeked', time: this.audio.currentTime, now: this.now() });
  };

  private readonly onEnded = (): void => {
    this.stopPolling();
    this.store.stop(this.id);
    if (this.audio) this.audio.currentTime = 0;
    this.dispatch({ type: 'ended' });
    this.onEvent({ type: 'finished' });
  };

  private readonly elementListeners: ReadonlyArray<readonly [string, () => void]> = [
    ['loadedmetadata', this.onLoadedMetadata],
    ['durationchange', this.onDurationChange],
    ['error', this.onMediaError],
    ['play', this.onPlay],
    ['playing', this.onPlaying],
    ['pause', this.onPause],
    ['ended', this.onEnded],
  ];

  private pollPosition(): void {
    if (this.audio) this.dispatch({ type: 'positionPolled', time: this.audio.currentTime, now: this.now() });
  }

  private startPolling(): void {
    this.stopPolling();
    this.pollTimer = setInterval(() => this.pollPosition(), POSITION_POLL_MS);
  }

  private stopPolling(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }

  private clearTimers(): void {
    clearTimeout(this.loadTimer);
    this.loadTimer = undefined;
    this.stopPolling();
  }

  private applyVolume(): void {
    if (this.audio) this.audio.volume = this.state.volume;
  }

  private dispatch(action: PlayerAction): void {
    const next = playerReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
