import type { AudioElementLike } from '../audio-controller';

/** What a fake element does after load(): fire loadedmetadata, fire error (with a MediaError code) or nothing. */
export type FakeLoadOutcome = { type: 'metadata'; duration: number } | { type: 'error'; code: number } | { type: 'hang' };

/** Milliseconds a fake element takes to answer a load, like a fast network. */
export const FAKE_LOAD_DELAY_MS = 10;

/**
 * An audio element stand-in for tests: the same events as a browser's (dispatched later, like a
 * browser does), with the outcome of each load decided by the test.
 */
export class FakeAudio extends EventTarget implements AudioElementLike {
  src = '';
  preload = '';
  currentTime = 0;
  duration = Number.NaN;
  volume = 1;
  error: { code: number } | null = null;
  paused = true;
  /** Set to make the next play() calls reject, like a browser refusing playback. */
  playError: Error | null = null;
  readonly loadedSources: string[] = [];

  constructor(private readonly outcomeFor: (src: string) => FakeLoadOutcome = () => ({ type: 'metadata', duration: 30 })) {
    super();
  }

  load(): void {
    const src = this.src;
    this.error = null;
    this.duration = Number.NaN;
    this.currentTime = 0;
    if (!src) return; // like a browser: no source, no events
    this.loadedSources.push(src);
    const outcome = this.outcomeFor(src);
    setTimeout(() => {
      if (this.src !== src) return; // superseded by a newer load
      if (outcome.type === 'metadata') {
        this.duration = outcome.duration;
        this.dispatchEvent(new Event('loadedmetadata'));
      } else if (outcome.type === 'error') {
        this.error = { code: outcome.code };
        this.dispatchEvent(new Event('error'));
      }
    }, FAKE_LOAD_DELAY_MS);
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  play(): Promise<void> {
    if (this.playError) return Promise.reject(this.playError);
    if (this.paused) {
      this.paused = false;
      this.dispatchEvent(new Event('play'));
      // The data is there at once (metadata was loaded): sound starts, as a browser then says with `playing`.
      this.dispatchEvent(new Event('playing'));
    }
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }

  /** Plays on to the end, as a browser does: pause, then ended. */
  finish(): void {
    this.currentTime = this.duration;
    this.pause();
    this.dispatchEvent(new Event('ended'));
  }

  /** A media error after loading (for example the connection drops while playing). */
  breakDown(code: number): void {
    this.error = { code };
    this.dispatchEvent(new Event('error'));
  }
}

/** Creates fake elements and remembers them, for tests that need to reach the element of a player. */
export function fakeAudioFactory(outcomeFor?: (src: string) => FakeLoadOutcome) {
  const created: FakeAudio[] = [];
  const create = () => {
    const audio = new FakeAudio(outcomeFor);
    created.push(audio);
    return audio;
  };
  return { create, created };
}
