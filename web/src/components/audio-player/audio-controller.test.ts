import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioController, type PlayerEvent } from './audio-controller';
import { NowPlayingStore } from './now-playing';
import { FAKE_LOAD_DELAY_MS, FakeAudio, type FakeLoadOutcome } from './testing/fake-audio';

const SRC = '/media/audio/physio.mp3';
const FALLBACK = '/media/audio/fallback.mp3';

function setup(outcomeFor?: (src: string) => FakeLoadOutcome, store = new NowPlayingStore(), id = 'physio') {
  const audio = new FakeAudio(outcomeFor);
  const events: PlayerEvent[] = [];
  const controller = new AudioController({ id, createAudio: () => audio, store, onEvent: (e) => events.push(e) });
  controller.mount();
  return { audio, controller, events, store };
}

const errors = (events: PlayerEvent[]) => events.filter((e) => e.type === 'error').map((e) => e.message);

/** Lets the fake element answer the pending load. */
const answerLoad = () => vi.advanceTimersByTime(FAKE_LOAD_DELAY_MS);

/** Plays for `ms`, moving the element's clock like real playback, 100 ms at a time. */
function playFor(audio: FakeAudio, ms: number) {
  for (let t = 0; t < ms; t += 100) {
    audio.currentTime = Number((audio.currentTime + 0.1).toFixed(1));
    vi.advanceTimersByTime(100);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading', () => {
  it('asks for metadata only and becomes playable when it arrives', () => {
    const { audio, controller } = setup();
    controller.load(SRC);
    expect(audio.preload).toBe('metadata');
    expect(controller.getState()).toMatchObject({ status: 'loading', src: SRC, error: null });
    answerLoad();
    expect(controller.getState()).toMatchObject({ status: 'loaded', duration: 30 });
  });

  it('gives up after 7 s without metadata and drops the source', () => {
    const { audio, controller, events } = setup(() => ({ type: 'hang' }));
    controller.load(SRC);
    vi.advanceTimersByTime(6999);
    expect(controller.getState().status).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toMatchObject({ status: 'unloaded', error: 'Timeout beim Laden der Audio-Datei' });
    expect(errors(events)).toEqual(['Timeout beim Laden der Audio-Datei']);
    expect(audio.src).toBe('');
  });

  it('switches to the fallback source after the 7 s timeout and reports the error', () => {
    const { audio, controller, events } = setup((src) => (src === SRC ? { type: 'hang' } : { type: 'metadata', duration: 1 }));
    controller.load(SRC, FALLBACK);
    vi.advanceTimersByTime(7000);
    expect(events).toEqual([
      { type: 'error', message: 'Timeout beim Laden der Audio-Datei' },
      { type: 'fallback', message: 'Timeout beim Laden der Audio-Datei' },
    ]);
    expect(controller.getState()).toMatchObject({ status: 'loading', src: FALLBACK, usingFallback: true, error: null });
    answerLoad();
    expect(controller.getState()).toMatchObject({ status: 'loaded', duration: 1 });
    expect(audio.loadedSources).toEqual([SRC, FALLBACK]);
  });

  it('reports a load error with its detail and tries the fallback only once', () => {
    const { audio, controller, events } = setup(() => ({ type: 'error', code: 4 }));
    controller.load(SRC, FALLBACK);
    answerLoad();
    answerLoad();
    const message = 'Fehler beim Laden der Audiodatei: Datei nicht gefunden oder Format nicht unterstützt';
    expect(errors(events)).toEqual([message, message]);
    expect(audio.loadedSources).toEqual([SRC, FALLBACK]);
    expect(controller.getState()).toMatchObject({ status: 'unloaded', error: message });
    vi.advanceTimersByTime(10_000); // no timeout fires after a failure
    expect(errors(events)).toHaveLength(2);
  });

  it('reports a playback error after loading', () => {
    const { audio, controller, events } = setup();
    controller.load(SRC);
    answerLoad();
    audio.breakDown(2);
    expect(errors(events)).toEqual(['Fehler bei der Wiedergabe: Netzwerkfehler']);
  });

  it('fails without a URL and refuses to play without loaded audio', () => {
    const { controller, events } = setup();
    void controller.play();
    controller.load(undefined);
    expect(errors(events)).toEqual(['Keine Audio-Datei geladen', 'Keine Audio-URL angegeben']);
  });

  it('reports an element that cannot be created', () => {
    const events: PlayerEvent[] = [];
    const controller = new AudioController({
      id: 'x',
      createAudio: () => {
        throw new Error('Audio wird nicht unterstützt');
      },
      onEvent: (e) => events.push(e),
    });
    expect(controller.mount()).toBe(false);
    expect(errors(events)).toEqual(['Fehler beim Initialisieren des Audio-Players: Audio wird nicht unterstützt']);
  });
});

describe('recovering from errors', () => {
  it('toggling while in error reloads the last source', () => {
    let loads = 0;
    const { controller } = setup(() => (++loads === 1 ? { type: 'error', code: 2 } : { type: 'metadata', duration: 30 }));
    controller.load(SRC);
    answerLoad();
    expect(controller.getState().error).toBe('Fehler beim Laden der Audiodatei: Netzwerkfehler');
    controller.toggle();
    expect(controller.getState()).toMatchObject({ status: 'loading', error: null, src: SRC });
    answerLoad();
    expect(controller.getState().status).toBe('loaded');
  });

  it('retry clears the error, counts and reloads', () => {
    const { audio, controller } = setup(() => ({ type: 'error', code: 2 }));
    controller.load(SRC);
    answerLoad();
    controller.retry();
    expect(controller.getState()).toMatchObject({ status: 'loading', error: null, retryCount: 1 });
    expect(audio.loadedSources).toEqual([SRC, SRC]);
  });

  it('a refused play() reports the error and reloads the player', async () => {
    const { audio, controller, events } = setup();
    controller.load(SRC);
    answerLoad();
    audio.playError = new Error('kaputt');
    await controller.play();
    expect(events).toEqual([
      { type: 'error', message: 'Wiedergabefehler: kaputt' },
      { type: 'playFailed', message: 'Wiedergabefehler: kaputt' },
    ]);
    expect(controller.getState()).toMatchObject({ status: 'loading', playing: false });
    expect(audio.loadedSources).toEqual([SRC, SRC]);
  });

  it('a refused play() moves on to the fallback when there is one', async () => {
    const { audio, controller, events } = setup();
    controller.load(SRC, FALLBACK);
    answerLoad();
    audio.playError = new Error('kaputt');
    await controller.play();
    expect(events.map((e) => e.type)).toEqual(['error', 'playFailed', 'fallback']);
    expect(controller.getState().src).toBe(FALLBACK);
  });

  it('an interrupted play() (AbortError) is not an error', async () => {
    const { audio, controller, events } = setup();
    controller.load(SRC);
    answerLoad();
    audio.playError = new DOMException('interrupted by pause()', 'AbortError');
    await controller.play();
    expect(events).toEqual([]);
    expect(controller.getState().error).toBeNull();
  });
});

describe('position', () => {
  it('polls every 100 ms but shows a new position at most every 500 ms', () => {
    const { audio, controller } = setup();
    controller.load(SRC);
    answerLoad();
    void controller.play();
    const shown: number[] = [];
    for (let i = 0; i < 12; i++) {
      playFor(audio, 100);
      shown.push(controller.getState().currentTime);
    }
    // First poll shows at once (0.1 s), then every fifth poll: 0.6 s, 1.1 s.
    expect(shown).toEqual([0.1, 0.1, 0.1, 0.1, 0.1, 0.6, 0.6, 0.6, 0.6, 0.6, 1.1, 1.1]);
    expect(controller.getState().progress).toBeCloseTo((1.1 / 30) * 100);
  });

  it('shows a jump of a second or more at once', () => {
    const { audio, controller } = setup();
    controller.load(SRC);
    answerLoad();
    void controller.play();
    playFor(audio, 100);
    audio.currentTime = 12;
    vi.advanceTimersByTime(100);
    expect(controller.getState().currentTime).toBe(12);
  });

  it('does not move the slider while the user drags it, and seeks on release', () => {
    const { audio, controller } = setup();
    controller.load(SRC);
    answerLoad();
    void controller.play();
    controller.beginDrag();
    controller.dragTo(50.04);
    playFor(audio, 1000);
    expect(controller.getState()).toMatchObject({ progress: 50, currentTime: 15 });
    expect(audio.currentTime).toBe(1); // the element kept playing; no seek yet
    controller.endDrag();
    expect(audio.currentTime).toBe(15);
    expect(controller.getState().dragging).toBe(false);
    playFor(audio, 600);
    expect(controller.getState().currentTime).toBeGreaterThan(15);
  });

  it('seeks by ±5 s within the recording', () => {
    const { audio, controller } = setup();
    controller.load(SRC);
    answerLoad();
    controller.seekBy(5);
    expect(audio.currentTime).toBe(5);
    expect(controller.getState()).toMatchObject({ currentTime: 5 });
    controller.seekBy(-10);
    expect(audio.currentTime).toBe(0);
    controller.seekTo(99);
    expect(audio.currentTime).toBe(30);
    controller.seekToPercent(33.333);
    expect(controller.getState().progress).toBeCloseTo(33.3);
  });

  it('tells its owner when sound starts (each time) and when the recording has played to its end', async () => {
    const { audio, controller, events } = setup();
    controller.load(SRC);
    answerLoad();
    await controller.play();
    controller.pause();
    await controller.play();
    audio.finish();
    expect(events).toEqual([{ type: 'started' }, { type: 'started' }, { type: 'finished' }]);
  });

  it('goes back to 0 at the end', () => {
    const { audio, controller, store } = setup();
    controller.load(SRC);
    answerLoad();
    void controller.play();
    playFor(audio, 600);
    audio.finish();
    expect(controller.getState()).toMatchObject({ playing: false, currentTime: 0, progress: 0 });
    expect(audio.currentTime).toBe(0);
    expect(store.playingId()).toBeNull();
  });
});

describe('volume', () => {
  it('starts at 100, clamps to 0..1 and applies it to the element', () => {
    const { audio, controller } = setup();
    expect(controller.getState().volume).toBe(1);
    controller.setVolume(1.7);
    expect(controller.getState().volume).toBe(1);
    controller.setVolume(-0.2);
    expect(controller.getState()).toMatchObject({ volume: 0, muted: true });
    expect(audio.volume).toBe(0);
  });

  it('mute sets 0; unmute restores the earlier volume', () => {
    const { audio, controller } = setup();
    controller.setVolume(0.4);
    controller.toggleMute();
    expect(controller.getState()).toMatchObject({ volume: 0, muted: true });
    controller.toggleMute();
    expect(controller.getState()).toMatchObject({ volume: 0.4, muted: false });
    expect(audio.volume).toBe(0.4);
  });

  it('unmute goes to 70 when the earlier volume was 0', () => {
    const { controller } = setup();
    controller.setVolume(0);
    controller.toggleMute();
    expect(controller.getState()).toMatchObject({ volume: 0.7, muted: false });
  });

  it('changes in steps of 0.1 without float drift', () => {
    const { controller } = setup();
    controller.setVolume(0.7);
    controller.changeVolumeBy(0.1);
    expect(controller.getState().volume).toBe(0.8);
    controller.changeVolumeBy(0.1);
    controller.changeVolumeBy(0.1);
    controller.changeVolumeBy(0.1);
    expect(controller.getState().volume).toBe(1);
  });
});

describe('one track at a time', () => {
  it('starting a second player pauses the first', async () => {
    const store = new NowPlayingStore();
    const first = setup(undefined, store, 'friseur');
    const second = setup(undefined, store, 'physio');
    for (const p of [first, second]) p.controller.load(SRC);
    answerLoad();
    await first.controller.play();
    expect(store.playingId()).toBe('friseur');
    await second.controller.play();
    expect(first.audio.paused).toBe(true);
    expect(first.controller.getState().playing).toBe(false);
    expect(second.controller.getState().playing).toBe(true);
    expect(store.playingId()).toBe('physio');
    second.controller.pause();
    expect(store.playingId()).toBeNull();
  });

  it('a player that goes away gives up the slot', async () => {
    const { controller, store } = setup();
    controller.load(SRC);
    answerLoad();
    await controller.play();
    controller.unmount();
    expect(store.playingId()).toBeNull();
  });
});
