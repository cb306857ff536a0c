import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { audioMessages, VOLUME_SLIDER, VOLUME_SLIDER_HIDE_DELAY_MS } from '@rufbereit/shared';
import { clampToStep } from './slider-math';
import { volumeLevel } from './volume-icon';

const icons = { muted: VolumeX, low: Volume1, high: Volume2 } as const;

interface VolumeControlProps {
  /** 0..1 */
  volume: number;
  muted: boolean;
  onToggleMute: () => void;
  /** 0..1 */
  onVolumeChange: (volume: number) => void;
}

/**
 * Mute button plus a volume slider (0..100, step 1) that opens on hover or keyboard focus and
 * closes 1 s after the pointer (or focus) leaves. The slider floats above the button so opening
 * it never shifts the rest of the player.
 */
export function VolumeControl({ volume, muted, onToggleMute, onVolumeChange }: VolumeControlProps) {
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const show = () => {
    clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const hideLater = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), VOLUME_SLIDER_HIDE_DELAY_MS);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideLater();
  };

  const percent = Math.round(volume * 100);
  const level = volumeLevel(percent, muted);
  const Icon = icons[level];

  return (
    <div className="relative flex items-center" onPointerEnter={show} onPointerLeave={hideLater} onFocus={show} onBlur={onBlur}>
      {open && (
        <div className="absolute bottom-full right-0 z-10 mb-2 flex items-center rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-lg">
          <input
            type="range"
            data-slider="volume"
            min={VOLUME_SLIDER.min}
            max={VOLUME_SLIDER.max}
            step={VOLUME_SLIDER.step}
            value={percent}
            aria-label={audioMessages.volume}
            aria-valuetext={`${percent} %`}
            onChange={(event) => onVolumeChange(clampToStep(Number(event.target.value), VOLUME_SLIDER) / 100)}
            className="h-2 w-28 cursor-pointer accent-[var(--player-accent,var(--color-brand-700))]"
          />
        </div>
      )}
      <button
        type="button"
        onClick={onToggleMute}
        aria-label={level === 'muted' ? audioMessages.unmute : audioMessages.mute}
        data-volume-level={level}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--player-accent,var(--color-brand-600))]"
      >
        <Icon aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
