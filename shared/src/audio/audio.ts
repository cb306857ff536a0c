/**
 * The audio player and the demo-call section: their timings and limits (their texts: audio-messages.ts, demo-tracks/demo-messages.ts).
 * Used by the landing page's demo calls and by every page that reuses the player.
 */

/** Timings and limits of the audio player (spec: limits, spec "Audio track player"). */
export const AUDIO_LOAD_TIMEOUT_MS = 7000;
/** While playing, the element's position is read this often ... */
export const POSITION_POLL_MS = 100;
/** ... but the shown position changes at most this often (fewer React renders), */
export const POSITION_DISPLAY_THROTTLE_MS = 500;
/** unless the position jumped at least this far (a seek from elsewhere must show at once). */
export const POSITION_JUMP_S = 1;

/** Volumes are 0..1 internally and 0..100 on screen. */
export const DEFAULT_VOLUME = 1;
/** Unmuting restores the earlier volume, or this one if the earlier volume was 0. */
export const UNMUTE_FALLBACK_VOLUME = 0.7;
export const VOLUME_SLIDER_HIDE_DELAY_MS = 1000;

export const SEEK_SLIDER = { min: 0, max: 100, step: 0.1 } as const;
export const VOLUME_SLIDER = { min: 0, max: 100, step: 1 } as const;

export const KEYBOARD_SEEK_STEP_S = 5;
export const KEYBOARD_VOLUME_STEP = 0.1;

/** The demo-call section shows 'Laden...' this long before the cards (spec: limits). */
export const SECTION_PLACEHOLDER_MS = 1000;
/** Each card shows a placeholder this long before its player (spec: limits). */
export const CARD_PLACEHOLDER_MS = 500;

