import { describe, expect, it } from 'vitest';
import { isValidAudioUrl, resolveAudioSource } from './audio-source';
import { SEEK_SLIDER, VOLUME_SLIDER } from '@rufbereit/shared';
import { formatTime } from './format-time';
import { keyboardCommand, playerHandlesKey } from './keyboard';
import { NowPlayingStore } from './now-playing';
import { initialPlayerState, playerReducer } from './player-state';
import { clampToStep, clampVolume, toPercent } from './slider-math';
import { volumeLevel } from './volume-icon';

describe('formatTime', () => {
  it('shows minutes:seconds', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5.9)).toBe('0:05');
    expect(formatTime(30)).toBe('0:30');
    expect(formatTime(125)).toBe('2:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('slider values', () => {
  it('clamps the seek slider to 0..100 and rounds to 0.1', () => {
    expect(clampToStep(33.333, SEEK_SLIDER)).toBe(33.3);
    expect(clampToStep(66.66, SEEK_SLIDER)).toBe(66.7);
    expect(clampToStep(-4, SEEK_SLIDER)).toBe(0);
    expect(clampToStep(100.04, SEEK_SLIDER)).toBe(100);
    expect(clampToStep(Number.NaN, SEEK_SLIDER)).toBe(0);
  });

  it('clamps the volume slider to 0..100 and rounds to 1', () => {
    expect(clampToStep(55.5, VOLUME_SLIDER)).toBe(56);
    expect(clampToStep(55.4, VOLUME_SLIDER)).toBe(55);
    expect(clampToStep(140, VOLUME_SLIDER)).toBe(100);
  });

  it('keeps volume within 0..1', () => {
    expect(clampVolume(1.2)).toBe(1);
    expect(clampVolume(-0.1)).toBe(0);
    expect(clampVolume(0.1 + 0.2)).toBe(0.3);
    expect(clampVolume(Number.NaN)).toBe(0);
  });

  it('turns a position into a percentage', () => {
    expect(toPercent(15, 30)).toBe(50);
    expect(toPercent(5, 0)).toBe(0);
    expect(toPercent(40, 30)).toBe(100);
  });
});

describe('volume icon', () => {
  it('muted or 0, below 50, 50 and above', () => {
    expect(volumeLevel(80, true)).toBe('muted');
    expect(volumeLevel(0, false)).toBe('muted');
    expect(volumeLevel(49, false)).toBe('low');
    expect(volumeLevel(50, false)).toBe('high');
    expect(volumeLevel(100, false)).toBe('high');
  });
});

describe('keyboard', () => {
  it('maps space, left/right and up/down', () => {
    expect(keyboardCommand(' ')).toEqual({ type: 'toggle' });
    expect(keyboardCommand('ArrowLeft')).toEqual({ type: 'seekBy', seconds: -5 });
    expect(keyboardCommand('ArrowRight')).toEqual({ type: 'seekBy', seconds: 5 });
    expect(keyboardCommand('ArrowUp')).toEqual({ type: 'volumeBy', delta: 0.1 });
    expect(keyboardCommand('ArrowDown')).toEqual({ type: 'volumeBy', delta: -0.1 });
    expect(keyboardCommand('Enter')).toBeNull();
  });

  it('leaves Space on buttons and the volume slider’s arrows to the browser', () => {
    expect(playerHandlesKey(' ', 'region')).toBe(true);
    expect(playerHandlesKey(' ', 'button')).toBe(false);
    expect(playerHandlesKey('ArrowRight', 'button')).toBe(true);
    expect(playerHandlesKey('ArrowRight', 'seekSlider')).toBe(true);
    expect(playerHandlesKey('ArrowUp', 'volumeSlider')).toBe(false);
    expect(playerHandlesKey('Tab', 'region')).toBe(false);
  });
});

describe('audio URL validation', () => {
  it('rejects empty, about: and data: URLs', () => {
    expect(isValidAudioUrl('/media/audio/physio.mp3')).toBe(true);
    expect(isValidAudioUrl('https://cdn.example.de/a.mp3')).toBe(true);
    expect(isValidAudioUrl('')).toBe(false);
    expect(isValidAudioUrl('   ')).toBe(false);
    expect(isValidAudioUrl('about:blank')).toBe(false);
    expect(isValidAudioUrl('DATA:audio/mpeg;base64,AAAA')).toBe(false);
    expect(isValidAudioUrl(undefined)).toBe(false);
  });

  it('falls back to a valid fallback and says when nothing is left', () => {
    expect(resolveAudioSource(undefined)).toEqual({ status: 'idle', srcRejected: false });
    expect(resolveAudioSource('/a.mp3', '/b.mp3')).toEqual({ status: 'valid', src: '/a.mp3', fallbackSrc: '/b.mp3', srcRejected: false });
    expect(resolveAudioSource('about:blank', '/b.mp3')).toEqual({ status: 'valid', src: '/b.mp3', srcRejected: true });
    expect(resolveAudioSource('', 'data:x')).toEqual({ status: 'invalid', srcRejected: true });
  });
});

describe('player reducer', () => {
  const loaded = playerReducer(playerReducer(initialPlayerState, { type: 'loadStarted', src: '/a.mp3', fallback: false }), {
    type: 'loaded',
    duration: 30,
  });

  it('starts at volume 100, unmuted, unloaded', () => {
    expect(initialPlayerState).toMatchObject({ status: 'unloaded', volume: 1, muted: false, playing: false, error: null });
  });

  it('throttles polled positions to 500 ms and ignores them while dragging', () => {
    const first = playerReducer(loaded, { type: 'positionPolled', time: 0.1, now: 1000 });
    expect(first.currentTime).toBe(0.1);
    expect(playerReducer(first, { type: 'positionPolled', time: 0.5, now: 1499 })).toBe(first);
    expect(playerReducer(first, { type: 'positionPolled', time: 0.6, now: 1500 }).currentTime).toBe(0.6);
    expect(playerReducer(first, { type: 'positionPolled', time: 3, now: 1100 }).currentTime).toBe(3);
    const dragging = playerReducer(first, { type: 'dragStarted' });
    expect(playerReducer(dragging, { type: 'positionPolled', time: 9, now: 5000 })).toBe(dragging);
  });

  it('resets to 0 at the end and unmutes to 70 after a volume of 0', () => {
    const ended = playerReducer({ ...loaded, currentTime: 12, progress: 40, playing: true }, { type: 'ended' });
    expect(ended).toMatchObject({ currentTime: 0, progress: 0, playing: false });
    const zero = playerReducer(loaded, { type: 'volumeSet', volume: 0 });
    expect(playerReducer(zero, { type: 'muteToggled' })).toMatchObject({ volume: 0.7, muted: false });
  });
});

describe('now-playing store', () => {
  it('holds one id, pauses the previous holder and notifies', () => {
    const store = new NowPlayingStore();
    const paused: string[] = [];
    let notified = 0;
    store.subscribe(() => notified++);
    store.start('a', () => paused.push('a'));
    store.start('b', () => paused.push('b'));
    expect(store.playingId()).toBe('b');
    expect(paused).toEqual(['a']);
    store.stop('a'); // not the holder: no effect
    expect(store.playingId()).toBe('b');
    store.stop('b');
    expect(store.playingId()).toBeNull();
    expect(notified).toBe(3);
  });
});
