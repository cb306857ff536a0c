import { DEFAULT_VOLUME, POSITION_DISPLAY_THROTTLE_MS, POSITION_JUMP_S, SEEK_SLIDER, UNMUTE_FALLBACK_VOLUME } from '@rufbereit/shared';
import { clampToStep, clampVolume, toPercent } from './slider-math';

/** unloaded: nothing requested yet (or the request was dropped); loading: waiting for metadata; loaded: playable. */
export type LoadStatus = 'unloaded' | 'loading' | 'loaded';

/** Everything the player shows (spec: entities, "Audio player state"). Volumes are 0..1. */
export interface PlayerState {
  status: LoadStatus;
  playing: boolean;
  error: string | null;
  duration: number;
  currentTime: number;
  /** Position as 0..100 for the seek slider. */
  progress: number;
  volume: number;
  muted: boolean;
  /** The volume unmuting brings back; 0 means "use the unmute fallback". */
  volumeBeforeMute: number;
  /** True while the user holds the seek slider: polling must not move it under their finger. */
  dragging: boolean;
  /** Clock time (ms) of the last shown position change, for the 500 ms throttle. */
  positionShownAt: number;
  /** Source currently in the element, and whether it is the fallback. */
  src: string | null;
  usingFallback: boolean;
  retryCount: number;
}

export const initialPlayerState: PlayerState = {
  status: 'unloaded',
  playing: false,
  error: null,
  duration: 0,
  currentTime: 0,
  progress: 0,
  volume: DEFAULT_VOLUME,
  muted: false,
  volumeBeforeMute: DEFAULT_VOLUME,
  dragging: false,
  positionShownAt: Number.NEGATIVE_INFINITY,
  src: null,
  usingFallback: false,
  retryCount: 0,
};

export type PlayerAction =
  | { type: 'loadStarted'; src: string; fallback: boolean }
  | { type: 'loaded'; duration: number }
  | { type: 'failed'; message: string }
  | { type: 'unloaded' }
  | { type: 'retried' }
  | { type: 'played' }
  | { type: 'paused' }
  | { type: 'ended' }
  /** The 100 ms poll read this position from the element at clock time `now`. */
  | { type: 'positionPolled'; time: number; now: number }
  /** The position was set on purpose (keyboard, slider release): always shown at once. */
  | { type: 'seeked'; time: number; now: number }
  | { type: 'dragStarted' }
  | { type: 'dragMoved'; percent: number }
  | { type: 'dragEnded' }
  | { type: 'volumeSet'; volume: number }
  | { type: 'muteToggled' };

function withPosition(state: PlayerState, time: number, now: number): PlayerState {
  const bounded = Math.min(Math.max(0, time), state.duration > 0 ? state.duration : Math.max(0, time));
  return { ...state, currentTime: bounded, progress: toPercent(bounded, state.duration), positionShownAt: now };
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'loadStarted':
      return {
        ...state,
        status: 'loading',
        playing: false,
        error: null,
        duration: 0,
        currentTime: 0,
        progress: 0,
        dragging: false,
        src: action.src,
        usingFallback: action.fallback,
      };
    case 'loaded':
      return { ...state, status: 'loaded', duration: Number.isFinite(action.duration) ? Math.max(0, action.duration) : 0 };
    case 'failed':
      return { ...state, error: action.message, playing: false, dragging: false };
    case 'unloaded':
      return { ...state, status: 'unloaded', playing: false, src: null, usingFallback: false };
    case 'retried':
      return { ...state, error: null, retryCount: state.retryCount + 1 };
    case 'played':
      return { ...state, playing: true };
    case 'paused':
      return { ...state, playing: false };
    case 'ended':
      return { ...state, playing: false, currentTime: 0, progress: 0 };
    case 'positionPolled': {
      if (state.dragging) return state;
      const change = Math.abs(action.time - state.currentTime);
      if (change === 0) return state;
      const throttled = action.now - state.positionShownAt < POSITION_DISPLAY_THROTTLE_MS;
      if (throttled && change < POSITION_JUMP_S) return state;
      return withPosition(state, action.time, action.now);
    }
    case 'seeked':
      return withPosition(state, action.time, action.now);
    case 'dragStarted':
      return { ...state, dragging: true };
    case 'dragMoved': {
      // Only the display follows the finger; the element seeks once on release.
      const progress = clampToStep(action.percent, SEEK_SLIDER);
      return { ...state, progress, currentTime: (progress / 100) * state.duration };
    }
    case 'dragEnded':
      return { ...state, dragging: false };
    case 'volumeSet': {
      const volume = clampVolume(action.volume);
      // A volume the user picked is what unmute returns to; picking 0 makes unmute use the 70 % fallback.
      return { ...state, volume, muted: volume === 0, volumeBeforeMute: volume };
    }
    case 'muteToggled': {
      if (state.muted || state.volume === 0) {
        const volume = state.volumeBeforeMute > 0 ? state.volumeBeforeMute : UNMUTE_FALLBACK_VOLUME;
        return { ...state, volume, muted: false };
      }
      return { ...state, volumeBeforeMute: state.volume, volume: 0, muted: true };
    }
  }
}
