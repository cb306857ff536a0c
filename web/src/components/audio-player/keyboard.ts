import { KEYBOARD_SEEK_STEP_S, KEYBOARD_VOLUME_STEP } from '@rufbereit/shared';

export type KeyboardCommand =
  | { type: 'toggle' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'volumeBy'; delta: number };

/** Keys of the player region (spec: screens): space, left/right ∓5 s, up/down ±0.1 volume. */
export function keyboardCommand(key: string): KeyboardCommand | null {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    case 'ArrowLeft':
      return { type: 'seekBy', seconds: -KEYBOARD_SEEK_STEP_S };
    case 'ArrowRight':
      return { type: 'seekBy', seconds: KEYBOARD_SEEK_STEP_S };
    case 'ArrowUp':
      return { type: 'volumeBy', delta: KEYBOARD_VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volumeBy', delta: -KEYBOARD_VOLUME_STEP };
    default:
      return null;
  }
}

/** Which element had focus when the key was pressed decides whether the player or the browser handles it. */
export type KeyTarget = 'region' | 'button' | 'seekSlider' | 'volumeSlider' | 'other';

/**
 * Buttons keep their own Space/Enter activation (handling Space twice would toggle twice), the
 * volume slider keeps its native arrow steps; everywhere else in the player the shortcuts apply.
 */
export function playerHandlesKey(key: string, target: KeyTarget): boolean {
  if (target === 'other' || target === 'volumeSlider') return false;
  if (target === 'button' && (key === ' ' || key === 'Spacebar')) return false;
  return keyboardCommand(key) !== null;
}
