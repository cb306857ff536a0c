import type { CSSProperties } from 'react';
import { accessibleBrandColor, shadeOf } from '@rufbereit/shared';

/** Hover shade of the accent: a little darker, as brand-800 is to brand-700. */
const HOVER_SHADE = 0.85;

/**
 * The CSS variables the demo pages paint with: `--demo-brand` is the colour from the query as given
 * (the rule under the title), `--demo-accent` the same colour darkened where white text on it would
 * fall below WCAG AA (chips, icons, focus rings), and `--player-accent` / `--player-accent-hover`
 * hand it to the audio player (play button, progress bar, volume, focus ring).
 */
export function brandAccentStyle(primaryColor: string): CSSProperties {
  const accent = accessibleBrandColor(primaryColor);
  return {
    '--demo-brand': primaryColor,
    '--demo-accent': accent,
    '--player-accent': accent,
    '--player-accent-hover': shadeOf(accent, HOVER_SHADE),
  } as CSSProperties;
}
