// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioFactoryContext } from './audio-factory-context';
import { AudioPlayer, type AudioPlayerProps } from './audio-player';
import { NowPlayingStore } from './now-playing';
import { FAKE_LOAD_DELAY_MS, fakeAudioFactory, type FakeLoadOutcome } from './testing/fake-audio';
import { OnScreenObserver } from './testing/visible-observer';

const SRC = '/media/audio/physio.mp3';

function renderPlayer(props: Partial<AudioPlayerProps> = {}, outcomeFor?: (src: string) => FakeLoadOutcome) {
  const factory = fakeAudioFactory(outcomeFor);
  const store = new NowPlayingStore();
  const view = render(
    <AudioFactoryContext.Provider value={factory.create}>
      <AudioPlayer src={SRC} title="Physiotherapie" store={store} {...props} />
      <Toaster />
    </AudioFactoryContext.Provider>,
  );
  const audio = () => {
    const element = factory.created.at(-1);
    if (!element) throw new Error('no audio element created');
    return element;
  };
  return { ...view, audio, factory, store };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Sonner renders a new toast on a timer of its own. */
const flushToasts = () => advance(1);
const region = () => screen.getByRole('group', { name: 'Audio-Player: Physiotherapie' });
const seekSlider = () => screen.getByRole('slider', { name: 'Wiedergabeposition' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', OnScreenObserver);
});
afterEach(() => {
  toast.dismiss(); // sonner keeps toasts in a module; the next test's Toaster would show them again
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AudioPlayer', () => {
  it('is disabled while loading, then shows play, time and seek slider', () => {
    renderPlayer();
    expect(screen.getByText('Audio wird geladen...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeDisabled();
    expect(seekSlider()).toBeDisabled();
    advance(FAKE_LOAD_DELAY_MS);
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeEnabled();
    expect(screen.getByText('0:00 / 0:30')).toBeInTheDocument();
    expect(seekSlider()).toHaveAttribute('min', '0');
    expect(seekSlider()).toHaveAttribute('max', '100');
    expect(seekSlider()).toHaveAttribute('step', '0.1');
  });

  it('fetches nothing until the player comes near the viewport', () => {
    vi.unstubAllGlobals(); // happy-dom's own observer never reports the player as visible
    const { factory } = renderPlayer();
    advance(10_000);
    expect(factory.created).toHaveLength(0);
    expect(screen.getByText('Audio wird geladen...')).toBeInTheDocument();
  });

  it('plays and pauses by button; the label follows', async () => {
    const { audio } = renderPlayer();
    advance(FAKE_LOAD_DELAY_MS);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Abspielen' })));
    expect(audio().paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pausieren' }));
    expect(audio().paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
  });

  it('answers the keyboard on the player region', async () => {
    const { audio } = renderPlayer();
    advance(FAKE_LOAD_DELAY_MS);
    await act(async () => fireEvent.keyDown(region(), { key: ' ' }));
    expect(audio().paused).toBe(false);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(audio().currentTime).toBe(5);
    expect(screen.getByText('0:05 / 0:30')).toBeInTheDocument();
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(audio().currentTime).toBe(0);
    fireEvent.keyDown(region(), { key: 'ArrowDown' });
    expect(audio().volume).toBe(0.9);
    fireEvent.keyDown(region(), { key: 'ArrowUp' });
    expect(audio().volume).toBe(1);
    fireEvent.keyDown(region(), { key: ' ' });
    expect(audio().paused).toBe(true);
  });

  it('seeks 5 s with the arrow keys on the seek slider too (not 0.1 %)', () => {
    const { audio } = renderPlayer();
    advance(FAKE_LOAD_DELAY_MS);
    const event = fireEvent.keyDown(seekSlider(), { key: 'ArrowRight' });
    expect(event).toBe(false); // default (native slider step) prevented
    expect(audio().currentTime).toBe(5);
  });

  it('disables the context menu', () => {
    renderPlayer();
    expect(fireEvent.contextMenu(region())).toBe(false);
  });

  it('seeks where the slider is let go, not while it is dragged', () => {
    const { audio } = renderPlayer();
    advance(FAKE_LOAD_DELAY_MS);
    fireEvent.pointerDown(seekSlider(), { button: 0 });
    fireEvent.change(seekSlider(), { target: { value: '50' } });
    expect(screen.getByText('0:15 / 0:30')).toBeInTheDocument();
    expect(audio().currentTime).toBe(0);
    fireEvent.pointerUp(window);
    expect(audio().currentTime).toBe(15);
  });

  it('shows the volume slider on hover and hides it 1 s after the pointer leaves', () => {
    renderPlayer();
    const mute = screen.getByRole('button', { name: 'Stummschalten' });
    expect(screen.queryByRole('slider', { name: 'Lautstärke' })).not.toBeInTheDocument();
    fireEvent.pointerEnter(mute.parentElement as HTMLElement);
    const volume = screen.getByRole('slider', { name: 'Lautstärke' });
    expect(volume).toHaveValue('100');
    expect(volume).toHaveAttribute('step', '1');
    fireEvent.pointerLeave(mute.parentElement as HTMLElement);
    advance(999);
    expect(screen.getByRole('slider', { name: 'Lautstärke' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('slider', { name: 'Lautstärke' })).not.toBeInTheDocument();
  });

  it('shows the volume slider when the mute button gets keyboard focus', () => {
    renderPlayer();
    fireEvent.focus(screen.getByRole('button', { name: 'Stummschalten' }));
    expect(screen.getByRole('slider', { name: 'Lautstärke' })).toBeInTheDocument();
  });

  it('mutes to 0 and unmutes to the earlier volume, or to 70 after 0; the icon follows', () => {
    const { container, audio } = renderPlayer();
    const icon = () => container.querySelector('[data-volume-level]')?.getAttribute('data-volume-level');
    fireEvent.click(screen.getByRole('button', { name: 'Stummschalten' }));
    expect(audio().volume).toBe(0);
    expect(icon()).toBe('muted');
    fireEvent.click(screen.getByRole('button', { name: 'Ton einschalten' }));
    expect(audio().volume).toBe(1);
    expect(icon()).toBe('high');

    fireEvent.focus(screen.getByRole('button', { name: 'Stummschalten' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Lautstärke' }), { target: { value: '30' } });
    expect(audio().volume).toBe(0.3);
    expect(icon()).toBe('low');
    fireEvent.change(screen.getByRole('slider', { name: 'Lautstärke' }), { target: { value: '0' } });
    expect(icon()).toBe('muted');
    fireEvent.click(screen.getByRole('button', { name: 'Ton einschalten' }));
    expect(audio().volume).toBe(0.7);
    expect(screen.getByRole('slider', { name: 'Lautstärke' })).toHaveValue('70');
  });

  it('shows the error with "Neu laden"; retrying toasts and reloads', () => {
    let loads = 0;
    const onError = vi.fn();
    renderPlayer({ onError }, () => (++loads === 1 ? { type: 'error', code: 4 } : { type: 'metadata', duration: 30 }));
    advance(FAKE_LOAD_DELAY_MS);
    expect(screen.getByText('Fehler beim Laden der Audio. Bitte versuchen Sie es später erneut.')).toBeInTheDocument();
    const detail = 'Fehler beim Laden der Audiodatei: Datei nicht gefunden oder Format nicht unterstützt';
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(detail);
    fireEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    flushToasts();
    expect(screen.getByText('Audio wird neu geladen...')).toBeInTheDocument();
    expect(screen.getByText('Audio wird geladen...')).toBeInTheDocument();
    advance(FAKE_LOAD_DELAY_MS);
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeEnabled();
  });

  it('times out after 7 s and plays the fallback sound instead, with a notice', () => {
    const onError = vi.fn();
    const { audio } = renderPlayer({ onError, fallbackSrc: '/media/audio/fallback.mp3' }, (src) =>
      src === SRC ? { type: 'hang' } : { type: 'metadata', duration: 1 },
    );
    advance(6999);
    expect(screen.getByText('Audio wird geladen...')).toBeInTheDocument();
    advance(1);
    expect(onError).toHaveBeenCalledWith('Timeout beim Laden der Audio-Datei');
    flushToasts();
    expect(screen.getByText('Audio konnte nicht geladen werden')).toBeInTheDocument();
    expect(screen.getByText('Es wird ein alternativer Sound verwendet.')).toBeInTheDocument();
    advance(FAKE_LOAD_DELAY_MS);
    expect(audio().src).toBe('/media/audio/fallback.mp3');
    expect(screen.getByText('0:00 / 0:01')).toBeInTheDocument();
  });

  it('rejects an invalid URL with a toast', () => {
    renderPlayer({ src: 'about:blank' });
    flushToasts();
    expect(screen.getByText('Ungültige Audio-URL')).toBeInTheDocument();
    expect(screen.getByText('Keine gültige Audioquelle vorhanden')).toBeInTheDocument();
  });

  it('loads a valid fallback when the URL is a data: URL', () => {
    const { audio } = renderPlayer({ src: 'data:audio/mpeg;base64,AAAA', fallbackSrc: '/media/audio/fallback.mp3' });
    flushToasts();
    expect(screen.getByText('Ungültige Audio-URL')).toBeInTheDocument();
    expect(audio().src).toBe('/media/audio/fallback.mp3');
  });

  it('says so when no URL is given', () => {
    renderPlayer({ src: undefined });
    expect(screen.getByText('Keine Audio-URL angegeben')).toBeInTheDocument();
  });

  it('toasts and reloads when play is refused', async () => {
    const { audio } = renderPlayer();
    advance(FAKE_LOAD_DELAY_MS);
    audio().playError = new Error('NotAllowedError');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Abspielen' })));
    flushToasts();
    expect(screen.getByText('Fehler bei der Audiowiedergabe')).toBeInTheDocument();
    expect(audio().loadedSources).toEqual([SRC, SRC]);
  });

  it('polls while playing and updates the time at most every 500 ms', async () => {
    const { audio } = renderPlayer();
    advance(FAKE_LOAD_DELAY_MS);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Abspielen' })));
    const tick = () => {
      audio().currentTime = Number((audio().currentTime + 0.1).toFixed(1)); // real-time playback
      advance(100);
    };
    for (let i = 0; i < 10; i++) tick();
    // The element is at 1.0 s, but the last shown update (at 600 ms) was 0.6 s.
    expect(audio().currentTime).toBe(1);
    expect(screen.getByText('0:00 / 0:30')).toBeInTheDocument();
    tick(); // 500 ms after the last update
    expect(screen.getByText('0:01 / 0:30')).toBeInTheDocument();
  });
});
